//! States written by an earlier build still load and play on under today's rules: a match
//! stored before a rule change keeps going. The fixtures were written by the build before the
//! draw-phase, auction and reshuffle changes of rulings FL-12 and FL-15, and are kept
//! byte for byte.

use crate::core::play::{Actor, Rules};

use super::super::{FleetRules, FleetState, Phase};

const RULES: FleetRules = FleetRules;

fn fixture(name: &str) -> FleetState {
    let path = format!(
        "{}/src/games/fleet/play/tests/fixtures/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap();
    let state: FleetState = serde_json::from_str(&text).unwrap();
    RULES.validate(&state).unwrap();
    state
}

/// Plays to the end, each actor taking its first legal action (the first seat first when
/// several decide): every state on the way validates and the game ends with a final sheet.
fn play_to_the_end(mut state: FleetState) -> FleetState {
    for _ in 0..10_000 {
        let Some(&actor) = RULES.to_act(&state).first() else {
            break;
        };
        let actions = RULES.legal_actions(&state, actor);
        let action = *actions.first().expect("an actor to act has a legal action");
        state = RULES.apply(&state, actor, &action).unwrap().0;
        RULES.validate(&state).unwrap();
    }
    assert_eq!(state.phase, Phase::Over);
    assert!(RULES.score(&state).is_final);
    state
}

/// Rule `draw` (ruling FL-15): a state stored while an automatically kept pair was part of
/// the draw (seat 1 drew two Shrimp and was settled; seats 0 and 2 still decide) loads, and
/// the game goes on from it under today's rules.
#[test]
fn rule_draw_fl15_a_stored_state_with_a_pair_kept_automatically_plays_on() {
    let state = fixture("old-pair-auto-kept");
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0), Actor::Seat(2)]);
    assert_eq!(state.players[1].drawn_size, 0);
    play_to_the_end(state);
}

/// Rule `draw` (ruling FL-15): a state stored with an empty supply and a full discard pile
/// (the old build shuffled only at the next draw) loads and plays on; the next draw still
/// finds cards to draw.
#[test]
fn rule_draw_fl15_a_stored_state_with_an_empty_supply_plays_on() {
    let state = fixture("old-supply-ran-out");
    assert_eq!((state.supply_size, state.discard_size), (0, 83));
    play_to_the_end(state);
}
