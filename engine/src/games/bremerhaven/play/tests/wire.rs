//! The state's JSON form is a public contract (`play::wire`): states written before the state
//! held its cards as indices read back and print byte for byte alike, and a state read back,
//! whose catalogue is gathered from the cards it prints, plays on exactly as the original.

use serde_json::Value;

use crate::core::play::{ChanceMode, Rules};

use super::super::{BremerhavenGameOptions, BremerhavenState, Cards, DeckSource, Variant};
use super::determinize::pack;
use super::support::RULES;

fn golden_final_state(name: &str) -> Value {
    let path = format!(
        "{}/src/games/bremerhaven/play/tests/golden/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).unwrap();
    let golden: Value = serde_json::from_str(&text).unwrap();
    golden["final_state"].clone()
}

fn read_back(state: &BremerhavenState) -> BremerhavenState {
    serde_json::from_str(&serde_json::to_string(state).unwrap()).unwrap()
}

/// The golden files' final states were written by the engine that held every card in full.
#[test]
fn a_state_written_with_full_cards_reads_back_and_prints_alike() {
    for name in [
        "two-players-long-seeded",
        "three-players-short-seeded",
        "solo-seeded",
    ] {
        let stored = golden_final_state(name);
        let state: BremerhavenState = serde_json::from_value(stored.clone()).unwrap();
        assert!(RULES.validate(&state).is_ok(), "{name}");
        // The practice set's cards keep the indices setup gives them.
        assert!(state.cards.same(&Cards::practice()), "{name}");
        assert_eq!(serde_json::to_value(&state).unwrap(), stored, "{name}");
    }
}

/// Plays `steps` moves, each the `n`th legal action of the first seat to act (cycling `n`).
fn play(state: &BremerhavenState, from: usize, steps: usize) -> Vec<BremerhavenState> {
    let mut states = vec![state.clone()];
    for step in from..from + steps {
        let Some(&actor) = RULES.to_act(states.last().unwrap()).first() else {
            break;
        };
        let current = states.last().unwrap();
        let legal = RULES.legal_actions(current, actor);
        let action = legal[step.wrapping_mul(7) % legal.len()];
        let (next, _) = RULES.apply(current, actor, &action).unwrap();
        states.push(next);
    }
    states
}

fn json(state: &BremerhavenState) -> String {
    serde_json::to_string(state).unwrap()
}

/// A state read back mid-game (a named match's, a stateless client's) goes on exactly as the
/// one it was written from, whatever indices its gathered catalogue gives the cards.
#[test]
fn a_state_read_back_mid_game_plays_on_as_the_original() {
    let games = [
        (DeckSource::Provisional, ChanceMode::Seeded, Variant::Long, 4),
        (DeckSource::Pack, ChanceMode::Seeded, Variant::Short, 3),
        (DeckSource::Provisional, ChanceMode::Table, Variant::Solo, 1),
        (DeckSource::Table, ChanceMode::Table, Variant::Long, 2),
    ];
    for (deck, chance, variant, players) in games {
        let options = BremerhavenGameOptions {
            variant: Some(variant),
            deck,
            deck_pack: (deck == DeckSource::Pack).then(pack),
            ..BremerhavenGameOptions::default()
        };
        let start = RULES.setup(players, &options, 5, chance).unwrap();
        let middle = play(&start, 0, 120).pop().unwrap();
        let copy = read_back(&middle);
        assert_eq!(json(&copy), json(&middle), "{deck:?} {variant:?}");
        let (original, replayed) = (play(&middle, 120, 300), play(&copy, 120, 300));
        assert_eq!(original.len(), replayed.len(), "{deck:?} {variant:?}");
        for (at, (a, b)) in original.iter().zip(&replayed).enumerate() {
            assert_eq!(json(a), json(b), "{deck:?} {variant:?}, move {at} after reading");
        }
    }
}
