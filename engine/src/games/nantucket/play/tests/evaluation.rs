//! How a search judges a Nantucket position it cut off: Silver counts for part of a point while
//! there is still building to do, and nothing once the game is over or has run long; a long
//! game is judged as if it ended; `greedy` judges by the sheet.

use crate::core::play::Rules;

use super::super::{Building, Coin, NantucketState, Phase};
use super::support::{built, game, supply, RULES};

/// Level on the sheet (one Copper each), Heads holding six Silver more.
fn heads_holds_silver() -> NantucketState {
    let mut state = game(&[]);
    supply(&mut state, 0, 6, 1);
    supply(&mut state, 1, 0, 1);
    state
}

#[test]
fn silver_held_in_play_raises_a_players_worth_though_it_scores_nothing() {
    let state = heads_holds_silver();
    let sheet = RULES.score(&state);
    assert_eq!(sheet.players[0].total, sheet.players[1].total, "level on the sheet");
    let worth = RULES.cut_off_value(&state);
    assert!(worth[0] > 0.5 && worth[1] < 0.5, "{worth:?}");
}

#[test]
fn silver_is_worth_less_as_the_ninth_building_nears() {
    let early = heads_holds_silver();
    let mut late = early.clone();
    for building in [Building::Tavern, Building::Schoolhouse, Building::Drydock] {
        built(&mut late, building, 0, Coin::Silver);
        built(&mut late, building_for_tails(building), 1, Coin::Silver);
    }
    // Level on the sheet again: three buildings each.
    let [early_lead, late_lead] = [&early, &late].map(|state| RULES.cut_off_value(state)[0]);
    assert!(early_lead > late_lead && late_lead > 0.5, "{early_lead} {late_lead}");
}

#[test]
fn silver_is_worth_nothing_by_round_30_whatever_is_built() {
    let mut state = heads_holds_silver();
    state.round = 30;
    let worth = RULES.cut_off_value(&state);
    assert!((worth[0] - 0.5).abs() < 1e-12, "level once Silver counts for nothing: {worth:?}");
}

#[test]
fn a_long_game_is_judged_as_if_it_ended_so_a_player_behind_gains_nothing_by_waiting() {
    let mut state = heads_holds_silver();
    supply(&mut state, 1, 0, 3);
    let mut ended = state.clone();
    ended.phase = Phase::Over;
    let over = RULES.cut_off_value(&ended);
    assert!(over[1] > 0.75 && over[0] < 0.25, "Tails' Copper wins: {over:?}");
    state.round = 24;
    let before_overtime = RULES.cut_off_value(&state);
    assert!(before_overtime[0] > over[0] + 0.05, "{before_overtime:?} {over:?}");
    state.round = 35;
    let in_overtime = RULES.cut_off_value(&state);
    for (open, ended) in in_overtime.iter().zip(&over) {
        assert!((open - ended).abs() < 1e-12, "{in_overtime:?} {over:?}");
    }
}

#[test]
fn the_search_explores_more_widely_than_in_the_other_games() {
    assert!(RULES.exploration() > crate::core::bots::DEFAULT_EXPLORATION);
}

#[test]
fn a_finished_game_is_judged_by_its_final_sheet_alone() {
    let mut state = game(&[]);
    supply(&mut state, 0, 9, 1);
    supply(&mut state, 1, 0, 2);
    state.phase = Phase::Over;
    let worth = RULES.cut_off_value(&state);
    assert!(worth[1] > 0.75 && worth[0] < 0.25, "Tails' extra Copper wins: {worth:?}");
}

#[test]
fn greedy_judges_by_the_sheet_where_silver_counts_for_nothing() {
    let state = heads_holds_silver();
    let worth = RULES.evaluate(&state);
    assert!((worth[0] - 0.5).abs() < 1e-12, "{worth:?}");
}

#[test]
fn the_search_cuts_its_playouts_short_and_trusts_the_evaluation() {
    assert_eq!(RULES.playout_cutoff(), Some(4));
}

fn building_for_tails(building: Building) -> Building {
    match building {
        Building::Tavern => Building::HarborOffice,
        Building::Schoolhouse => Building::TownSquare,
        _ => Building::Shipyard,
    }
}
