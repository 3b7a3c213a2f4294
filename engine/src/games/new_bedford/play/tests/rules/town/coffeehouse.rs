//! The Coffeehouse.

use super::*;

/// A Coffeehouse game whose bag holds whales only, so that any draw has one.
fn coffeehouse_game() -> NewBedfordState {
    let mut state = town_game(3, &[Building::Coffeehouse]);
    own(&mut state, 0, Building::Coffeehouse);
    at_sea(&mut state, 0, 0, 2, 0, Whales::default());
    state.removed.empty = state.bag.empty;
    state.bag.empty = 0;
    state
}

/// Rule `building-coffeehouse` (ruling NB-36): seeded chance draws 2 tokens; one whale among
/// them goes on a ship at sea and the other goes straight back into the bag.
#[test]
fn rule_building_coffeehouse_draws_2_and_loads_one_whale_onto_a_ship_at_sea() {
    let state = coffeehouse_game();
    let bag = state.bag;
    let state = play(&state, A::Coffeehouse);
    let Some(Step::Coffeehouse { drawn: Some(drawn) }) = step(&state) else {
        panic!("the seat chooses: {:?}", state.phase);
    };
    assert_eq!(drawn.total(), 2);
    assert_eq!(
        state.bag.total(),
        bag.total() - 2,
        "out of the bag meanwhile"
    );
    let whale = WhaleKind::ALL
        .into_iter()
        .find(|&kind| drawn.whales().get(kind) > 0)
        .unwrap();
    assert!(legal(&state).contains(&A::CoffeehouseDecline));
    assert_eq!(
        refused(&state, A::CoffeehouseTake { ship: 1, whale }),
        ("cannot-perform", "building-coffeehouse"),
        "ship 1 is at home"
    );
    if let Some(missing) = WhaleKind::ALL
        .into_iter()
        .find(|&kind| drawn.whales().get(kind) == 0)
    {
        assert_eq!(
            refused(
                &state,
                A::CoffeehouseTake {
                    ship: 0,
                    whale: missing
                }
            ),
            ("not-drawn", "building-coffeehouse")
        );
    }
    let after = play(&state, A::CoffeehouseTake { ship: 0, whale });
    assert_eq!(after.players[0].ships[0].cargo.get(whale), 1);
    assert_eq!(
        after.bag.total(),
        bag.total() - 1,
        "the other token is back"
    );
    assert_eq!(after.bag, bag.minus(Tokens::one(whale)).unwrap());
    assert_eq!(step(&after), None);
    assert_eq!(actor(&after), Actor::Seat(1));
}

/// Rule `building-coffeehouse` (ruling NB-36): declining puts both tokens back.
#[test]
fn rule_building_coffeehouse_decline_returns_both_tokens_to_the_bag() {
    let state = coffeehouse_game();
    let bag = state.bag;
    let state = play(&play(&state, A::Coffeehouse), A::CoffeehouseDecline);
    assert_eq!(state.bag, bag);
    assert_eq!(state.players[0].ships[0].cargo, Whales::default());
}

/// Rule `building-coffeehouse` (ruling NB-36): refused without a ship at sea or without a whale
/// in the bag.
#[test]
fn rule_building_coffeehouse_refused_without_a_ship_at_sea_or_a_whale_in_the_bag() {
    let mut state = town_game(3, &[Building::Coffeehouse]);
    own(&mut state, 0, Building::Coffeehouse);
    dock(&mut state, 0, 0);
    assert_eq!(
        refused(&state, A::Coffeehouse),
        ("cannot-perform", "building-coffeehouse")
    );
    at_sea(&mut state, 0, 0, 2, 0, Whales::default());
    assert!(legal(&state).contains(&A::Coffeehouse));
    let bag = state.bag;
    state.removed = state.removed.plus(Tokens { empty: 0, ..bag });
    state.bag = Tokens {
        empty: bag.empty,
        ..Tokens::default()
    };
    assert_eq!(
        refused(&state, A::Coffeehouse),
        ("cannot-perform", "building-coffeehouse"),
        "only Empty Sea left"
    );
}

/// Rule `building-coffeehouse` (ruling NB-36, `chance-table-mode`): the table reports the draw,
/// offered with probabilities summing to 1; then the seat chooses. A draw without a whale goes
/// straight back.
#[test]
fn rule_building_coffeehouse_table_reports_the_draw_then_the_seat_chooses() {
    let mut state = started_table(3, &town_options(3, &[Building::Coffeehouse]));
    own(&mut state, 0, Building::Coffeehouse);
    at_sea(&mut state, 0, 1, 5, 0, Whales::default());
    let bag = state.bag;
    let state = play(&state, A::Coffeehouse);
    assert_eq!(step(&state), Some(Step::Coffeehouse { drawn: None }));
    assert_eq!(actor(&state), Actor::Table);
    let draws = legal(&state);
    assert!(draws.iter().all(|a| matches!(a, A::Draw { .. })));
    assert!(draws.iter().all(|a| matches!(
        *a,
        A::Draw { right, bowhead, sperm, empty } if right + bowhead + sperm + empty == 2
    )));
    let total: f64 = draws
        .iter()
        .map(|a| RULES.probability(&state, a).unwrap())
        .sum();
    assert!((total - 1.0).abs() < 1e-9, "{total}");
    let report = A::Draw {
        right: 1,
        bowhead: 1,
        sperm: 0,
        empty: 0,
    };
    let chose = play(&state, report);
    assert_eq!(
        step(&chose),
        Some(Step::Coffeehouse {
            drawn: Some(Tokens {
                right: 1,
                bowhead: 1,
                sperm: 0,
                empty: 0
            })
        })
    );
    assert_eq!(actor(&chose), Actor::Seat(0));
    let chose = play(
        &chose,
        A::CoffeehouseTake {
            ship: 1,
            whale: WhaleKind::Bowhead,
        },
    );
    assert_eq!(chose.players[0].ships[1].cargo, whales(0, 1, 0));
    assert_eq!(
        chose.bag,
        bag.minus(Tokens::one(WhaleKind::Bowhead)).unwrap(),
        "the Right Whale went back"
    );
    // A bag holding one token draws it alone.
    let mut short = started_table(3, &town_options(3, &[Building::Coffeehouse]));
    own(&mut short, 0, Building::Coffeehouse);
    at_sea(&mut short, 0, 0, 2, 0, Whales::default());
    short.removed = short.bag.minus(Tokens::one(WhaleKind::Sperm)).unwrap();
    short.bag = Tokens::one(WhaleKind::Sperm);
    let short = play(&short, A::Coffeehouse);
    let only = A::Draw {
        right: 0,
        bowhead: 0,
        sperm: 1,
        empty: 0,
    };
    assert_eq!(legal(&short), [only]);
    assert_eq!(RULES.probability(&short, &only), Some(1.0));
    // Two Empty Seas: nothing to choose, both back at once.
    let empty = play(
        &state,
        A::Draw {
            right: 0,
            bowhead: 0,
            sperm: 0,
            empty: 2,
        },
    );
    assert_eq!(empty.bag, bag);
    assert_eq!(actor(&empty), Actor::Seat(1));
}
