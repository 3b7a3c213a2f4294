//! Rule `ships-log-card-moves`: the cards that move ships.

use super::*;

/// Rule `ships-log-card-moves` (ruling NB-45): Gam moves one of its player's ships at sea to the
/// other's space, behind the ships there, or as near as there is room; with one ship at sea it
/// does nothing.
#[test]
fn rule_ships_log_card_moves_gam_joins_the_other_ship_behind_the_ships_there() {
    let mut state = at_the_library(2, C::Gam);
    at_sea(&mut state, 0, 0, 2, 0, Whales::default());
    at_sea(&mut state, 1, 0, 5, 0, Whales::default());
    at_sea(&mut state, 0, 1, 5, 1, Whales::default());
    let taken = play(&state, library(Providence));
    assert_eq!(
        legal(&taken),
        [A::LogShip { ship: 0 }, A::LogShip { ship: 1 }]
    );
    assert_eq!(
        refused(&taken, A::LogShip { ship: 2 }),
        ("cannot-perform", "ships-log-cards")
    );
    let moved = play(&taken, A::LogShip { ship: 0 });
    assert_eq!(location(&moved, 0, 0), sea(5, 2));
    assert_eq!(location(&moved, 0, 1), sea(5, 1));
    // Space 5 full: the ship stops at the nearest space with room on its way.
    let mut full = state.clone();
    at_sea(&mut full, 1, 1, 5, 2, Whales::default());
    let moved = play(&play(&full, library(Providence)), A::LogShip { ship: 0 });
    assert_eq!(location(&moved, 0, 0), sea(4, 0));
    // The other way round: the ship on 5 comes back to 2.
    let moved = play(&taken, A::LogShip { ship: 1 });
    assert_eq!(location(&moved, 0, 1), sea(2, 1));
    assert_eq!(location(&moved, 1, 0), sea(5, 0));
    // One ship at sea: nothing to decide, nothing moves.
    let mut alone = at_the_library(2, C::Gam);
    at_sea(&mut alone, 0, 0, 2, 0, Whales::default());
    let taken = play(&alone, library(Providence));
    assert!(pending(&taken).is_empty());
    assert_eq!(location(&taken, 0, 0), sea(2, 0));
}

/// Rule `ships-log-card-moves` (ruling NB-45): Gulf Stream moves each of its player's ships at
/// sea 2 spaces out, each arriving first; the one farther out moves first, so the other ends
/// ahead of it.
#[test]
fn rule_ships_log_card_moves_gulf_stream_moves_each_ship_2_out_arriving_first() {
    let mut state = at_the_library(2, C::GulfStream);
    at_sea(&mut state, 1, 0, 6, 0, Whales::default());
    at_sea(&mut state, 0, 0, 5, 0, Whales::default());
    at_sea(&mut state, 0, 1, 4, 0, Whales::default());
    at_sea(&mut state, 1, 1, 3, 0, Whales::default());
    let state = play(&state, library(Providence));
    assert!(pending(&state).is_empty());
    assert_eq!(location(&state, 0, 1), sea(6, 0), "moved last, so 1st");
    assert_eq!(location(&state, 0, 0), sea(6, 1), "no farther than 6");
    assert_eq!(location(&state, 1, 0), sea(6, 2));
    assert_eq!(location(&state, 1, 1), sea(3, 0), "only its player's ships");
    // From spaces 1 and 2: to 3 and 4, each 1st.
    let mut state = at_the_library(2, C::GulfStream);
    at_sea(&mut state, 1, 0, 3, 0, Whales::default());
    at_sea(&mut state, 0, 0, 1, 0, Whales::default());
    at_sea(&mut state, 0, 1, 2, 0, Whales::default());
    let state = play(&state, library(Providence));
    assert_eq!(location(&state, 0, 0), sea(3, 0));
    assert_eq!(location(&state, 1, 0), sea(3, 1));
    assert_eq!(location(&state, 0, 1), sea(4, 0));
}

/// Rule `ships-log-card-moves` (rulings NB-45, NB-46): Nantucket Sleigh Ride puts the ship that
/// took it beyond space 6 with a Bowhead Whale from the bag; the next movement brings it to
/// space 6; beyond 6 a ship would choose after every other.
#[test]
fn rule_ships_log_card_moves_nantucket_sleigh_ride_goes_beyond_6_with_a_bowhead() {
    let mut state = table_game(2);
    at_sea(&mut state, 0, 0, 4, 0, Whales::default());
    offer(&mut state, C::NantucketSleighRide);
    let state = farms(state);
    let state = play(&state, draw(0, 0, 0, 2));
    let bowheads = state.bag.bowhead;
    let state = play(&state, A::TakeLogCard { deck: Providence });
    assert_eq!(location(&state, 0, 0), sea(BEYOND_SIX, 0));
    assert_eq!(state.players[0].ships[0].cargo, whales(0, 1, 0));
    assert_eq!(state.bag.bowhead, bowheads - 1);
    let state = report_reveals(state);
    assert_eq!(state.round, 2);
    let state = farms(state);
    assert_eq!(location(&state, 0, 0), sea(6, 0), "the next movement");
    // Beyond 6 it chooses last.
    let mut order = log_game(2);
    at_sea(&mut order, 0, 0, BEYOND_SIX, 0, Whales::default());
    at_sea(&mut order, 1, 0, 2, 0, Whales::default());
    valid(&order);
    assert_eq!(whaling::choosing_order(&order), [ship(1, 0), ship(0, 0)]);
    // At the Library, with no Bowhead in the bag: the named ship goes, empty.
    let mut state = at_the_library(2, C::NantucketSleighRide);
    at_sea(&mut state, 0, 0, 2, 0, Whales::default());
    at_sea(&mut state, 0, 1, 3, 0, Whales::default());
    let bag = state.bag;
    bag_of(&mut state, Tokens { bowhead: 0, ..bag });
    let taken = play(&state, library(Providence));
    assert_eq!(
        legal(&taken),
        [A::LogShip { ship: 0 }, A::LogShip { ship: 1 }]
    );
    let state = play(&taken, A::LogShip { ship: 1 });
    assert_eq!(location(&state, 0, 1), sea(BEYOND_SIX, 0));
    assert_eq!(location(&state, 0, 0), sea(2, 0));
    assert_eq!(state.players[0].ships[1].cargo, Whales::default());
}

/// Rule `ships-log-card-moves` (rulings NB-45, NB-47): Trade Winds moves its ship 3 out, behind
/// the ships there, as far as there is room; then wood and food sell at $1 one at a time until
/// the player stops; brick does not sell. With no ship at sea it only sells.
#[test]
fn rule_ships_log_card_moves_trade_winds_moves_3_out_then_sells_wood_and_food() {
    let mut state = at_the_library(3, C::TradeWinds);
    at_sea(&mut state, 0, 0, 2, 0, Whales::default());
    at_sea(&mut state, 2, 0, 4, 0, Whales::default());
    at_sea(&mut state, 1, 0, 5, 0, Whales::default());
    at_sea(&mut state, 1, 1, 5, 1, Whales::default());
    at_sea(&mut state, 2, 1, 5, 2, Whales::default());
    let player = &mut state.players[0];
    (player.wood, player.food, player.brick) = (2, 1, 1);
    let state = play(&state, library(Providence));
    assert_eq!(location(&state, 0, 0), sea(4, 1), "space 5 is full");
    assert_eq!(
        legal(&state),
        [
            A::Sell { good: Good::Wood },
            A::Sell { good: Good::Food },
            A::StopSelling
        ]
    );
    assert_eq!(
        refused(&state, A::Sell { good: Good::Brick }),
        ("cannot-perform", "ships-log-cards")
    );
    let state = play(&state, A::Sell { good: Good::Food });
    let state = play(&state, A::Sell { good: Good::Wood });
    assert_eq!(
        refused(&state, A::Sell { good: Good::Food }),
        ("cannot-afford", "ships-log-cards")
    );
    let state = play(&state, A::StopSelling);
    let player = &state.players[0];
    assert_eq!(
        (player.money, player.wood, player.food, player.brick),
        (7, 1, 0, 1)
    );
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
    // Space 5, capped at 6.
    let mut far = at_the_library(2, C::TradeWinds);
    at_sea(&mut far, 0, 0, 5, 0, Whales::default());
    let state = play(&far, library(Providence));
    assert_eq!(location(&state, 0, 0), sea(6, 0));
    // No ship at sea: it only sells.
    let mut home = at_the_library(2, C::TradeWinds);
    home.players[0].food = 2;
    let state = play(&home, library(Providence));
    assert_eq!(
        pending(&state),
        [Pending::Resolve {
            seat: 0,
            card: C::TradeWinds,
            ship: None,
            stage: 1
        }]
    );
    assert_eq!(
        legal(&state),
        [A::Sell { good: Good::Food }, A::StopSelling]
    );
}
