//! What of a logged action or event only one seat may read, for every game. A game declares
//! it on its own types ([`Private`]): whose an item's private part is, and what the item looks
//! like to everyone else. Logs, match answers and their events are read through [`read_as`].
//!
//! **Invariant:** a seat outside an item's readers sees only its concealed form, and an item
//! whose game forgot to write that form is hidden whole, never shown.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use super::actor::Actor;
use super::scoring::Seat;

/// Who may read an item's private part.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Readers {
    /// The item has no private part.
    Everyone,
    /// Only this seat.
    Seat(Seat),
    /// Nobody at the table.
    Nobody,
}

impl Readers {
    /// The acting seat alone; nobody when the table acted (it never holds a secret).
    pub fn actor(actor: Actor) -> Self {
        actor.seat().map_or(Self::Nobody, Self::Seat)
    }

    /// Whether `seat` (`None`: a spectator) reads the private part.
    pub fn include(self, seat: Option<Seat>) -> bool {
        match self {
            Self::Everyone => true,
            Self::Seat(reader) => seat == Some(reader),
            Self::Nobody => false,
        }
    }
}

/// Implemented by every game's actions and events. A game whose actions and events are all
/// public keeps both defaults (`impl Private for MyAction {}`).
pub trait Private: Serialize {
    /// Who may read this item's private part; `actor` took the action, or the action the
    /// event followed.
    fn readers(&self, _actor: Actor) -> Readers {
        Readers::Everyone
    }

    /// This item as anyone outside [`Private::readers`] reads it: its private part blank.
    /// By default the whole item is hidden, so a forgotten form never shows a secret.
    fn concealed(&self) -> Value {
        Value::Null
    }
}

/// The harness's planted-defect game has no events.
impl Private for () {}

/// The part a concealed item leaves blank: it reads `null`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Hidden;

/// `item` as `seat` may read it (`None`: a spectator, who reads no private part).
pub fn read_as<T: Private>(item: &T, actor: Actor, seat: Option<Seat>) -> Value {
    if item.readers(actor).include(seat) {
        serde_json::to_value(item).unwrap_or(Value::Null)
    } else {
        item.concealed()
    }
}

/// A logged item (JSON the service wrote from a `T`) as `seat` may read it. `null` stays
/// `null`; an entry this version cannot read may hold a secret, so nothing of it is shown.
pub fn read_logged_as<T: Private + DeserializeOwned>(
    logged: Value,
    actor: Actor,
    seat: Option<Seat>,
) -> Value {
    if logged.is_null() {
        return logged;
    }
    match serde_json::from_value::<T>(logged) {
        Ok(item) => read_as(&item, actor, seat),
        Err(_) => Value::Null,
    }
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;
    use serde_json::json;

    use super::*;

    #[derive(Debug, Serialize, Deserialize)]
    #[serde(tag = "type", rename_all = "kebab-case")]
    enum Move {
        Peek { card: u8 },
        Shout { word: String },
        Forgotten { secret: u8 },
    }

    impl Private for Move {
        fn readers(&self, actor: Actor) -> Readers {
            match self {
                Self::Peek { .. } | Self::Forgotten { .. } => Readers::actor(actor),
                Self::Shout { .. } => Readers::Everyone,
            }
        }

        fn concealed(&self) -> Value {
            #[derive(Serialize)]
            #[serde(tag = "type", rename_all = "kebab-case")]
            enum Concealed {
                Peek { card: Hidden },
            }
            match self {
                Self::Peek { .. } => {
                    serde_json::to_value(Concealed::Peek { card: Hidden }).unwrap_or(Value::Null)
                }
                Self::Shout { .. } | Self::Forgotten { .. } => Value::Null,
            }
        }
    }

    const SEAT: fn(u8) -> Actor = Actor::Seat;

    #[test]
    fn only_the_readers_see_a_private_part_and_the_rest_read_it_blank() {
        let peek = Move::Peek { card: 7 };
        assert_eq!(
            read_as(&peek, SEAT(1), Some(1)),
            json!({"type": "peek", "card": 7})
        );
        for seat in [Some(0), None] {
            assert_eq!(
                read_as(&peek, SEAT(1), seat),
                json!({"type": "peek", "card": null})
            );
        }
        let shout = Move::Shout {
            word: "ahoy".into(),
        };
        assert_eq!(
            read_as(&shout, SEAT(1), None),
            json!({"type": "shout", "word": "ahoy"})
        );
    }

    #[test]
    fn the_table_holds_no_secret_and_a_forgotten_concealed_form_hides_the_whole_item() {
        assert_eq!(
            read_as(&Move::Peek { card: 7 }, Actor::Table, Some(0))["card"],
            Value::Null
        );
        assert_eq!(
            read_as(&Move::Forgotten { secret: 3 }, SEAT(0), Some(1)),
            Value::Null
        );
    }

    #[test]
    fn a_logged_entry_is_read_back_typed_and_an_unreadable_one_is_hidden() {
        let logged = json!({"type": "peek", "card": 7});
        assert_eq!(
            read_logged_as::<Move>(logged.clone(), SEAT(1), Some(1)),
            logged
        );
        assert_eq!(
            read_logged_as::<Move>(logged, SEAT(1), Some(2)),
            json!({"type": "peek", "card": null})
        );
        assert_eq!(
            read_logged_as::<Move>(json!({"type": "renamed", "card": 7}), SEAT(1), Some(2)),
            Value::Null
        );
        assert_eq!(
            read_logged_as::<Move>(Value::Null, SEAT(1), None),
            Value::Null
        );
    }
}
