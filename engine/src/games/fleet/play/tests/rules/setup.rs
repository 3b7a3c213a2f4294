//! Setup, the advanced setup and the structure of a round.

use crate::core::errors::ViolationCode;
use crate::core::turn::Seats;

use super::*;

/// Rule `setup` (rulings FL-05, FL-19): the license deck's parts, the auction, the crates, the
/// hands and the supply follow the player count; the table turns up one standard license per
/// player from the top part, then names the start player, who opens the first auction.
#[test]
fn rule_setup_deck_auction_crates_and_hands_follow_the_player_count() {
    let one_of_each = cards(&[
        (Shrimp, 1),
        (Lobster, 1),
        (ProcessingVessel, 1),
        (Cod, 1),
        (Tuna, 1),
        (KingCrab, 1),
    ]);
    for (players, top, lower_standard, lower_premium) in
        [(2, 4, 10, 3), (3, 6, 12, 4), (4, 8, 12, 6)]
    {
        let state = fresh_table(players, false);
        assert_eq!(
            state.deck,
            [
                DeckPart {
                    standard: top,
                    premium: 0
                },
                DeckPart {
                    standard: lower_standard,
                    premium: lower_premium
                }
            ],
            "{players} players"
        );
        assert_eq!(
            state.dealing,
            [Deal::Licenses { count: players }, Deal::StartPlayer]
        );
        assert_eq!(RULES.to_act(&state), [TABLE]);
        assert!(state.auction.is_empty() && state.removed.is_empty());
        assert_eq!(
            state.crates,
            Crates {
                supply: 25 * players,
                spent: 0,
                beyond_supply: 0
            }
        );
        for (seat, player) in state.players.iter().enumerate() {
            assert_eq!(hand(&state, u8::try_from(seat).unwrap()), one_of_each);
            assert_eq!((player.hand_size, player.drawn_size), (6, 0));
            assert!(player.licenses.is_empty() && player.boats.is_empty());
            assert_eq!(player.processed, 0);
        }
        for boat in BoatType::ALL {
            assert_eq!(supply(&state).get(boat), boat.card().copies - players);
        }
        assert_eq!(state.supply_size, 96 - 6 * players);
        assert_eq!(state.discard_size, 0);
        assert_eq!((state.round, state.last_round), (1, false));

        let start = players - 1;
        let dealt = table_game_with(players, &FIRST_AUCTION[..usize::from(players)], start);
        assert_eq!(dealt.auction, FIRST_AUCTION[..usize::from(players)]);
        assert_eq!(dealt.deck[0].standard, top - players);
        assert_eq!(dealt.start_player, start);
        assert_eq!(
            dealt.phase,
            Phase::Auction {
                opener: start,
                out: 0,
                bought: false,
                lot: None
            }
        );
        assert_eq!(actor(&dealt), Actor::Seat(start));

        // A seeded game turns up as many standard licenses by itself.
        let seeded = seeded_game(players);
        assert!(seeded.dealing.is_empty());
        assert_eq!(seeded.auction.len(), usize::from(players));
        assert!(seeded.auction.iter().all(|license| !license.is_premium()));
        assert_eq!(seeded.deck[0].standard, top - players);
    }
    for players in [1, 5] {
        match RULES.setup(players, &FleetGameOptions::default(), 1, ChanceMode::Seeded) {
            Err(SetupError::Invalid(problems)) => {
                let fields: Vec<(&str, ViolationCode)> = problems
                    .iter()
                    .map(|p| (p.field.as_str(), p.code))
                    .collect();
                assert_eq!(fields, [("players", ViolationCode::PlayerCount)]);
            }
            other => panic!("{players} players must be refused, got {other:?}"),
        }
    }
}

/// Rule `advanced-setup` (ruling FL-19): the first part of the deck holds one standard license
/// per player and nothing else, so no premium license can be turned up for the first auction;
/// every other license, premium ones included, is shuffled into the second part.
#[test]
fn rule_advanced_setup_first_auction_is_standard_then_one_shuffled_deck() {
    for (players, standard, premium) in [(2, 14, 3), (3, 18, 4), (4, 20, 6)] {
        let state = fresh_table(players, true);
        assert!(state.advanced_setup);
        assert_eq!(
            state.deck,
            [
                DeckPart {
                    standard: players,
                    premium: 0
                },
                DeckPart {
                    standard: standard - players,
                    premium
                }
            ],
            "{players} players"
        );
        assert_eq!(
            refused_by(
                &state,
                TABLE,
                A::RevealLicense {
                    license: License::FishermensPub
                }
            ),
            ("impossible-outcome", "chance-table-mode")
        );
        close(
            odds(
                &state,
                A::RevealLicense {
                    license: License::KingCrabTypes,
                },
            ),
            0.0,
        );
    }
    // After the first auction any license may be turned up: 6 premium among 22 cards.
    let mut state = table_game_opts(4, true, &FIRST_AUCTION, 0);
    assert_eq!(
        state.deck,
        [DeckPart {
            standard: 16,
            premium: 6
        }]
    );
    state.dealing.insert(0, Deal::Licenses { count: 1 });
    let pub_odds = odds(
        &state,
        A::RevealLicense {
            license: License::FishermensPub,
        },
    );
    close(pub_odds, 6.0 / 22.0 * 3.0 / 6.0);
    let shrimp_odds = odds(
        &state,
        A::RevealLicense {
            license: License::Shrimp,
        },
    );
    close(shrimp_odds, 16.0 / 22.0 * 3.0 / 16.0);
    odds_sum_to_one(&state);
}

/// Rule `round-structure`: only the seat the game waits for may act; anyone else, the table
/// included, is refused as `not-your-turn`.
#[test]
fn rule_round_structure_refuses_a_seat_out_of_turn() {
    let state = table_game(4);
    assert_eq!(RULES.to_act(&state), [SEAT0]);
    for who in [SEAT1, SEAT2, SEAT3, TABLE] {
        assert_eq!(
            refused_by(&state, who, A::DropOut),
            ("not-your-turn", "round-structure"),
            "{who:?}"
        );
        assert!(RULES.legal_actions(&state, who).is_empty());
    }
}

/// Rule `round-structure`: after the draw the start player marker moves one seat clockwise
/// (from the last seat back to seat 0) and the next round's auction is opened by the new start
/// player.
#[test]
fn rule_round_structure_the_marker_moves_clockwise_at_the_round_end() {
    let state = table_game_with(4, &FIRST_AUCTION, 3);
    let (state, _) = start_draw(&state);
    assert_eq!(
        state.phase,
        Phase::Draw {
            deciding: Seats::NONE
        }
    );
    // Every seat draws two Cod boats and keeps one itself (ruling FL-15); the round ends
    // on the last keep.
    let state = deal(&state, &[Cod; 8]);
    let state = [SEAT0, SEAT1, SEAT3].iter().fold(state, |state, &seat| {
        apply_events(&state, seat, A::Keep { card: Cod }).0
    });
    let (state, events) = apply_events(&state, SEAT2, A::Keep { card: Cod });
    assert!(events.contains(&FleetEvent::RoundStarted {
        round: 2,
        start_player: 0
    }));
    assert_eq!((state.round, state.start_player), (2, 0));
    assert_eq!(
        state.phase,
        Phase::Auction {
            opener: 0,
            out: 0,
            bought: false,
            lot: None
        }
    );
    assert_eq!(actor(&state), SEAT0);
}

/// Rule `round-structure` (ruling FL-15): in the draw phase every seat that drew decides at
/// the same time, a seat that drew a pair too; each acts for itself, in any order.
#[test]
fn rule_round_structure_draw_decisions_are_made_by_several_seats_at_once() {
    let (state, _) = start_draw(&table_game(3));
    let state = deal(&state, &[Shrimp, Cod, Lobster, Lobster, Tuna, KingCrab]);
    assert_eq!(deciding(&state), [SEAT0, SEAT1, SEAT2]);
    assert_eq!(
        RULES.legal_actions(&state, SEAT1),
        [A::Keep { card: Lobster }]
    );
    assert_eq!(
        RULES.legal_actions(&state, SEAT2),
        [A::Keep { card: Tuna }, A::Keep { card: KingCrab }]
    );
    let (state, _) = apply_events(&state, SEAT2, A::Keep { card: KingCrab });
    assert_eq!(deciding(&state), [SEAT0, SEAT1]);
    let (state, _) = apply_events(&state, SEAT1, A::Keep { card: Lobster });
    assert_eq!(deciding(&state), [SEAT0]);
    assert_eq!(
        refused_by(&state, SEAT1, A::Keep { card: Lobster }),
        ("not-your-turn", "round-structure"),
        "a seat that has decided is not asked again"
    );
    let (state, events) = apply_events(&state, SEAT0, A::Keep { card: Shrimp });
    assert!(events.contains(&FleetEvent::RoundStarted {
        round: 2,
        start_player: 1
    }));
    assert_eq!(state.round, 2);
}
