//! Building Fleet states for rule tests. A game is set up (mostly in table mode, so a test
//! names every license turned up and every card drawn) and its plain data edited: a license
//! is taken from the unseen deck, a card from the supply, a crate from the crate supply, so
//! boat cards, licenses and crates stay conserved and every state still validates.

use crate::core::play::{Actor, ChanceMode, Rules};
use crate::core::refusal::Refusal;

use super::super::super::components::BoatType;
use super::super::{
    Boat, Cards, Deal, FleetAction as A, FleetEvent, FleetGameOptions, FleetRules, FleetState,
    License, Phase,
};

pub const RULES: FleetRules = FleetRules;

/// The standard licenses a table game turns up first, one per player.
pub const FIRST_AUCTION: [License; 4] = [
    License::Shrimp,
    License::Cod,
    License::Lobster,
    License::Tuna,
];

/// Asserts that the state could have arisen in play.
pub fn valid(state: &FleetState) {
    if let Err(problems) = RULES.validate(state) {
        panic!("the state does not validate: {problems:?}\n{state:#?}");
    }
}

/// A seeded game: the engine turns up the licenses and picks the start player itself.
pub fn seeded_game(players: u8) -> FleetState {
    let state = RULES
        .setup(players, &FleetGameOptions::default(), 7, ChanceMode::Seeded)
        .unwrap();
    valid(&state);
    state
}

/// A table game just set up: the first auction and the start player are still owed.
pub fn fresh_table(players: u8, advanced_setup: bool) -> FleetState {
    let state = RULES
        .setup(
            players,
            &FleetGameOptions { advanced_setup },
            7,
            ChanceMode::Table,
        )
        .unwrap();
    valid(&state);
    state
}

/// A table game whose first auction holds `auction` and whose start player is `start`.
pub fn table_game_with(players: u8, auction: &[License], start: u8) -> FleetState {
    table_game_opts(players, false, auction, start)
}

/// As [`table_game_with`], with or without the advanced setup.
pub fn table_game_opts(
    players: u8,
    advanced_setup: bool,
    auction: &[License],
    start: u8,
) -> FleetState {
    let mut state = fresh_table(players, advanced_setup);
    for &license in auction {
        state = apply_events(&state, Actor::Table, A::RevealLicense { license }).0;
    }
    apply_events(&state, Actor::Table, A::StartPlayer { seat: start }).0
}

/// A table game with Shrimp, Cod, Lobster and Tuna (as many as there are players) in the
/// auction, seat 0 to open.
pub fn table_game(players: u8) -> FleetState {
    table_game_with(players, &FIRST_AUCTION[..usize::from(players)], 0)
}

/// Takes one unseen `license` out of the deck (the lowest part holding its class).
fn take_from_deck(state: &mut FleetState, license: License) {
    assert!(state.unseen(license) > 0, "no unseen {license:?} is left");
    let premium = license.is_premium();
    let part = state
        .deck
        .iter_mut()
        .rev()
        .find(|part| {
            if premium {
                part.premium > 0
            } else {
                part.standard > 0
            }
        })
        .unwrap_or_else(|| panic!("the deck holds no license of {license:?}'s class"));
    if premium {
        part.premium -= 1;
    } else {
        part.standard -= 1;
    }
}

/// Gives `seat` a license taken from the unseen deck, as if bought in an earlier round.
pub fn give_license(state: &mut FleetState, seat: u8, license: License) {
    take_from_deck(state, license);
    state.players[usize::from(seat)].licenses.push(license);
    valid(state);
}

/// Moves a license from the deck to the licenses removed after an unsold auction.
pub fn remove_unseen(state: &mut FleetState, license: License) {
    take_from_deck(state, license);
    state.removed.push(license);
    valid(state);
}

fn supply_takes(state: &mut FleetState, boat: BoatType) {
    let piles = state.piles.as_mut().unwrap();
    assert!(piles.supply.get(boat) > 0, "no {boat:?} left in the supply");
    piles.supply.take(boat);
    state.supply_size -= 1;
}

/// Puts `count` cards of `boat` from the supply into `seat`'s hand.
pub fn give_cards(state: &mut FleetState, seat: u8, boat: BoatType, count: u8) {
    for _ in 0..count {
        supply_takes(state, boat);
        let player = &mut state.players[usize::from(seat)];
        player.secret.as_mut().unwrap().hand.put(boat);
        player.hand_size += 1;
    }
    valid(state);
}

/// Makes `seat`'s hand exactly `hand`: its old cards go back to the supply, the new ones come
/// from it.
pub fn set_hand(state: &mut FleetState, seat: u8, hand: Cards) {
    let player = &mut state.players[usize::from(seat)];
    let secret = player.secret.as_mut().unwrap();
    let old = std::mem::take(&mut secret.hand);
    player.hand_size = 0;
    let piles = state.piles.as_mut().unwrap();
    piles.supply.put_all(old);
    state.supply_size += u8::try_from(old.count()).unwrap();
    for boat in BoatType::ALL {
        give_cards(state, seat, boat, hand.get(boat));
    }
    valid(state);
}

/// Cards of these types, one each, or as many as listed.
pub fn cards(list: &[(BoatType, u8)]) -> Cards {
    let mut cards = Cards::default();
    for &(boat, count) in list {
        *cards.slot(boat) += count;
    }
    cards
}

/// A boat launched by `seat` in an earlier round: its card from the supply, its captain (any
/// type) from the supply, its crates from the crate supply. `seat` must hold a license for it.
pub fn launched(
    state: &mut FleetState,
    seat: u8,
    boat: BoatType,
    captain: Option<BoatType>,
    crates: u8,
) {
    supply_takes(state, boat);
    if let Some(captain) = captain {
        supply_takes(state, captain);
    }
    state.crates.supply -= crates;
    let player = &mut state.players[usize::from(seat)];
    if let Some(captain) = captain {
        player.secret.as_mut().unwrap().captains.put(captain);
    }
    player.boats.push(Boat {
        boat,
        captain: captain.is_some(),
        crates,
    });
    valid(state);
}

/// `count` crates from the crate supply processed onto `seat`'s Processing Vessel license.
pub fn processed(state: &mut FleetState, seat: u8, count: u8) {
    state.crates.supply -= count;
    state.players[usize::from(seat)].processed += count;
    valid(state);
}

/// Leaves `count` crates in the crate supply; the others count as spent in earlier rounds.
pub fn leave_crates(state: &mut FleetState, count: u8) {
    let surplus = state.crates.supply - count;
    state.crates.supply = count;
    state.crates.spent += surplus;
    valid(state);
}

/// Moves the game to `phase` (the rest of the state is left as it is).
pub fn at(state: &mut FleetState, phase: Phase) {
    state.phase = phase;
    valid(state);
}

pub fn hand(state: &FleetState, seat: u8) -> Cards {
    state.players[usize::from(seat)].secret.unwrap().hand
}

pub fn supply(state: &FleetState) -> Cards {
    state.piles.unwrap().supply
}

pub fn discards(state: &FleetState) -> Cards {
    state.piles.unwrap().discards
}

/// Applies an action for `actor`, panicking on a refusal; the result must validate.
pub fn apply_events(state: &FleetState, actor: Actor, action: A) -> (FleetState, Vec<FleetEvent>) {
    valid(state);
    assert!(
        RULES.legal_actions(state, actor).contains(&action),
        "{action:?} by {actor:?} is not listed as legal"
    );
    let (next, events) = RULES
        .apply(state, actor, &action)
        .unwrap_or_else(|refusal| {
            panic!(
                "{action:?} by {actor:?} refused: {} ({}, {})",
                refusal,
                refusal.code(),
                refusal.rule()
            )
        });
    valid(&next);
    (next, events)
}

/// The one actor the game waits for.
pub fn actor(state: &FleetState) -> Actor {
    let actors = RULES.to_act(state);
    assert_eq!(actors.len(), 1, "several may act: {actors:?}");
    actors[0]
}

/// Applies an action for whoever is to act.
pub fn play(state: &FleetState, action: A) -> FleetState {
    apply_events(state, actor(state), action).0
}

/// Applies each action in turn for whoever is to act.
pub fn play_all(state: &FleetState, actions: &[A]) -> FleetState {
    actions
        .iter()
        .fold(state.clone(), |state, &action| play(&state, action))
}

/// The table deals these cards, one report each, to whichever seat each deal owed is for.
pub fn deal(state: &FleetState, dealt: &[BoatType]) -> FleetState {
    let mut state = state.clone();
    for &card in dealt {
        let Some(&Deal::Cards { seat, .. }) = state.dealing.first() else {
            panic!("no card is owed: {:?}", state.dealing);
        };
        state = apply_events(&state, Actor::Table, A::DealCard { seat, card }).0;
    }
    state
}

/// The refusal's code and rule id when `actor` tries `action`; a refused action is never
/// listed as legal.
pub fn refused_by(state: &FleetState, actor: Actor, action: A) -> (&'static str, &'static str) {
    valid(state);
    let refusal = RULES
        .apply(state, actor, &action)
        .expect_err("must be refused");
    assert!(
        !RULES.legal_actions(state, actor).contains(&action),
        "a refused action must not be listed: {action:?}"
    );
    (refusal.code(), refusal.rule())
}

/// The refusal's code and rule id when whoever is to act tries `action`.
pub fn refused(state: &FleetState, action: A) -> (&'static str, &'static str) {
    refused_by(state, actor(state), action)
}

pub fn legal(state: &FleetState) -> Vec<A> {
    RULES.legal_actions(state, actor(state))
}

/// Moves `count` cards of `boat` from the supply onto the discard pile.
pub fn discard_from_supply(state: &mut FleetState, boat: BoatType, count: u8) {
    for _ in 0..count {
        supply_takes(state, boat);
        state.piles.as_mut().unwrap().discards.put(boat);
        state.discard_size += 1;
    }
    valid(state);
}

/// Gives `seat` every card of the supply except `keep`, which stay in the supply.
pub fn leave_in_supply(state: &mut FleetState, seat: u8, keep: Cards) {
    let supply = supply(state);
    for boat in BoatType::ALL {
        give_cards(state, seat, boat, supply.get(boat) - keep.get(boat));
    }
}

/// Moves unseen licenses out of the deck (to the licenses removed after unsold auctions),
/// premium first, then standard from the bottom part up, until `left` remain.
pub fn drain_deck(state: &mut FleetState, left: u32) {
    while state.deck_size() > left {
        let premium_left = state.deck.iter().any(|part| part.premium > 0);
        let license = License::ALL
            .into_iter()
            .find(|&l| l.is_premium() == premium_left && state.unseen(l) > 0)
            .unwrap();
        remove_unseen(state, license);
    }
}

/// The seat that acts last in turn order.
pub fn last_seat(state: &FleetState) -> u8 {
    (state.start_player + state.seats() - 1) % state.seats()
}
