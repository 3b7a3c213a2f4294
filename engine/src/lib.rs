//! Quarterdeck's rules engine: pure game rules, printed components and scoring for
//! New Bedford, Nantucket, Fleet and Bremerhaven.
//!
//! The engine does no IO and knows nothing of HTTP: every entry point takes values (or JSON
//! bytes) and returns values, so the same code serves the web service, the CLI and tests.

/// The rules version recorded with every named match: a replay needs the same rules.
pub const RULES_VERSION: &str = env!("CARGO_PKG_VERSION");

pub mod core;
pub mod games;

pub use crate::core::components::{
    find_component, Component, ComponentQuery, ComponentQueryError, Provenance,
};
pub use crate::core::errors::{MalformedInput, ScoreSheetError, Violation, ViolationCode};
pub use crate::core::game::{
    EditionInfo, Game, GameInfo, ModuleInfo, OptionInfo, OptionKind, OptionScope, PlayerRange,
};
pub use crate::core::play::{
    describe_actors, Actor, Applied, ChanceMode, JsonRules, LabelledAction, LegalActions, Outcome,
    PlayError, Playable, RuleSection, RuleViolation, Rules, SetupError, SetupRequest, Simulator,
};
pub use crate::core::playout::{random_game, random_playout, Playout, PlayoutError, Step};
pub use crate::core::refusal::{Refusal, RefusalCode, Refused};
pub use crate::core::rng::RngState;
pub use crate::core::rulings::{rulings_of, Ruling};
pub use crate::core::scoring::{
    CategoryInfo, PlayerScore, ScoreDetail, ScoreSheet, Seat, TieBreakerInfo, TieBreakerOrder,
    TotalFormula,
};
pub use crate::games::registry::{all_games, every_game, find_game, serve_test_games};
