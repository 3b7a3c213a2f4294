//! Setup, starting goods and bidding, each test named after the rule it checks; the shared
//! random-play harness in `random_play`.

mod determinize;
mod odds;
mod random_play;
mod sampling;
mod universe;
mod wire;

use crate::core::play::{Actor, ChanceMode, Rules, SetupError};
use crate::core::refusal::Refusal;
use crate::core::turn::Seats;

use super::super::deck::printed::BID_SPACES;
use super::super::deck::{BidSpace, Good};
use super::*;

mod golden;
mod rules;
mod support;

const RULES: BremerhavenRules = BremerhavenRules;

fn legal_actions(state: &BremerhavenState, actor: Actor) -> Vec<BremerhavenAction> {
    RULES.legal_actions(state, actor)
}

fn apply(
    state: &BremerhavenState,
    actor: Actor,
    action: &BremerhavenAction,
) -> Result<(BremerhavenState, Vec<BremerhavenEvent>), BremerhavenRefusal> {
    RULES.apply(state, actor, action)
}

fn deciding_seat(state: &BremerhavenState) -> Option<u8> {
    match RULES.to_act(state).first() {
        Some(Actor::Seat(seat)) => Some(*seat),
        _ => None,
    }
}

fn game(players: u8, variant: Variant) -> BremerhavenState {
    let options = BremerhavenGameOptions {
        variant: Some(variant),
        ..BremerhavenGameOptions::default()
    };
    setup(players, &options, 7, ChanceMode::Seeded).unwrap()
}

fn seat_of(rung: Bidder) -> u8 {
    match rung {
        Bidder::Seat(seat) => seat,
        Bidder::Dummy => panic!("the dummy holds no seat"),
    }
}

#[test]
fn rule_setup_long_gives_ranked_money_covers_a_contract_and_five_cards() {
    for players in 2..=4 {
        let state = game(players, Variant::Long);
        assert_eq!(state.sea.iter().flatten().count(), usize::from(players));
        assert_eq!(state.land.iter().flatten().count(), usize::from(players));
        assert!(state.building.is_some());
        assert_eq!(state.phase, Phase::Bidding { placed: 0 });
        for (rank, &rung) in state.ranks.iter().enumerate() {
            let player = &state.players[usize::from(seat_of(rung))];
            assert_eq!(player.money, [4, 6, 8, 12][rank], "rank {rank}");
            assert_eq!(player.covers.iter().flatten().count(), 6);
            assert_eq!(player.walls, [0, 1, 1, 0]);
            let contract = player.loading_docks[0].as_ref().unwrap();
            assert_eq!(
                contract.time,
                state.cards.contract(contract.contract).delivery_time
            );
            assert_eq!(player.hand.as_deref(), Some(&[1, 2, 3, 4, 5][..]));
            assert_eq!(player.supply, vec![5, 6, 6, 7, 7, 8, 9]);
            assert!(player.built.is_empty());
        }
        let decks = state.decks.as_ref().unwrap();
        assert_eq!(
            state.deck_sizes.map(|sizes| usize::from(sizes.ships)),
            Some(decks.ships.len())
        );
        assert!(decks
            .ships
            .windows(2)
            .all(|pair| state.cards.ship(pair[0]).back.phase
                <= state.cards.ship(pair[1]).back.phase));
    }
}

#[test]
fn rule_setup_short_builds_a_starting_building_and_asks_for_starting_goods() {
    let state = game(3, Variant::Short);
    for player in &state.players {
        assert_eq!(player.built.len(), 1);
        assert!(player.covers.iter().all(Option::is_none));
    }
    let captain = seat_of(state.ranks[0]);
    assert_eq!(
        state.phase,
        Phase::StartingGoods {
            seat: captain,
            chosen: 0
        }
    );
    let decks = state.decks.as_ref().unwrap();
    assert!(decks
        .ships
        .iter()
        .all(|&ship| in_game(state.cards.ship(ship).back, 3, Variant::Short)));
}

#[test]
fn rule_setup_solo_makes_the_dummy_captain_and_the_player_first_mate() {
    let state = game(1, Variant::Solo);
    assert_eq!(state.ranks, vec![Bidder::Dummy, Bidder::Seat(0)]);
    assert_eq!(state.players[0].money, 6);
    assert_eq!(state.sea.len(), 2);
    assert_eq!(state.land.len(), 2);
}

#[test]
fn player_counts_outside_a_variant_are_refused() {
    for (players, variant) in [(1, Variant::Long), (5, Variant::Short), (2, Variant::Solo)] {
        let options = BremerhavenGameOptions {
            variant: Some(variant),
            ..BremerhavenGameOptions::default()
        };
        let Err(SetupError::Invalid(problems)) = setup(players, &options, 1, ChanceMode::Seeded)
        else {
            panic!("{players} players accepted for {variant:?}");
        };
        assert_eq!(problems[0].field, "players");
    }
}

#[test]
fn rule_deck_sources_a_pack_is_required_and_checked_card_by_card() {
    let pack_without_cards = BremerhavenGameOptions {
        deck: DeckSource::Pack,
        ..BremerhavenGameOptions::default()
    };
    let Err(SetupError::Invalid(problems)) = setup(2, &pack_without_cards, 1, ChanceMode::Seeded)
    else {
        panic!("a pack game without cards was accepted");
    };
    assert_eq!(problems[0].field, "options.deck_pack");
    let pack_with_a_bad_card = BremerhavenGameOptions {
        deck: DeckSource::Pack,
        deck_pack: Some({
            let mut pack = super::super::deck::provisional().clone();
            pack.ships[3].lay_time = 7;
            pack
        }),
        ..BremerhavenGameOptions::default()
    };
    let Err(SetupError::Invalid(problems)) = setup(2, &pack_with_a_bad_card, 1, ChanceMode::Table)
    else {
        panic!("a pack with a 7-round ship was accepted");
    };
    assert_eq!(problems[0].field, "options.deck_pack.ships[3].lay_time");
}

#[test]
fn rule_setup_short_starting_goods_are_not_on_the_starting_contract() {
    let state = game(2, Variant::Short);
    let Phase::StartingGoods { seat, .. } = state.phase else {
        panic!("{:?}", state.phase);
    };
    let contract = state.cards.contract(
        state.players[usize::from(seat)].loading_docks[0]
            .as_ref()
            .unwrap()
            .contract,
    );
    let printed = contract.goods.iter().find_map(|symbol| symbol.good());
    let legal = legal_actions(&state, Actor::Seat(seat));
    if let Some(good) = printed {
        assert!(!legal.contains(&BremerhavenAction::TakeStartingGood { good }));
        let refusal = apply(
            &state,
            Actor::Seat(seat),
            &BremerhavenAction::TakeStartingGood { good },
        )
        .unwrap_err();
        assert_eq!(
            (refusal.code(), refusal.rule()),
            ("good-on-contract", "setup-short")
        );
    }
    let mut state = state;
    for _ in 0..3 {
        let action = legal_actions(&state, Actor::Seat(seat))[0];
        state = apply(&state, Actor::Seat(seat), &action).unwrap().0;
    }
    assert_eq!(state.players[usize::from(seat)].stored.total(), 3);
    assert_ne!(deciding_seat(&state), Some(seat), "the next seat chooses");
}

#[test]
fn rule_solo_dummy_bids_on_its_newspaper_space_when_its_turn_comes() {
    let mut state = game(1, Variant::Solo);
    while matches!(state.phase, Phase::StartingGoods { .. }) {
        let action = legal_actions(&state, Actor::Seat(0))[0];
        state = apply(&state, Actor::Seat(0), &action).unwrap().0;
    }
    // The dummy is Captain: its first card is out before the player's turn.
    assert_eq!(state.phase, Phase::Bidding { placed: 1 });
    assert_eq!(state.bids[0].bidder, Bidder::Dummy);
    let bid = legal_actions(&state, Actor::Seat(0))[0];
    let (state, _) = apply(&state, Actor::Seat(0), &bid).unwrap();
    assert_eq!(state.phase, Phase::Bidding { placed: 3 });
    assert_eq!(state.decks.as_ref().unwrap().dummy_hand.len(), 3);
}

#[test]
fn rule_bidding_goes_in_career_order_with_cards_from_the_hand() {
    let state = game(3, Variant::Long);
    let captain = seat_of(state.ranks[0]);
    let mate = seat_of(state.ranks[1]);
    let refusal = apply(
        &state,
        Actor::Seat(mate),
        &BremerhavenAction::Bid {
            space: BidSpace::ParkingLot,
            card: 1,
        },
    )
    .unwrap_err();
    assert_eq!(
        (refusal.code(), refusal.rule()),
        ("not-your-turn", "round-structure")
    );
    let refusal = apply(
        &state,
        Actor::Seat(captain),
        &BremerhavenAction::Bid {
            space: BidSpace::ParkingLot,
            card: 9,
        },
    )
    .unwrap_err();
    assert_eq!((refusal.code(), refusal.rule()), ("not-in-hand", "bidding"));
    let refusal = apply(
        &state,
        Actor::Seat(captain),
        &BremerhavenAction::Bid {
            space: BidSpace::Ship(4),
            card: 1,
        },
    )
    .unwrap_err();
    assert_eq!(
        (refusal.code(), refusal.rule()),
        ("no-such-space", "bidding")
    );
    // 6 Town spaces and 3 Ships and 3 Contracts, 5 distinct cards each.
    assert_eq!(legal_actions(&state, Actor::Seat(captain)).len(), 12 * 5);
    let (state, _) = apply(
        &state,
        Actor::Seat(captain),
        &BremerhavenAction::Bid {
            space: BidSpace::Ship(1),
            card: 5,
        },
    )
    .unwrap();
    assert_eq!(deciding_seat(&state), Some(mate));
    assert_eq!(state.players[usize::from(captain)].hand_size, 4);
}

#[test]
fn rule_bid_ties_go_to_the_better_career_rank() {
    let mut state = game(3, Variant::Long);
    let [first, second, third] = [state.ranks[0], state.ranks[1], state.ranks[2]];
    for (bidder, value) in [(third, 3), (first, 2), (second, 1), (first, 1), (second, 4)] {
        state.bids.push(Bid {
            space: BidSpace::PriceCards,
            bidder,
            value: Some(value),
        });
    }
    // first 3, second 5, third 3: second wins; first beats third on rank.
    assert_eq!(
        standings(&state, BidSpace::PriceCards),
        vec![(second, 5), (first, 3), (third, 3)]
    );
}

#[test]
fn rule_bid_ties_the_leader_of_a_space_is_the_first_of_its_standings() {
    // Many random tables of bids: the one-pass leader the general phase asks for must agree
    // with the sorted standings in total and in how ties fall.
    let mut draw = 0x9e37_79b9_u32;
    let mut next = |below: usize| {
        draw ^= draw << 13;
        draw ^= draw >> 17;
        draw ^= draw << 5;
        usize::try_from(draw).unwrap_or(0) % below
    };
    for players in 2..=4 {
        let mut state = game(players, Variant::Long);
        for _ in 0..200 {
            state.bids.clear();
            for _ in 0..next(20) {
                state.bids.push(Bid {
                    space: BID_SPACES[next(BID_SPACES.len())],
                    bidder: state.ranks[next(state.ranks.len())],
                    value: Some(u8::try_from(1 + next(9)).unwrap_or(1)),
                });
            }
            for space in BID_SPACES {
                assert_eq!(
                    bidding::leader(&state, space),
                    standings(&state, space).first().copied(),
                    "{space:?} with bids {:?}",
                    state.bids
                );
            }
        }
    }
}

#[test]
fn a_view_hides_other_hands_face_down_bids_and_the_decks() {
    let state = game(3, Variant::Long);
    let captain = seat_of(state.ranks[0]);
    let (state, _) = apply(
        &state,
        Actor::Seat(captain),
        &BremerhavenAction::Bid {
            space: BidSpace::GrowInfluence,
            card: 4,
        },
    )
    .unwrap();
    let own = view(&state, Some(captain));
    assert_eq!(own.bids[0].value, Some(4));
    assert!(own.players[usize::from(captain)].hand.is_some());
    assert!(own.decks.is_none());
    for seat in (0..3).filter(|&seat| seat != captain) {
        let other = view(&state, Some(seat));
        assert_eq!(
            other.bids[0].value, None,
            "seat {seat} sees the captain's card"
        );
        assert_eq!(other.bids[0].space, BidSpace::GrowInfluence);
        assert!(other.players[usize::from(captain)].hand.is_none());
        assert_eq!(other.players[usize::from(captain)].hand_size, 4);
        assert!(other.players[usize::from(seat)].hand.is_some());
    }
    let spectator = view(&state, None);
    assert!(spectator.players.iter().all(|player| player.hand.is_none()));
    assert_eq!(spectator.bids[0].value, None);
}

/// Plays a game to the end choosing each actor's `pick`-th legal action (modulo the list).
fn play_out(players: u8, variant: Variant, chance: ChanceMode, seed: u64) -> BremerhavenState {
    let options = BremerhavenGameOptions {
        variant: Some(variant),
        ..BremerhavenGameOptions::default()
    };
    let mut state = setup(players, &options, seed, chance).unwrap();
    let mut turn = seed;
    for _ in 0..20_000 {
        let actors = RULES.to_act(&state);
        let Some(&actor) = actors.get(usize::try_from(turn % 7).unwrap() % actors.len().max(1))
        else {
            return state;
        };
        let legal = legal_actions(&state, actor);
        assert!(
            !legal.is_empty(),
            "{actor} has no action in {:?}",
            state.phase
        );
        turn = turn
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let action = legal[usize::try_from(turn >> 33).unwrap() % legal.len()];
        if actor == Actor::Table {
            let odds = RULES.probability(&state, &action).unwrap();
            assert!(odds > 0.0 && odds <= 1.0);
        }
        state = apply(&state, actor, &action).unwrap().0;
        RULES.validate(&state).unwrap();
    }
    panic!("the game did not end");
}

#[test]
fn rule_chance_table_mode_plays_every_variant_to_the_end() {
    for (players, variant) in [
        (2, Variant::Long),
        (4, Variant::Long),
        (3, Variant::Short),
        (1, Variant::Solo),
    ] {
        for seed in 0..3 {
            let state = play_out(players, variant, ChanceMode::Table, seed);
            assert_eq!(
                state.phase,
                Phase::Over,
                "{variant:?} {players}p seed {seed}"
            );
            assert!(RULES.score(&state).is_final);
        }
    }
}

/// A short game's state in its first harbor phase, every seat acting.
fn harbor_phase(players: u8) -> BremerhavenState {
    let mut state = game(players, Variant::Short);
    state.phase = Phase::Harbor {
        acting: Seats::first(players),
    };
    state.bids.clear();
    for player in &mut state.players {
        player.hand = Some(vec![1, 2, 3, 4, 5]);
        player.hand_size = 5;
    }
    state
}

#[test]
fn max_legal_actions_bounds_four_all_wild_contracts_with_every_good_stored() {
    // A deck pack may print Contracts of four wild symbols; with one in each loading dock and
    // every good stored, each symbol takes each good.
    let mut state = harbor_phase(2);
    let wild = super::super::deck::provisional()
        .contracts
        .iter()
        .find(|c| c.goods.len() == 4 && c.goods.iter().all(|s| s.good().is_none()))
        .cloned()
        .unwrap();
    for index in 0..4 {
        let mut contract = wild.clone();
        contract.id = format!("{}-{index}", contract.id);
        let time = contract.delivery_time;
        let contract = state.cards.add_contract(contract).unwrap();
        state.players[0].loading_docks[index] = Some(LoadedContract {
            time,
            delivered: vec![None; 4],
            contract,
        });
    }
    let player = &mut state.players[0];
    player.stored = Goods {
        barrel: 1,
        crate_: 2,
        container: 1,
        passenger: 1,
    };
    // And a Ship with cargo in each dock.
    let ships = &super::super::deck::provisional().ships;
    for (slot, ship) in player.docks.iter_mut().zip(ships) {
        *slot = Some(DockedShip {
            time: ship.lay_time,
            good: ship.cargo.good().unwrap_or(Good::Barrel),
            cargo: ship.cargo_count,
            ship: state.cards.add_ship(ship.clone()).unwrap(),
        });
    }
    let legal = legal_actions(&state, Actor::Seat(0));
    let deliveries = legal
        .iter()
        .filter(|a| matches!(a, BremerhavenAction::Deliver { .. }))
        .count();
    assert_eq!(deliveries, 64);
    assert!(
        legal.len() <= MAX_LEGAL_ACTIONS,
        "{} actions listed",
        legal.len()
    );
}

#[test]
fn rule_permit_build_needs_a_cleared_space_even_with_storage_buildings() {
    // Storage buildings hold goods, not Buildings: twelve built Buildings fill the twelve
    // spaces of the harbor, whatever they store.
    let mut state = game(2, Variant::Short);
    let set = super::super::deck::provisional();
    let storage = set
        .buildings
        .iter()
        .find(|b| matches!(b.ability, super::super::deck::Ability::Storage { .. }))
        .cloned()
        .unwrap();
    let seat = 0u8;
    let built = (0..12)
        .map(|index| {
            let mut card = storage.clone();
            card.id = format!("{}-{index}", card.id);
            state.cards.add_building(card).unwrap()
        })
        .collect();
    let unbuilt = vec![state.cards.add_building(set.buildings[0].clone()).unwrap()];
    let player = &mut state.players[usize::from(seat)];
    player.stored = Goods::default();
    player.built = built;
    player.unbuilt = unbuilt;
    state.phase = Phase::Permits {
        seat,
        joined: true,
        permits: 1,
    };
    let refusal = apply(
        &state,
        Actor::Seat(seat),
        &BremerhavenAction::Build { building: 0 },
    )
    .unwrap_err();
    assert_eq!(
        (refusal.code(), refusal.rule()),
        ("no-empty-space", "permit-build")
    );
}
