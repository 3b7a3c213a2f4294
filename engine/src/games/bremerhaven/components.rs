//! The Bremerhaven pieces: those whose values we could source, then the provisional practice
//! set (ruling BH-03) standing in for the card lists and board costs that are unknown to us
//! (`shared/rules/components-bremerhaven.md` §9). Every practice card says so in its summary
//! and carries provenance `provisional`.

use serde_json::json;

use crate::core::components::{cite, Component, Provenance, Source};

use super::deck::{
    provisional, BuildingCard, CardBack, ContractCard, DeckSet, Event, HarborCosts, NewspaperCard,
    PriceCard, ShipCard, Stake, Symbol, Transport, Use, SOURCED_BUILDINGS,
};

/// The career ladder, best rank first: (id, name, starting money, income per round).
pub const CAREER_RANKS: [(&str, &str, u32, u32); 4] = [
    ("captain", "Captain", 4, 4),
    ("first-mate", "First Mate", 6, 3),
    ("mate", "Mate", 8, 2),
    ("ships-cook", "Ship's Cook", 12, 1),
];

pub fn catalogue() -> Vec<Component> {
    let mut components: Vec<Component> = CAREER_RANKS
        .iter()
        .enumerate()
        .map(|(index, (id, name, start, income))| {
            Component::new(
                id,
                name,
                "career-rank",
                "A rung of the career ladder. Higher ranks win ties on bids and at the end, but start poorer and earn more each round.",
                Provenance::SingleSource,
                &["S0"],
            )
            .with_printed("rank", index + 1)
            .with_printed("starting_money", *start)
            .with_printed("income", *income)
        })
        .collect();
    components.extend([
        Component::new(
            "influence-card",
            "Influence card",
            "card",
            "Bid cards, 12 per player colour. You start with the low ones and can grow your hand with stronger cards.",
            Provenance::Confirmed,
            &["S0", "S2"],
        )
        .with_printed("per_colour", 12)
        .with_printed("values", json!([1, 2, 3, 4, 5, 5, 6, 6, 7, 7, 8, 9])),
        Component::new(
            "coins",
            "Coins",
            "money",
            "Money in 1, 5 and 25 pieces. There is no debt: you pay what you can.",
            Provenance::Confirmed,
            &["S0", "S7"],
        )
        .with_printed("ones", 48)
        .with_printed("fives", 24)
        .with_printed("twenty_fives", 16),
        Component::new(
            "harbor-board",
            "Harbor board",
            "board",
            "Your harbor: 12 building and storage spaces, 3 docks for ships, 4 loading docks for contracts and the prestige track, which only ever rises.",
            Provenance::Confirmed,
            &["S0", "S2"],
        )
        .with_printed("spaces", 12)
        .with_printed("docks", 3)
        .with_printed("loading_docks", 4),
    ]);
    components.extend(practice_set(provisional()));
    cite(components, SOURCES)
}

/// The works the components cite (`shared/rules/components-bremerhaven.md` §0), named in our
/// own words.
pub const SOURCES: &[Source] = &[
    Source {
        id: "S0",
        name: "Bremerhaven rulebook (English, Lookout Games, 2013)",
    },
    Source {
        id: "S2",
        name: "German review of Bremerhaven (March 2014) in the RWTH Aachen games archive",
    },
    Source {
        id: "S3",
        name: "German review of Bremerhaven on spielkult.de",
    },
    Source {
        id: "S4",
        name: "English review of Bremerhaven on Gamer's Remorse",
    },
    Source {
        id: "S6",
        name: "Deseret News review of Caverna and Bremerhaven",
    },
    Source {
        id: "S7",
        name: "German Bremerhaven rulebook copies on docplayer.org and scribd (opening only)",
    },
];

/// Every card and board value of a deck set as catalogue entries, practice set first.
fn practice_set(set: &DeckSet) -> Vec<Component> {
    let mut components = board_values(set);
    components.extend(set.ships.iter().map(ship));
    components.extend(set.contracts.iter().map(contract));
    components.extend(set.buildings.iter().map(building));
    components.extend(set.prices.iter().map(price));
    components.extend((1..).zip(&set.newspapers).map(newspaper));
    components
}

const PRACTICE: &str = "A provisional practice card, not the printed one.";

/// The board values: cover costs and bollard costs (BH-04, BH-05), the progress track (BH-06).
fn board_values(set: &DeckSet) -> Vec<Component> {
    let track = set.progress;
    vec![
        Component::new(
            "cover-costs",
            "Cover card costs (practice)",
            "board",
            "Provisional practice values, not the printed ones: what clearing each covered harbor space costs in the long game. Spaces are numbered row by row from the top left (0-11); columns 3 and 4 start covered.",
            Provenance::Provisional,
            &["S0", "S2", "S3"],
        )
        .with_printed("covered_spaces", json!(HarborCosts::COVERED))
        .with_printed("costs", json!(set.harbor.cover_costs)),
        Component::new(
            "bollard-costs",
            "Bollard costs (practice)",
            "board",
            "Provisional practice values, not the printed ones: what placing the 1st, 2nd and 3rd bollard on each quay wall costs, walls numbered 0-3 from the top. The bollards printed beside the middle dock are placed at setup and cost nothing.",
            Provenance::Provisional,
            &["S0", "S3"],
        )
        .with_printed("costs_by_wall", json!(set.harbor.bollard_costs))
        .with_printed("pre_printed_walls", json!(HarborCosts::PRE_PRINTED_WALLS)),
        Component::new(
            "progress-track",
            "Progress track (practice)",
            "board",
            "Provisional practice values, not the printed ones: the Ship token's track on the Town board. It starts closer to the end with more players; reaching the last space ends the game.",
            Provenance::Provisional,
            &["S0", "S4"],
        )
        .with_printed("spaces", track.spaces)
        .with_printed("last_space", track.last_space())
        .with_printed("start_two_players", track.start_two)
        .with_printed("start_three_players", track.start_three)
        .with_printed("start_four_players", track.start_four),
    ]
}

fn symbol_name(symbol: Symbol) -> &'static str {
    symbol.good().map_or("wild", |good| good.name())
}

fn use_name(usage: Use) -> &'static str {
    match usage {
        Use::Unused => "unused",
        Use::Both => "both",
        Use::LongOnly => "long-only",
    }
}

/// "Its back shows phase 2 and puts it in play with 3 or 4 players in the short and the long
/// game, and with 2 players in the long game only."
fn describe_back(back: &CardBack) -> String {
    let counts = |wanted: Use| -> Vec<u8> {
        [(2, back.two), (3, back.three), (4, back.four)]
            .into_iter()
            .filter(|&(_, usage)| usage == wanted)
            .map(|(players, _)| players)
            .collect()
    };
    let mut uses = Vec::new();
    for (usage, games) in [
        (Use::Both, "the short and the long game"),
        (Use::LongOnly, "the long game only"),
    ] {
        let players = counts(usage);
        if !players.is_empty() {
            uses.push(format!("with {} players in {games}", or_list(&players)));
        }
    }
    format!(
        "Its back shows phase {} and puts it in play {}.",
        back.phase,
        uses.join(", and ")
    )
}

/// "2", "2 or 3", "2, 3 or 4".
fn or_list(numbers: &[u8]) -> String {
    let words: Vec<String> = numbers.iter().map(u8::to_string).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => words.concat(),
    }
}

/// Catalogue entries with the back's values and the player counts that use the card.
fn with_back(component: Component, back: &CardBack) -> Component {
    let counts: Vec<u8> = (1..=4).filter(|&p| back.in_game(p, true)).collect();
    let component = component
        .with_printed("phase", back.phase)
        .with_printed("two_players", use_name(back.two))
        .with_printed("three_players", use_name(back.three))
        .with_printed("four_players", use_name(back.four));
    match (counts.first(), counts.last()) {
        (Some(&min), Some(&max)) => component.with_players(min, max),
        _ => component,
    }
}

fn ship(card: &ShipCard) -> Component {
    let cargo = match card.cargo.good() {
        Some(good) => format!(
            "{} {}",
            card.cargo_count,
            plural(good.name(), card.cargo_count)
        ),
        None => format!(
            "{} {} of one type its owner picks",
            card.cargo_count,
            plural("good", card.cargo_count)
        ),
    };
    let berth = match card.berth {
        0 => "needs no bollard on the quay walls of its dock".to_owned(),
        berth => format!(
            "needs {berth} {} on both quay walls of its dock",
            plural("bollard", berth)
        ),
    };
    let summary = format!(
        "{PRACTICE} It stays docked {} {} with {cargo}, {berth} and is worth {} prestige while docked. {}",
        card.lay_time,
        plural("round", card.lay_time),
        card.prestige,
        describe_back(&card.back),
    );
    let component = Component::new(
        &format!("ship-{}", card.id),
        &card.name,
        "ship-card",
        &summary,
        Provenance::Provisional,
        &["S0", "S2"],
    )
    .with_printed("lay_time", card.lay_time)
    .with_printed("cargo", symbol_name(card.cargo))
    .with_printed("cargo_count", card.cargo_count)
    .with_printed("berth", card.berth)
    .with_printed("prestige", card.prestige);
    with_back(component, &card.back)
}

/// "a reward of 3 money", "no reward".
fn describe_stake(stake: Option<Stake>, what: &str) -> String {
    match stake {
        None => format!("no {what}"),
        Some(Stake::Money(money)) => format!("a {what} of {money} money"),
        Some(Stake::Prestige) => format!("a {what} of 1 prestige"),
    }
}

/// The goods a contract asks for, counted: "2 passengers, 1 barrel and 1 good of any type".
fn describe_goods(goods: &[Symbol]) -> String {
    let mut counted: Vec<(Symbol, u8)> = Vec::new();
    for &symbol in goods {
        match counted.iter_mut().find(|(seen, _)| *seen == symbol) {
            Some((_, count)) => *count += 1,
            None => counted.push((symbol, 1)),
        }
    }
    let phrases: Vec<String> = counted
        .into_iter()
        .map(|(symbol, count)| match symbol.good() {
            Some(good) => format!("{count} {}", plural(good.name(), count)),
            None => format!("{count} {} of any type", plural("good", count)),
        })
        .collect();
    match phrases.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => phrases.concat(),
    }
}

fn stake_value(stake: Option<Stake>) -> serde_json::Value {
    match stake {
        None => serde_json::Value::Null,
        Some(Stake::Money(money)) => json!({ "money": money }),
        Some(Stake::Prestige) => json!({ "prestige": 1 }),
    }
}

fn contract(card: &ContractCard) -> Component {
    let goods: Vec<&str> = card.goods.iter().map(|&s| symbol_name(s)).collect();
    let transport = match card.transport {
        Transport::Truck => "truck",
        Transport::Train => "train",
    };
    let example = if card.id == "worked-example" {
        " Its goods, reward and penalty are the rulebook's worked example; the rest is invented."
    } else {
        ""
    };
    let summary = format!(
        "{PRACTICE} It asks for {} by {transport} within {} {}. Delivered in time it pays {}; falling short costs {}. {}{example}",
        describe_goods(&card.goods),
        card.delivery_time,
        plural("round", card.delivery_time),
        describe_stake(card.reward, "reward"),
        describe_stake(card.penalty, "penalty"),
        describe_back(&card.back),
    );
    let component = Component::new(
        &format!("contract-{}", card.id),
        &format!("Contract {}", card.id),
        "contract-card",
        &summary,
        Provenance::Provisional,
        &["S0"],
    )
    .with_printed("delivery_time", card.delivery_time)
    .with_printed("goods", goods)
    .with_printed("reward", stake_value(card.reward))
    .with_printed("penalty", stake_value(card.penalty))
    .with_printed("transport", transport);
    with_back(component, &card.back)
}

fn building(card: &BuildingCard) -> Component {
    let sourced = SOURCED_BUILDINGS.contains(&card.id.as_str());
    let origin = if sourced {
        "Its name and ability come from the rulebook; its prestige is invented."
    } else {
        "Its name, ability and prestige are invented."
    };
    let summary = format!(
        "{PRACTICE} {} It is worth {} prestige once built. {origin}",
        card.ability.sentence(),
        card.prestige,
    );
    Component::new(
        &format!("building-{}", card.id),
        &card.name,
        "building-card",
        &summary,
        Provenance::Provisional,
        &["S0"],
    )
    .with_printed("prestige", card.prestige)
    .with_printed("ability", card.ability.sentence())
    .with_printed(
        "name_and_ability",
        if sourced {
            "single-source"
        } else {
            "provisional"
        },
    )
}

fn price(card: &PriceCard) -> Component {
    let prices = format!(
        "barrel {}, crate {}, container {}, passenger {}",
        card.barrel, card.crate_, card.container, card.passenger
    );
    let sentence = format!(
        "{PRACTICE} While it is on top, a barrel sells for {} money, a crate for {}, a container for {} and a passenger for {}.",
        card.barrel, card.crate_, card.container, card.passenger
    );
    Component::new(
        &format!(
            "price-card-{}{}{}{}",
            card.barrel, card.crate_, card.container, card.passenger
        ),
        &format!("Price card ({prices})"),
        "price-card",
        &sentence,
        Provenance::Provisional,
        &["S0"],
    )
    .with_printed("barrel", card.barrel)
    .with_printed("crate", card.crate_)
    .with_printed("container", card.container)
    .with_printed("passenger", card.passenger)
}

fn newspaper((number, card): (u32, &NewspaperCard)) -> Component {
    let sourced = if card.event == (Event::ContractCharge { money: 1 }) {
        " The event is the rulebook's economic downturn; progress and solo space are invented."
    } else {
        ""
    };
    let summary = format!(
        "{PRACTICE} It moves the Ship token {} {}, and in the solo game the dummy bids on space {}. Its event at the end of the round: {}{sourced}",
        card.progress,
        plural("space", card.progress),
        card.solo_space.label(),
        card.event.sentence(),
    );
    Component::new(
        &format!("newspaper-{number:02}"),
        &format!("Newspaper {number} (practice)"),
        "newspaper-card",
        &summary,
        Provenance::Provisional,
        &["S0"],
    )
    .with_printed("progress", card.progress)
    .with_printed("event", card.event.sentence())
    .with_printed("solo_space", card.solo_space.label())
}

fn plural(word: &str, count: u8) -> String {
    if count == 1 {
        word.to_owned()
    } else {
        format!("{word}s")
    }
}

/// The solo game's rating bands: (lowest score, title).
pub const SOLO_RATINGS: [(u64, &str); 5] = [
    (0, "Landlubber"),
    (500, "Cabin Boy"),
    (750, "Officer"),
    (1000, "Lonely Ship's Kobold"),
    (1251, "Captain"),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn count(kind: &str) -> usize {
        catalogue().iter().filter(|c| c.kind == kind).count()
    }

    #[test]
    fn the_practice_cards_are_listed_by_kind() {
        assert_eq!(
            [
                count("ship-card"),
                count("contract-card"),
                count("building-card"),
                count("price-card"),
                count("newspaper-card"),
            ],
            [48, 56, 20, 24, 18]
        );
        // The sourced pieces are still there.
        assert_eq!(count("career-rank"), 4);
        assert!(catalogue().iter().any(|c| c.id == "harbor-board"));
    }

    /// Ruling BH-03: every practice entry says it is provisional.
    #[test]
    fn every_practice_entry_is_labelled_provisional() {
        let kinds = [
            "ship-card",
            "contract-card",
            "building-card",
            "price-card",
            "newspaper-card",
        ];
        let practice = catalogue()
            .into_iter()
            .filter(|c| kinds.contains(&c.kind.as_str()) || c.name.contains("(practice)"));
        let mut listed = 0;
        for component in practice {
            listed += 1;
            assert_eq!(
                component.provenance,
                Provenance::Provisional,
                "{}",
                component.id
            );
            assert!(
                component
                    .summary
                    .to_lowercase()
                    .contains("provisional practice"),
                "{}",
                component.id
            );
        }
        assert_eq!(listed, 48 + 56 + 20 + 24 + 18 + 3);
    }

    /// Ruling BH-09: the catalogue says which building names and abilities are sourced.
    #[test]
    fn sourced_building_names_are_marked() {
        let marked = |id: &str| {
            catalogue()
                .into_iter()
                .find(|c| c.id == id)
                .and_then(|c| c.printed.get("name_and_ability").cloned())
        };
        assert_eq!(marked("building-refinery"), Some(json!("single-source")));
        assert_eq!(marked("building-warehouse"), Some(json!("provisional")));
    }

    #[test]
    fn board_values_are_listed() {
        let progress = catalogue().into_iter().find(|c| c.id == "progress-track");
        let Some(progress) = progress else {
            panic!("no progress track");
        };
        assert_eq!(progress.printed.get("last_space"), Some(&json!(20)));
        assert_eq!(progress.printed.get("start_four_players"), Some(&json!(4)));
    }

    #[test]
    fn practice_ships_list_the_player_counts_that_use_them() {
        let ship = catalogue()
            .into_iter()
            .find(|c| c.id == "ship-harbor-launch");
        let Some(ship) = ship else {
            panic!("no harbor launch");
        };
        assert_eq!(ship.players.map(|p| (p.min, p.max)), Some((1, 4)));
        // Phase 1's eleventh card is for the 4-player long game only.
        let four_only = catalogue()
            .into_iter()
            .find(|c| c.id == "ship-tender-helga")
            .and_then(|c| c.players);
        assert_eq!(four_only.map(|p| (p.min, p.max)), Some((4, 4)));
    }
}
