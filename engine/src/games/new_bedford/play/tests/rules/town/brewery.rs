//! The Brewery.

use super::*;

/// Rule `building-brewery` (ruling NB-39): $2 and 1 food per 2 rounds left after this one; $2
/// alone in rounds 11 and 12.
#[test]
fn rule_building_brewery_pays_per_2_rounds_left_and_2_dollars_from_round_11() {
    let mut state = town_game(3, &[Building::Brewery]);
    own(&mut state, 0, Building::Brewery);
    for (round, money, food) in [
        (1, 10, 5),
        (2, 10, 5),
        (3, 8, 4),
        (9, 2, 1),
        (10, 2, 1),
        (11, 2, 0),
        (12, 2, 0),
    ] {
        state.round = round;
        let after = play(&state, A::Brewery);
        assert_eq!(
            (after.players[0].money, after.players[0].food),
            (5 + money, food),
            "round {round}"
        );
    }
}
