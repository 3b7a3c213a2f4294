//! The Mayor's House and the Mayor token.

use super::*;

/// Rule `building-mayors-house` (ruling NB-32): build at full price, then the Mayor token stands
/// on the new tile and its action must be taken, with no fee.
#[test]
fn rule_building_mayors_house_builds_at_full_price_then_the_mayor_uses_the_new_tile() {
    let mut state = town_game(3, &[Building::MayorsHouse]);
    own(&mut state, 0, Building::MayorsHouse);
    state.players[0].brick = 4;
    let state = play(&state, A::MayorsHouse);
    assert_eq!(
        step(&state),
        Some(Step::Building {
            site: BuildSite::MayorsHouse
        })
    );
    assert_eq!(
        refused(&state, BANK_DISCOUNTED),
        ("wrong-payment", "building-construction")
    );
    let state = play(&state, BANK_FULL_PRICE);
    assert!(state.owns(0, Building::Bank));
    assert_eq!(
        state.mayor,
        Some(TokenSpot {
            seat: 0,
            building: Building::Bank
        })
    );
    assert_eq!(
        step(&state),
        Some(Step::Mayor {
            building: Building::Bank
        })
    );
    assert_eq!(legal(&state), [A::Bank]);
    assert_eq!(
        refused(&state, A::Farm),
        ("wrong-phase", "building-mayors-house")
    );
    let state = play(&state, A::Bank);
    assert_eq!(state.players[0].money, 10);
    assert_eq!(
        state.players[0].workers[0],
        Some(WorkerSpot::Building(Building::MayorsHouse)),
        "the worker stays on the Mayor's House"
    );
    assert_eq!(actor(&state), Actor::Seat(1));
    // Nothing to build: refused under the tile's own rule.
    let mut poor = town_game(3, &[Building::MayorsHouse]);
    own(&mut poor, 0, Building::MayorsHouse);
    assert_eq!(
        refused(&poor, A::MayorsHouse),
        ("cannot-perform", "building-mayors-house")
    );
    // The token leaves at the end of round.
    let next = finish_round(state);
    assert_eq!(next.mayor, None);
    assert_eq!(next.slot(Building::Bank).unwrap().used_by, None);
}

/// Rule `building-mayors-house` (rulings NB-32, NB-25): the tile under the Mayor token is
/// occupied for everybody else, though the College may use it as it would a worker's.
#[test]
fn rule_building_mayors_house_token_occupies_the_tile_but_the_college_may_use_it() {
    let mut state = town_and_fifth(&[Building::MayorsHouse]);
    own(&mut state, 0, Building::MayorsHouse);
    own(&mut state, 1, Building::College);
    state.players[0].brick = 4;
    let state = play(&state, A::MayorsHouse);
    let state = play(&state, BANK_FULL_PRICE);
    let state = play(&state, A::Bank);
    assert_eq!(
        refused(&state, A::Bank),
        ("building-occupied", "building-use")
    );
    let state = play(
        &state,
        A::College {
            building: Building::Bank,
        },
    );
    let state = play(&state, A::Bank);
    // The occupant who owns the Bank gets $2 (NB-25).
    assert_eq!(state.players[1].money, 5 - 2 + 5);
    assert_eq!(state.players[0].money, 5 + 5 + 2);
}

/// Rule `building-mayors-house` (ruling NB-32): on a victory tile, or with an action that
/// cannot be carried out, the turn ends and the token stays on the tile.
#[test]
fn rule_building_mayors_house_ends_the_turn_on_a_victory_tile_or_an_unusable_action() {
    let mut state = town_game(3, &[Building::MayorsHouse]);
    own(&mut state, 0, Building::MayorsHouse);
    state.players[0].wood = 3;
    state.players[0].food = 2;
    state.players[0].brick = 1;
    let state = play(&state, A::MayorsHouse);
    let victory = play(
        &state,
        A::Build {
            building: Building::CountingHouse,
            wood: 3,
            food: 2,
            brick: 0,
        },
    );
    assert_eq!(step(&victory), None);
    assert_eq!(actor(&victory), Actor::Seat(1));
    assert_eq!(
        victory.mayor,
        Some(TokenSpot {
            seat: 0,
            building: Building::CountingHouse
        })
    );
    // The Lumber Mill with no wood left to sell: nothing to take.
    let unusable = play(
        &state,
        A::Build {
            building: Building::LumberMill,
            wood: 3,
            food: 0,
            brick: 1,
        },
    );
    assert_eq!(step(&unusable), None);
    assert_eq!(actor(&unusable), Actor::Seat(1));
    assert_eq!(
        unusable.mayor,
        Some(TokenSpot {
            seat: 0,
            building: Building::LumberMill
        })
    );
    assert_eq!(
        refused(&unusable, A::LumberMill),
        ("building-occupied", "building-use")
    );
}

/// Rule `building-mayors-house` (ruling NB-32): one Mayor token; once it stands, the Mayor's
/// House cannot be used again this round, which only the College could try.
#[test]
fn rule_building_mayors_house_refused_when_the_token_already_stands_via_the_college() {
    let mut state = town_and_fifth(&[Building::MayorsHouse]);
    own(&mut state, 0, Building::MayorsHouse);
    own(&mut state, 1, Building::College);
    state.players[0].brick = 4;
    state.players[1].brick = 8;
    let state = play(&state, A::MayorsHouse);
    let state = play(&state, BANK_FULL_PRICE);
    let state = play(&state, A::Bank);
    let college = A::College {
        building: Building::MayorsHouse,
    };
    assert_eq!(
        refused(&state, college),
        ("cannot-perform", "building-college")
    );
    let judged = town::check_mayors_house(&state, 1, 0).unwrap_err();
    assert_eq!(
        (judged.code(), judged.rule()),
        ("cannot-perform", "building-mayors-house")
    );
    assert_eq!(
        judged.to_string(),
        "that token already stands on a building this round"
    );
}

/// Rule `building-mayors-house` (ruling NB-32): the token never takes the Inn, so a Mayor token
/// left on a newly built Inn gives no re-placement, though it occupies the tile.
#[test]
fn rule_building_mayors_house_token_on_a_new_inn_gives_no_re_placement() {
    let mut state = town_game(3, &[Building::MayorsHouse, Building::Inn]);
    own(&mut state, 0, Building::MayorsHouse);
    state.players[0].food = 2;
    state.players[0].brick = 2;
    let state = play(&state, A::MayorsHouse);
    let state = play(
        &state,
        A::Build {
            building: Building::Inn,
            wood: 0,
            food: 2,
            brick: 2,
        },
    );
    assert_eq!(step(&state), None, "the token takes no Inn action");
    assert_eq!(
        refused(&state, A::Inn),
        ("building-occupied", "building-use")
    );
    let mut state = state;
    while state.round == 1 && matches!(state.phase, Phase::Actions { step: None, .. }) {
        state = play(&state, A::Farm);
    }
    assert!(
        !matches!(state.phase, Phase::Inn { .. }),
        "no re-placement for a token: {:?}",
        state.phase
    );
    assert_eq!(state.round, 2);
}

/// Rules `building-mayors-house` and `town-lasting-actions` (rulings NB-32, NB-33): the Mayor
/// token counts as its user's worker on the Customhouse at movement.
#[test]
fn rule_building_mayors_house_token_on_the_customhouse_is_paid_at_movement() {
    let mut state = town_game(3, &[Building::MayorsHouse, Building::Customhouse]);
    own(&mut state, 0, Building::MayorsHouse);
    state.players[0].wood = 3;
    at_sea(&mut state, 1, 0, 1, 0, Whales::default());
    let state = play(&state, A::MayorsHouse);
    let state = play(
        &state,
        A::Build {
            building: Building::Customhouse,
            wood: 3,
            food: 0,
            brick: 0,
        },
    );
    assert_eq!(legal(&state), [A::Customhouse]);
    let state = place_farms(play(&state, A::Customhouse));
    assert_eq!(state.round, 2);
    assert_eq!(state.players[0].money, 5 - 3 + 4);
}

/// Rules `building-mayors-house` and `town-lasting-actions` (rulings NB-32, NB-21): the
/// print-and-play Tryworks counts the Mayor token standing on it as ships move.
#[test]
fn rule_building_mayors_house_token_on_the_print_and_play_tryworks_keeps_right_whales_free() {
    let options = NewBedfordGameOptions {
        edition: Edition::PrintAndPlay,
        ..town_options(3, &[Building::MayorsHouse])
    };
    let mut state = started_with(3, &options);
    own(&mut state, 0, Building::MayorsHouse);
    state.players[0].brick = 2;
    at_sea(&mut state, 0, 0, 1, 0, whales(2, 0, 0));
    let state = play(&state, A::MayorsHouse);
    let state = play(
        &state,
        A::Build {
            building: Building::Tryworks,
            wood: 0,
            food: 0,
            brick: 2,
        },
    );
    let tryworks = A::Tryworks {
        ship: None,
        right_whales: 0,
    };
    assert_eq!(legal(&state), [tryworks]);
    let state = place_farms(play(&state, tryworks));
    assert_eq!(returning(&state), Some(ship(0, 0)));
    assert_eq!(state.players[0].free_right_whales, 3);
    let state = play(&state, A::KeepRightWhaleFree);
    let state = play(&state, A::KeepRightWhaleFree);
    assert_eq!(state.players[0].whales, whales(2, 0, 0));
    assert_eq!(
        state.players[0].money, 4,
        "$5 less the Tryworks' $1, no lay"
    );
}
