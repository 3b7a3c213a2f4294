//! The Perfumery.

use super::*;

/// Rule `building-perfumery` (ruling NB-38): $5 with 2 or more Sperm Whales in the bag, $3 with
/// 1; drawn and removed ones do not count; none left, refused.
#[test]
fn rule_building_perfumery_pays_5_or_3_by_sperm_whales_in_the_bag_only() {
    let mut state = town_game(3, &[Building::Perfumery]);
    own(&mut state, 0, Building::Perfumery);
    assert_eq!(state.bag.sperm, 3);
    assert_eq!(play(&state, A::Perfumery).players[0].money, 10);
    state.bag.sperm = 1;
    state.drawn.sperm = 1;
    state.removed.sperm = 1;
    assert_eq!(play(&state, A::Perfumery).players[0].money, 8);
    state.bag.sperm = 0;
    state.drawn.sperm = 2;
    assert_eq!(
        refused(&state, A::Perfumery),
        ("cannot-perform", "building-perfumery")
    );
}
