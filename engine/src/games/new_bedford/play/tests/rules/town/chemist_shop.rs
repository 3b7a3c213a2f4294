//! The Chemist Shop.

use super::*;

fn chemist_game() -> NewBedfordState {
    let mut state = town_game(3, &[Building::ChemistShop]);
    own(&mut state, 0, Building::ChemistShop);
    state.players[0].brick = 1;
    state.players[1].wood = 2;
    state.players[1].food = 1;
    state.players[2].wood = 1;
    state
}

/// Rule `building-chemist-shop` (ruling NB-40): 2 goods, of one type or two, from another
/// player; 1 good of another type back, from the user's own.
#[test]
fn rule_building_chemist_shop_takes_2_goods_and_gives_back_1_of_another_type() {
    let state = chemist_game();
    let mixed = play(
        &state,
        A::ChemistShop {
            from: 1,
            wood: 1,
            food: 1,
            brick: 0,
            give: Good::Brick,
        },
    );
    assert_eq!(goods(&mixed, 0), (1, 1, 0));
    assert_eq!(goods(&mixed, 1), (1, 0, 1));
    let same = play(
        &state,
        A::ChemistShop {
            from: 1,
            wood: 2,
            food: 0,
            brick: 0,
            give: Good::Brick,
        },
    );
    assert_eq!(goods(&same, 0), (2, 0, 0));
    assert_eq!(goods(&same, 1), (0, 1, 1));
}

/// Rule `building-chemist-shop` (ruling NB-40): refused when the victim lacks the goods, when
/// giving a type taken, when the user lacks the good to give, and from oneself.
#[test]
fn rule_building_chemist_shop_refuses_missing_goods_a_taken_type_or_nothing_to_give() {
    let state = chemist_game();
    let exchange = |from, wood, food, brick, give| A::ChemistShop {
        from,
        wood,
        food,
        brick,
        give,
    };
    for victim_lacks in [
        exchange(2, 2, 0, 0, Good::Brick),
        exchange(1, 0, 0, 2, Good::Wood),
        exchange(1, 0, 2, 0, Good::Brick),
    ] {
        assert_eq!(
            refused(&state, victim_lacks),
            ("cannot-perform", "building-chemist-shop")
        );
    }
    assert_eq!(
        message(&state, exchange(2, 2, 0, 0, Good::Brick)),
        "that player does not hold those goods"
    );
    assert_eq!(
        refused(&state, exchange(1, 1, 1, 0, Good::Wood)),
        ("cannot-perform", "building-chemist-shop"),
        "a type taken cannot be given"
    );
    assert_eq!(
        refused(&state, exchange(1, 1, 1, 0, Good::Food)),
        ("cannot-perform", "building-chemist-shop")
    );
    assert_eq!(
        refused(&state, exchange(1, 2, 0, 0, Good::Food)),
        ("cannot-afford", "building-chemist-shop"),
        "the user holds no food"
    );
    assert_eq!(
        refused(&state, exchange(0, 0, 0, 1, Good::Wood)),
        ("cannot-perform", "building-chemist-shop")
    );
    assert_eq!(
        refused(&state, exchange(1, 1, 0, 0, Good::Brick)),
        ("cannot-perform", "building-chemist-shop"),
        "exactly 2 goods"
    );
}
