//! What a take-back may not undo: a chance outcome (a draw, a toss, a card dealt) or hidden
//! information shown (a bid turned up, a hand looked at). Undoing either would let a seat see
//! the outcome, then choose again. Each game declares it on its own events ([`Revealing`]);
//! the match service asks through `Playable::reveals`.
//!
//! **Invariant:** an event a game has not declared reveals, so a forgotten declaration only
//! refuses a take-back, never allows one past a secret.

use serde::de::DeserializeOwned;
use serde_json::Value;

use super::actor::Actor;

/// Implemented by every game's events.
pub trait Revealing {
    /// Whether this event showed anyone a chance outcome or something hidden until then.
    fn reveals(&self) -> bool {
        true
    }
}

/// The harness's planted-defect game has no events.
impl Revealing for () {}

/// Whether a logged action of `actor` with its `events` (JSON the service wrote, the whole
/// list) revealed anything: every table action reports chance, and an event this version
/// cannot read counts as revealing.
pub fn logged_reveals<E: Revealing + DeserializeOwned>(actor: Actor, events: &Value) -> bool {
    if actor == Actor::Table {
        return true;
    }
    match events {
        Value::Array(events) => events.iter().any(|event| {
            serde_json::from_value::<E>(event.clone()).map_or(true, |event| event.reveals())
        }),
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;
    use serde_json::json;

    use super::*;

    #[derive(Deserialize)]
    #[serde(tag = "type", rename_all = "kebab-case")]
    enum Event {
        Moved,
        Drew,
    }

    impl Revealing for Event {
        fn reveals(&self) -> bool {
            matches!(self, Self::Drew)
        }
    }

    #[test]
    fn a_draw_the_table_or_an_unreadable_event_reveals_and_a_public_move_does_not() {
        let seat = Actor::Seat(0);
        assert!(!logged_reveals::<Event>(seat, &json!([{"type": "moved"}])));
        assert!(!logged_reveals::<Event>(seat, &json!([])));
        assert!(logged_reveals::<Event>(
            seat,
            &json!([{"type": "moved"}, {"type": "drew"}])
        ));
        assert!(logged_reveals::<Event>(Actor::Table, &json!([])));
        assert!(logged_reveals::<Event>(seat, &json!([{"type": "unknown"}])));
        assert!(logged_reveals::<Event>(seat, &json!({"type": "moved"})));
    }
}
