//! States sampled from a seat's view (`Rules::determinize`, ruling BH-45): whole, showing the
//! seat the view it came from, keeping every public count and every card set the counts pin
//! down (each seat's Influence cards, the dummy's), keeping the decks' phase structure, and
//! drawing what is hidden evenly.

use std::collections::HashMap;

use crate::core::harness;
use crate::core::play::{Actor, ChanceMode, Rules};
use crate::core::playout::random_playout;

use super::super::super::deck::{provisional, BidSpace, CardBack, DeckSet, Use};
use super::super::determinize::influence_cards;
use super::super::setup::INFLUENCE_SUPPLY;
use super::super::{
    view, Bidder, BremerhavenAction as A, BremerhavenGameOptions, BremerhavenState, BuildingId,
    ContractId, DeckSource, Phase, Reveal, ShipId, Variant,
};
use super::RULES;

fn json(state: &BremerhavenState) -> String {
    serde_json::to_string(state).unwrap()
}

fn options(variant: Variant, deck: DeckSource) -> BremerhavenGameOptions {
    BremerhavenGameOptions {
        variant: Some(variant),
        deck,
        deck_pack: (deck == DeckSource::Pack).then(pack),
        ..BremerhavenGameOptions::default()
    }
}

/// A deck pack unlike the practice set: its own ids, no card marked provisional, one more
/// cargo on each Ship, and every Ship and Contract in every game, so that its decks are larger
/// than the practice set's.
pub(super) fn pack() -> DeckSet {
    let every_game = |back: &mut CardBack| {
        back.two = Use::Both;
        back.three = Use::Both;
        back.four = Use::Both;
    };
    let mut pack = provisional().clone();
    for ship in &mut pack.ships {
        ship.id = format!("pack-{}", ship.id);
        ship.provisional = false;
        ship.cargo_count = (ship.cargo_count + 1).min(5);
        every_game(&mut ship.back);
    }
    for contract in &mut pack.contracts {
        contract.id = format!("pack-{}", contract.id);
        contract.provisional = false;
        every_game(&mut contract.back);
    }
    for building in &mut pack.buildings {
        building.id = format!("pack-{}", building.id);
        building.provisional = false;
    }
    for card in &mut pack.newspapers {
        card.provisional = false;
    }
    pack
}

/// The first state of a uniformly random game that `wanted` accepts.
fn first_state(
    players: u8,
    options: &BremerhavenGameOptions,
    chance: ChanceMode,
    wanted: impl Fn(&BremerhavenState) -> bool,
) -> BremerhavenState {
    for seed in 0..200 {
        let mut found = None;
        random_playout(&RULES, players, options, seed, chance, |step| {
            if found.is_none() && wanted(step.after) {
                found = Some(step.after.clone());
            }
        })
        .unwrap();
        if let Some(state) = found {
            return state;
        }
    }
    panic!("no game reached the state wanted");
}

/// A bidder's Influence cards: hand and the values of its bids on the boards, sorted.
fn held(state: &BremerhavenState, seat: usize) -> Vec<u8> {
    let bidder = Bidder::Seat(u8::try_from(seat).unwrap());
    let mut cards = state.players[seat].hand.clone().unwrap();
    cards.extend(
        state
            .bids
            .iter()
            .filter(|bid| bid.bidder == bidder)
            .filter_map(|bid| bid.value),
    );
    cards.sort_unstable();
    cards
}

/// The dummy's cards not yet on the boards and the values of those that are, sorted.
fn dummy_held(state: &BremerhavenState) -> Vec<u8> {
    let mut cards = state.decks.as_ref().unwrap().dummy_hand.clone();
    cards.extend(
        state
            .bids
            .iter()
            .filter(|bid| bid.bidder == Bidder::Dummy)
            .filter_map(|bid| bid.value),
    );
    cards.sort_unstable();
    cards
}

fn phases<T>(cards: &[T], phase: impl Fn(&T) -> u8) -> Vec<u8> {
    cards.iter().map(phase).collect()
}

/// Samples from `seat`'s view of `truth` and checks it against the truth wherever the view
/// pins it down; returns the sample.
fn check_sample(truth: &BremerhavenState, seat: u8, seed: u64) -> BremerhavenState {
    let seen = view(truth, Some(seat));
    let sampled = RULES.determinize(&seen, seat, seed);
    let at = format!("seat {seat} in {:?}, round {}", truth.phase, truth.round);
    if let Err(problems) = RULES.validate(&sampled) {
        panic!("{at}: the sample does not validate: {problems:?}");
    }
    assert_eq!(json(&view(&sampled, Some(seat))), json(&seen), "{at}");
    for index in 0..truth.players.len() {
        assert_eq!(held(&sampled, index), held(truth, index), "{at}: seat {index}");
    }
    check_decks(truth, &sampled, &at);
    assert_eq!(RULES.to_act(&sampled), RULES.to_act(truth), "{at}");
    for actor in RULES.to_act(truth) {
        // What the seat may do depends on what it sees; another seat's choices, on its hand.
        let same = match actor {
            Actor::Seat(acting) => acting == seat,
            // How many values the dummy's next card may show depends on its hidden cards, and
            // how many cards a pack's lowest phase holds, on its lists (ruling BH-45).
            _ => {
                !matches!(truth.reveals.first(), Some(Reveal::DummyCard { .. }))
                    && truth.deck_source != DeckSource::Pack
            }
        };
        if same {
            assert_eq!(
                RULES.legal_actions(&sampled, actor),
                RULES.legal_actions(truth, actor),
                "{at}: {actor}"
            );
        }
    }
    sampled
}

/// The decks hold as many cards as the truth's, in the same phases, and (with the practice set,
/// whose cards a view names) none of those the view shows.
fn check_decks(truth: &BremerhavenState, sampled: &BremerhavenState, at: &str) {
    let (real, dealt) = (truth.decks.as_ref().unwrap(), sampled.decks.as_ref().unwrap());
    assert_eq!(dealt.rng.is_some(), truth.chance == ChanceMode::Seeded, "{at}");
    assert_eq!(dealt.dummy_cards, real.dummy_cards, "{at}");
    assert_eq!(dealt.dummy_supply, real.dummy_supply, "{at}");
    assert_eq!(dealt.dummy_hand.len(), real.dummy_hand.len(), "{at}");
    if truth.variant == Variant::Solo && !matches!(truth.phase, Phase::Setup) {
        assert_eq!(dummy_held(sampled).len(), dummy_held(truth).len(), "{at}");
    }
    assert_eq!(dealt.buildings.len(), real.buildings.len(), "{at}");
    assert_eq!(dealt.newspapers.len(), real.newspapers.len(), "{at}");
    if truth.deck_source == DeckSource::Table {
        return;
    }
    assert_eq!(
        dealt.newspaper_discards.len(),
        real.newspaper_discards.len(),
        "{at}"
    );
    if truth.deck_source == DeckSource::Provisional {
        assert_eq!(
            phases(&dealt.ships, |&s: &ShipId| sampled.cards.ship(s).back.phase),
            phases(&real.ships, |&s: &ShipId| truth.cards.ship(s).back.phase),
            "{at}"
        );
        assert_eq!(
            phases(&dealt.contracts, |&c: &ContractId| sampled
                .cards
                .contract(c)
                .back
                .phase),
            phases(&real.contracts, |&c: &ContractId| truth
                .cards
                .contract(c)
                .back
                .phase),
            "{at}"
        );
        for &ship in truth.sea.iter().flatten() {
            let card = truth.cards.ship(ship);
            let dealt_card = |&id: &ShipId| sampled.cards.ship(id) == card;
            assert!(!dealt.ships.iter().any(dealt_card), "{at}: {} is at sea", card.id);
        }
        if let Some(building) = truth.building {
            let card = truth.cards.building(building);
            let dealt_card = |&id: &BuildingId| sampled.cards.building(id) == card;
            assert!(!dealt.buildings.iter().any(dealt_card), "{at}: {}", card.id);
        }
        check_dummy_newspapers(truth, sampled, at);
    } else {
        assert_eq!(dealt.ships.len(), real.ships.len(), "{at}");
        assert_eq!(dealt.contracts.len(), real.contracts.len(), "{at}");
    }
}

/// This round's dummy bids lie where the last Newspaper cards on its discards sent them.
fn check_dummy_newspapers(truth: &BremerhavenState, sampled: &BremerhavenState, at: &str) {
    let discards = &sampled.decks.as_ref().unwrap().newspaper_discards;
    let spaces: Vec<BidSpace> = truth
        .bids
        .iter()
        .filter(|bid| bid.bidder == Bidder::Dummy)
        .map(|bid| bid.space)
        .collect();
    for (card, &space) in discards.iter().rev().zip(spaces.iter().rev()) {
        assert!(
            card.solo_space == space || space == BidSpace::ParkingLot,
            "{at}: a Newspaper naming {:?} sent the dummy to {space:?}",
            card.solo_space
        );
    }
}

/// Plays random games of each kind and samples every step from every seat's view: 2 games,
/// or as many as `QUARTERDECK_RANDOM_GAMES` says (see `core::harness`).
fn check_every_step(players: u8, variant: Variant, deck: DeckSource, chance: ChanceMode) -> u32 {
    let mut checked = 0;
    for seed in 0..harness::games_per_run(2) {
        let mut step_number = 0u64;
        random_playout(
            &RULES,
            players,
            &options(variant, deck),
            seed,
            chance,
            |step| {
                step_number += 1;
                for seat in 0..players {
                    check_sample(step.after, seat, step_number);
                    checked += 1;
                }
            },
        )
        .unwrap();
    }
    checked
}

#[test]
fn every_sample_of_a_seeded_game_keeps_what_its_view_pins_down() {
    let mut checked = 0;
    for (players, variant) in [(4, Variant::Long), (3, Variant::Short), (1, Variant::Solo)] {
        checked += check_every_step(players, variant, DeckSource::Provisional, ChanceMode::Seeded);
    }
    assert!(checked > 1_000, "{checked} samples");
}

#[test]
fn every_sample_of_a_table_chance_game_keeps_what_its_view_pins_down() {
    let mut checked = 0;
    for (players, variant, deck) in [
        (2, Variant::Long, DeckSource::Provisional),
        (1, Variant::Solo, DeckSource::Provisional),
        (2, Variant::Short, DeckSource::Table),
        (1, Variant::Solo, DeckSource::Table),
    ] {
        checked += check_every_step(players, variant, deck, ChanceMode::Table);
    }
    assert!(checked > 1_000, "{checked} samples");
}

/// Ruling BH-45: a pack's unseen cards are the practice set's, but every count is kept.
#[test]
fn every_sample_of_a_pack_game_keeps_every_count() {
    let mut checked = 0;
    for (players, variant, chance) in [
        (3, Variant::Long, ChanceMode::Seeded),
        (1, Variant::Solo, ChanceMode::Table),
    ] {
        checked += check_every_step(players, variant, DeckSource::Pack, chance);
    }
    assert!(checked > 500, "{checked} samples");
}

#[test]
fn a_mid_bidding_sample_deals_each_other_seat_its_own_cards() {
    // Round 2 or later, someone grew last round, and each seat has a card out.
    let state = first_state(
        4,
        &options(Variant::Long, DeckSource::Provisional),
        ChanceMode::Seeded,
        |state| {
            matches!(state.phase, Phase::Bidding { placed } if (4..8).contains(&placed))
                && state.players.iter().any(|p| p.supply.len() < INFLUENCE_SUPPLY.len())
        },
    );
    for seat in 0..4 {
        let sampled = check_sample(&state, seat, 11);
        for (index, (dealt, real)) in sampled.players.iter().zip(&state.players).enumerate() {
            assert_eq!(dealt.hand_size, real.hand_size);
            let grown = INFLUENCE_SUPPLY.len() - real.supply.len();
            assert_eq!(
                held(&sampled, index),
                influence_cards(grown, real.grew),
                "seat {index}"
            );
            if index == usize::from(seat) {
                assert_eq!(dealt.hand, real.hand, "the seat's own hand is kept");
            }
        }
        for (dealt, real) in sampled.bids.iter().zip(&state.bids) {
            assert_eq!((dealt.space, dealt.bidder), (real.space, real.bidder));
            assert!(dealt.value.is_some());
            if real.bidder == Bidder::Seat(seat) {
                assert_eq!(dealt.value, real.value, "the seat's own bids are kept");
            }
        }
    }
}

#[test]
fn a_solo_sample_after_an_upgrade_gives_the_dummy_its_upgraded_cards() {
    let state = first_state(
        1,
        &options(Variant::Solo, DeckSource::Provisional),
        ChanceMode::Seeded,
        |state| {
            state.dummy_upgrades >= 2
                && matches!(state.phase, Phase::Bidding { placed } if placed >= 3)
        },
    );
    let decks = state.decks.as_ref().unwrap();
    let upgrades = usize::from(state.dummy_upgrades);
    assert_eq!(decks.dummy_supply.len(), INFLUENCE_SUPPLY.len() - upgrades);
    let sampled = check_sample(&state, 0, 5);
    let dealt = sampled.decks.as_ref().unwrap();
    assert_eq!(dealt.dummy_cards, influence_cards(upgrades, false));
    assert_ne!(dealt.dummy_cards, [1, 2, 3, 4, 5], "the upgrades count");
    assert_eq!(dummy_held(&sampled), dealt.dummy_cards);
    let placed = sampled
        .bids
        .iter()
        .filter(|bid| bid.bidder == Bidder::Dummy)
        .count();
    assert_eq!(dealt.dummy_hand.len(), 5 - placed);
}

#[test]
fn a_table_chance_sample_turns_only_the_dummy_cards_already_reported() {
    // The dummy's cards are being turned: one reported, some still owed.
    let state = first_state(
        1,
        &options(Variant::Solo, DeckSource::Provisional),
        ChanceMode::Table,
        |state| {
            let owed = state
                .reveals
                .iter()
                .filter(|reveal| matches!(reveal, Reveal::DummyCard { .. }))
                .count();
            (1..5).contains(&owed)
        },
    );
    let owed: Vec<usize> = state
        .reveals
        .iter()
        .filter_map(|reveal| match reveal {
            Reveal::DummyCard { bid } => Some(usize::from(*bid)),
            _ => None,
        })
        .collect();
    let sampled = check_sample(&state, 0, 3);
    let dealt = sampled.decks.as_ref().unwrap();
    assert!(dealt.rng.is_none(), "the table reports every card");
    for (index, (bid, real)) in sampled.bids.iter().zip(&state.bids).enumerate() {
        if real.bidder == Bidder::Dummy {
            assert_eq!(bid.value.is_none(), owed.contains(&index), "bid {index}");
        }
    }
    assert_eq!(dummy_held(&sampled), dealt.dummy_cards);
    assert!(dealt.dummy_hand.windows(2).all(|pair| pair[0] <= pair[1]));
    // The table's next report applies to the sample as to the truth.
    let report = RULES.legal_actions(&sampled, Actor::Table)[0];
    assert!(matches!(report, A::RevealDummyCard { .. }));
    RULES.apply(&sampled, Actor::Table, &report).unwrap();
}

#[test]
fn a_sample_is_fixed_by_its_seed() {
    let state = first_state(
        3,
        &options(Variant::Long, DeckSource::Provisional),
        ChanceMode::Seeded,
        |state| matches!(state.phase, Phase::Bidding { placed: 6 }),
    );
    let seen = view(&state, Some(0));
    let first = RULES.determinize(&seen, 0, 9);
    assert_eq!(first, RULES.determinize(&seen, 0, 9));
    assert!((10..20).any(|seed| RULES.determinize(&seen, 0, seed) != first));
}

/// How often each value comes out of `draw` over many seeds, as fractions.
fn frequencies<K: std::hash::Hash + Eq>(draws: u64, draw: impl Fn(u64) -> K) -> HashMap<K, f64> {
    let mut counts = HashMap::new();
    for seed in 0..draws {
        *counts.entry(draw(seed)).or_insert(0.0) += 1.0;
    }
    counts.values_mut().for_each(|count| *count /= draws as f64);
    counts
}

#[test]
fn a_sample_deals_another_seats_hidden_cards_evenly() {
    const DRAWS: u64 = 2_000;
    // First round, each seat has bid twice: another seat's first bid is any of its 5 cards.
    let state = first_state(
        3,
        &options(Variant::Long, DeckSource::Provisional),
        ChanceMode::Seeded,
        |state| state.round == 1 && matches!(state.phase, Phase::Bidding { placed: 6 }),
    );
    let seen = view(&state, Some(0));
    let other = state
        .bids
        .iter()
        .position(|bid| bid.bidder != Bidder::Seat(0))
        .unwrap();
    let values = frequencies(DRAWS, |seed| {
        RULES.determinize(&seen, 0, seed).bids[other].value.unwrap()
    });
    assert_eq!(values.len(), 5, "{values:?}");
    for (value, share) in &values {
        assert!((share - 0.2).abs() < 0.04, "value {value}: {share}");
    }
}

/// The unseen Ships of the lowest phase left that are not at sea, when some have left the game.
fn unseen_lowest_ships(state: &BremerhavenState) -> (usize, Vec<String>) {
    let decks = state.decks.as_ref().unwrap();
    let ship = |id: ShipId| state.cards.ship(id);
    let Some(lowest) = decks.ships.first().map(|&id| ship(id).back.phase) else {
        return (0, Vec::new());
    };
    let left = decks
        .ships
        .iter()
        .filter(|&&id| ship(id).back.phase == lowest)
        .count();
    let shown: Vec<&String> = state
        .sea
        .iter()
        .flatten()
        .map(|&id| &ship(id).id)
        .chain(state.players.iter().flat_map(|player| {
            player.docks.iter().flatten().map(|docked| &ship(docked.ship).id)
        }))
        .collect();
    let unseen = provisional()
        .ships
        .iter()
        .filter(|ship| {
            ship.back.phase == lowest
                && super::super::in_game(ship.back, state.seats(), state.variant)
                && !shown.contains(&&ship.id)
        })
        .map(|ship| ship.id.clone())
        .collect();
    (left, unseen)
}

#[test]
fn a_sample_keeps_each_unseen_card_of_the_lowest_phase_evenly() {
    const DRAWS: u64 = 2_000;
    // Some Ships of the lowest phase left have left the game: which ones, the view cannot say.
    let state = first_state(
        2,
        &options(Variant::Long, DeckSource::Provisional),
        ChanceMode::Seeded,
        |state| {
            let (left, unseen) = unseen_lowest_ships(state);
            matches!(state.phase, Phase::Bidding { .. }) && left > 0 && left + 2 <= unseen.len()
        },
    );
    let (left, unseen) = unseen_lowest_ships(&state);
    let seen = view(&state, Some(1));
    let lowest = state.cards.ship(state.decks.as_ref().unwrap().ships[0]).back.phase;
    let mut kept: HashMap<String, f64> = HashMap::new();
    for seed in 0..DRAWS {
        let sampled = RULES.determinize(&seen, 1, seed);
        for &ship in &sampled.decks.as_ref().unwrap().ships {
            let ship = sampled.cards.ship(ship);
            if ship.back.phase == lowest {
                *kept.entry(ship.id.clone()).or_insert(0.0) += 1.0 / DRAWS as f64;
            }
        }
    }
    let expected = left as f64 / unseen.len() as f64;
    assert_eq!(kept.len(), unseen.len(), "{kept:?}");
    for id in &unseen {
        let share = kept.get(id).copied().unwrap_or(0.0);
        assert!((share - expected).abs() < 0.05, "{id}: {share}, not {expected}");
    }
}
