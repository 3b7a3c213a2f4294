//! One test per rule of the catalogue (`GET /v1/games/new-bedford/rules/{id}`); each test is
//! named after the rule id it checks.

use crate::core::play::{Actor, ChanceMode, Rules};
use crate::core::refusal::Refusal;

use super::super::actions::{NewBedfordEvent, Purchase};
use super::super::state::{BuildSite, Good, Step, TownHallBuild};
use super::super::{
    Building, NewBedfordAction as A, NewBedfordGameOptions, NewBedfordState, Phase, ShipLocation,
    ShipRef, Tokens, WhaleKind, Whales,
};
use super::support::{actor, apply, everyone_takes_money, legal, play, refused, started, RULES};
use crate::games::new_bedford::info::Edition;

mod buildings;
mod end;
mod fifth_player;
mod placement;
mod setup;
mod ships_log;
mod town;
mod voyage;

/// Every catalogue section is judged by code that cites its id, or is declared descriptive.
#[test]
fn every_rule_id_is_cited_or_descriptive() {
    use crate::games::new_bedford::rules::{rule, RULES};
    crate::core::test_support::rule_citations("new_bedford", rule::ALL, &RULES);
}

fn own(state: &mut NewBedfordState, seat: u8, building: Building) {
    state.slot_mut(building).expect("in game").owner = Some(seat);
}

fn at_sea(state: &mut NewBedfordState, seat: u8, ship: u8, space: u8, rank: u8, cargo: Whales) {
    // Whales put on a ship come out of the bag, keeping tokens conserved.
    state.bag = state
        .bag
        .minus(Tokens {
            right: cargo.right,
            bowhead: cargo.bowhead,
            sperm: cargo.sperm,
            empty: 0,
        })
        .unwrap();
    let s = &mut state.players[usize::from(seat)].ships[usize::from(ship)];
    s.location = ShipLocation::Sea { space, rank };
    s.cargo = cargo;
}

fn whales(right: u8, bowhead: u8, sperm: u8) -> Whales {
    Whales {
        right,
        bowhead,
        sperm,
    }
}

/// Plays Farm for every remaining placement of the round, then resolves whaling by passing.
fn finish_round(mut state: NewBedfordState) -> NewBedfordState {
    let round = state.round;
    while state.round == round && state.phase != Phase::Over {
        let action = match state.phase {
            Phase::Actions { step: None, .. } | Phase::Inn { step: None, .. } => A::Farm,
            Phase::Whaling => A::PassWhaling,
            _ => *legal(&state).first().unwrap(),
        };
        state = play(&state, action);
    }
    state
}
