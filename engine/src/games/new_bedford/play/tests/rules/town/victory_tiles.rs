//! The Town Expansion's victory tiles.

use super::*;

/// Rule `town-victory-buildings` (ruling NB-43): the Shanty is built only by a player holding
/// $0, and scores 1 VP besides the building's own.
#[test]
fn rule_town_victory_buildings_shanty_is_built_only_with_0_dollars() {
    let mut state = town_game(3, &[Building::Shanty]);
    state.players[0].wood = 9;
    state.players[0].brick = 9;
    let shanty = A::Build {
        building: Building::Shanty,
        wood: 0,
        food: 0,
        brick: 0,
    };
    let at_hall = play(&state, A::TownHall);
    assert_eq!(
        refused(&at_hall, shanty),
        ("cannot-perform", "town-victory-buildings")
    );
    assert_eq!(
        message(&at_hall, shanty),
        "the Shanty can be built only while you hold $0"
    );
    state.players[0].money = 0;
    let built = play(&play(&state, A::TownHall), shanty);
    assert!(built.owns(0, Building::Shanty));
    assert_eq!(bonus(&built, 0), (1, 1));
}

/// Rule `town-victory-buildings` (ruling NB-43): the $0 is counted after the use fee, so $1
/// paid for another player's Courthouse leaves a builder who may build the Shanty.
#[test]
fn rule_town_victory_buildings_shanty_counts_money_after_the_courthouse_fee() {
    let mut state = town_game(3, &[Building::Shanty]);
    own(&mut state, 1, Building::Courthouse);
    state.players[0].money = 2;
    assert_eq!(
        refused(&state, A::Courthouse),
        ("cannot-perform", "building-construction"),
        "$1 left after the fee"
    );
    state.players[0].money = 1;
    let state = play(&state, A::Courthouse);
    assert_eq!(state.players[0].money, 0);
    let state = play(
        &state,
        A::Build {
            building: Building::Shanty,
            wood: 0,
            food: 0,
            brick: 0,
        },
    );
    assert!(state.owns(0, Building::Shanty));
}

/// Rule `town-victory-buildings`: the Candleworks, Dressmaker and Salvage Yard score through the
/// score sheet.
#[test]
fn rule_town_victory_buildings_candleworks_dressmaker_and_salvage_yard_score_their_bonus() {
    let mut state = town_game(
        3,
        &[
            Building::Candleworks,
            Building::Dressmaker,
            Building::SalvageYard,
        ],
    );
    own(&mut state, 0, Building::Candleworks);
    kept(&mut state, 0, whales(0, 0, 2));
    own(&mut state, 1, Building::Dressmaker);
    kept(&mut state, 1, whales(0, 5, 0));
    own(&mut state, 2, Building::SalvageYard);
    state.players[2].wood = 3;
    state.players[2].food = 2;
    state.players[2].brick = 4;
    valid(&state);
    assert_eq!(bonus(&state, 0), (2, 1), "2 Sperm Whales");
    assert_eq!(bonus(&state, 1), (2, 1), "5 Bowhead Whales / 2");
    assert_eq!(bonus(&state, 2), (2, 1), "9 goods / 4");
}
