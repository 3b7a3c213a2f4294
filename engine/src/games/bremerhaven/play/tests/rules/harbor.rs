//! The individual harbor phase (rules harbor-phase, produce, storage, move-goods, packing,
//! prestige-update, time-markers, ship-due, contract-due, contract-reward, contract-penalty,
//! no-debt, bank, and the buildings that act there).

use super::*;

/// A 2-player long game in its harbor phase with empty docks and loading docks, the given
/// goods stored by seat 0 and these Price cards on top (barrel 3, crate 2, container 5,
/// passenger 4).
fn working(stored: Goods) -> BremerhavenState {
    let mut state = game(2, Variant::Long);
    clear_harbors(&mut state);
    state.players[0].stored = stored;
    state.prices.insert(0, price(3, 2, 5, 4));
    state.prices.pop();
    harbor(&state)
}

fn barrels(barrel: u8) -> Goods {
    Goods {
        barrel,
        ..Goods::default()
    }
}

fn crates(crate_: u8) -> Goods {
    Goods {
        crate_,
        ..Goods::default()
    }
}

/// Rule `harbor-phase`: every seat works its harbor at once; the phase ends when all are done.
#[test]
fn rule_harbor_phase_lets_every_seat_act_at_once() {
    let state = working(Goods::default());
    assert_eq!(to_act(&state), [Actor::Seat(0), Actor::Seat(1)]);
    let (state, events) = act(&state, 1, A::FinishHarbor);
    assert!(events.contains(&E::HarborDone { seat: 1 }));
    assert_eq!(to_act(&state), [Actor::Seat(0)]);
    assert_eq!(
        refused(&state, 1, A::FinishHarbor),
        ("not-your-turn", "round-structure")
    );
    assert_eq!(
        refused(&state, 0, A::KeepRanks),
        ("wrong-phase", "harbor-phase")
    );
    let (state, _) = act(&state, 0, A::FinishHarbor);
    assert_eq!(state.round, 2);
    assert_eq!(state.phase, Phase::Bidding { placed: 0 });
}

/// Rule `produce` (with `building-produces`, `building-earns` and `building-bank`): each built
/// production building produces once, before any good is moved.
#[test]
fn rule_produce_once_per_building_before_moving() {
    let mut state = working(Goods::default());
    state.players[0].built = put_buildings(&mut state, vec![
        building("refinery-test", 1, Ability::Produces { good: Good::Barrel }),
        building("shop-test", 0, Ability::Earns { money: 2 }),
        building("bank-test", 0, Ability::Bank { money: 3 }),
        building("statue-test", 2, Ability::None),
    ]);
    state.players[0].unbuilt = put_buildings(&mut state, vec![building("idle-test", 0, Ability::Earns { money: 5 })]);
    docked(
        &mut state,
        0,
        0,
        ship("s", 3, Symbol::Crate, 2, 0, 1),
        3,
        Good::Crate,
        2,
    );
    state.players[0].money = 0;
    assert_eq!(
        refused(&state, 0, A::Produce { building: 3 }),
        ("not-production", "produce")
    );
    assert_eq!(
        refused(&state, 0, A::Produce { building: 4 }),
        ("not-built", "produce")
    );
    let (state, _) = act(&state, 0, A::Produce { building: 0 });
    assert_eq!(state.players[0].stored, barrels(1));
    assert_eq!(
        refused(&state, 0, A::Produce { building: 0 }),
        ("already-produced", "produce")
    );
    let (state, _) = act(&state, 0, A::Produce { building: 1 });
    assert_eq!(state.players[0].money, 2);
    let (banked, events) = act(&state, 0, A::Produce { building: 2 });
    assert!(events.contains(&E::BankFilled { seat: 0, money: 3 }));
    assert_eq!((banked.players[0].money, banked.players[0].bank), (2, 3));
    // Moving a good ends production: the Bank can no longer produce.
    let (moved, _) = act(&state, 0, A::Unload { dock: 0 });
    assert_eq!(
        refused(&moved, 0, A::Produce { building: 2 }),
        ("production-over", "produce")
    );
}

/// Rule `storage`: a storage space takes one good, or two crates; a good with no space is
/// refused, whether produced or unloaded.
#[test]
fn rule_storage_holds_one_good_or_two_crates_a_space() {
    // Long game: 6 open spaces. 5 barrels and 1 crate fill them, but a crate still fits.
    let mut state = working(Goods {
        barrel: 5,
        crate_: 1,
        ..Goods::default()
    });
    docked(
        &mut state,
        0,
        0,
        ship("c", 3, Symbol::Crate, 2, 0, 1),
        3,
        Good::Crate,
        2,
    );
    docked(
        &mut state,
        0,
        1,
        ship("b", 3, Symbol::Barrel, 2, 0, 1),
        3,
        Good::Barrel,
        2,
    );
    state.players[0].built = put_buildings(&mut state, vec![building(
        "refinery-test",
        1,
        Ability::Produces { good: Good::Barrel },
    )]);
    // The Building takes a space of its own: 5 spaces left, all full.
    assert_eq!(
        refused(&state, 0, A::Produce { building: 0 }),
        ("storage-full", "storage")
    );
    state.players[0].built.clear();
    assert_eq!(
        refused(&state, 0, A::Unload { dock: 1 }),
        ("storage-full", "storage")
    );
    let (state, _) = act(&state, 0, A::Unload { dock: 0 });
    assert_eq!(state.players[0].stored.crate_, 2);
    assert_eq!(state.players[0].stored.spaces(), 6);
    assert_eq!(
        refused(&state, 0, A::Unload { dock: 0 }),
        ("storage-full", "storage")
    );
}

/// Rule `building-storage`: a storage building holds goods besides its own space.
#[test]
fn rule_building_storage_adds_room_for_goods() {
    let mut state = working(barrels(5));
    docked(
        &mut state,
        0,
        0,
        ship("b", 3, Symbol::Barrel, 3, 0, 1),
        3,
        Good::Barrel,
        3,
    );
    state.players[0].built = put_buildings(&mut state, vec![building("silo-test", 0, Ability::Storage { goods: 2 })]);
    // 6 open spaces - 1 for the silo + 2 in it = 7.
    let (state, _) = act(&state, 0, A::Unload { dock: 0 });
    let (state, _) = act(&state, 0, A::Unload { dock: 0 });
    assert_eq!(state.players[0].stored, barrels(7));
    assert_eq!(
        refused(&state, 0, A::Unload { dock: 0 }),
        ("storage-full", "storage")
    );
}

/// Rule `move-goods`: Ship to storage, storage to a Contract symbol that asks for that good (a
/// wild symbol takes any); never from a Ship straight onto a Contract.
#[test]
fn rule_move_goods_go_ship_to_storage_to_contract() {
    let mut state = working(Goods::default());
    docked(
        &mut state,
        0,
        0,
        ship("b", 3, Symbol::Barrel, 1, 0, 1),
        3,
        Good::Barrel,
        1,
    );
    loaded(
        &mut state,
        0,
        0,
        contract("order", 3, &[Symbol::Crate, Symbol::Wild], None, None),
        3,
        &[],
    );
    let wild = A::Deliver {
        loading_dock: 0,
        symbol: 1,
        good: Good::Barrel,
    };
    // The barrel is still aboard: it cannot go to the Contract yet.
    assert_eq!(refused(&state, 0, wild), ("not-stored", "move-goods"));
    assert_eq!(
        refused(&state, 0, A::Unload { dock: 1 }),
        ("no-cargo", "move-goods")
    );
    let (state, events) = act(&state, 0, A::Unload { dock: 0 });
    assert!(events.contains(&E::GoodUnloaded {
        seat: 0,
        dock: 0,
        good: Good::Barrel
    }));
    assert_eq!(state.players[0].docks[0].as_ref().unwrap().cargo, 0);
    assert_eq!(
        refused(&state, 0, A::Unload { dock: 0 }),
        ("no-cargo", "move-goods")
    );
    // The crate symbol takes no barrel; the wild one does.
    assert_eq!(
        refused(
            &state,
            0,
            A::Deliver {
                loading_dock: 0,
                symbol: 0,
                good: Good::Barrel
            }
        ),
        ("wrong-good", "move-goods")
    );
    assert_eq!(
        refused(
            &state,
            0,
            A::Deliver {
                loading_dock: 1,
                symbol: 0,
                good: Good::Barrel
            }
        ),
        ("no-contract", "move-goods")
    );
    let (state, _) = act(&state, 0, wild);
    assert_eq!(state.players[0].stored, Goods::default());
    assert_eq!(
        state.players[0].loading_docks[0]
            .as_ref()
            .unwrap()
            .delivered,
        [None, Some(Good::Barrel)]
    );
    let mut more = state.clone();
    more.players[0].stored = barrels(1);
    assert_eq!(refused(&more, 0, wild), ("wrong-good", "move-goods"));
}

/// Rule `packing`: two crates become a container or back, for 1 money each change.
#[test]
fn rule_packing_costs_one_money_a_change() {
    let mut state = working(crates(3));
    state.players[0].money = 1;
    assert_eq!(refused(&state, 0, A::Unpack), ("not-stored", "packing"));
    let (state, events) = act(&state, 0, A::Pack);
    assert!(events.contains(&E::GoodsConverted {
        seat: 0,
        packed: true,
        money: 1
    }));
    assert_eq!(
        state.players[0].stored,
        Goods {
            crate_: 1,
            container: 1,
            ..Goods::default()
        }
    );
    assert_eq!(state.players[0].money, 0);
    assert_eq!(refused(&state, 0, A::Pack), ("not-stored", "packing"));
    let mut broke = working(crates(2));
    broke.players[0].money = 0;
    assert_eq!(refused(&broke, 0, A::Pack), ("cannot-afford", "packing"));
}

/// Rule `building-free-packing`: with the Loading Plant built, packing is free.
#[test]
fn rule_building_free_packing_costs_nothing() {
    let mut state = working(Goods {
        container: 1,
        ..Goods::default()
    });
    state.players[0].built = put_buildings(&mut state, vec![building("plant-test", 1, Ability::FreePacking)]);
    state.players[0].money = 0;
    let mut two_crates = state.clone();
    two_crates.players[0].stored = crates(2);
    let (state, _) = act(&state, 0, A::Unpack);
    assert_eq!(state.players[0].stored, crates(2));
    assert_eq!(state.players[0].money, 0);
    let (packed, _) = act(&two_crates, 0, A::Pack);
    assert_eq!(packed.players[0].stored.container, 1);
    assert_eq!(packed.players[0].money, 0);
}

/// Rule `packing`, ruling BH-46: the seat's next move may not undo a conversion, even a free
/// one; another conversion the same way keeps the bar, any other move of goods lifts it.
#[test]
fn rule_packing_is_not_undone_by_the_next_move() {
    let mut state = working(crates(4));
    state.players[0].built = put_buildings(&mut state, vec![building("plant-test", 1, Ability::FreePacking)]);
    docked(
        &mut state,
        0,
        0,
        ship("s", 3, Symbol::Crate, 2, 0, 1),
        3,
        Good::Crate,
        2,
    );
    let (packed, _) = act(&state, 0, A::Pack);
    assert_eq!(refused(&packed, 0, A::Unpack), ("undoes-conversion", "packing"));
    let (packed_twice, _) = act(&packed, 0, A::Pack);
    assert_eq!(packed_twice.players[0].stored.container, 2);
    assert_eq!(refused(&packed_twice, 0, A::Unpack), ("undoes-conversion", "packing"));
    let (unloaded, _) = act(&packed_twice, 0, A::Unload { dock: 0 });
    let (unpacked, _) = act(&unloaded, 0, A::Unpack);
    assert_eq!(refused(&unpacked, 0, A::Pack), ("undoes-conversion", "packing"));
    // Another seat's harbor is its own: seat 1 is not barred by seat 0's conversions.
    assert_eq!(unpacked.players[1].harbor.last_conversion, None);
}

/// Rule `prestige-update`: the marker rises to the harbor's worth (docked Ships' stars and
/// built Buildings' prestige) and never falls by itself.
#[test]
fn rule_prestige_update_keeps_the_high_water_mark() {
    let mut state = working(Goods::default());
    docked(
        &mut state,
        0,
        0,
        ship("star", 2, Symbol::Barrel, 1, 0, 4),
        2,
        Good::Barrel,
        0,
    );
    state.players[0].built = put_buildings(&mut state, vec![building("statue-test", 2, Ability::None)]);
    state.players[0].unbuilt = put_buildings(&mut state, vec![building("unbuilt-test", 3, Ability::None)]);
    state.players[0].prestige = 5;
    state.players[1].prestige = 9;
    docked(
        &mut state,
        1,
        0,
        ship("small", 2, Symbol::Barrel, 1, 0, 1),
        2,
        Good::Barrel,
        0,
    );
    let (state, events) = act(&state, 0, A::FinishHarbor);
    assert!(events.contains(&E::PrestigeChanged {
        seat: 0,
        prestige: 6
    }));
    assert_eq!(state.players[0].prestige, 6);
    let (state, _) = act(&state, 1, A::FinishHarbor);
    assert_eq!(state.players[1].prestige, 9);
}

/// Rules `time-markers` and `ship-due`: one marker off every Ship and Contract; a Ship that
/// loses its last leaves with what is still aboard, and the prestige it gave stays.
#[test]
fn rule_time_markers_come_off_and_a_due_ship_leaves_with_its_cargo() {
    let mut state = working(Goods::default());
    docked(
        &mut state,
        0,
        0,
        ship("leaving", 2, Symbol::Barrel, 3, 0, 3),
        1,
        Good::Barrel,
        2,
    );
    docked(
        &mut state,
        0,
        1,
        ship("staying", 3, Symbol::Crate, 3, 0, 1),
        3,
        Good::Crate,
        3,
    );
    loaded(
        &mut state,
        0,
        0,
        contract("later", 4, &[Symbol::Barrel], None, None),
        4,
        &[],
    );
    let (state, events) = act(&state, 0, A::FinishHarbor);
    assert!(events.contains(&E::ShipLeft {
        seat: 0,
        dock: 0,
        cargo_lost: 2
    }));
    let player = &state.players[0];
    assert!(player.docks[0].is_none());
    assert_eq!(player.docks[1].as_ref().unwrap().time, 2);
    assert_eq!(player.loading_docks[0].as_ref().unwrap().time, 3);
    assert_eq!(player.prestige, 4);
    assert_eq!(player.stored, Goods::default());
}

/// Rules `contract-due` and `contract-reward`: a due complete Contract sells its goods at the
/// top Price card and pays its reward, money or prestige.
#[test]
fn rule_contract_reward_is_paid_on_top_of_the_sale() {
    let mut state = working(Goods::default());
    state.players[0].money = 10;
    state.players[0].prestige = 2;
    loaded(
        &mut state,
        0,
        0,
        contract(
            "paid",
            2,
            &[Symbol::Barrel, Symbol::Container],
            None,
            Some(Stake::Money(3)),
        ),
        1,
        &[Good::Barrel, Good::Container],
    );
    loaded(
        &mut state,
        0,
        1,
        contract(
            "honoured",
            2,
            &[Symbol::Passenger],
            None,
            Some(Stake::Prestige),
        ),
        1,
        &[Good::Passenger],
    );
    let (state, events) = act(&state, 0, A::FinishHarbor);
    assert!(events.contains(&E::ContractSettled {
        seat: 0,
        contract: "paid".to_owned(),
        sale: 3 + 5,
        complete: true
    }));
    // 10 + barrel 3 + container 5 + reward 3 + passenger 4.
    assert_eq!(state.players[0].money, 25);
    assert_eq!(state.players[0].prestige, 3);
    assert!(state.players[0].loading_docks.iter().all(Option::is_none));
}

/// Rule `building-contract-bonus`: each completed Contract pays the building's money too.
#[test]
fn rule_building_contract_bonus_pays_per_completed_contract() {
    let mut state = working(Goods::default());
    state.players[0].money = 0;
    state.players[0].built = put_buildings(&mut state, vec![building(
        "broker-test",
        0,
        Ability::ContractBonus { money: 2 },
    )]);
    loaded(
        &mut state,
        0,
        0,
        contract("done", 2, &[Symbol::Crate], None, None),
        1,
        &[Good::Crate],
    );
    loaded(
        &mut state,
        0,
        1,
        contract("short", 2, &[Symbol::Crate, Symbol::Crate], None, None),
        1,
        &[Good::Crate],
    );
    let (state, _) = act(&state, 0, A::FinishHarbor);
    // Two crates sold at 2; the bonus only for the complete one.
    assert_eq!(state.players[0].money, 2 + 2 + 2);
}

/// Rule `contract-penalty`: an incomplete due Contract still sells what it holds, then costs
/// its penalty, money or one prestige (never below 0), and never pays its reward.
#[test]
fn rule_contract_penalty_follows_the_sale_of_what_was_delivered() {
    let mut state = working(Goods::default());
    state.players[0].money = 10;
    state.players[0].prestige = 0;
    loaded(
        &mut state,
        0,
        0,
        contract(
            "late",
            2,
            &[Symbol::Barrel, Symbol::Crate],
            Some(Stake::Money(4)),
            Some(Stake::Money(3)),
        ),
        1,
        &[Good::Barrel],
    );
    loaded(
        &mut state,
        0,
        1,
        contract(
            "shamed",
            2,
            &[Symbol::Passenger],
            Some(Stake::Prestige),
            None,
        ),
        1,
        &[],
    );
    let (state, events) = act(&state, 0, A::FinishHarbor);
    assert!(events.contains(&E::ContractSettled {
        seat: 0,
        contract: "late".to_owned(),
        sale: 3,
        complete: false
    }));
    assert!(events.contains(&E::PenaltyPaid { seat: 0, money: 4 }));
    assert_eq!(state.players[0].money, 10 + 3 - 4);
    assert_eq!(state.players[0].prestige, 0);

    let mut proud = working(Goods::default());
    proud.players[0].prestige = 4;
    loaded(
        &mut proud,
        0,
        1,
        contract(
            "shamed",
            2,
            &[Symbol::Passenger],
            Some(Stake::Prestige),
            None,
        ),
        1,
        &[],
    );
    let (proud, _) = act(&proud, 0, A::FinishHarbor);
    assert_eq!(proud.players[0].prestige, 3);
}

/// Rules `no-debt` and `bank`: a penalty beyond the cash takes all the cash, then Bank money,
/// and the rest is forgiven.
#[test]
fn rule_no_debt_pays_cash_then_bank_and_forgives_the_rest() {
    let mut state = working(Goods::default());
    state.players[0].money = 2;
    state.players[0].bank = 1;
    loaded(
        &mut state,
        0,
        0,
        contract("ruin", 2, &[Symbol::Barrel], Some(Stake::Money(5)), None),
        1,
        &[],
    );
    let (state, events) = act(&state, 0, A::FinishHarbor);
    assert!(events.contains(&E::PenaltyPaid { seat: 0, money: 3 }));
    assert_eq!((state.players[0].money, state.players[0].bank), (0, 0));

    // Cash first: the Bank is touched only for what the cash cannot pay.
    let mut rich = working(Goods::default());
    rich.players[0].money = 4;
    rich.players[0].bank = 3;
    loaded(
        &mut rich,
        0,
        0,
        contract("ruin", 2, &[Symbol::Barrel], Some(Stake::Money(5)), None),
        1,
        &[],
    );
    let (rich, _) = act(&rich, 0, A::FinishHarbor);
    assert_eq!((rich.players[0].money, rich.players[0].bank), (0, 2));
}

/// Rule `bank`: Bank money buys nothing: a permit's Bollard is refused for want of cash.
#[test]
fn rule_bank_money_pays_no_purchase() {
    let mut state = working(crates(2));
    state.players[0].money = 0;
    state.players[0].bank = 5;
    assert_eq!(refused(&state, 0, A::Pack), ("cannot-afford", "packing"));
}
