//! The secrecy walk (rule `hidden-information`, rulings FL-12, FL-13, FL-14, FL-15): over whole
//! random games, at every step and for every reader (each seat and a spectator), a twin of the
//! state is built that differs only in what that reader cannot see — another seat's hand,
//! captains' types or drawn cards, the contents of the supply and the discard pile, the RNG.
//! The reader must not tell the two apart: the same view (byte for byte), the same seats to
//! act, the same legal actions when it is to act itself; and after the action the game takes
//! next (when the twin accepts it too), the same view, seats to act and log entry as the reader
//! reads it. A seeded step that deals the reader a card or turns up a license from the twin's
//! other supply or RNG is not compared after the action: what the reader then sees rightly
//! differs. Run with `--nocapture` for the figures.

use crate::core::test_support::read_log_entry;
use serde_json::Value;

use crate::core::play::{Actor, ChanceMode, Rules};
use crate::core::rng::RngState;
use crate::core::scoring::Seat;

use super::super::super::components::BoatType;
use super::super::{Cards, FleetAction as A, FleetEvent, FleetGameOptions, FleetRules, FleetState};

const RULES: FleetRules = FleetRules;

/// Games per player count and chance mode.
const GAMES: u64 = 8;

/// A small deterministic generator for the walk's choices (the rules' own RNG is not touched).
struct Pick(u64);

impl Pick {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        usize::try_from(self.0 >> 33).unwrap() % n.max(1)
    }
}

/// What a twin changes; `chance` when it changes what seeded play will deal.
struct Twin {
    state: FleetState,
    what: &'static str,
    chance: bool,
}

/// Exchanges one card of `from` for a card of another type in `to`.
fn exchange(from: &mut Cards, to: &mut Cards, pick: &mut Pick) -> bool {
    let out: Vec<BoatType> = from.types().collect();
    if out.is_empty() {
        return false;
    }
    let out = out[pick.below(out.len())];
    let Some(into) = to.types().find(|&b| b != out) else {
        return false;
    };
    from.take(out);
    from.put(into);
    to.take(into);
    to.put(out);
    true
}

/// One twin of `state` hidden from `reader`, of a kind chosen at random among those possible.
fn twin(state: &FleetState, reader: Option<Seat>, pick: &mut Pick) -> Option<Twin> {
    let others: Vec<usize> = (0..state.players.len())
        .filter(|&s| Some(s) != reader.map(usize::from))
        .collect();
    for _ in 0..8 {
        let mut twin = state.clone();
        let other = others[pick.below(others.len())];
        let second = others[pick.below(others.len())];
        let (what, chance, done) = match pick.below(7) {
            0 | 1 => {
                let piles = twin.piles.as_mut()?;
                let secret = twin.players[other].secret.as_mut()?;
                let done = exchange(&mut secret.hand, &mut piles.supply, pick);
                ("a hand card for a supply card", true, done)
            }
            2 => {
                let piles = twin.piles.as_mut()?;
                let secret = twin.players[other].secret.as_mut()?;
                let done = exchange(&mut secret.hand, &mut piles.discards, pick);
                ("a hand card for a discarded card", true, done)
            }
            3 => {
                let secret = twin.players[other].secret.as_mut()?;
                let mut captains = secret.captains;
                let done = exchange(&mut secret.hand, &mut captains, pick);
                secret.captains = captains;
                ("a hand card for a captain", false, done)
            }
            4 => {
                let piles = twin.piles.as_mut()?;
                let secret = twin.players[other].secret.as_mut()?;
                let done = exchange(&mut secret.drawn, &mut piles.supply, pick);
                ("a drawn card for a supply card", true, done)
            }
            5 => {
                let piles = twin.piles.as_mut()?;
                let done = exchange(&mut piles.supply, &mut piles.discards, pick);
                ("a supply card for a discarded card", true, done)
            }
            _ if other != second => {
                let mut hand = twin.players[second].secret?.hand;
                let secret = twin.players[other].secret.as_mut()?;
                let done = exchange(&mut secret.hand, &mut hand, pick);
                if let Some(secret) = twin.players[second].secret.as_mut() {
                    secret.hand = hand;
                }
                ("hand cards between two other seats", false, done)
            }
            _ => {
                let rng = twin.rng.as_mut();
                let done = rng.is_some();
                if let Some(rng) = rng {
                    *rng = RngState::new(rng.seed ^ 0x5eed_5eed);
                }
                ("the RNG", true, done)
            }
        };
        // A twin must be a state play could reach: during a payment, for one, the payer
        // still holds enough to pay, as everyone knows.
        if done && twin != *state && RULES.validate(&twin).is_ok() {
            return Some(Twin {
                state: twin,
                what,
                chance,
            });
        }
    }
    None
}

/// A log entry as `reader` reads it.
fn read(actor: Actor, action: &A, events: &[FleetEvent], reader: Option<Seat>) -> (Value, Value) {
    read_log_entry(RULES, actor, action, events, reader)
}

fn seen(state: &FleetState, reader: Option<Seat>) -> (String, Vec<Actor>) {
    let view = serde_json::to_string(&RULES.view(state, reader)).unwrap();
    (view, RULES.to_act(state))
}

/// Whether a seeded step dealt `reader` something it sees (a card of its own, a license, the
/// start player) that a twin changing chance may rightly deal differently.
fn dealt_to(events: &[FleetEvent], reader: Option<Seat>) -> bool {
    events.iter().any(|event| match *event {
        FleetEvent::Drew { seat, .. } => Some(seat) == reader,
        FleetEvent::LicenseRevealed { .. } | FleetEvent::StartPlayer { .. } => true,
        _ => false,
    })
}

#[derive(Default)]
struct Figures {
    games: u64,
    readers: u64,
    steps: u64,
    twins: u64,
    compared_after: u64,
    refused_by_twin: u64,
    chance_differs: u64,
    keeps_and_discards: u64,
}

/// Compares one twin with the state as `reader` sees them, now and after `action`.
fn compare(
    state: &FleetState,
    twin: &Twin,
    reader: Option<Seat>,
    (actor, action): (Actor, A),
    figures: &mut Figures,
) {
    let context = || format!("{reader:?} told {} apart", twin.what);
    assert_eq!(
        seen(state, reader),
        seen(&twin.state, reader),
        "{}",
        context()
    );
    if let Some(seat) = reader {
        let me = Actor::Seat(seat);
        let mine = RULES.legal_actions(state, me);
        assert_eq!(mine, RULES.legal_actions(&twin.state, me), "{}", context());
    }
    figures.twins += 1;
    let Ok((next_twin, twin_events)) = RULES.apply(&twin.state, actor, &action) else {
        figures.refused_by_twin += 1;
        return;
    };
    let (next, events) = RULES.apply(state, actor, &action).unwrap();
    let seeded = state.chance == ChanceMode::Seeded;
    if seeded && twin.chance && (dealt_to(&events, reader) || dealt_to(&twin_events, reader)) {
        figures.chance_differs += 1;
        return;
    }
    assert_eq!(
        seen(&next, reader),
        seen(&next_twin, reader),
        "{} after {action:?} by {actor:?}",
        context()
    );
    assert_eq!(
        read(actor, &action, &events, reader),
        read(actor, &action, &twin_events, reader),
        "{}: the log entry of {action:?} by {actor:?}",
        context()
    );
    figures.compared_after += 1;
}

/// A keep or a discard is filed under the entry of the action its seat took, never under
/// another seat's or the table's (ruling FL-15).
fn own_entries(actor: Actor, events: &[FleetEvent], figures: &mut Figures) {
    for event in events {
        if let FleetEvent::Kept { seat, .. } | FleetEvent::Discarded { seat, .. } = *event {
            assert_eq!(actor, Actor::Seat(seat), "{event:?} filed under {actor:?}");
            figures.keeps_and_discards += 1;
        }
    }
}

/// Plays one random game, walking every reader at every step.
fn walk(players: u8, chance: ChanceMode, seed: u64, figures: &mut Figures) {
    let mut pick = Pick(seed.wrapping_mul(31).wrapping_add(u64::from(players)));
    let options = FleetGameOptions {
        advanced_setup: seed % 2 == 1,
    };
    let mut state = RULES.setup(players, &options, seed, chance).unwrap();
    let readers: Vec<Option<Seat>> = (0..players).map(Some).chain([None]).collect();
    figures.games += 1;
    figures.readers += u64::try_from(readers.len()).unwrap();
    loop {
        let actors = RULES.to_act(&state);
        let Some(&actor) = actors.get(pick.below(actors.len())) else {
            break;
        };
        let actions = RULES.legal_actions(&state, actor);
        let action = actions[pick.below(actions.len())];
        for &reader in &readers {
            if let Some(twin) = twin(&state, reader, &mut pick) {
                compare(&state, &twin, reader, (actor, action), figures);
            }
        }
        let (next, events) = RULES.apply(&state, actor, &action).unwrap();
        own_entries(actor, &events, figures);
        state = next;
        figures.steps += 1;
    }
}

/// Rule `hidden-information` (rulings FL-12, FL-13, FL-14, FL-15): whole random games of 2, 3
/// and 4 players in both chance modes, every reader walked at every step.
#[test]
fn rule_hidden_information_no_reader_tells_apart_states_that_differ_only_in_what_it_cannot_see() {
    let mut figures = Figures::default();
    for players in 2..=4 {
        for chance in [ChanceMode::Seeded, ChanceMode::Table] {
            for seed in 0..GAMES {
                walk(players, chance, seed * 7 + 1, &mut figures);
            }
        }
    }
    println!(
        "fleet secrecy walk: {} games, {} readers (seats and spectators), {} steps, {} twin \
         states compared before the action, {} compared after it too ({} actions the twin \
         refused, {} seeded deals the reader rightly sees differently); {} keeps and discards, \
         each under its own seat's action",
        figures.games,
        figures.readers,
        figures.steps,
        figures.twins,
        figures.compared_after,
        figures.refused_by_twin,
        figures.chance_differs,
        figures.keeps_and_discards
    );
    assert_eq!(figures.games, 3 * 2 * GAMES);
    assert!(figures.compared_after > figures.games * 100);
    assert!(figures.keeps_and_discards > figures.games);
}
