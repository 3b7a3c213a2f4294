//! Setup: the bag, the tiles, starting resources and the first player.

use super::*;

#[test]
fn rule_setup_whale_bag_holds_9_right_5_bowhead_1_sperm_4_empty_per_player() {
    let state = RULES
        .setup(3, &NewBedfordGameOptions::default(), 1, ChanceMode::Seeded)
        .unwrap();
    assert_eq!(
        state.bag,
        Tokens {
            right: 27,
            bowhead: 15,
            sperm: 3,
            empty: 12
        }
    );
}

#[test]
fn rule_setup_buildings_two_players_use_twelve_tiles_three_or_more_use_twenty() {
    let two = RULES
        .setup(2, &NewBedfordGameOptions::default(), 1, ChanceMode::Seeded)
        .unwrap();
    assert_eq!(two.buildings.len(), 12);
    assert!(
        two.slot(Building::Inn).is_none(),
        "the Inn is a 3-4 player tile"
    );
    let three = RULES
        .setup(3, &NewBedfordGameOptions::default(), 1, ChanceMode::Seeded)
        .unwrap();
    assert_eq!(three.buildings.len(), 20);
}

#[test]
fn rule_setup_starting_resources_are_worth_five_dollars_chosen_in_turn_order() {
    let state = RULES
        .setup(2, &NewBedfordGameOptions::default(), 1, ChanceMode::Seeded)
        .unwrap();
    let options = legal(&state);
    assert_eq!(options.len(), 34);
    assert_eq!(actor(&state), Actor::Seat(0));
    assert_eq!(
        refused(
            &state,
            A::StartingResources {
                wood: 5,
                food: 0,
                brick: 1,
                money: 0
            }
        ),
        ("wrong-value", "setup-starting-resources")
    );
    let state = play(
        &state,
        A::StartingResources {
            wood: 2,
            food: 0,
            brick: 1,
            money: 1,
        },
    );
    assert_eq!(
        (
            state.players[0].wood,
            state.players[0].brick,
            state.players[0].money
        ),
        (2, 1, 1)
    );
    assert_eq!(actor(&state), Actor::Seat(1));
}

#[test]
fn rule_setup_first_player_is_seat_0_and_the_wheel_passes_left_each_round() {
    let state = started(3);
    assert_eq!(state.first_player, 0);
    let state = finish_round(state);
    assert_eq!(state.first_player, 1);
    assert_eq!(actor(&state), Actor::Seat(1));
}
