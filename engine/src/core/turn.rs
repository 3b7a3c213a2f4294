//! Who acts now, for every game: one seat, the table, or several seats at once (Fleet's draw,
//! Bremerhaven's harbor phase). A game says only whose [`Turn`] it is; listing who acts,
//! judging an actor, and the game-over and not-your-turn refusals are written here once.
//!
//! **Invariant:** a game's `check` never judges the turn: [`Rules::apply`](super::play::Rules)
//! judges it first through [`Turn::check`], and legal actions are listed only for an actor the
//! turn lets act.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::actor::Actor;
use super::refusal::{CommonCode, Refusal, Refused, RuleViolation};
use super::rule_id::{shared, RuleId};

/// A set of seats (0–7), one bit each, kept in a state as the plain integer it always was.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seats(u8);

impl Seats {
    /// Nobody.
    pub const NONE: Self = Self(0);

    /// Seat `seat`'s bit; none for a seat past the eighth, which no game has.
    fn bit(seat: u8) -> u8 {
        1u8.checked_shl(u32::from(seat)).unwrap_or(0)
    }

    /// Seats `0..count`.
    pub fn first(count: u8) -> Self {
        Self((0..count).fold(0, |all, seat| all | Self::bit(seat)))
    }

    pub fn contains(self, seat: u8) -> bool {
        self.0 & Self::bit(seat) != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// These seats and `seat`.
    #[must_use]
    pub fn with(self, seat: u8) -> Self {
        Self(self.0 | Self::bit(seat))
    }

    /// These seats but `seat`.
    #[must_use]
    pub fn without(self, seat: u8) -> Self {
        Self(self.0 & !Self::bit(seat))
    }

    /// True when every seat here is one of `0..count`.
    pub fn within(self, count: u8) -> bool {
        self.0 & !Self::first(count).0 == 0
    }

    /// The seats in seat order, visiting only the bits set: bots list them every decision.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        let mut rest = self.0;
        std::iter::from_fn(move || {
            if rest == 0 {
                return None;
            }
            let seat = u8::try_from(rest.trailing_zeros()).ok()?;
            // Clears the lowest bit set, the seat just given.
            rest &= rest.wrapping_sub(1);
            Some(seat)
        })
    }
}

/// Who decides now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Turn {
    /// The game is over: nobody acts, and every action is refused `game-over`.
    Over,
    /// Nobody, between two decisions (play moves on by itself).
    Nobody,
    /// One seat, or the table reporting what chance gave.
    One(Actor),
    /// Several seats at once, each deciding on its own.
    Seats(Seats),
}

impl Turn {
    /// Everyone who may act now, in seat order, written into `into` (cleared first) so that a
    /// bot reuses one buffer for a whole game.
    pub fn to_act(self, into: &mut Vec<Actor>) {
        into.clear();
        match self {
            Self::Over | Self::Nobody => {}
            Self::One(actor) => into.push(actor),
            Self::Seats(seats) => into.extend(seats.iter().map(Actor::Seat)),
        }
    }

    /// Whether `actor` may act now, and if not, who may (the first of them; the table when
    /// nobody may, as no seat can be named). Allocates nothing: judging a candidate calls it.
    pub fn may_act(self, actor: Actor) -> Result<(), Actor> {
        match self {
            Self::One(expected) if expected == actor => Ok(()),
            Self::One(expected) => Err(expected),
            Self::Seats(seats) => match actor {
                Actor::Seat(seat) if seats.contains(seat) => Ok(()),
                _ => Err(seats.iter().next().map_or(Actor::Table, Actor::Seat)),
            },
            Self::Over | Self::Nobody => Err(Actor::Table),
        }
    }

    /// The turn's judgment of `actor` as the refusals every game gives: `game-over` (rule
    /// `end-of-game`) once the game is over, else `not-your-turn` with the game's `rule` for
    /// its turn order and "waiting for …, not …".
    pub fn check<R: TurnRefusal>(self, actor: Actor, rule: RuleId) -> Result<(), R> {
        if self == Self::Over {
            return Err(R::game_over());
        }
        self.may_act(actor)
            .map_err(|expected| R::not_your_turn(rule, WaitingFor { expected, actor }))
    }
}

/// A game's reasons for refusing include the turn's two: the game is over, another actor is
/// awaited. Each game's `Why` implements it once; its messages are written here.
pub trait TurnWhy {
    const GAME_OVER: Self;
    fn waiting_for(waiting: WaitingFor) -> Self;
}

/// A game's refusal that the core builds when the turn refuses, for every game alike.
pub trait TurnRefusal: Refusal {
    fn game_over() -> Self;
    fn not_your_turn(rule: RuleId, waiting: WaitingFor) -> Self;
}

impl<C, W> TurnRefusal for Refused<C, W>
where
    C: CommonCode,
    W: TurnWhy + fmt::Display + fmt::Debug + Clone + Send + Sync + 'static,
{
    fn game_over() -> Self {
        Refused::new(C::GAME_OVER, shared::END_OF_GAME, W::GAME_OVER)
    }

    fn not_your_turn(rule: RuleId, waiting: WaitingFor) -> Self {
        Refused::new(C::NOT_YOUR_TURN, rule, W::waiting_for(waiting))
    }
}

/// For a game whose refusals are written at once (the harness's planted-defect game).
impl TurnRefusal for RuleViolation {
    fn game_over() -> Self {
        RuleViolation::new("game-over", shared::END_OF_GAME.as_str(), GAME_OVER)
    }

    fn not_your_turn(rule: RuleId, waiting: WaitingFor) -> Self {
        RuleViolation::new("not-your-turn", rule.as_str(), waiting.to_string())
    }
}

/// The message of every game's `game-over` refusal.
pub const GAME_OVER: &str = "the game is over";

/// Why an actor may not act now: another is expected. Games wrap it in their own reasons.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WaitingFor {
    pub expected: Actor,
    pub actor: Actor,
}

impl fmt::Display for WaitingFor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "waiting for {}, not {}", self.expected, self.actor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::play::RuleViolation;
    use crate::core::refusal::{Refusal, RefusalCode};

    /// A game whose only refusals are the common ones.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Code {
        GameOver,
        NotYourTurn,
        WrongPhase,
    }

    impl RefusalCode for Code {
        fn as_str(self) -> &'static str {
            match self {
                Self::GameOver => "game-over",
                Self::NotYourTurn => "not-your-turn",
                Self::WrongPhase => "wrong-phase",
            }
        }
    }

    impl CommonCode for Code {
        const GAME_OVER: Self = Self::GameOver;
        const NOT_YOUR_TURN: Self = Self::NotYourTurn;
        const WRONG_PHASE: Self = Self::WrongPhase;
    }

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Why {
        GameOver,
        WaitingFor(WaitingFor),
    }

    impl TurnWhy for Why {
        const GAME_OVER: Self = Self::GameOver;

        fn waiting_for(waiting: WaitingFor) -> Self {
            Self::WaitingFor(waiting)
        }
    }

    impl fmt::Display for Why {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            match self {
                Self::GameOver => f.write_str(GAME_OVER),
                Self::WaitingFor(waiting) => waiting.fmt(f),
            }
        }
    }

    const SEAT: fn(u8) -> Actor = Actor::Seat;

    fn to_act(turn: Turn) -> Vec<Actor> {
        let mut into = vec![Actor::Table, SEAT(7)];
        turn.to_act(&mut into);
        into
    }

    #[test]
    fn to_act_lists_seats_in_seat_order_into_a_cleared_buffer() {
        assert_eq!(to_act(Turn::Nobody), []);
        assert_eq!(to_act(Turn::Over), []);
        assert_eq!(to_act(Turn::One(Actor::Table)), [Actor::Table]);
        assert_eq!(to_act(Turn::One(SEAT(4))), [SEAT(4)]);
        let seats = Seats::NONE.with(4).with(0).with(2);
        assert_eq!(to_act(Turn::Seats(seats)), [SEAT(0), SEAT(2), SEAT(4)]);
        assert_eq!(to_act(Turn::Seats(Seats::NONE)), []);
    }

    #[test]
    fn may_act_names_who_may_when_refused() {
        assert_eq!(Turn::Nobody.may_act(SEAT(0)), Err(Actor::Table));
        assert_eq!(Turn::Nobody.may_act(Actor::Table), Err(Actor::Table));
        assert_eq!(Turn::Over.may_act(SEAT(0)), Err(Actor::Table));
        assert_eq!(Turn::One(SEAT(4)).may_act(SEAT(4)), Ok(()));
        assert_eq!(Turn::One(SEAT(4)).may_act(SEAT(1)), Err(SEAT(4)));
        assert_eq!(Turn::One(SEAT(4)).may_act(Actor::Table), Err(SEAT(4)));
        assert_eq!(Turn::One(Actor::Table).may_act(Actor::Table), Ok(()));
        assert_eq!(Turn::One(Actor::Table).may_act(SEAT(0)), Err(Actor::Table));
        let seats = Turn::Seats(Seats::NONE.with(3).with(1));
        assert_eq!(seats.may_act(SEAT(1)), Ok(()));
        assert_eq!(seats.may_act(SEAT(3)), Ok(()));
        assert_eq!(seats.may_act(SEAT(0)), Err(SEAT(1)), "the first decider");
        assert_eq!(seats.may_act(Actor::Table), Err(SEAT(1)));
        assert_eq!(Turn::Seats(Seats::NONE).may_act(SEAT(0)), Err(Actor::Table));
    }

    #[test]
    fn a_refusal_has_the_shared_code_the_games_rule_and_message() {
        let refused: Result<(), Refused<Code, Why>> =
            Turn::One(SEAT(2)).check(Actor::Table, crate::core::rule_id::shared::ROUND_STRUCTURE);
        let violation = refused.map_err(|refusal| refusal.to_violation());
        assert_eq!(
            violation,
            Err(RuleViolation::new(
                "not-your-turn",
                "round-structure",
                "waiting for seat 2, not the table"
            ))
        );
        let allowed: Result<(), Refused<Code, Why>> =
            Turn::One(SEAT(2)).check(SEAT(2), crate::core::rule_id::RuleId::new("r"));
        assert_eq!(allowed, Ok(()));
    }

    #[test]
    fn a_finished_game_refuses_everyone_game_over_citing_the_end_of_game() {
        for actor in [SEAT(0), Actor::Table] {
            let refused: Result<(), Refused<Code, Why>> =
                Turn::Over.check(actor, crate::core::rule_id::RuleId::new("turns"));
            assert_eq!(
                refused.map_err(|refusal| refusal.to_violation()),
                Err(RuleViolation::new(
                    "game-over",
                    "end-of-game",
                    "the game is over"
                ))
            );
        }
    }

    #[test]
    fn seats_hold_every_seat_a_game_has_and_read_as_the_old_integer() {
        // New Bedford seats five, the most of any game; the set holds eight.
        let all = Seats::first(8);
        assert_eq!(all.iter().collect::<Vec<_>>(), (0..8).collect::<Vec<_>>());
        assert!(Seats::first(5).within(5) && !Seats::first(5).with(5).within(5));
        assert_eq!(Seats::first(5).without(4), Seats::first(4));
        assert_eq!(Seats::NONE.with(8), Seats::NONE, "a ninth seat has no bit");
        assert!(!all.contains(8) && Seats::NONE.is_empty());
        assert_eq!(
            serde_json::to_string(&Seats::first(3)).ok().as_deref(),
            Some("7")
        );
        assert_eq!(
            serde_json::from_str::<Seats>("5").ok(),
            Some(Seats::NONE.with(0).with(2))
        );
    }
}
