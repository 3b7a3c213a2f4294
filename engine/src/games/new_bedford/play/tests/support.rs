//! Building states for rule tests.

use crate::core::play::{Actor, ChanceMode, Rules};
use crate::core::refusal::Refusal;

use super::super::{
    NewBedfordAction as A, NewBedfordGameOptions, NewBedfordRules, NewBedfordState, Phase,
};

pub const RULES: NewBedfordRules = NewBedfordRules;

/// A seeded game past the starting-resources choices: everyone took $5 in money.
pub fn started(players: u8) -> NewBedfordState {
    started_with(players, &NewBedfordGameOptions::default())
}

/// [`started`] with these options (e.g. Rising Tide modules).
pub fn started_with(players: u8, options: &NewBedfordGameOptions) -> NewBedfordState {
    let state = RULES
        .setup(players, options, 1, ChanceMode::Seeded)
        .unwrap();
    let state = everyone_takes_money(state);
    assert!(matches!(state.phase, Phase::Actions { placed: 0, .. }));
    state
}

/// Every seat, in turn, takes its starting $5 as money.
pub fn everyone_takes_money(mut state: NewBedfordState) -> NewBedfordState {
    for _ in 0..state.seats() {
        state = play(
            &state,
            A::StartingResources {
                wood: 0,
                food: 0,
                brick: 0,
                money: 5,
            },
        );
    }
    state
}

/// Asserts that the state could have arisen in play.
pub fn valid(state: &NewBedfordState) {
    if let Err(problems) = RULES.validate(state) {
        panic!("the state does not validate: {problems:?}\n{state:#?}");
    }
}

/// Applies an action, panicking on a refusal; the state before and after must validate.
pub fn apply(state: &NewBedfordState, actor: Actor, action: A) -> NewBedfordState {
    valid(state);
    let next = RULES
        .apply(state, actor, &action)
        .unwrap_or_else(|violation| panic!("{action:?} by {actor:?} refused: {violation}"))
        .0;
    valid(&next);
    next
}

pub fn actor(state: &NewBedfordState) -> Actor {
    RULES.to_act(state)[0]
}

/// Applies an action for whoever is to act.
pub fn play(state: &NewBedfordState, action: A) -> NewBedfordState {
    apply(state, actor(state), action)
}

/// The refusal's code and rule id; a refused action must not be listed either.
pub fn refused(state: &NewBedfordState, action: A) -> (&'static str, &'static str) {
    valid(state);
    let violation = RULES
        .apply(state, actor(state), &action)
        .expect_err("must be refused");
    assert!(
        !legal(state).contains(&action),
        "a refused action must not be listed: {action:?}"
    );
    (violation.code(), violation.rule())
}

pub fn legal(state: &NewBedfordState) -> Vec<A> {
    RULES.legal_actions(state, actor(state))
}
