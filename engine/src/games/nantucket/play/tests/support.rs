//! Building Nantucket states for rule tests: custom towns, and buildings, ships and supplies
//! placed on the plain-data state with the coins taken out of (or put back into) the bank, so
//! coins stay conserved and every state still validates.

use crate::core::play::{Actor, ChanceMode, Rules};
use crate::core::refusal::Refusal;

use super::super::{
    Building, Built, Coin, Coins, Lot, NantucketAction as A, NantucketEvent, NantucketGameOptions,
    NantucketRules, NantucketState, Row, Town,
};

pub const RULES: NantucketRules = NantucketRules;

/// Buildings that fill the lots a test leaves open, row by row (top, middle, bottom, bonus).
const FILLERS: [&[Building]; 4] = [
    &[
        Building::Tavern,
        Building::HarborOffice,
        Building::Courthouse,
        Building::MayorsHouse,
        Building::LawOffice,
        Building::Outfitter,
        Building::LumberMill,
    ],
    &[
        Building::Schoolhouse,
        Building::TownSquare,
        Building::GeneralStore,
        Building::Almshouse,
        Building::Cooperage,
        Building::GamblingHall,
        Building::Refinery,
    ],
    &[
        Building::Drydock,
        Building::Shipyard,
        Building::Lighthouse,
        Building::Tryworks,
        Building::Candleworks,
        Building::CaptainsHouse,
        Building::Wharf,
    ],
    &[
        Building::Church,
        Building::Factory,
        Building::Office,
        Building::Monument,
        Building::SalvageYard,
        Building::Bank,
        Building::SummerHouse,
        Building::RowHouse,
        Building::Mansion,
    ],
];

fn row_index(building: Building) -> usize {
    match building.row() {
        Row::Town => 0,
        Row::Resource => 1,
        Row::Whaling => 2,
        Row::Bonus => 3,
    }
}

pub fn lot(building: Building, cost: u8) -> Lot {
    Lot {
        building,
        cost,
        copper_only: building == Building::Mansion,
    }
}

/// A town with `lots` (each in its own row, in the order given); the other lots are filled
/// from [`FILLERS`] at $3 for an action building and $4 for a bonus building.
pub fn town(lots: &[(Building, u8)]) -> Town {
    let mut rows: [Vec<Lot>; 4] = Default::default();
    for &(building, cost) in lots {
        rows[row_index(building)].push(lot(building, cost));
    }
    for (index, fillers) in FILLERS.iter().enumerate() {
        let size = if index == 3 { 3 } else { 2 };
        for &building in fillers.iter() {
            if rows[index].len() >= size {
                break;
            }
            if !lots.iter().any(|&(chosen, _)| chosen == building) {
                let cost = if index == 3 { 4 } else { 3 };
                rows[index].push(lot(building, cost));
            }
        }
        assert_eq!(rows[index].len(), size, "row {index} holds {size} lots");
    }
    let [top, middle, bottom, bonus] = rows;
    Town {
        cards: ["test A".to_owned(), "test B".to_owned()],
        rows: [
            [top[0], top[1]],
            [middle[0], middle[1]],
            [bottom[0], bottom[1]],
        ],
        bonus: [bonus[0], bonus[1], bonus[2]],
        provisional: false,
    }
}

pub fn options(town: Town) -> NantucketGameOptions {
    NantucketGameOptions { town: Some(town) }
}

fn new_game(lots: &[(Building, u8)], chance: ChanceMode) -> NantucketState {
    let state = RULES.setup(2, &options(town(lots)), 1, chance).unwrap();
    valid(&state);
    state
}

/// A seeded game on a custom town: the engine tosses the coins itself.
pub fn game(lots: &[(Building, u8)]) -> NantucketState {
    new_game(lots, ChanceMode::Seeded)
}

/// A game on a custom town in table mode: the table reports every toss and flip.
pub fn table_game(lots: &[(Building, u8)]) -> NantucketState {
    new_game(lots, ChanceMode::Table)
}

/// Sets the end as play would have: a full town or an empty Copper bank triggers it.
fn end_if_reached(state: &mut NantucketState) {
    if state.built.len() >= 9 || state.bank.copper == 0 {
        state.ending = true;
    }
}

/// Asserts that the state could have arisen in play.
pub fn valid(state: &NantucketState) {
    if let Err(problems) = RULES.validate(state) {
        panic!("the state does not validate: {problems:?}\n{state:#?}");
    }
}

fn one(coin: Coin) -> Coins {
    match coin {
        Coin::Silver => Coins::new(1, 0),
        Coin::Copper => Coins::new(0, 1),
    }
}

/// Marks `building` built by `owner`, its marker coin taken out of the bank.
pub fn built(state: &mut NantucketState, building: Building, owner: u8, marker: Coin) {
    state.bank = state.bank.minus(one(marker));
    state.built.push(Built {
        building,
        owner,
        marker,
        used: false,
    });
    end_if_reached(state);
    valid(state);
}

/// Sets a player's supply, the difference coming from or going to the bank.
pub fn supply(state: &mut NantucketState, seat: u8, silver: u8, copper: u8) {
    let player = &mut state.players[usize::from(seat)];
    state.bank = state
        .bank
        .plus(player.supply)
        .minus(Coins::new(silver, copper));
    player.supply = Coins::new(silver, copper);
    end_if_reached(state);
    valid(state);
}

/// Puts a ship of these coins, taken from the bank, at sea for `seat`.
pub fn at_sea(state: &mut NantucketState, seat: u8, silver: u8, copper: u8) {
    let coins = Coins::new(silver, copper);
    state.bank = state.bank.minus(coins);
    state.players[usize::from(seat)].ships.push(coins);
    end_if_reached(state);
    valid(state);
}

/// Leaves exactly these coins in the bank, moving the rest into (or out of) `seat`'s supply.
pub fn leave_in_bank(state: &mut NantucketState, silver: u8, copper: u8, seat: u8) {
    let player = &mut state.players[usize::from(seat)];
    player.supply = player
        .supply
        .plus(state.bank)
        .minus(Coins::new(silver, copper));
    state.bank = Coins::new(silver, copper);
    end_if_reached(state);
    valid(state);
}

/// Applies an action for `actor`, panicking on a refusal; the result must validate.
pub fn apply_events(
    state: &NantucketState,
    actor: Actor,
    action: A,
) -> (NantucketState, Vec<NantucketEvent>) {
    valid(state);
    let (next, events) = RULES
        .apply(state, actor, &action)
        .unwrap_or_else(|violation| panic!("{action:?} by {actor:?} refused: {violation}"));
    valid(&next);
    (next, events)
}

pub fn actor(state: &NantucketState) -> Actor {
    RULES.to_act(state)[0]
}

/// Applies an action for whoever is to act.
pub fn play(state: &NantucketState, action: A) -> NantucketState {
    apply_events(state, actor(state), action).0
}

/// The refusal's code and rule id when `actor` tries `action`.
pub fn refused_by(state: &NantucketState, actor: Actor, action: A) -> (&'static str, &'static str) {
    valid(state);
    let violation = RULES
        .apply(state, actor, &action)
        .expect_err("must be refused");
    assert!(
        !RULES.legal_actions(state, actor).contains(&action),
        "a refused action must not be listed: {action:?}"
    );
    (violation.code(), violation.rule())
}

/// The refusal's code and rule id when whoever is to act tries `action`.
pub fn refused(state: &NantucketState, action: A) -> (&'static str, &'static str) {
    refused_by(state, actor(state), action)
}

pub fn legal(state: &NantucketState) -> Vec<A> {
    RULES.legal_actions(state, actor(state))
}
