//! The 5th Player Expansion: its set-up, the Wheelhouse and its five tiles, one test per rule.

use crate::core::errors::ViolationCode;
use crate::core::play::{ChanceMode, Rules, SetupError};

use super::super::super::state::{Space, Tokens as Bag, WorkerSpot};
use super::super::support::{started_with, valid};
use super::*;
use crate::games::new_bedford::info::Module;

fn fifth_player() -> NewBedfordGameOptions {
    NewBedfordGameOptions {
        modules: vec![Module::FifthPlayer],
        ..NewBedfordGameOptions::default()
    }
}

fn started5(players: u8) -> NewBedfordState {
    started_with(players, &fifth_player())
}

fn buildings_owned(state: &mut NewBedfordState, seat: u8, count: usize) {
    let free: Vec<Building> = state
        .buildings
        .iter()
        .filter(|slot| slot.owner.is_none() && slot.building.has_action())
        .map(|slot| slot.building)
        .take(count)
        .collect();
    for building in free {
        own(state, seat, building);
    }
}

/// Rule `fifth-player-module` (ruling NB-23): a fifth seat needs the module, fewer than 4 are
/// warned; the bag stays the 4-player bag; the five tiles join the game.
#[test]
fn rule_fifth_player_module_sets_up_four_or_five_players_with_the_four_player_bag() {
    let state = RULES
        .setup(5, &fifth_player(), 1, ChanceMode::Seeded)
        .unwrap();
    assert_eq!(state.bag, Bag::full_bag(4));
    for building in Building::FIFTH_PLAYER {
        assert!(state.slot(building).is_some(), "{building:?} in the game");
    }
    assert_eq!(state.buildings.len(), 25);
    let four = RULES
        .setup(4, &fifth_player(), 1, ChanceMode::Table)
        .unwrap();
    assert_eq!(four.bag, Bag::full_bag(4));
    let refused = |players, options: &NewBedfordGameOptions| match RULES.setup(
        players,
        options,
        1,
        ChanceMode::Seeded,
    ) {
        Err(SetupError::Invalid(problems)) => problems
            .into_iter()
            .map(|p| (p.field, p.code))
            .collect::<Vec<_>>(),
        other => panic!("refused, got {other:?}"),
    };
    assert_eq!(
        refused(5, &NewBedfordGameOptions::default()),
        [("players".to_owned(), ViolationCode::PlayerCount)]
    );
    // Two or three players: played, with the rulebook's advice as a warning.
    assert!(RULES
        .setup(3, &fifth_player(), 1, ChanceMode::Seeded)
        .is_ok());
    let warned: Vec<_> = RULES
        .setup_warnings(3, &fifth_player())
        .into_iter()
        .map(|w| (w.field, w.code))
        .collect();
    assert_eq!(
        warned,
        [("options.modules".to_owned(), ViolationCode::PlayerCount)]
    );
    assert!(RULES.setup_warnings(4, &fifth_player()).is_empty());
    assert!(RULES
        .setup_warnings(3, &NewBedfordGameOptions::default())
        .is_empty());
    assert_eq!(
        refused(6, &fifth_player()),
        [("players".to_owned(), ViolationCode::PlayerCount)]
    );
    // Without the module the base game has no Wheelhouse.
    assert_eq!(
        refused_by_base(A::Wheelhouse),
        ("cannot-perform", "town-wheelhouse")
    );
}

fn refused_by_base(action: A) -> (&'static str, &'static str) {
    refused(&started(4), action)
}

/// Rule `town-wheelhouse` (ruling NB-24): the first worker there gains $3; the last user
/// holds the Ship's Wheel next round.
#[test]
fn rule_town_wheelhouse_pays_the_first_worker_and_the_last_user_starts_next_round() {
    let state = started5(5);
    assert!(legal(&state).contains(&A::Wheelhouse));
    let state = play(&state, A::Wheelhouse);
    assert_eq!(state.players[0].money, 5 + 3);
    assert_eq!(state.wheel_taken_by, Some(0));
    let state = play(&state, A::Wheelhouse);
    assert_eq!(state.players[1].money, 5, "no bonus for the second worker");
    assert_eq!(state.wheel_taken_by, Some(1));
    let state = finish_round(state);
    assert_eq!(state.first_player, 1, "the last user starts round 2");
    assert_eq!(state.wheel_taken_by, None);
    assert_eq!(state.wheelhouse_workers, 0);
    let state = finish_round(state);
    assert_eq!(state.first_player, 2, "unused, the Wheel moves one seat on");
}

/// Rule `building-almshouse` (ruling NB-29): $3 from a player holding at least $4.
#[test]
fn rule_building_almshouse_takes_3_dollars_only_from_a_player_with_4() {
    let mut state = started5(5);
    own(&mut state, 0, Building::Almshouse);
    state.players[1].money = 4;
    state.players[2].money = 3;
    let after = play(&state, A::Almshouse { from: 1 });
    assert_eq!((after.players[0].money, after.players[1].money), (8, 1));
    assert_eq!(
        refused(&state, A::Almshouse { from: 2 }),
        ("cannot-perform", "building-almshouse")
    );
    assert_eq!(
        refused(&state, A::Almshouse { from: 0 }),
        ("cannot-perform", "building-almshouse")
    );
}

/// Rule `building-fire-house` (ruling NB-26): $2 per player with exactly 3 buildings, $3 per
/// player with 4 or more, its user included; nothing to gain, no use.
#[test]
fn rule_building_fire_house_pays_per_player_with_three_or_four_buildings() {
    let mut state = started5(5);
    own(&mut state, 0, Building::FireHouse);
    assert_eq!(
        refused(&state, A::FireHouse),
        ("cannot-perform", "building-fire-house")
    );
    buildings_owned(&mut state, 0, 2); // seat 0: 3 buildings
    buildings_owned(&mut state, 1, 4); // seat 1: 4
    buildings_owned(&mut state, 2, 2); // seat 2: 2
    let after = play(&state, A::FireHouse);
    assert_eq!(after.players[0].money, 5 + 2 + 3);
}

/// Rule `building-empty-lot` (ruling NB-28): it covers another built action building, which
/// cannot be used while covered; never a victory building or itself.
#[test]
fn rule_building_empty_lot_covers_a_built_action_building() {
    let mut state = started5(5);
    own(&mut state, 0, Building::EmptyLot);
    own(&mut state, 1, Building::Bank);
    own(&mut state, 1, Building::Mansion);
    assert_eq!(
        refused(
            &state,
            A::EmptyLot {
                cover: Building::Mansion
            }
        ),
        ("cannot-perform", "building-empty-lot")
    );
    assert_eq!(
        refused(
            &state,
            A::EmptyLot {
                cover: Building::EmptyLot
            }
        ),
        ("cannot-perform", "building-empty-lot")
    );
    let state = play(
        &state,
        A::EmptyLot {
            cover: Building::Bank,
        },
    );
    assert_eq!(state.covered, Some(Building::Bank));
    assert_eq!(
        refused(&state, A::Bank),
        ("building-covered", "building-empty-lot")
    );
}

/// Rule `building-college` (ruling NB-25): use a building an opponent occupies, paying the
/// occupant $1 and the owner its fee, then take its action.
#[test]
fn rule_building_college_uses_an_occupied_building_paying_occupant_and_owner() {
    let mut state = started5(5);
    own(&mut state, 2, Building::College);
    own(&mut state, 3, Building::Bank);
    // Seat 0 takes the Bank (paying seat 3), then seat 1 uses it through the College.
    let state = play(&state, A::Bank);
    assert!(legal(&state).contains(&A::College {
        building: Building::Bank
    }));
    assert_eq!(
        refused(
            &state,
            A::College {
                building: Building::Schoolhouse
            }
        ),
        ("cannot-perform", "building-college")
    );
    let state = play(
        &state,
        A::College {
            building: Building::Bank,
        },
    );
    assert_eq!(
        state.phase,
        Phase::Actions {
            placed: 1,
            bought: false,
            step: Some(Step::College {
                building: Building::Bank
            })
        }
    );
    assert_eq!(legal(&state), [A::Bank]);
    let state = play(&state, A::Bank);
    // Seat 1: $5 − $1 College fee − $1 occupant − $1 owner + $5 Bank.
    assert_eq!(state.players[1].money, 7);
    assert_eq!(
        state.players[0].money,
        5 - 1 + 5 + 1,
        "the occupant gets $1"
    );
    assert_eq!(
        state.players[2].money,
        5 + 1,
        "the College's owner gets its fee"
    );
    assert_eq!(
        state.players[3].money,
        5 + 1 + 1,
        "the Bank's owner gets two fees"
    );
}

/// Rule `building-college` (ruling NB-25): never the Inn, whose re-placement belongs to the
/// worker standing on it.
#[test]
fn rule_building_college_cannot_take_the_inn() {
    let mut state = started5(4);
    own(&mut state, 1, Building::College);
    own(&mut state, 2, Building::Inn);
    let state = play(&state, A::Inn);
    assert_eq!(
        refused(
            &state,
            A::College {
                building: Building::Inn
            }
        ),
        ("cannot-perform", "building-college")
    );
}

/// Rule `building-rectory` (ruling NB-27): buildable once another player owns the Seamen's
/// Bethel; nobody owns both.
#[test]
fn rule_building_rectory_needs_another_players_seamens_bethel() {
    let mut state = started5(5);
    state.players[0].wood = 3;
    state.players[0].brick = 3;
    let build = A::Build {
        building: Building::Rectory,
        wood: 3,
        food: 0,
        brick: 3,
    };
    let at_town_hall = |state: &NewBedfordState| {
        let mut state = state.clone();
        state.phase = Phase::Actions {
            placed: 0,
            bought: false,
            step: Some(Step::Building {
                site: BuildSite::town_hall(false),
            }),
        };
        state.players[0].workers[0] = Some(WorkerSpot::Space(Space::TownHall));
        state.space_workers[4] = 1;
        valid(&state);
        state
    };
    assert_eq!(
        refused(&at_town_hall(&state), build),
        ("cannot-perform", "building-rectory")
    );
    own(&mut state, 0, Building::SeamensBethel);
    assert_eq!(
        refused(&at_town_hall(&state), build),
        ("cannot-perform", "building-rectory"),
        "not beside your own Bethel"
    );
    state.slot_mut(Building::SeamensBethel).unwrap().owner = Some(1);
    let after = play(&at_town_hall(&state), build);
    assert!(after.owns(0, Building::Rectory));
}
