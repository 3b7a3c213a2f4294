//! Matches stored by an earlier build play on under the current rules. The files in
//! `tests/stored/` were written by the build before rulings NB-46 and NB-49 changed (commit
//! 5d820ec), from the same helpers the rule tests use, and are kept as they were: each test
//! reads one through the named-match path (`Playable::act_on_stored`, the stored text as it is)
//! and plays on.

use serde_json::Value;

use crate::core::play::{Acted, Playable};
use crate::games::registry::find_game;

use super::*;

const REFINERY_FIRE_WINDOW: &str = include_str!("../../stored/refinery-fire-window.json");
const REFINERY_FIRE_BURN: &str = include_str!("../../stored/refinery-fire-burn.json");
const MAN_OVERBOARD_AT_THE_LIBRARY: &str =
    include_str!("../../stored/man-overboard-at-the-library.json");

fn engine() -> &'static dyn Playable {
    find_game("new-bedford")
        .and_then(|game| game.playable())
        .expect("New Bedford has an engine")
}

/// The stored text reads, validates, and is written back byte for byte: nothing the earlier
/// build wrote is lost or renamed.
fn stored(text: &str) -> NewBedfordState {
    let state: NewBedfordState = serde_json::from_str(text).expect("a stored state reads");
    valid(&state);
    let written = serde_json::to_string_pretty(&state).expect("it writes") + "\n";
    assert_eq!(written, text, "the state is written back as it was stored");
    state
}

/// One action by `seat` on a stored state's text, as a named match takes it; the next text.
fn act(state: &str, seat: u8, action: &str) -> String {
    match engine().act_on_stored(state, None, Actor::Seat(seat), action, None) {
        Ok(Acted::Applied { state, .. }) => state,
        other => panic!("{action} by seat {seat} was not applied: {other:?}"),
    }
}

fn read(text: &str) -> NewBedfordState {
    let state: NewBedfordState = serde_json::from_str(text).expect("the engine's own text reads");
    valid(&state);
    state
}

/// Rules `ships-log-moments` and `ships-log-omens` (ruling NB-49): a match stored with
/// Refinery Fire's window open plays the card under the current rule, so its own player's
/// building is turned face down too, its own choice first.
#[test]
fn rule_ships_log_moments_refinery_fire_from_a_stored_window_strikes_its_own_player() {
    let state = stored(REFINERY_FIRE_WINDOW);
    assert_eq!(pending(&state), [window(0, Moment::StartOfRound)]);
    let text = act(
        REFINERY_FIRE_WINDOW,
        0,
        r#"{"type": "play-log-card", "card": "refinery-fire"}"#,
    );
    assert_eq!(
        pending(&read(&text)),
        [
            Pending::Burn { seat: 0, by: 0 },
            respond(1, C::RefineryFire, 0)
        ]
    );
    let text = act(
        &text,
        0,
        r#"{"type": "burn-building", "building": "bakery"}"#,
    );
    assert_eq!(pending(&read(&text)), [Pending::Burn { seat: 1, by: 0 }]);
    let text = act(
        &text,
        0,
        r#"{"type": "burn-building", "building": "post-office"}"#,
    );
    let state = read(&text);
    assert_eq!(
        book(&state).burned,
        [Building::Bakery, Building::PostOffice]
    );
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)], "the round begins");
    let state = to_next_round(state);
    assert!(book(&state).burned.is_empty(), "face up again");
}

/// Rules `ships-log-moments` and `ships-log-omens` (ruling NB-49): a match stored after an
/// earlier build played Refinery Fire, sparing its player, finishes the choices it queued; its
/// player is not struck after the fact.
#[test]
fn rule_ships_log_moments_refinery_fire_stored_mid_card_finishes_as_queued() {
    let state = stored(REFINERY_FIRE_BURN);
    assert_eq!(pending(&state), [Pending::Burn { seat: 1, by: 0 }]);
    let text = act(
        REFINERY_FIRE_BURN,
        0,
        r#"{"type": "burn-building", "building": "post-office"}"#,
    );
    let state = read(&text);
    assert!(pending(&state).is_empty());
    assert_eq!(book(&state).burned, [Building::PostOffice]);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
    let state = to_next_round(state);
    assert_eq!(state.round, 3);
}

/// Rule `ships-log-omens-cards` (ruling NB-46): a match stored with Man Overboard on offer and
/// its taker's first worker on the Farm offers the choice of worker once the card is taken at
/// the Library, with a label for each; the Farm's worker goes and the Farm is free again.
#[test]
fn rule_ships_log_omens_cards_man_overboard_from_a_stored_state_offers_the_choice() {
    let state = stored(MAN_OVERBOARD_AT_THE_LIBRARY);
    assert_eq!(face_up(&state, Omens), Some(C::ManOverboard));
    let text = act(
        MAN_OVERBOARD_AT_THE_LIBRARY,
        0,
        r#"{"type": "library", "deck": "omens"}"#,
    );
    let value: Value = serde_json::from_str(&text).expect("JSON");
    let legal = engine()
        .legal_actions(&value, Some(Actor::Seat(0)))
        .expect("legal actions");
    let labels: Vec<&str> = legal.actions.iter().map(|a| a.label.as_str()).collect();
    assert_eq!(
        labels,
        [
            "Put your worker on the Farm on Man Overboard; the Farm is free again",
            "Put your worker on the Library on Man Overboard; the Library is free again",
        ]
    );
    let text = act(&text, 0, r#"{"type": "overboard-worker", "worker": 0}"#);
    let state = read(&text);
    assert_eq!(
        state.players[0].workers,
        [
            Some(WorkerSpot::Overboard),
            Some(WorkerSpot::Building(Building::Library))
        ]
    );
    assert_eq!(state.workers_on(Space::Farm), 0);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
}
