//! The Customhouse.

use super::*;

/// Rule `building-customhouse` (ruling NB-33): nothing at once; at movement $4, $6 or $10 for 1,
/// 2 or 3 or more returning ships of any player, those in the Captain's House Return included.
#[test]
fn rule_building_customhouse_pays_4_6_or_10_for_the_ships_returning_at_movement() {
    let ships = [ship(1, 0), ship(2, 0), ship(1, 1), ship(2, 1)];
    for (returning, income) in [(0, 0), (1, 4), (2, 6), (3, 10), (4, 10)] {
        let mut state = town_game(3, &[Building::Customhouse]);
        own(&mut state, 0, Building::Customhouse);
        for (rank, s) in ships.iter().take(returning.min(3)).enumerate() {
            at_sea(
                &mut state,
                s.seat,
                s.ship,
                1,
                u8::try_from(rank).unwrap(),
                Whales::default(),
            );
        }
        if returning == 4 {
            state.players[2].ships[1].location = ShipLocation::Return {
                rank: 0,
                prepared: true,
            };
        }
        let state = play(&state, A::Customhouse);
        assert_eq!(state.players[0].money, 5, "nothing at once");
        let state = place_farms(state);
        assert_eq!(state.round, 2);
        assert_eq!(
            state.players[0].money,
            5 + income,
            "{returning} ships returning"
        );
    }
}

/// Rules `building-customhouse` and `town-lasting-actions` (rulings NB-33, NB-15): a worker
/// the Inn picked up has left, and the Customhouse pays nothing.
#[test]
fn rule_building_customhouse_pays_nothing_once_the_inn_lifted_the_worker() {
    let mut state = town_game(3, &[Building::Customhouse, Building::Inn]);
    own(&mut state, 0, Building::Customhouse);
    own(&mut state, 0, Building::Inn);
    at_sea(&mut state, 1, 0, 1, 0, Whales::default());
    let state = play(&state, A::Customhouse);
    let state = play(&play(&state, A::Farm), A::Farm);
    let state = play(&state, A::Inn);
    let state = play(&play(&state, A::Farm), A::Farm);
    assert!(matches!(state.phase, Phase::Inn { seat: 0, .. }));
    let state = place_farms(state);
    assert_eq!(state.round, 2);
    assert_eq!(state.players[0].money, 5);
}

/// Rule `town-lasting-actions` (rulings NB-33, NB-34): the Customhouse and the Refinery act in
/// round 12's own movement, but not in the final movements after it.
#[test]
fn rule_town_lasting_actions_work_in_round_12s_movement_but_not_in_the_final_movements() {
    let mut state = town_game(3, &[Building::Customhouse, Building::Refinery]);
    own(&mut state, 0, Building::Customhouse);
    own(&mut state, 1, Building::Refinery);
    state.round = 12;
    at_sea(&mut state, 2, 0, 1, 0, Whales::default());
    at_sea(&mut state, 1, 0, 1, 1, whales(0, 1, 0));
    at_sea(&mut state, 1, 1, 2, 0, whales(0, 0, 1));
    let state = play(&state, A::Customhouse);
    let state = play(&state, A::Refinery { whale: None });
    let state = place_farms(state);
    assert_eq!(
        state.players[0].money,
        5 + 6,
        "2 ships in round 12's movement"
    );
    assert_eq!(returning(&state), Some(ship(1, 0)));
    let state = play(
        &state,
        A::RefineWhale {
            whale: WhaleKind::Bowhead,
        },
    );
    assert_eq!(state.players[1].money, 5 + 8);
    let state = pass_whaling(state);
    assert!(matches!(
        state.phase,
        Phase::Returning {
            final_voyage: true,
            ..
        }
    ));
    assert_eq!(returning(&state), Some(ship(1, 1)));
    assert_eq!(
        refused(
            &state,
            A::RefineWhale {
                whale: WhaleKind::Sperm
            }
        ),
        ("cannot-perform", "building-refinery")
    );
    assert_eq!(state.players[0].money, 5 + 6, "no Customhouse income now");
    assert!(!state.refinery_sold, "cleared at the end of round 12");
    assert_eq!((state.mayor, state.bridge), (None, None));
}
