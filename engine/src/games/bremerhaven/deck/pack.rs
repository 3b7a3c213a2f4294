//! Checking a deck pack, or one card the table reports, against what the rulebook says about
//! each deck (ranges S0; components §5) and against the bounds the engine sets where the
//! rulebook is silent (ruling BH-11). Every problem is reported with the field to fix.

use std::collections::HashMap;
use std::ops::RangeInclusive;

use crate::core::errors::{Violation, ViolationCode};

use super::board::{HarborCosts, ProgressTrack};
use super::cards::{
    BidSpace, BuildingCard, CardBack, ContractCard, NewspaperCard, PriceCard, ShipCard, Stake,
};
use super::printed::{
    ability_amount, event_amount, BERTH, BOARD_SPACES, BUILDING_PRESTIGE, CARGO_COUNT,
    CONTRACT_GOODS, DELIVERY_TIME, LAY_TIME, PENALTY_MONEY, PRICE, PROGRESS, REWARD_MONEY,
    SHIP_PRESTIGE,
};
use super::set::DeckSet;

/// Cards in each printed deck (S0, S2).
pub const PRINTED_SHIPS: usize = 48;
pub const PRINTED_CONTRACTS: usize = 56;
pub const PRINTED_BUILDINGS: usize = 20;
pub const PRINTED_PRICES: usize = 24;
pub const PRINTED_NEWSPAPERS: usize = 18;

/// The most any board cost may be (ruling BH-11).
const MAX_BOARD_COST: u8 = 20;
/// The longest Progress track accepted (ruling BH-11).
const MAX_TRACK_SPACES: u8 = 40;

/// The fewest Ship cards, and the fewest Contract cards, that must be shuffled in for a player
/// count and game length (ruling BH-10); the solo game uses the 2-player short deck. `None`
/// for a count the game does not have.
///
/// Short game: N cards are dealt in each of its 10 / 9 / 8 rounds, plus 2 spare. Long game:
/// the short figure plus one card for each round the long game can last beyond the short one
/// (14 / 13 / 12 rounds at most with the practice Newspapers: 8 ones, then twos).
pub fn minimum_cards(players: u8, long: bool) -> Option<usize> {
    match (players, long) {
        (1 | 2, false) => Some(22),
        (2, true) => Some(26),
        (3, false) => Some(29),
        (3, true) => Some(33),
        (4, false) => Some(34),
        (4, true) => Some(38),
        _ => None,
    }
}

/// Every problem with a whole deck pack; `field` names the pack, e.g. `deck_pack`.
pub fn validate_set(set: &DeckSet, field: &str) -> Result<(), Vec<Violation>> {
    let mut out = Vec::new();
    deck_size(
        &mut out,
        field,
        "ships",
        set.ships.len(),
        PRINTED_SHIPS,
        "Ship",
    );
    deck_size(
        &mut out,
        field,
        "contracts",
        set.contracts.len(),
        PRINTED_CONTRACTS,
        "Contract",
    );
    deck_size(
        &mut out,
        field,
        "buildings",
        set.buildings.len(),
        PRINTED_BUILDINGS,
        "Building",
    );
    deck_size(
        &mut out,
        field,
        "prices",
        set.prices.len(),
        PRINTED_PRICES,
        "Price",
    );
    deck_size(
        &mut out,
        field,
        "newspapers",
        set.newspapers.len(),
        PRINTED_NEWSPAPERS,
        "Newspaper",
    );

    for (i, card) in set.ships.iter().enumerate() {
        out.extend(validate_ship(card, &format!("{field}.ships[{i}]")));
    }
    for (i, card) in set.contracts.iter().enumerate() {
        out.extend(validate_contract(card, &format!("{field}.contracts[{i}]")));
    }
    for (i, card) in set.buildings.iter().enumerate() {
        out.extend(validate_building(card, &format!("{field}.buildings[{i}]")));
    }
    for (i, card) in set.prices.iter().enumerate() {
        out.extend(validate_price(card, &format!("{field}.prices[{i}]")));
    }
    for (i, card) in set.newspapers.iter().enumerate() {
        out.extend(validate_newspaper(
            card,
            &format!("{field}.newspapers[{i}]"),
        ));
    }

    unique_ids(
        &mut out,
        field,
        "ships",
        set.ships.iter().map(|c| c.id.as_str()),
    );
    unique_ids(
        &mut out,
        field,
        "contracts",
        set.contracts.iter().map(|c| c.id.as_str()),
    );
    unique_ids(
        &mut out,
        field,
        "buildings",
        set.buildings.iter().map(|c| c.id.as_str()),
    );

    enough_for_every_game(
        &mut out,
        field,
        "ships",
        "Ship",
        &backs(&set.ships, |c| c.back),
    );
    enough_for_every_game(
        &mut out,
        field,
        "contracts",
        "Contract",
        &backs(&set.contracts, |c| c.back),
    );

    validate_harbor(&mut out, &set.harbor, &format!("{field}.harbor"));
    validate_progress(&mut out, &set.progress, &format!("{field}.progress"));
    newspapers_reach_the_end(&mut out, set, field);

    if out.is_empty() {
        Ok(())
    } else {
        Err(out)
    }
}

/// Problems with the board values a table gives for its own deck (`options.board`).
pub fn validate_board(
    harbor: &HarborCosts,
    progress: &ProgressTrack,
    field: &str,
) -> Result<(), Vec<Violation>> {
    let mut out = Vec::new();
    validate_harbor(&mut out, harbor, &format!("{field}.harbor"));
    validate_progress(&mut out, progress, &format!("{field}.progress"));
    if out.is_empty() {
        Ok(())
    } else {
        Err(out)
    }
}

/// Problems with one Ship card; `field` names the card, e.g. `deck_pack.ships[3]`.
pub fn validate_ship(card: &ShipCard, field: &str) -> Vec<Violation> {
    let mut out = Vec::new();
    check_id(&mut out, field, &card.id);
    check_name(&mut out, field, &card.name);
    in_range(
        &mut out,
        field,
        "lay_time",
        card.lay_time,
        LAY_TIME,
        "a ship's lay time is 1 to 5 rounds",
    );
    in_range(
        &mut out,
        field,
        "cargo_count",
        card.cargo_count,
        CARGO_COUNT,
        "a ship carries 1 to 5 goods",
    );
    in_range(
        &mut out,
        field,
        "berth",
        card.berth,
        BERTH,
        "a ship needs a berth of 0 to 3 bollards",
    );
    in_range(
        &mut out,
        field,
        "prestige",
        card.prestige,
        SHIP_PRESTIGE,
        "a ship is worth 1 to 5 prestige",
    );
    check_back(&mut out, field, &card.back);
    out
}

/// Problems with one Contract card.
pub fn validate_contract(card: &ContractCard, field: &str) -> Vec<Violation> {
    let mut out = Vec::new();
    check_id(&mut out, field, &card.id);
    in_range(
        &mut out,
        field,
        "delivery_time",
        card.delivery_time,
        DELIVERY_TIME,
        "a contract's delivery time is 1 to 5 rounds",
    );
    if !CONTRACT_GOODS.contains(&card.goods.len()) {
        out.push(Violation::new(
            format!("{field}.goods"),
            ViolationCode::OutOfRange,
            format!(
                "a contract asks for 1 to 4 goods; this one asks for {}",
                card.goods.len()
            ),
        ));
    }
    if let Some(Stake::Money(money)) = card.penalty {
        in_range(
            &mut out,
            field,
            "penalty",
            money,
            PENALTY_MONEY,
            "a contract's money penalty is 1 to 5",
        );
    }
    if let Some(Stake::Money(money)) = card.reward {
        in_range(
            &mut out,
            field,
            "reward",
            money,
            REWARD_MONEY,
            "a contract's money reward is 1 to 4",
        );
    }
    check_back(&mut out, field, &card.back);
    out
}

/// Problems with one Building card; ability amounts are bounded by ruling BH-11.
pub fn validate_building(card: &BuildingCard, field: &str) -> Vec<Violation> {
    let mut out = Vec::new();
    check_id(&mut out, field, &card.id);
    check_name(&mut out, field, &card.name);
    in_range(
        &mut out,
        field,
        "prestige",
        card.prestige,
        BUILDING_PRESTIGE,
        "a building is worth 0 to 3 prestige",
    );
    let bounded = ability_amount(card.ability);
    if let Some((amount, range, rule)) = bounded {
        in_range(&mut out, field, "ability", amount, range, rule);
    }
    out
}

/// Problems with one Price card: prices 1 to 9, all four different (the setup ranking needs
/// a strict order, components §5.4).
pub fn validate_price(card: &PriceCard, field: &str) -> Vec<Violation> {
    let mut out = Vec::new();
    let prices = [
        ("barrel", card.barrel),
        ("crate", card.crate_),
        ("container", card.container),
        ("passenger", card.passenger),
    ];
    for (key, price) in prices {
        in_range(
            &mut out,
            field,
            key,
            price,
            PRICE,
            "a good sells for 1 to 9 money",
        );
    }
    for (i, (key, price)) in prices.iter().enumerate() {
        if let Some((earlier, _)) = prices[..i].iter().find(|(_, p)| p == price) {
            out.push(Violation::new(
                format!("{field}.{key}"),
                ViolationCode::OutOfRange,
                format!(
                    "a price card gives the four goods four different prices, so they can be ranked at setup; {key} and {earlier} both sell for {price}"
                ),
            ));
        }
    }
    out
}

/// Problems with one Newspaper card.
pub fn validate_newspaper(card: &NewspaperCard, field: &str) -> Vec<Violation> {
    let mut out = Vec::new();
    in_range(
        &mut out,
        field,
        "progress",
        card.progress,
        PROGRESS,
        "a newspaper moves the Ship token 1 or 2 spaces",
    );
    let bounded = event_amount(card.event);
    if let Some((amount, range, rule)) = bounded {
        in_range(&mut out, field, "event", amount, range, rule);
    }
    if let BidSpace::Ship(n) | BidSpace::Contract(n) = card.solo_space {
        if !BOARD_SPACES.contains(&n) {
            out.push(Violation::new(
                format!("{field}.solo_space"),
                ViolationCode::OutOfRange,
                format!(
                    "the Sea and Land boards have spaces 1 to 4; this card points to {}",
                    card.solo_space.label()
                ),
            ));
        }
    }
    out
}

fn in_range(
    out: &mut Vec<Violation>,
    field: &str,
    key: &str,
    value: u8,
    range: RangeInclusive<u8>,
    rule: &str,
) {
    if !range.contains(&value) {
        out.push(Violation::new(
            format!("{field}.{key}"),
            ViolationCode::OutOfRange,
            format!("{rule}; this one says {value}"),
        ));
    }
}

/// Lowercase letters and digits in words joined by single hyphens.
fn is_kebab_case(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 64
        && id.split('-').all(|word| {
            !word.is_empty()
                && word
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

fn check_id(out: &mut Vec<Violation>, field: &str, id: &str) {
    if !is_kebab_case(id) {
        out.push(Violation::new(
            format!("{field}.id"),
            ViolationCode::OutOfRange,
            format!("a card id is lowercase letters and digits joined by single hyphens, at most 64 characters; this one is {id:?}"),
        ));
    }
}

fn check_name(out: &mut Vec<Violation>, field: &str, name: &str) {
    let length = name.chars().count();
    if name.trim().is_empty() || length > 60 {
        out.push(Violation::new(
            format!("{field}.name"),
            ViolationCode::OutOfRange,
            format!("a card name is 1 to 60 characters and not blank; this one has {length}"),
        ));
    }
}

fn check_back(out: &mut Vec<Violation>, field: &str, back: &CardBack) {
    in_range(
        out,
        &format!("{field}.back"),
        "phase",
        back.phase,
        1..=4,
        "a card back's phase is 1 to 4",
    );
    if (2..=4).all(|players| !back.in_game(players, true)) {
        out.push(Violation::new(
            format!("{field}.back"),
            ViolationCode::OutOfRange,
            "a card back shows the icon of at least one player count (2, 3 or 4); this one shows none",
        ));
    }
}

fn deck_size(
    out: &mut Vec<Violation>,
    field: &str,
    deck: &str,
    len: usize,
    printed: usize,
    kind: &str,
) {
    let (code, word) = match len.cmp(&printed) {
        std::cmp::Ordering::Equal => return,
        std::cmp::Ordering::Greater => (ViolationCode::TooManyPieces, "too many"),
        std::cmp::Ordering::Less => (ViolationCode::OutOfRange, "too few"),
    };
    out.push(Violation::new(
        format!("{field}.{deck}"),
        code,
        format!("the printed game has {printed} {kind} cards; this pack has {len} ({word})"),
    ));
}

fn unique_ids<'a>(
    out: &mut Vec<Violation>,
    field: &str,
    deck: &str,
    ids: impl Iterator<Item = &'a str>,
) {
    let mut first: HashMap<&str, usize> = HashMap::new();
    for (i, id) in ids.enumerate() {
        if let Some(earlier) = first.get(id) {
            out.push(Violation::new(
                format!("{field}.{deck}[{i}].id"),
                ViolationCode::DuplicateComponent,
                format!("the id {id:?} is already used by {deck}[{earlier}]; each card in a deck needs its own id"),
            ));
        } else {
            first.insert(id, i);
        }
    }
}

fn backs<T>(cards: &[T], back: impl Fn(&T) -> CardBack) -> Vec<CardBack> {
    cards.iter().map(back).collect()
}

fn enough_for_every_game(
    out: &mut Vec<Violation>,
    field: &str,
    deck: &str,
    kind: &str,
    backs: &[CardBack],
) {
    for players in 2..=4 {
        for long in [false, true] {
            let Some(needed) = minimum_cards(players, long) else {
                continue;
            };
            let have = backs.iter().filter(|b| b.in_game(players, long)).count();
            if have < needed {
                let length = if long { "long" } else { "short" };
                out.push(Violation::new(
                    format!("{field}.{deck}"),
                    ViolationCode::OutOfRange,
                    format!(
                        "a {players}-player {length} game needs at least {needed} {kind} cards marked for {players} players; this pack has {have}"
                    ),
                ));
            }
        }
    }
}

fn validate_harbor(out: &mut Vec<Violation>, harbor: &HarborCosts, field: &str) {
    for (i, &cost) in harbor.cover_costs.iter().enumerate() {
        in_range(
            out,
            field,
            &format!("cover_costs[{i}]"),
            cost,
            1..=MAX_BOARD_COST,
            "clearing a cover costs 1 to 20 money",
        );
    }
    for (wall, costs) in harbor.bollard_costs.iter().enumerate() {
        for (position, &cost) in costs.iter().enumerate() {
            let key = format!("bollard_costs[{wall}][{position}]");
            if HarborCosts::is_pre_printed(wall, position) {
                in_range(
                    out,
                    field,
                    &key,
                    cost,
                    0..=0,
                    "a bollard printed on the board costs nothing",
                );
            } else {
                in_range(
                    out,
                    field,
                    &key,
                    cost,
                    1..=MAX_BOARD_COST,
                    "placing a bollard costs 1 to 20 money",
                );
            }
        }
    }
}

fn validate_progress(out: &mut Vec<Violation>, track: &ProgressTrack, field: &str) {
    in_range(
        out,
        field,
        "spaces",
        track.spaces,
        3..=MAX_TRACK_SPACES,
        "the progress track has 3 to 40 spaces",
    );
    let Some(last) = track.last_space() else {
        return;
    };
    for (players, key) in [(2, "start_two"), (3, "start_three"), (4, "start_four")] {
        let start = track.start(players).unwrap_or(0);
        if track.distance(players).is_none_or(|distance| distance < 2) {
            out.push(Violation::new(
                format!("{field}.{key}"),
                ViolationCode::OutOfRange,
                format!(
                    "with {players} players the Ship token starts at least 2 spaces before the last space ({last}); this track starts it on {start}"
                ),
            ));
        }
    }
}

/// The whole Newspaper deck must be able to carry the Ship token to the end of the longest
/// game (2 players), or a long game could not end.
fn newspapers_reach_the_end(out: &mut Vec<Violation>, set: &DeckSet, field: &str) {
    let Some(needed) = set.progress.distance(2) else {
        return;
    };
    let total = set
        .newspapers
        .iter()
        .fold(0u32, |sum, n| sum.saturating_add(u32::from(n.progress)));
    if total < u32::from(needed) {
        out.push(Violation::new(
            format!("{field}.newspapers"),
            ViolationCode::OutOfRange,
            format!(
                "the newspapers move the Ship token {total} spaces in all, fewer than the {needed} a 2-player game needs"
            ),
        ));
    }
}
