//! The state's JSON form is a public contract (`play::wire`): states written before the decks
//! named their unseen cards by id read back, and print alike but for those ids; a state read
//! back, whose catalogue is gathered from the cards it prints, plays on exactly as the
//! original; a deck card named by an id the practice set lacks is refused with the reason.

use serde_json::Value;

use crate::core::play::{ChanceMode, Rules};

use super::super::super::deck::provisional;
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

const GOLDEN: [&str; 3] = [
    "two-players-long-seeded",
    "three-players-short-seeded",
    "solo-seeded",
];

/// `state` as the engine wrote it before decks named cards by id: every card in full.
fn with_decks_in_full(mut state: Value) -> Value {
    let practice = provisional();
    let printed = |list: &mut Value, cards: Value| {
        for card in list.as_array_mut().unwrap() {
            let id = card.as_str().unwrap().to_owned();
            *card = cards
                .as_array()
                .unwrap()
                .iter()
                .find(|printed| printed["id"] == id.as_str())
                .unwrap()
                .clone();
        }
    };
    let decks = &mut state["decks"];
    printed(&mut decks["ships"], serde_json::to_value(&practice.ships).unwrap());
    printed(&mut decks["contracts"], serde_json::to_value(&practice.contracts).unwrap());
    printed(&mut decks["buildings"], serde_json::to_value(&practice.buildings).unwrap());
    state
}

/// A game played with the practice set prints its decks' unseen cards by id, the cards in
/// play in full.
#[test]
fn a_practice_deck_prints_its_unseen_cards_by_id() {
    let state = RULES
        .setup(4, &BremerhavenGameOptions::default(), 3, ChanceMode::Seeded)
        .unwrap();
    let wire = serde_json::to_value(&state).unwrap();
    for deck in ["ships", "contracts", "buildings"] {
        let cards = wire["decks"][deck].as_array().unwrap();
        assert!(!cards.is_empty(), "{deck}");
        assert!(cards.iter().all(Value::is_string), "{deck}");
    }
    assert!(wire["sea"][0]["name"].is_string(), "a Ship in play prints in full");
    assert_eq!(read_back(&state), state);
}

/// A state stored before decks named cards by id (every card in full) reads back, and prints
/// as the engine prints it now.
#[test]
fn a_state_written_with_full_cards_reads_back_and_prints_alike() {
    for name in GOLDEN {
        let now = golden_final_state(name);
        let stored = with_decks_in_full(now.clone());
        assert_ne!(stored, now, "{name}: its decks hold cards");
        let state: BremerhavenState = serde_json::from_value(stored).unwrap();
        assert!(RULES.validate(&state).is_ok(), "{name}");
        // The practice set's cards keep the indices setup gives them.
        assert!(state.cards.same(&Cards::practice()), "{name}");
        assert_eq!(serde_json::to_value(&state).unwrap(), now, "{name}");
    }
}

/// An id the practice set lacks, or any id in a game that plays another set, is refused
/// with what to do instead.
#[test]
fn a_deck_card_named_by_an_unknown_id_is_refused() {
    let mut unknown = golden_final_state("two-players-long-seeded");
    unknown["decks"]["ships"][0] = Value::from("flying-dutchman");
    let error = serde_json::from_value::<BremerhavenState>(unknown)
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("no Ship card of the practice set has the id `flying-dutchman`"),
        "{error}"
    );
    let mut other_set = golden_final_state("two-players-long-seeded");
    other_set["deck_source"] = Value::from("pack");
    other_set["provisional"] = Value::from(false);
    let error = serde_json::from_value::<BremerhavenState>(other_set)
        .unwrap_err()
        .to_string();
    assert!(error.contains("print them in full otherwise"), "{error}");
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
