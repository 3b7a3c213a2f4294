//! chance-table-deck (rulings BH-43, BH-44): the table's own cards, read out value by value.

use crate::core::play::{Actor, ChanceMode, Rules, SetupError};
use crate::core::refusal::Refusal;

use super::super::super::super::deck::{
    Ability, BidSpace, Event, Good, HarborCosts, PriceCard, Stake, Symbol, Transport,
    PROVISIONAL_HARBOR, PROVISIONAL_PROGRESS,
};
use super::super::super::{
    setup, Board, BremerhavenAction as A, BremerhavenGameOptions, BremerhavenState, BuildingPrint,
    ContractPrint, DeckSource, NewspaperPrint, Phase, Printing, Reveal, ShipPrint, Variant,
};
use super::RULES;

const RULE: &str = "chance-table-deck";

fn options(variant: Variant) -> BremerhavenGameOptions {
    BremerhavenGameOptions {
        variant: Some(variant),
        deck: DeckSource::Table,
        ..BremerhavenGameOptions::default()
    }
}

fn table_game(players: u8, variant: Variant) -> BremerhavenState {
    setup(players, &options(variant), 1, ChanceMode::Table).unwrap()
}

fn listed(state: &BremerhavenState) -> Vec<A> {
    RULES.legal_actions(state, Actor::Table)
}

/// The table reports `action`, which must be listed.
fn report(state: &BremerhavenState, action: A) -> BremerhavenState {
    assert!(
        listed(state).contains(&action),
        "{action:?} is not listed for the table before {:?}",
        state.reveals.first()
    );
    RULES
        .apply(state, Actor::Table, &action)
        .unwrap_or_else(|refusal| panic!("{action:?} refused: {refusal}"))
        .0
}

/// The code and rule of the table's refused `action`, which must not be listed.
fn refused(state: &BremerhavenState, action: A) -> (&'static str, &'static str) {
    assert!(!listed(state).contains(&action), "{action:?} is listed");
    let refusal = RULES
        .apply(state, Actor::Table, &action)
        .expect_err("the report was accepted");
    (refusal.code(), refusal.rule())
}

fn price(state: BremerhavenState, prices: [u8; 4]) -> BremerhavenState {
    Good::ALL
        .into_iter()
        .zip(prices)
        .fold(state, |state, (good, price)| {
            report(&state, A::PricePrinted { good, price })
        })
}

fn ship(state: BremerhavenState, values: [ShipPrint; 5]) -> BremerhavenState {
    values.into_iter().fold(state, |state, print| {
        report(&state, A::ShipPrinted { print })
    })
}

fn contract(state: BremerhavenState, values: &[ContractPrint]) -> BremerhavenState {
    values.iter().fold(state, |state, &print| {
        report(&state, A::ContractPrinted { print })
    })
}

const A_SHIP: [ShipPrint; 5] = [
    ShipPrint::LayTime { rounds: 3 },
    ShipPrint::Cargo {
        cargo: Symbol::Crate,
    },
    ShipPrint::CargoCount { goods: 4 },
    ShipPrint::Berth { bollards: 1 },
    ShipPrint::Prestige { stars: 2 },
];

fn a_contract() -> Vec<ContractPrint> {
    vec![
        ContractPrint::DeliveryTime { rounds: 2 },
        ContractPrint::Transport {
            transport: Transport::Train,
        },
        ContractPrint::Good {
            symbol: Symbol::Barrel,
        },
        ContractPrint::Good {
            symbol: Symbol::Wild,
        },
        ContractPrint::NoMoreGoods,
        ContractPrint::Reward {
            reward: Some(Stake::Money(3)),
        },
        ContractPrint::Penalty {
            penalty: Some(Stake::Prestige),
        },
    ]
}

/// A 2-player long game with the ranks and the top Price card reported: the starting
/// Contracts are next.
fn at_starting_contracts() -> BremerhavenState {
    let state = price(table_game(2, Variant::Long), [3, 1, 4, 2]);
    let state = report(&state, A::RankReported { seat: 1 });
    assert_eq!(
        state.reveals.first(),
        Some(&Reveal::StartingContract { seat: 0 })
    );
    state
}

#[test]
fn rule_chance_table_deck_needs_table_chance_and_reads_the_board_values_from_the_options() {
    let Err(SetupError::Invalid(problems)) =
        setup(2, &options(Variant::Long), 1, ChanceMode::Seeded)
    else {
        panic!("a seeded game on the table's deck was accepted");
    };
    assert_eq!(
        (problems[0].field.as_str(), problems[0].code),
        (
            "options.deck",
            crate::core::errors::ViolationCode::MissingRequirement
        )
    );

    let board = Board {
        harbor: HarborCosts {
            cover_costs: [2, 3, 4, 5, 6, 7],
            ..PROVISIONAL_HARBOR
        },
        progress: PROVISIONAL_PROGRESS,
    };
    let with_board = BremerhavenGameOptions {
        board: Some(board),
        ..options(Variant::Long)
    };
    let state = setup(2, &with_board, 1, ChanceMode::Table).unwrap();
    assert_eq!(state.board, board);
    assert!(!state.provisional, "every value is the table's own");
    assert_eq!(state.deck_sizes, None, "only the table counts its piles");
    assert_eq!(state.rack.stack, 18, "the 18 printed Newspaper cards");
    assert!(
        table_game(2, Variant::Long).provisional,
        "practice board values"
    );

    let mut bad = board;
    bad.harbor.cover_costs[0] = 0;
    let Err(SetupError::Invalid(problems)) = setup(
        2,
        &BremerhavenGameOptions {
            board: Some(bad),
            ..options(Variant::Long)
        },
        1,
        ChanceMode::Table,
    ) else {
        panic!("a free cover was accepted");
    };
    assert_eq!(problems[0].field, "options.board.harbor.cover_costs[0]");

    let board_without_table_deck = BremerhavenGameOptions {
        board: Some(board),
        ..BremerhavenGameOptions::default()
    };
    let Err(SetupError::Invalid(problems)) =
        setup(2, &board_without_table_deck, 1, ChanceMode::Table)
    else {
        panic!("a board for the practice set was accepted");
    };
    assert_eq!(problems[0].field, "options.board");
}

#[test]
fn rule_chance_table_deck_a_price_card_is_four_different_prices_barrel_first() {
    let state = table_game(2, Variant::Long);
    assert_eq!(state.reveals.first(), Some(&Reveal::TopPrice));
    assert!(state.prices.is_empty(), "no Price card is known yet");
    let first = listed(&state);
    assert_eq!(
        first,
        (1..=9)
            .map(|price| A::PricePrinted {
                good: Good::Barrel,
                price
            })
            .collect::<Vec<_>>()
    );
    assert_eq!(RULES.probability(&state, &first[0]), None, "no odds");
    // Another good's price first is the wrong report; 10 is no printed price.
    assert_eq!(
        refused(
            &state,
            A::PricePrinted {
                good: Good::Crate,
                price: 2
            }
        ),
        ("wrong-phase", RULE)
    );
    assert_eq!(
        refused(
            &state,
            A::PricePrinted {
                good: Good::Barrel,
                price: 10
            }
        ),
        ("out-of-range", RULE)
    );
    // A Ship's value is not the card being read out.
    assert_eq!(
        refused(
            &state,
            A::ShipPrinted {
                print: ShipPrint::LayTime { rounds: 2 }
            }
        ),
        ("wrong-phase", RULE)
    );

    let state = report(
        &state,
        A::PricePrinted {
            good: Good::Barrel,
            price: 3,
        },
    );
    assert_eq!(
        state.table_deck.as_ref().unwrap().printing,
        Some(Printing::Price { printed: vec![3] })
    );
    assert_eq!(state.reveals.first(), Some(&Reveal::TopPrice), "still owed");
    // The barrel's price is taken.
    assert_eq!(
        refused(
            &state,
            A::PricePrinted {
                good: Good::Crate,
                price: 3
            }
        ),
        ("out-of-range", RULE)
    );
    assert_eq!(listed(&state).len(), 8);
    let state = price_rest(state, [1, 4, 2]);
    assert_eq!(
        state.prices,
        vec![PriceCard {
            barrel: 3,
            crate_: 1,
            container: 4,
            passenger: 2,
            provisional: false
        }]
    );
    assert_eq!(state.reveals.first(), Some(&Reveal::Rank));
}

fn price_rest(state: BremerhavenState, prices: [u8; 3]) -> BremerhavenState {
    Good::ALL[1..]
        .iter()
        .zip(prices)
        .fold(state, |state, (&good, price)| {
            report(&state, A::PricePrinted { good, price })
        })
}

#[test]
fn rule_chance_table_deck_a_contract_is_read_out_goods_by_goods_and_placed() {
    let state = at_starting_contracts();
    let first = listed(&state);
    assert_eq!(
        first[0],
        A::ContractPrinted {
            print: ContractPrint::NoneLeft
        },
        "a pile may have run out"
    );
    assert_eq!(first.len(), 1 + 5, "none left, or delivery time 1 to 5");
    assert_eq!(
        refused(
            &state,
            A::ContractPrinted {
                print: ContractPrint::DeliveryTime { rounds: 6 }
            }
        ),
        ("out-of-range", RULE)
    );
    assert_eq!(
        refused(
            &state,
            A::ContractPrinted {
                print: ContractPrint::Reward { reward: None }
            }
        ),
        ("wrong-phase", RULE)
    );
    let printed = a_contract();
    // Up to the first goods symbol: "no more goods" is not yet possible.
    let at_goods = contract(state.clone(), &printed[..2]);
    assert!(!listed(&at_goods).contains(&A::ContractPrinted {
        print: ContractPrint::NoMoreGoods
    }));
    let at_second = contract(at_goods, &printed[2..3]);
    assert!(listed(&at_second).contains(&A::ContractPrinted {
        print: ContractPrint::NoMoreGoods
    }));
    assert_eq!(listed(&at_second).len(), 6);

    let state = contract(state, &printed);
    let placed = state.players[0].loading_docks[0].as_ref().unwrap();
    let card = state.cards.contract(placed.contract);
    assert_eq!(card.id, "table-contract-2", "the Price card was 1");
    assert_eq!(card.delivery_time, 2);
    assert_eq!(card.goods, vec![Symbol::Barrel, Symbol::Wild]);
    assert_eq!(card.transport, Transport::Train);
    assert_eq!(card.reward, Some(Stake::Money(3)));
    assert_eq!(card.penalty, Some(Stake::Prestige));
    assert!(!card.provisional);
    assert_eq!(placed.time, 2);
    assert_eq!(placed.delivered, vec![None, None]);
    assert_eq!(state.table_deck.as_ref().unwrap().printing, None);
    assert_eq!(
        state.reveals.first(),
        Some(&Reveal::StartingContract { seat: 1 })
    );
}

#[test]
fn rule_chance_table_deck_a_contract_of_four_symbols_needs_no_end_report() {
    let state = at_starting_contracts();
    let mut printed = a_contract()[..2].to_vec();
    printed.extend(
        [ContractPrint::Good {
            symbol: Symbol::Passenger,
        }; 4],
    );
    let state = contract(state, &printed);
    assert_eq!(
        listed(&state)[0],
        A::ContractPrinted {
            print: ContractPrint::Reward { reward: None }
        }
    );
    assert_eq!(
        refused(
            &state,
            A::ContractPrinted {
                print: ContractPrint::Good {
                    symbol: Symbol::Crate
                }
            }
        ),
        ("wrong-phase", RULE)
    );
    assert_eq!(
        refused(
            &state,
            A::ContractPrinted {
                print: ContractPrint::Reward {
                    reward: Some(Stake::Money(5))
                }
            }
        ),
        ("out-of-range", RULE)
    );
}

/// Reports both starting Contracts, leaving the Ships next.
fn at_ships() -> BremerhavenState {
    let state = contract(at_starting_contracts(), &a_contract());
    let state = contract(state, &a_contract());
    assert_eq!(state.reveals.first(), Some(&Reveal::Ship { space: 1 }));
    state
}

#[test]
fn rule_chance_table_deck_a_ship_is_read_out_and_an_empty_pile_leaves_its_space_empty() {
    let state = at_ships();
    assert_eq!(
        refused(
            &state,
            A::ShipPrinted {
                print: ShipPrint::LayTime { rounds: 0 }
            }
        ),
        ("out-of-range", RULE)
    );
    let state = ship(state, A_SHIP);
    let card = state.cards.ship(state.sea[0].unwrap());
    assert_eq!(
        (
            card.id.as_str(),
            card.lay_time,
            card.cargo,
            card.cargo_count,
            card.berth,
            card.prestige
        ),
        ("table-ship-4", 3, Symbol::Crate, 4, 1, 2)
    );
    assert_eq!(
        refused(
            &state,
            A::ShipPrinted {
                print: ShipPrint::Berth { bollards: 1 }
            }
        ),
        ("wrong-phase", RULE)
    );
    let state = report(
        &state,
        A::ShipPrinted {
            print: ShipPrint::NoneLeft,
        },
    );
    assert_eq!(state.sea[1], None);
    assert_eq!(state.reveals.first(), Some(&Reveal::Contract { space: 1 }));
    // Once its first value is in, a card cannot turn into an empty pile.
    let started = report(
        &state,
        A::ContractPrinted {
            print: ContractPrint::DeliveryTime { rounds: 1 },
        },
    );
    assert_eq!(
        refused(
            &started,
            A::ContractPrinted {
                print: ContractPrint::NoneLeft
            }
        ),
        ("wrong-phase", RULE)
    );
}

#[test]
fn rule_chance_table_deck_a_building_is_an_ability_then_its_stars() {
    let mut state = at_ships();
    for _ in 0..2 {
        state = ship(state, A_SHIP);
    }
    for _ in 0..2 {
        state = contract(state, &a_contract());
    }
    assert_eq!(state.reveals.first(), Some(&Reveal::Building));
    assert_eq!(
        listed(&state).len(),
        1 + 42,
        "none left, or one of 42 abilities"
    );
    assert_eq!(
        refused(
            &state,
            A::BuildingPrinted {
                print: BuildingPrint::Ability {
                    ability: Ability::Storage { goods: 5 }
                }
            }
        ),
        ("out-of-range", RULE)
    );
    let state = report(
        &state,
        A::BuildingPrinted {
            print: BuildingPrint::Ability {
                ability: Ability::Produces { good: Good::Barrel },
            },
        },
    );
    assert_eq!(listed(&state).len(), 4, "0 to 3 stars");
    let state = report(
        &state,
        A::BuildingPrinted {
            print: BuildingPrint::Prestige { stars: 1 },
        },
    );
    let building = state.cards.building(state.building.unwrap());
    assert_eq!(
        (building.id.as_str(), building.ability, building.prestige),
        (
            "table-building-8",
            Ability::Produces { good: Good::Barrel },
            1
        )
    );
    assert!(state.reveals.is_empty());
    assert_eq!(state.phase, Phase::Bidding { placed: 0 });
    RULES.validate(&state).unwrap();
}

#[test]
fn rule_chance_table_deck_a_newspaper_card_gives_every_printed_value() {
    // Solo: the dummy's first Newspaper card names its space.
    let mut state = table_game(1, Variant::Solo);
    while let Some(&reveal) = state.reveals.first() {
        if matches!(reveal, Reveal::DummyNewspaper) {
            break;
        }
        state = report(&state, listed(&state)[listed(&state).len() - 1]);
    }
    while state.reveals.is_empty() {
        let seat = match RULES.to_act(&state).first() {
            Some(Actor::Seat(seat)) => *seat,
            other => panic!("{other:?}"),
        };
        let action = RULES.legal_actions(&state, Actor::Seat(seat))[0];
        state = RULES.apply(&state, Actor::Seat(seat), &action).unwrap().0;
    }
    assert_eq!(state.reveals.first(), Some(&Reveal::DummyNewspaper));
    assert_eq!(listed(&state).len(), 2, "1 or 2 spaces");
    let state = report(
        &state,
        A::NewspaperPrinted {
            print: NewspaperPrint::Progress { spaces: 2 },
        },
    );
    assert_eq!(listed(&state).len(), 40, "every event the vocabulary has");
    assert_eq!(
        refused(
            &state,
            A::NewspaperPrinted {
                print: NewspaperPrint::Event {
                    event: Event::Tax { money: 6 }
                }
            }
        ),
        ("out-of-range", RULE)
    );
    let state = report(
        &state,
        A::NewspaperPrinted {
            print: NewspaperPrint::Event {
                event: Event::Subsidy { money: 2 },
            },
        },
    );
    assert_eq!(
        listed(&state).len(),
        14,
        "6 Town spaces, 4 Ship and 4 Contract spaces"
    );
    let state = report(
        &state,
        A::NewspaperPrinted {
            print: NewspaperPrint::SoloSpace {
                space: BidSpace::CareerLadder,
            },
        },
    );
    let dummy = state
        .bids
        .iter()
        .rev()
        .find(|bid| bid.bidder == super::super::super::Bidder::Dummy)
        .unwrap();
    assert_eq!(
        dummy.space,
        BidSpace::CareerLadder,
        "the dummy bids where it says"
    );
}

#[test]
fn rule_chance_table_deck_the_price_chooser_keeps_the_top_card_or_takes_another() {
    let mut state = at_ships();
    for _ in 0..2 {
        state = ship(state, A_SHIP);
    }
    for _ in 0..2 {
        state = contract(state, &a_contract());
    }
    state = report(
        &state,
        A::BuildingPrinted {
            print: BuildingPrint::NoneLeft,
        },
    );
    state.phase = Phase::Prices { seat: 0 };
    let choices = RULES.legal_actions(&state, Actor::Seat(0));
    assert_eq!(
        choices,
        vec![A::PutPriceOnTop { price: 0 }, A::TakePriceCard]
    );
    let (after, _) = RULES
        .apply(&state, Actor::Seat(0), &A::TakePriceCard)
        .unwrap();
    assert_eq!(after.reveals.first(), Some(&Reveal::TopPrice));
    assert_eq!(RULES.to_act(&after), vec![Actor::Table]);
    let after = price(after, [9, 8, 7, 6]);
    assert_eq!(after.prices.len(), 1);
    assert_eq!(after.prices[0].passenger, 6);

    // With known cards there is no stack to take from blindly.
    let mut practice = super::super::support::game(2, Variant::Long);
    practice.phase = Phase::Prices { seat: 0 };
    let refusal = RULES
        .apply(&practice, Actor::Seat(0), &A::TakePriceCard)
        .unwrap_err();
    assert_eq!(
        (refusal.code(), refusal.rule()),
        ("wrong-phase", "price-cards")
    );
}

#[test]
fn rule_chance_table_deck_a_state_whose_card_in_progress_answers_no_reveal_is_invalid() {
    let state = at_starting_contracts();
    let mut wrong = report(
        &state,
        A::ContractPrinted {
            print: ContractPrint::DeliveryTime { rounds: 2 },
        },
    );
    RULES.validate(&wrong).unwrap();
    wrong.table_deck.as_mut().unwrap().printing = Some(Printing::Ship {
        printed: vec![ShipPrint::LayTime { rounds: 2 }],
    });
    let problems = RULES.validate(&wrong).unwrap_err();
    assert_eq!(problems[0].field, "table_deck.printing");
    let mut out_of_range = state.clone();
    out_of_range.table_deck.as_mut().unwrap().printing = Some(Printing::Contract {
        printed: vec![ContractPrint::DeliveryTime { rounds: 9 }],
    });
    assert_eq!(
        RULES.validate(&out_of_range).unwrap_err()[0].field,
        "table_deck.printing"
    );
    let mut no_table_deck = state;
    no_table_deck.table_deck = None;
    assert_eq!(
        RULES.validate(&no_table_deck).unwrap_err()[0].field,
        "table_deck"
    );
}
