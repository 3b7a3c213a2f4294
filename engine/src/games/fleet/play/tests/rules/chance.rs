//! Table chance: what the table must report, what it may not, and the odds offered.

use super::*;

/// Rule `chance-table-mode`: while chance is owed the game waits for the table alone; the
/// table must report the outcome owed, nothing else.
#[test]
fn rule_chance_table_mode_the_table_reports_before_anyone_acts() {
    let state = fresh_table(4, false);
    assert_eq!(RULES.to_act(&state), [TABLE]);
    assert_eq!(
        refused_by(&state, SEAT0, A::DropOut),
        ("not-your-turn", "round-structure")
    );
    for action in [
        A::DropOut,
        A::StartPlayer { seat: 0 },
        A::DealCard { seat: 0, card: Cod },
    ] {
        assert_eq!(
            refused_by(&state, TABLE, action),
            ("wrong-phase", "chance-table-mode"),
            "{action:?}"
        );
    }
    let state = deal_first_auction(&state);
    assert_eq!(
        refused_by(
            &state,
            TABLE,
            A::RevealLicense {
                license: License::Cod
            }
        ),
        ("wrong-phase", "chance-table-mode"),
        "the start player is owed now"
    );
    // A card owed to a seat holds up the phase that seat is in.
    let mut launching = launching(2);
    give_license(&mut launching, 0, License::Cod);
    give_cards(&mut launching, 0, Cod, 1);
    let launching = play_all(
        &launching,
        &[
            A::Launch { boat: Cod },
            A::Pay { boat: Shrimp },
            A::EndLaunches,
        ],
    );
    assert_eq!(RULES.to_act(&launching), [TABLE]);
    assert_eq!(
        refused_by(&launching, SEAT1, A::EndLaunches),
        ("not-your-turn", "round-structure")
    );
}

fn deal_first_auction(state: &FleetState) -> FleetState {
    FIRST_AUCTION.iter().fold(state.clone(), |state, &license| {
        apply_events(&state, TABLE, A::RevealLicense { license }).0
    })
}

/// Rule `chance-table-mode` (ruling FL-19): a report that cannot be true is refused as
/// `impossible-outcome`: a premium license from the all-standard top part, a license with no
/// unseen copy, a start seat that does not exist, a card for the wrong seat or one the supply
/// does not hold.
#[test]
fn rule_chance_table_mode_refuses_impossible_outcomes() {
    let impossible = ("impossible-outcome", "chance-table-mode");
    let mut state = fresh_table(4, false);
    assert_eq!(
        refused_by(
            &state,
            TABLE,
            A::RevealLicense {
                license: License::KingCrabFish
            }
        ),
        impossible
    );
    for _ in 0..4 {
        give_license(&mut state, 1, License::Shrimp);
    }
    assert_eq!(
        refused_by(
            &state,
            TABLE,
            A::RevealLicense {
                license: License::Shrimp
            }
        ),
        impossible
    );
    close(
        odds(
            &state,
            A::RevealLicense {
                license: License::Shrimp,
            },
        ),
        0.0,
    );
    let state = deal_first_auction(&fresh_table(4, false));
    assert_eq!(
        refused_by(&state, TABLE, A::StartPlayer { seat: 4 }),
        impossible
    );
    assert_eq!(
        RULES.legal_actions(&state, TABLE),
        (0..4)
            .map(|seat| A::StartPlayer { seat })
            .collect::<Vec<_>>()
    );

    let mut state = table_game(2);
    leave_in_supply(&mut state, 1, cards(&[(Shrimp, 3), (Cod, 3)]));
    let (state, _) = start_draw(&state);
    assert_eq!(
        refused_by(
            &state,
            TABLE,
            A::DealCard {
                seat: 1,
                card: Shrimp
            }
        ),
        impossible,
        "the card owed is seat 0's"
    );
    assert_eq!(
        refused_by(
            &state,
            TABLE,
            A::DealCard {
                seat: 0,
                card: Tuna
            }
        ),
        impossible,
        "no Tuna boat is in the supply"
    );
    assert_eq!(
        RULES.legal_actions(&state, TABLE),
        [
            A::DealCard {
                seat: 0,
                card: Shrimp
            },
            A::DealCard { seat: 0, card: Cod }
        ]
    );
}

/// Rule `chance-table-mode` (ruling FL-19): each report is offered with its odds given what is
/// unseen: a start seat 1 in n; a license its class's share of the current deck part times its
/// share of that class's unseen copies; a card its share of the supply. They add up to 1.
#[test]
fn rule_chance_table_mode_offers_each_outcome_with_its_odds() {
    // A fresh 4-player deck: the top part is all standard, 4 of each of 5 licenses.
    let state = fresh_table(4, false);
    let standard = [
        License::Shrimp,
        License::Cod,
        License::Lobster,
        License::Tuna,
        License::ProcessingVessel,
    ];
    assert_eq!(
        RULES.legal_actions(&state, TABLE),
        standard
            .iter()
            .map(|&license| A::RevealLicense { license })
            .collect::<Vec<_>>()
    );
    for license in standard {
        close(odds(&state, A::RevealLicense { license }), 4.0 / 20.0);
    }
    close(
        odds(
            &state,
            A::RevealLicense {
                license: License::FishermensPub,
            },
        ),
        0.0,
    );
    odds_sum_to_one(&state);
    // A Shrimp license turned up is seen: 3 of the 19 unseen standard licenses are Shrimp.
    let state = apply_events(
        &state,
        TABLE,
        A::RevealLicense {
            license: License::Shrimp,
        },
    )
    .0;
    close(
        odds(
            &state,
            A::RevealLicense {
                license: License::Shrimp,
            },
        ),
        3.0 / 19.0,
    );
    close(
        odds(
            &state,
            A::RevealLicense {
                license: License::Cod,
            },
        ),
        4.0 / 19.0,
    );
    odds_sum_to_one(&state);

    let state = deal_first_auction(&fresh_table(4, false));
    for seat in 0..4 {
        close(odds(&state, A::StartPlayer { seat }), 0.25);
    }
    odds_sum_to_one(&state);

    // The lower part of a 2-player deck: 10 standard and 3 premium cards, with 3 premium and 6
    // standard licenses removed unseen at setup still counted as unseen.
    let state = play_all(&table_game(2), &[A::DropOut, A::DropOut]);
    let state = apply_events(
        &state,
        TABLE,
        A::RevealLicense {
            license: License::Lobster,
        },
    )
    .0;
    let mut state = apply_events(
        &state,
        TABLE,
        A::RevealLicense {
            license: License::Tuna,
        },
    )
    .0;
    assert_eq!(
        state.deck,
        [DeckPart {
            standard: 10,
            premium: 3
        }]
    );
    state.dealing.insert(0, Deal::Licenses { count: 1 });
    let reveal = |license| A::RevealLicense { license };
    close(
        odds(&state, reveal(License::FishermensPub)),
        3.0 / 13.0 * 3.0 / 6.0,
    );
    close(
        odds(&state, reveal(License::KingCrabFish)),
        3.0 / 13.0 * 1.0 / 6.0,
    );
    // Shrimp, Cod, Lobster and Tuna were seen once each: 16 standard licenses are unseen.
    close(
        odds(&state, reveal(License::Shrimp)),
        10.0 / 13.0 * 3.0 / 16.0,
    );
    close(
        odds(&state, reveal(License::ProcessingVessel)),
        10.0 / 13.0 * 4.0 / 16.0,
    );
    odds_sum_to_one(&state);

    // A card: its share of the supply (4 players: 72 cards, 16 of them Shrimp boats).
    let (state, _) = start_draw(&table_game(4));
    assert_eq!(state.supply_size, 72);
    close(
        odds(
            &state,
            A::DealCard {
                seat: 0,
                card: Shrimp,
            },
        ),
        16.0 / 72.0,
    );
    close(odds(&state, A::DealCard { seat: 0, card: Cod }), 8.0 / 72.0);
    odds_sum_to_one(&state);
}
