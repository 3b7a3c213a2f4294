//! The clean-up and the end (rules clean-up, event and each event kind, progress, refill-long,
//! refill-short, return-influence, end-of-game, final-score).

use super::*;

/// A 2-player long game at clean-up with empty harbors and this event waiting on the rack; the
/// Ship ahoy! stack holds a single card moving 1 space.
fn with_event(event: Event) -> BremerhavenState {
    let mut state = game(2, Variant::Long);
    clear_harbors(&mut state);
    set_money(&mut state, &[5, 5]);
    state.rack.event = Some(newspaper(1, event, BidSpace::ParkingLot));
    state.decks.as_mut().unwrap().newspapers =
        vec![newspaper(1, Event::Quiet, BidSpace::ParkingLot)];
    state
}

fn carried_out(state: &BremerhavenState, event: Event) -> BremerhavenState {
    let (after, events) = clean_up(state);
    assert!(events.contains(&E::EventCarriedOut { event }));
    assert_eq!(after.rack.event.map(|card| card.event), Some(Event::Quiet));
    after
}

/// Rule `event-quiet`: nothing happens.
#[test]
fn rule_event_quiet_changes_nothing() {
    let state = with_event(Event::Quiet);
    let after = carried_out(&state, Event::Quiet);
    assert_eq!(money(&after), [5, 5]);
    assert_eq!(after.players[0].prestige, state.players[0].prestige);
}

/// Rule `event-contract-charge` (the Fall) with `no-debt`: a charge per Contract, paid as far
/// as cash and then the Bank go.
#[test]
fn rule_event_contract_charge_is_paid_per_contract_as_far_as_money_goes() {
    let mut state = with_event(Event::ContractCharge { money: 2 });
    for dock in 0..3 {
        loaded(
            &mut state,
            0,
            dock,
            contract("c", 5, &[Symbol::Barrel], None, None),
            5,
            &[],
        );
    }
    loaded(
        &mut state,
        1,
        0,
        contract("c", 5, &[Symbol::Barrel], None, None),
        5,
        &[],
    );
    state.players[1].money = 1;
    state.players[1].bank = 4;
    let after = carried_out(&state, Event::ContractCharge { money: 2 });
    // Seat 0 owes 6 and holds 5; seat 1 owes 2: 1 cash, 1 from the Bank.
    assert_eq!(money(&after), [0, 0]);
    assert_eq!(after.players[1].bank, 3);
}

/// Rule `event-contract-bonus`: money per Contract.
#[test]
fn rule_event_contract_bonus_pays_per_contract() {
    let mut state = with_event(Event::ContractBonus { money: 2 });
    loaded(
        &mut state,
        1,
        0,
        contract("c", 5, &[Symbol::Barrel], None, None),
        5,
        &[],
    );
    loaded(
        &mut state,
        1,
        3,
        contract("d", 5, &[Symbol::Barrel], None, None),
        5,
        &[],
    );
    let after = carried_out(&state, Event::ContractBonus { money: 2 });
    assert_eq!(money(&after), [5, 9]);
}

/// Rule `event-harbor-dues`: a charge per docked Ship.
#[test]
fn rule_event_harbor_dues_charge_per_docked_ship() {
    let mut state = with_event(Event::HarborDues { money: 2 });
    docked(
        &mut state,
        0,
        0,
        ship("a", 3, Symbol::Barrel, 1, 0, 1),
        3,
        Good::Barrel,
        1,
    );
    docked(
        &mut state,
        0,
        1,
        ship("b", 3, Symbol::Barrel, 1, 0, 1),
        3,
        Good::Barrel,
        0,
    );
    let after = carried_out(&state, Event::HarborDues { money: 2 });
    assert_eq!(money(&after), [1, 5]);
}

/// Rule `event-subsidy`: money for everyone.
#[test]
fn rule_event_subsidy_pays_everyone() {
    let after = carried_out(
        &with_event(Event::Subsidy { money: 3 }),
        Event::Subsidy { money: 3 },
    );
    assert_eq!(money(&after), [8, 8]);
}

/// Rule `event-tax`: everyone pays, as far as their money goes.
#[test]
fn rule_event_tax_takes_what_each_can_pay() {
    let mut state = with_event(Event::Tax { money: 3 });
    state.players[1].money = 2;
    let after = carried_out(&state, Event::Tax { money: 3 });
    assert_eq!(money(&after), [2, 0]);
}

/// Rule `event-pirates`: one good lost from every docked Ship with goods aboard.
#[test]
fn rule_event_pirates_take_one_good_from_each_ship() {
    let mut state = with_event(Event::Pirates);
    docked(
        &mut state,
        0,
        0,
        ship("a", 3, Symbol::Barrel, 3, 0, 1),
        3,
        Good::Barrel,
        3,
    );
    docked(
        &mut state,
        0,
        2,
        ship("b", 3, Symbol::Crate, 1, 0, 1),
        3,
        Good::Crate,
        0,
    );
    let after = carried_out(&state, Event::Pirates);
    let cargo: Vec<_> = after.players[0]
        .docks
        .iter()
        .map(|dock| dock.as_ref().map(|ship| ship.cargo))
        .collect();
    assert_eq!(cargo, [Some(2), None, Some(0)]);
}

/// Rule `event-scandal`: a player with no docked Ship loses 1 prestige, never below 0.
#[test]
fn rule_event_scandal_costs_shipless_players_a_prestige() {
    let mut state = with_event(Event::Scandal);
    state.players[0].prestige = 4;
    state.players[1].prestige = 4;
    docked(
        &mut state,
        1,
        0,
        ship("a", 3, Symbol::Barrel, 1, 0, 1),
        3,
        Good::Barrel,
        1,
    );
    let after = carried_out(&state, Event::Scandal);
    assert_eq!(after.players[0].prestige, 3);
    assert_eq!(after.players[1].prestige, 4);
    let mut state = with_event(Event::Scandal);
    state.players[0].prestige = 0;
    assert_eq!(carried_out(&state, Event::Scandal).players[0].prestige, 0);
}

/// Rule `event-fair`: a player with enough built Buildings gains 1 prestige.
#[test]
fn rule_event_fair_rewards_enough_built_buildings() {
    let mut state = with_event(Event::Fair { buildings: 2 });
    state.players[0].built = put_buildings(&mut state, vec![
        building("a", 0, Ability::None),
        building("b", 0, Ability::None),
    ]);
    state.players[1].built = put_buildings(&mut state, vec![building("c", 0, Ability::None)]);
    state.players[1].unbuilt = put_buildings(&mut state, vec![building("d", 0, Ability::None)]);
    let after = carried_out(&state, Event::Fair { buildings: 2 });
    assert_eq!(after.players[0].prestige, 1);
    assert_eq!(after.players[1].prestige, 0);
}

/// Rules `clean-up`, `event` and `progress`: the waiting event is carried out, then the top
/// Ship ahoy! card moves the token and waits, event side up, for the next clean-up.
#[test]
fn rule_progress_moves_the_token_and_lays_the_card_as_next_event() {
    let mut state = with_event(Event::Subsidy { money: 1 });
    let next = newspaper(2, Event::Tax { money: 1 }, BidSpace::ParkingLot);
    state.decks.as_mut().unwrap().newspapers = vec![next];
    state.rack.stack = 5;
    let start = state.progress;
    let (after, events) = clean_up(&state);
    let carried = events
        .iter()
        .position(|event| matches!(event, E::EventCarriedOut { .. }))
        .unwrap();
    let moved = events
        .iter()
        .position(|event| matches!(event, E::ShipTokenMoved { spaces: 2, .. }))
        .unwrap();
    assert!(carried < moved);
    assert_eq!(after.progress, start + 2);
    assert_eq!(after.rack.event, Some(next));
    assert_eq!(after.rack.stack, 4);
    // The subsidy was paid now; the tax waits for the next clean-up.
    assert_eq!(money(&after), [6, 6]);
    assert_eq!(after.phase, Phase::Bidding { placed: 0 });
}

/// Rule `refill-long` (the rulebook's 3-player example): only the middle Ship was won, so the
/// Ship on space 3 is discarded, the one on space 1 slides to space 3, and two new Ships fill
/// spaces 1 and 2; the Land board likewise.
#[test]
fn rule_refill_long_discards_the_last_slides_right_and_fills_from_the_left() {
    let mut state = game(3, Variant::Long);
    let first = ship("first", 2, Symbol::Barrel, 1, 0, 1);
    let last = ship("last", 2, Symbol::Barrel, 1, 0, 1);
    state.sea = vec![
        Some(put_ship(&mut state, first.clone())),
        None,
        Some(put_ship(&mut state, last)),
    ];
    let kept = contract("kept", 2, &[Symbol::Barrel], None, None);
    state.land = vec![None, Some(put_contract(&mut state, kept.clone())), None];
    let ships = state.decks.as_ref().unwrap().ships.len();
    let contracts = state.decks.as_ref().unwrap().contracts.len();
    let (after, _) = clean_up(&state);
    let sea = sea_cards(&after);
    assert_eq!(sea[2], Some(first));
    assert!(sea[..2].iter().all(|space| space
        .as_ref()
        .is_some_and(|card| card.id != "first" && card.id != "last")));
    assert_eq!(after.decks.as_ref().unwrap().ships.len(), ships - 2);
    assert_eq!(land_cards(&after)[2], Some(kept));
    assert!(after.land[..2].iter().all(Option::is_some));
    assert_eq!(after.decks.as_ref().unwrap().contracts.len(), contracts - 2);
    assert_eq!(
        after.deck_sizes.map(|sizes| usize::from(sizes.ships)),
        Some(ships - 2)
    );
}

/// Rule `refill-short`: every card left on display is discarded and fresh ones are dealt.
#[test]
fn rule_refill_short_deals_fresh_cards_every_round() {
    let mut state = game(3, Variant::Short);
    let left = ship("left-over", 2, Symbol::Barrel, 1, 0, 1);
    state.sea = vec![Some(put_ship(&mut state, left)), None, None];
    let left_contract = contract("left-contract", 2, &[Symbol::Barrel], None, None);
    state.land[1] = Some(put_contract(&mut state, left_contract));
    let ships = state.decks.as_ref().unwrap().ships.len();
    let (after, _) = clean_up(&state);
    assert!(sea_cards(&after)
        .iter()
        .all(|space| space.as_ref().is_some_and(|card| card.id != "left-over")));
    assert!(land_cards(&after).iter().all(|space| space
        .as_ref()
        .is_some_and(|card| card.id != "left-contract")));
    assert_eq!(after.decks.as_ref().unwrap().ships.len(), ships - 3);
    // Short games move the token 2 spaces and have no events.
    assert_eq!(after.progress, state.progress + 2);
    assert_eq!(after.rack.event, None);
}

/// Rule `return-influence`: laid cards come back; whoever grew drops the lowest of 6.
#[test]
fn rule_return_influence_drops_the_lowest_card_after_growing() {
    let mut state = game(2, Variant::Long);
    state.players[0].hand = Some(vec![6]);
    state.players[0].hand_size = 1;
    state.players[0].grew = true;
    state.players[1].hand = Some(Vec::new());
    state.players[1].hand_size = 0;
    state.bids = (1..=5)
        .flat_map(|value| {
            [
                bid(seat(0), BidSpace::ParkingLot, value),
                bid(seat(1), BidSpace::GrowInfluence, value),
            ]
        })
        .collect();
    let (after, _) = clean_up(&state);
    assert_eq!(after.players[0].hand.as_deref(), Some(&[2, 3, 4, 5, 6][..]));
    assert_eq!(after.players[1].hand.as_deref(), Some(&[1, 2, 3, 4, 5][..]));
    assert_eq!(after.players[0].hand_size, 5);
    assert!(!after.players[0].grew);
    assert!(after.bids.is_empty());
}

/// Rule `end-of-game`: when the token reaches the last space, the waiting event has been
/// carried out, leftover Contracts are settled as if due, and the boards are not refilled.
#[test]
fn rule_end_of_game_settles_leftover_contracts() {
    let mut state = with_event(Event::Subsidy { money: 2 });
    state.progress = state.board.progress.spaces - 2;
    state.prices.insert(0, price(3, 2, 5, 4));
    loaded(
        &mut state,
        0,
        0,
        contract("done", 3, &[Symbol::Barrel], None, Some(Stake::Money(2))),
        3,
        &[Good::Barrel],
    );
    loaded(
        &mut state,
        1,
        1,
        contract(
            "unfinished",
            3,
            &[Symbol::Crate, Symbol::Crate],
            Some(Stake::Money(1)),
            None,
        ),
        3,
        &[Good::Crate],
    );
    let sea = state.sea.clone();
    let (after, events) = clean_up(&state);
    assert_eq!(after.phase, Phase::Over);
    assert!(events.contains(&E::GameOver));
    // 5 + subsidy 2, then barrel 3 + reward 2; seat 1: crate 2 - penalty 1.
    assert_eq!(money(&after), [12, 8]);
    assert!(after
        .players
        .iter()
        .all(|player| player.loading_docks.iter().all(Option::is_none)));
    assert_eq!(after.sea, sea);
    assert!(to_act(&after).is_empty());
    assert_eq!(
        refused(&after, 0, A::FinishHarbor),
        ("game-over", "end-of-game")
    );
}

/// Rule `final-score`: money times the Prestige track, Bank money left out; ties to rank.
#[test]
fn rule_final_score_multiplies_money_by_prestige() {
    let mut state = game(2, Variant::Long);
    state.players[0].money = 65;
    state.players[0].prestige = 15;
    state.players[0].bank = 9;
    state.players[1].money = 0;
    state.players[1].prestige = 30;
    state.phase = Phase::Over;
    let sheet = RULES.score(&state);
    assert!(sheet.is_final);
    assert_eq!(sheet.players[0].total, 975);
    assert_eq!(sheet.players[1].total, 0);
    assert_eq!(sheet.winners, [0]);

    // 10 × 10 each: seat 1, the Captain, wins the tie.
    state.ranks = vec![seat(1), seat(0)];
    state.players[0].money = 10;
    state.players[0].prestige = 10;
    state.players[1].money = 10;
    state.players[1].prestige = 10;
    let sheet = RULES.score(&state);
    assert_eq!(sheet.winners, [1]);
}
