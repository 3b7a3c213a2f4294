//! The Fairhaven Bridge and the Bridge token.

use super::*;

fn bridge_game() -> NewBedfordState {
    let mut state = town_game(
        3,
        &[
            Building::FairhavenBridge,
            Building::Customhouse,
            Building::Distillery,
            Building::Courthouse,
            Building::Inn,
            Building::PostOffice,
        ],
    );
    own(&mut state, 0, Building::FairhavenBridge);
    state
}

/// Rule `building-fairhaven-bridge` (ruling NB-32): the Bridge token takes an unbuilt tile's
/// action, ownerless and fee-free; that tile cannot be built until the token leaves at the end
/// of round.
#[test]
fn rule_building_fairhaven_bridge_uses_an_unbuilt_tile_that_cannot_be_built_this_round() {
    let mut state = bridge_game();
    state.players[1].brick = 4;
    let state = play(
        &state,
        A::FairhavenBridge {
            building: Building::Bank,
        },
    );
    assert_eq!(
        step(&state),
        Some(Step::Bridge {
            building: Building::Bank
        })
    );
    assert_eq!(legal(&state), [A::Bank]);
    assert_eq!(
        refused(&state, A::Farm),
        ("wrong-phase", "building-fairhaven-bridge")
    );
    let state = play(&state, A::Bank);
    assert_eq!(state.players[0].money, 10);
    assert_eq!(
        state.bridge,
        Some(TokenSpot {
            seat: 0,
            building: Building::Bank
        })
    );
    let slot = *state.slot(Building::Bank).unwrap();
    assert_eq!((slot.owner, slot.used_by), (None, Some(0)));
    assert_eq!(
        refused(&state, A::Bank),
        ("building-not-built", "building-use")
    );
    let building = play(&state, A::TownHall);
    let bank = BANK_DISCOUNTED;
    assert_eq!(
        refused(&building, bank),
        ("cannot-perform", "building-fairhaven-bridge")
    );
    assert_eq!(
        message(&building, bank),
        "the Bridge token stands on the Bank, which cannot be built this round"
    );
    let next = finish_round(state);
    assert_eq!(next.bridge, None);
    assert_eq!(
        *next.slot(Building::Bank).unwrap(),
        BuildingSlot {
            building: Building::Bank,
            owner: None,
            used_by: None,
        }
    );
}

/// Rule `building-fairhaven-bridge` (ruling NB-32): never the Inn nor a Post Office, a built
/// tile, a victory tile, a tile not in this game, or an action that cannot be carried out.
#[test]
fn rule_building_fairhaven_bridge_refuses_the_inn_the_post_office_and_other_tiles() {
    let mut state = bridge_game();
    own(&mut state, 1, Building::Bakery);
    let bridge = |building| A::FairhavenBridge { building };
    for building in [
        Building::Inn,
        Building::PostOffice,
        Building::Bakery,
        Building::CountingHouse,
        Building::Storehouse,
        Building::Distillery,
    ] {
        assert_eq!(
            refused(&state, bridge(building)),
            ("cannot-perform", "building-fairhaven-bridge"),
            "{building:?}"
        );
    }
    assert_eq!(
        message(&state, bridge(Building::Distillery)),
        "you could not take any of the Distillery's actions"
    );
    state.players[0].wood = 2;
    assert!(legal(&state).contains(&bridge(Building::Distillery)));
}

/// Rule `building-fairhaven-bridge` (ruling NB-32): a bridged Courthouse cannot build itself,
/// so it is refused unless another tile can be built.
#[test]
fn rule_building_fairhaven_bridge_refuses_a_bridged_courthouse_with_nothing_else_to_build() {
    let mut state = bridge_game();
    let others: Vec<Building> = state
        .buildings
        .iter()
        .map(|slot| slot.building)
        .filter(|&b| {
            !matches!(
                b,
                Building::FairhavenBridge | Building::Courthouse | Building::Bank
            )
        })
        .collect();
    for building in others {
        own(&mut state, 1, building);
    }
    state.players[0].brick = 2;
    let courthouse = A::FairhavenBridge {
        building: Building::Courthouse,
    };
    let state = play(&state, courthouse);
    let state = play(&state, A::Courthouse);
    assert_eq!(
        legal(&state),
        [A::Build {
            building: Building::Bank,
            wood: 0,
            food: 0,
            brick: 2
        }]
    );
    let mut only_itself = bridge_game();
    let others: Vec<Building> = only_itself
        .buildings
        .iter()
        .map(|slot| slot.building)
        .filter(|&b| !matches!(b, Building::FairhavenBridge | Building::Courthouse))
        .collect();
    for building in others {
        own(&mut only_itself, 1, building);
    }
    only_itself.players[0].wood = 5;
    only_itself.players[0].brick = 1;
    assert_eq!(
        refused(&only_itself, courthouse),
        ("cannot-perform", "building-fairhaven-bridge")
    );
}

/// Rules `building-fairhaven-bridge` and `town-lasting-actions` (rulings NB-32, NB-33): the
/// Bridge token on an unbuilt Customhouse counts as its user's worker at movement.
#[test]
fn rule_building_fairhaven_bridge_token_on_the_customhouse_is_paid_at_movement() {
    let mut state = bridge_game();
    at_sea(&mut state, 1, 0, 1, 0, Whales::default());
    let state = play(
        &state,
        A::FairhavenBridge {
            building: Building::Customhouse,
        },
    );
    let state = place_farms(play(&state, A::Customhouse));
    assert_eq!(state.round, 2);
    assert_eq!(state.players[0].money, 5 + 4);
    assert_eq!(state.bridge, None);
}
