//! One folder per game, each exposing its `GAME` (a [`crate::Game`]). This file is the
//! registry: a game is declared, compiled and served by being one line below, and everything
//! else (the catalogue, the OpenAPI operations, the score pad, the rules pages, the tests'
//! and clients' game lists) is derived from [`all_games`].
//!
//! **Invariant:** no code outside a game's folder names that game.

pub mod registry;

pub use registry::{all_games, every_game, find_game, serve_test_games};

/// Declares each game's module and lists its `GAME`: first the games the service serves, in
/// catalogue order, then the games only tests serve.
macro_rules! games {
    ($($game:ident),+ ; test: $($test:ident),*) => {
        $(pub mod $game;)+
        $(pub mod $test;)*

        /// Every game, the served ones first: [`registry::SERVED`] of them.
        static GAMES: &[&dyn crate::core::game::Game] = &[$(&$game::GAME,)+ $(&$test::GAME,)*];
        const SERVED: usize = [$(stringify!($game)),+].len();
    };
}

games! {
    new_bedford,
    nantucket,
    fleet,
    bremerhaven;
    test: toy
}
