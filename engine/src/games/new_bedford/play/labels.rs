//! Short descriptions of actions for people: what a legal-action list shows.

use crate::core::play::Actor;

use super::actions::{NewBedfordAction as A, Purchase};
use super::buildings::Building;
use super::log_cards::LogDeck;
use super::ships_log::Answer;
use super::state::{Good, NewBedfordState, Space, WorkerSpot};
use super::town;

fn ship(index: u8) -> String {
    format!("ship {}", index + 1)
}

fn first(state: &NewBedfordState, space: Space) -> bool {
    super::placement::first_worker(state, state.workers_on(space))
}

fn deck_name(deck: LogDeck) -> &'static str {
    match deck {
        LogDeck::Providence => "Providence",
        LogDeck::Omens => "Omens",
    }
}

fn on_offer(state: &NewBedfordState, deck: LogDeck) -> String {
    super::ships_log::on_offer(state, deck)
        .map_or(String::new(), |card| format!(" ({})", card.name()))
}

/// What a legal-action list shows for `action`: one arm per action, the longer sentences
/// written by the helpers below, grouped by the part of the game they belong to.
pub fn label(state: &NewBedfordState, action: &A) -> String {
    match *action {
        A::StartingResources {
            wood,
            food,
            brick,
            money,
        } => format!("Start with {wood} wood, {food} food, {brick} brick and ${money}"),
        A::BuyGoods { good } => purchase_label(good).to_owned(),
        A::Farm => format!("Farm: take {} food", first_bonus(state, Space::Farm, 3, 2)),
        A::Forest => format!(
            "Forest: take {} wood",
            first_bonus(state, Space::Forest, 3, 2)
        ),
        A::Warehouse { bonus: Some(good) } => {
            format!("Warehouse: take 1 brick and 1 {}", good.name())
        }
        A::Warehouse { bonus: None } => "Warehouse: take 1 brick".to_owned(),
        A::Dockyard { ship: s } => format!(
            "Dockyard: prepare {} for {} wood",
            ship(s),
            first_bonus(state, Space::Dockyard, 1, 2)
        ),
        A::CityPier { ship: s, space } => format!(
            "City Pier: launch {} to space {space} for {} food",
            ship(s),
            space.saturating_sub(u8::from(first(state, Space::CityPier)))
        ),
        A::DryDock { ship: s, space } => format!(
            "Dry Dock: prepare and launch {} to space {space} for 2 wood and {space} food",
            ship(s)
        ),
        A::Lighthouse { ship: s } => format!(
            "Lighthouse: move {} one space farther out, first in line",
            ship(s)
        ),
        A::Tavern { tokens } => format!(
            "Tavern: remove {tokens} Empty Sea token(s) for ${}",
            if tokens == 2 { 6 } else { 4 }
        ),
        A::Tryworks {
            ship: Some(s),
            right_whales,
        } => format!(
            "Tryworks: send {right_whales} Right Whale(s) home from {}",
            ship(s)
        ),
        A::Wharf { ship: s, space } => format!(
            "Wharf: launch {} to space {space} for {} food",
            ship(s),
            space.div_ceil(2)
        ),
        A::Cooperage { ship: s } => format!("Cooperage: take $1 per whale on {}", ship(s)),
        A::Wheelhouse if state.wheelhouse_workers == 0 => {
            "Wheelhouse: take the Ship's Wheel for next round and $3".to_owned()
        }
        A::Almshouse { from } => format!("Almshouse: take $3 from seat {from}"),
        A::College { building } => format!(
            "College: use the {} an opponent occupies (fees to its occupant and owner)",
            building.name()
        ),
        A::EmptyLot { cover } => format!("Empty Lot: cover the {}", cover.name()),
        A::Perfumery => format!("Perfumery: take ${}", town::perfumery_income(state)),
        A::CaptainsHouse { .. }
        | A::HarborOffice { .. }
        | A::Refinery { .. }
        | A::Saltery { .. }
        | A::ChemistShop { .. }
        | A::Distillery { .. }
        | A::FairhavenBridge { .. }
        | A::Shipwright { .. }
        | A::Storehouse { .. }
        | A::CoffeehouseTake { .. }
        | A::ShiftWhale { .. }
        | A::RefineWhale { .. } => town_label(action),
        A::Library { .. }
        | A::TakeLogCard { .. }
        | A::RevealLogCard { .. }
        | A::FoundWhale { .. }
        | A::PlayLogCard { .. }
        | A::AnswerLogCard { .. }
        | A::BurnBuilding { .. }
        | A::BeachedWhale { .. }
        | A::Windfall { .. }
        | A::LogShip { .. }
        | A::PrepareShip { .. }
        | A::LaunchShip { .. } => ships_log_label(state, action),
        A::OverboardWorker { worker } => overboard_worker(state, worker),
        A::Sell { good } => format!("Sell 1 {}", good.name()),
        A::Build {
            building,
            wood,
            food,
            brick,
        } => build_label(state, building, [wood, food, brick]),
        A::KeepWhale { whale } => format!("Keep a {} for ${}", whale.name(), whale.lay()),
        A::SellWhale { whale } => format!("Sell a {} for ${}", whale.name(), whale.lay() / 2),
        A::BuyWhale { whale } => format!("Buy the sold {} for ${}", whale.name(), whale.lay()),
        A::TakeWhale { whale } => format!("Take a {}", whale.name()),
        A::Draw {
            right,
            bowhead,
            sperm,
            empty,
        } => {
            format!("The bag gave {right} Right, {bowhead} Bowhead, {sperm} Sperm and {empty} Empty Sea")
        }
        A::GeneralStore
        | A::TownHall
        | A::Bank
        | A::LumberMill
        | A::Schoolhouse
        | A::Tryworks { ship: None, .. }
        | A::Bakery
        | A::Brickyard
        | A::Chandlery
        | A::Courthouse
        | A::Inn
        | A::Market
        | A::PostOffice
        | A::Wheelhouse
        | A::FireHouse
        | A::Coffeehouse
        | A::Customhouse
        | A::LoadingDock
        | A::MayorsHouse
        | A::Brewery
        | A::Insurance
        | A::CoffeehouseDecline
        | A::StopShifting
        | A::PassLogWindow
        | A::LogPay
        | A::LogSkip
        | A::StopSelling
        | A::KeepRightWhaleFree
        | A::PassWhale
        | A::PassWhaling => fixed_label(action).to_owned(),
    }
}

fn purchase_label(good: Purchase) -> &'static str {
    match good {
        Purchase::Food => "Buy 2 food for $3",
        Purchase::Wood => "Buy 2 wood for $3",
    }
}

/// `bonus` for the first worker on the empty `space`, `usual` for the others.
fn first_bonus(state: &NewBedfordState, space: Space, bonus: u8, usual: u8) -> u8 {
    if first(state, space) {
        bonus
    } else {
        usual
    }
}

/// The actions whose label never changes: one line of the table each. Every other action has
/// its own arm in `label`, which sends only these here.
fn fixed_label(action: &A) -> &'static str {
    match action {
        A::GeneralStore => "General Store: sell goods",
        A::TownHall => "Town Hall: build a building",
        A::Bank => "Bank: take $5",
        A::LumberMill => "Lumber Mill: sell wood at $2",
        A::Schoolhouse => "Schoolhouse: take 2 wood and 2 food",
        A::Tryworks { .. } => {
            "Tryworks: keep up to 3 Right Whales free when ships return this round"
        }
        A::Bakery => "Bakery: take 4 food",
        A::Brickyard => "Brickyard: take 3 brick",
        A::Chandlery => "Chandlery: take $1, 1 wood, 1 food and 1 brick",
        A::Courthouse => "Courthouse: build a building for 2 fewer resources",
        A::Inn => "Inn: place both workers again after everyone has placed",
        A::Market => "Market: sell goods, the first of each type at double price",
        A::PostOffice => "Post Office: take over the Post Office",
        A::Wheelhouse => "Wheelhouse: take the Ship's Wheel for next round",
        A::FireHouse => "Fire House: take $2 or $3 per player with 3 or 4 buildings",
        A::Coffeehouse => "Coffeehouse: draw 2 tokens and perhaps load one whale onto a ship",
        A::Customhouse => "Customhouse: earn $4, $6 or $10 as 1, 2 or 3+ ships return this round",
        A::LoadingDock => "Loading Dock: move up to 3 whales between your ships, $1 each",
        A::MayorsHouse => "Mayor's House: build at full price, then use it with the Mayor token",
        A::Brewery => "Brewery: take $2 and 1 food per 2 rounds left",
        A::Insurance => "Insurance: take $3 and ignore Omens while your worker stays",
        A::CoffeehouseDecline => "Load no drawn whale; the tokens go back",
        A::StopShifting => "Stop moving whales",
        A::PassLogWindow => "Play no Ship's Log card now",
        A::LogPay => "Pay 3 wood",
        A::LogSkip => "Do nothing more with the card",
        A::StopSelling => "Stop selling",
        A::KeepRightWhaleFree => "Keep a Right Whale free (Tryworks)",
        A::PassWhale => "Pass: buy no sold whale",
        A::PassWhaling => "Pass: take no whale",
        _ => "",
    }
}

/// The Town Expansion's tiles and their steps.
fn town_label(action: &A) -> String {
    match *action {
        A::CaptainsHouse { ship: s } => format!(
            "Captain's House: send {} straight to Return and take food equal to its space",
            ship(s)
        ),
        A::HarborOffice { ship: s, space } => format!(
            "Harbor Office: launch {} to space {space} for {space} food, then build or sell",
            ship(s)
        ),
        A::Refinery { whale: Some(whale) } => format!(
            "Refinery: sell a kept {} for ${}",
            whale.name(),
            2 * whale.lay()
        ),
        A::Refinery { whale: None } => {
            "Refinery: sell a whale from a ship returning this round at twice its lay".to_owned()
        }
        A::Saltery { ship: s, spaces } => format!(
            "Saltery: move {} {spaces} space{} out for {} food",
            ship(s),
            if spaces == 1 { "" } else { "s" },
            town::saltery_food(spaces)
        ),
        A::ChemistShop {
            from,
            wood,
            food,
            brick,
            give,
        } => format!(
            "Chemist Shop: take {} from seat {from} and give 1 {}",
            goods_list([wood, food, brick]).join(" and "),
            give.name()
        ),
        A::Distillery { ship: s } => {
            format!(
                "Distillery: prepare {} for 2 wood, then take 3 food",
                ship(s)
            )
        }
        A::FairhavenBridge { building } => format!(
            "Fairhaven Bridge: use the unbuilt {} with the Bridge token",
            building.name()
        ),
        A::Shipwright { ship: Some(s) } => format!("Shipwright: prepare {} for free", ship(s)),
        A::Shipwright { ship: None } => "Shipwright: prepare both ships for 1 wood".to_owned(),
        A::Storehouse { good } => match good {
            Good::Brick => "Storehouse: take 2 brick".to_owned(),
            other => format!("Storehouse: take 3 {}", other.name()),
        },
        A::CoffeehouseTake { ship: s, whale } => {
            format!("Load the drawn {} onto {}", whale.name(), ship(s))
        }
        A::ShiftWhale { ship: s, whale } => {
            format!("Move a {} onto {} for $1", whale.name(), ship(s))
        }
        A::RefineWhale { whale } => format!(
            "Sell the {} to the Refinery for ${}",
            whale.name(),
            2 * whale.lay()
        ),
        _ => String::new(),
    }
}

/// The Ship's Log's cards and the decisions they ask for.
fn ships_log_label(state: &NewBedfordState, action: &A) -> String {
    match *action {
        A::Library { deck } => format!(
            "Library: take the face-up {} card{}",
            deck_name(deck),
            on_offer(state, deck)
        ),
        A::TakeLogCard { deck } => format!(
            "Take the face-up {} card{} instead of a whale",
            deck_name(deck),
            on_offer(state, deck)
        ),
        A::RevealLogCard { card } => format!("The card turned up is {}", card.name()),
        A::FoundWhale { whale } => format!("The first whale drawn is a {}", whale.name()),
        A::PlayLogCard { card } => format!("Play {} now", card.name()),
        A::AnswerLogCard { answer } => match answer {
            Answer::Accept => "Let the card strike".to_owned(),
            Answer::Shield => "Ignore the card (Insurance, or spend Calm Seas)".to_owned(),
            Answer::PayWood => "Pay 1 wood".to_owned(),
            Answer::PayFood => "Pay 1 food".to_owned(),
            Answer::MoveShip { ship: s } => format!("Move {} 1 space toward port", ship(s)),
            Answer::LoseWhale { ship: s, whale } => {
                format!("Give up a {} from {}", whale.name(), ship(s))
            }
        },
        A::BurnBuilding { building } => {
            format!("Turn the {} face down this round", building.name())
        }
        A::BeachedWhale { right_whales } => format!(
            "Buy {right_whales} Right Whale{} from the bag for ${}",
            if right_whales == 1 { "" } else { "s" },
            2 * u32::from(right_whales)
        ),
        A::Windfall { money } => format!(
            "Take ${money}; every other player takes ${}",
            money.saturating_sub(4)
        ),
        A::LogShip { ship: s } => format!("Use {}", ship(s)),
        A::PrepareShip { ship: s } => format!("Prepare {} for 2 wood", ship(s)),
        A::LaunchShip { ship: s, space } => {
            format!("Launch {} to space {space} for {space} food", ship(s))
        }
        _ => String::new(),
    }
}

/// The goods paid or taken, as "2 wood", "1 brick", leaving out those not named.
fn goods_list([wood, food, brick]: [u8; 3]) -> Vec<String> {
    [(wood, "wood"), (food, "food"), (brick, "brick")]
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, name)| format!("{n} {name}"))
        .collect()
}

fn build_label(state: &NewBedfordState, building: Building, paid: [u8; 3]) -> String {
    let money = state.cost_of(building).money;
    let mut parts = goods_list(paid);
    if money > 0 {
        parts.push(format!("${money}"));
    }
    let paid = if parts.is_empty() {
        "nothing".to_owned()
    } else {
        parts.join(", ")
    };
    format!("Build the {} for {paid}", building.name())
}

/// Man Overboard at the Library: which worker goes, and the space it frees.
fn overboard_worker(state: &NewBedfordState, worker: u8) -> String {
    let seat = match super::ships_log::pending(state).map(super::ships_log::actor) {
        Some(Actor::Seat(seat)) => Some(seat),
        _ => None,
    };
    let spot = seat
        .and_then(|seat| state.player(seat).workers.get(usize::from(worker)).copied())
        .flatten();
    let place = match spot {
        Some(WorkerSpot::Space(space)) => space.name(),
        Some(WorkerSpot::Building(building)) => building.name(),
        Some(WorkerSpot::Wheelhouse) => "Wheelhouse",
        Some(WorkerSpot::Overboard) | None => {
            return format!("Put worker {} on Man Overboard", u16::from(worker) + 1)
        }
    };
    format!("Put your worker on the {place} on Man Overboard; the {place} is free again")
}
