//! Building states for rule tests.

use crate::core::play::{Actor, ChanceMode, Rules};

use super::super::{
    NewBedfordAction as A, NewBedfordGameOptions, NewBedfordRules, NewBedfordState, Phase,
};

pub const RULES: NewBedfordRules = NewBedfordRules;

/// A seeded game past the starting-resources choices: everyone took $5 in money.
pub fn started(players: u8) -> NewBedfordState {
    let mut state = RULES
        .setup(
            players,
            &NewBedfordGameOptions::default(),
            1,
            ChanceMode::Seeded,
        )
        .unwrap();
    for _ in 0..players {
        let actor = RULES.to_act(&state)[0];
        state = apply(
            &state,
            actor,
            A::StartingResources {
                wood: 0,
                food: 0,
                brick: 0,
                money: 5,
            },
        );
    }
    assert!(matches!(state.phase, Phase::Actions { placed: 0, .. }));
    state
}

pub fn apply(state: &NewBedfordState, actor: Actor, action: A) -> NewBedfordState {
    RULES
        .apply(state, actor, &action)
        .unwrap_or_else(|violation| panic!("{action:?} by {actor:?} refused: {violation}"))
        .0
}

pub fn actor(state: &NewBedfordState) -> Actor {
    RULES.to_act(state)[0]
}

/// Applies an action for whoever is to act.
pub fn play(state: &NewBedfordState, action: A) -> NewBedfordState {
    apply(state, actor(state), action)
}

pub fn refused(state: &NewBedfordState, action: A) -> (&'static str, &'static str) {
    let violation = RULES
        .apply(state, actor(state), &action)
        .expect_err("must be refused");
    (violation.code, violation.rule)
}

pub fn legal(state: &NewBedfordState) -> Vec<A> {
    RULES.legal_actions(state, actor(state))
}
