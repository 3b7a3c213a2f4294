//! Why the rules turn an action down, in the form judges build: cheap to make and to drop.
//!
//! Bots list legal actions millions of times, and listing judges every candidate; most are
//! refused and the reason is thrown away. So a judge returns a [`Refusal`]: a typed code, the
//! id of the rule that refuses, and a reason that writes its sentence only when displayed.
//! Only a refusal a caller actually receives becomes a [`RuleViolation`] with a message.

use std::fmt;

use serde::Serialize;
use thiserror::Error;

use super::rule_id::RuleId;

/// Why an action was refused: a stable code, the rule it breaks and a sentence for people.
#[derive(Debug, Clone, PartialEq, Eq, Error, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[error("{message}")]
pub struct RuleViolation {
    pub code: &'static str,
    /// The rule catalogue id of the rule that refuses it.
    pub rule: &'static str,
    pub message: String,
}

impl RuleViolation {
    pub fn new(code: &'static str, rule: &'static str, message: impl Into<String>) -> Self {
        Self {
            code,
            rule,
            message: message.into(),
        }
    }
}

/// A refusal as a game's judge reports it.
pub trait Refusal: fmt::Display + fmt::Debug + Clone + Send + Sync + 'static {
    /// Stable kebab-case code clients branch on, e.g. `cannot-afford`.
    fn code(&self) -> &'static str;
    /// The rule catalogue id of the rule that refuses.
    fn rule(&self) -> &'static str;

    /// The refusal as clients receive it; the only place its message is written.
    fn to_violation(&self) -> RuleViolation {
        RuleViolation::new(self.code(), self.rule(), self.to_string())
    }
}

/// A game's refusal codes as a typed enum (see [`refusal_codes!`](crate::refusal_codes)).
pub trait RefusalCode: Copy + fmt::Debug + Eq + Send + Sync + 'static {
    /// The code's stable kebab-case spelling.
    fn as_str(self) -> &'static str;
}

/// The codes every game refuses with, which [`refusal_codes!`](crate::refusal_codes) puts
/// first in each game's enum, so the core can refuse for any game (the turn's check, [`wrong`]).
pub trait CommonCode: RefusalCode {
    /// `game-over`: nothing more may be done.
    const GAME_OVER: Self;
    /// `not-your-turn`: another actor is to act now.
    const NOT_YOUR_TURN: Self;
    /// `wrong-phase`: not an action the game awaits now.
    const WRONG_PHASE: Self;
}

/// Builds a refusal; the rule id is named where the rule is judged.
pub const fn refuse<C, W>(code: C, rule: RuleId, why: W) -> Refused<C, W> {
    Refused::new(code, rule, why)
}

/// A `wrong-phase` refusal: the action is not one the game awaits now.
pub const fn wrong<C: CommonCode, W>(rule: RuleId, why: W) -> Refused<C, W> {
    Refused::new(C::WRONG_PHASE, rule, why)
}

/// The refusal games build: a typed code, the rule judged where the refusal is made, and a
/// reason (the game's own enum) whose `Display` is the message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Refused<C, W> {
    pub code: C,
    pub rule: RuleId,
    pub why: W,
}

impl<C, W> Refused<C, W> {
    pub const fn new(code: C, rule: RuleId, why: W) -> Self {
        Self { code, rule, why }
    }
}

impl<C, W: fmt::Display> fmt::Display for Refused<C, W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.why.fmt(f)
    }
}

impl<C, W> Refusal for Refused<C, W>
where
    C: RefusalCode,
    W: fmt::Display + fmt::Debug + Clone + Send + Sync + 'static,
{
    fn code(&self) -> &'static str {
        self.code.as_str()
    }

    fn rule(&self) -> &'static str {
        self.rule.as_str()
    }
}

/// An already written refusal is a refusal too (the toy game of the harness tests uses it).
impl Refusal for RuleViolation {
    fn code(&self) -> &'static str {
        self.code
    }

    fn rule(&self) -> &'static str {
        self.rule
    }

    fn to_violation(&self) -> RuleViolation {
        self.clone()
    }
}

/// Defines a game's refusal codes: a `Copy` enum whose first three codes are the ones every
/// game shares ([`CommonCode`]: `GameOver`, `NotYourTurn`, `WrongPhase`), then the game's own,
/// each variant's stable kebab-case spelling ([`RefusalCode::as_str`]) and `ALL`, every code in
/// declaration order (for the API's documentation and for tests that every code is reachable).
///
/// ```
/// quarterdeck_engine::refusal_codes! {
///     /// Why a toy move is refused.
///     pub enum ToyCode {
///         /// More than the toy allows.
///         TooMany => "too-many",
///     }
/// }
/// use quarterdeck_engine::RefusalCode;
/// assert_eq!(ToyCode::TooMany.as_str(), "too-many");
/// assert_eq!(ToyCode::NotYourTurn.as_str(), "not-your-turn");
/// assert_eq!(ToyCode::ALL.len(), 4);
/// ```
#[macro_export]
macro_rules! refusal_codes {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $( $(#[$variant_meta:meta])* $variant:ident => $text:literal, )+
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        $vis enum $name {
            /// The game is over.
            GameOver,
            /// Another actor is to act now.
            NotYourTurn,
            /// Not an action the game awaits now.
            WrongPhase,
            $( $(#[$variant_meta])* $variant, )+
        }

        impl $name {
            /// Every code, in declaration order.
            pub const ALL: &'static [Self] = &[
                Self::GameOver,
                Self::NotYourTurn,
                Self::WrongPhase,
                $( Self::$variant, )+
            ];
        }

        impl $crate::RefusalCode for $name {
            fn as_str(self) -> &'static str {
                match self {
                    Self::GameOver => "game-over",
                    Self::NotYourTurn => "not-your-turn",
                    Self::WrongPhase => "wrong-phase",
                    $( Self::$variant => $text, )+
                }
            }
        }

        impl $crate::core::refusal::CommonCode for $name {
            const GAME_OVER: Self = Self::GameOver;
            const NOT_YOUR_TURN: Self = Self::NotYourTurn;
            const WRONG_PHASE: Self = Self::WrongPhase;
        }
    };
}
