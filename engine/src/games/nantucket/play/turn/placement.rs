//! Placing the worker: what each anchored space and built building offers, judging its use
//! (built, free this round, and what its action needs) and carrying it out.

use super::super::super::rules::rule;
use super::super::actions::{NantucketAction as A, NantucketEvent};
use super::super::bank::{one, pay_in, pay_out, payments, silver};
use super::super::refusal::{cannot, refuse, NantucketRefusalCode as Code, Why};
use super::super::state::{Coin, Coins, NantucketState, Step, SHIP_COINS, WHARF_COINS};
use super::super::town::Building;
use super::build::{can_build, site_refusal};
use super::launch::check_launch;
use super::{build_site, building_of, drop_empty_ships, mixes_within, Events, Judged, Next};

/// Appends the actions of one building (or, with `None`, of the anchored spaces) worth
/// proposing: only parameters `check` could accept (coins the player holds, ships they have,
/// launches when the ship count allows one), in the order the full lists had, so a seeded
/// game picks the same actions as before; `check` still judges each one.
fn push_actions_of(state: &NantucketState, seat: u8, building: Option<Building>, out: &mut Vec<A>) {
    let player = state.player(seat);
    let supply = player.supply;
    let ships = u8::try_from(player.ships.len()).unwrap_or(0);
    // A first ship needs no ship at sea; the Shipyard's second needs exactly one.
    let first_launch = if ships == 0 { supply } else { Coins::default() };
    let Some(building) = building else {
        out.extend([A::Warehouse, A::TownHall]);
        out.extend(
            mixes_within(SHIP_COINS, first_launch)
                .map(|(silver, copper)| A::Dockyard { silver, copper }),
        );
        return;
    };
    match building {
        Building::Tavern => out.push(A::Tavern),
        Building::HarborOffice => out.push(A::HarborOffice),
        Building::Courthouse => out.push(A::Courthouse),
        Building::MayorsHouse => out.push(A::MayorsHouse),
        Building::Outfitter => out.push(A::Outfitter),
        Building::LumberMill => out.push(A::LumberMill),
        Building::Schoolhouse => out.push(A::Schoolhouse),
        Building::TownSquare => out.push(A::TownSquare),
        Building::GeneralStore => out.push(A::GeneralStore),
        Building::Almshouse => out.push(A::Almshouse),
        Building::GamblingHall => out.push(A::GamblingHall),
        Building::Refinery => out.push(A::Refinery),
        Building::Candleworks => out.push(A::Candleworks),
        Building::LawOffice => {
            for built in state.built.iter().filter(|b| b.owner != seat) {
                if let Some(lot) = state.town.lot(built.building) {
                    out.extend(payments(supply, u32::from(lot.cost), false).map(|pay| {
                        A::LawOffice {
                            building: built.building,
                            silver: pay.silver,
                            copper: pay.copper,
                        }
                    }));
                }
            }
        }
        Building::Cooperage => out.extend((0..ships).map(|ship| A::Cooperage { ship })),
        Building::Tryworks => out.extend((0..ships).map(|ship| A::Tryworks { ship })),
        Building::Drydock => out.extend(
            mixes_within(SHIP_COINS, first_launch)
                .map(|(silver, copper)| A::Drydock { silver, copper }),
        ),
        Building::Shipyard => {
            let second_launch = if ships == 1 { supply } else { Coins::default() };
            out.extend(
                mixes_within(SHIP_COINS, second_launch)
                    .map(|(silver, copper)| A::Shipyard { silver, copper }),
            )
        }
        Building::Wharf => out.extend(
            mixes_within(WHARF_COINS, first_launch)
                .map(|(silver, copper)| A::Wharf { silver, copper }),
        ),
        Building::Lighthouse if supply.silver > 0 => {
            // The Lighthouse's Silver is paid first; the rest must fit on the ship.
            let after_paying = supply.minus(Coins::new(1, 0));
            for (ship, coins) in (0..ships).zip(&player.ships) {
                let room = SHIP_COINS
                    .saturating_sub(u8::try_from(coins.count()).unwrap_or(SHIP_COINS))
                    .min(SHIP_COINS - 1);
                out.extend(mixes_within(room, after_paying).map(|(silver, copper)| {
                    A::Lighthouse {
                        ship,
                        silver,
                        copper,
                    }
                }));
            }
        }
        Building::CaptainsHouse => {
            for (ship, coins) in (0..ships).zip(&player.ships) {
                out.extend(mixes_within(WHARF_COINS, *coins).map(|(silver, copper)| {
                    A::CaptainsHouse {
                        ship,
                        silver,
                        copper,
                    }
                }));
            }
        }
        _ => {}
    }
}

/// Everything the seat may propose at the start of a turn.
pub fn placement_candidates(state: &NantucketState, seat: u8, exchanged: bool, out: &mut Vec<A>) {
    if !exchanged {
        out.push(A::Exchange);
    }
    push_actions_of(state, seat, None, out);
    for built in &state.built {
        if !built.used {
            push_actions_of(state, seat, Some(built.building), out);
        }
    }
}

/// The Mayor's House: the new building's own actions, or leaving it unused.
pub fn use_new_candidates(state: &NantucketState, seat: u8, building: Building, out: &mut Vec<A>) {
    push_actions_of(state, seat, Some(building), out);
    out.push(A::SkipUse);
}

/// Judges a placement (or, with `fresh`, the Mayor's House use of a just-built building).
pub fn check_use(state: &NantucketState, seat: u8, action: &A, fresh: Option<Building>) -> Judged {
    let player = state.player(seat);
    check_building_free(state, building_of(action), fresh)?;
    let opponent = NantucketState::opponent(seat);
    let ship = |index: u8| player.ships.get(usize::from(index)).copied();
    match *action {
        A::Warehouse => Ok(()),
        A::TownHall
        | A::Courthouse
        | A::MayorsHouse
        | A::HarborOffice
        | A::Outfitter
        | A::LumberMill => {
            let Some(site) = build_site(action) else {
                return Err(cannot(rule::TURN_STRUCTURE, Why::NotABuild));
            };
            if can_build(state, seat, site) {
                Ok(())
            } else {
                Err(site_refusal(site))
            }
        }
        A::Dockyard { silver, copper }
        | A::Drydock { silver, copper }
        | A::Wharf { silver, copper }
        | A::Shipyard { silver, copper } => {
            let (most, second, rule) = match *action {
                A::Dockyard { .. } => (SHIP_COINS, false, rule::ANCHORED_DOCKYARD),
                A::Drydock { .. } => (SHIP_COINS, false, rule::BUILDING_DRYDOCK),
                A::Wharf { .. } => (WHARF_COINS, false, rule::BUILDING_WHARF),
                _ => (SHIP_COINS, true, rule::BUILDING_SHIPYARD),
            };
            check_launch(state, seat, Coins::new(silver, copper), most, second, rule)
        }
        A::Tavern => {
            if player.ships.iter().any(|s| s.count() > 0) {
                Ok(())
            } else {
                Err(cannot(rule::BUILDING_TAVERN, Why::NeedShipCoins))
            }
        }
        A::Candleworks => {
            if player.ships.iter().any(|s| s.silver > 0) {
                Ok(())
            } else {
                Err(cannot(rule::BUILDING_CANDLEWORKS, Why::NeedShipSilver))
            }
        }
        A::Schoolhouse | A::Refinery | A::GamblingHall => Ok(()),
        // Ruling NT-25: fewer than 2 buildings would pay nothing.
        A::TownSquare if state.built.len() < 2 => {
            Err(cannot(rule::BUILDING_TOWN_SQUARE, Why::TooFewBuilt))
        }
        A::TownSquare => Ok(()),
        A::GeneralStore => {
            if player.supply.silver >= 2 {
                Ok(())
            } else {
                Err(refuse(
                    Code::CannotAfford,
                    rule::BUILDING_GENERAL_STORE,
                    Why::NeedTwoSilver,
                ))
            }
        }
        A::Almshouse => {
            if state.player(opponent).supply.silver > 0 {
                Ok(())
            } else {
                Err(cannot(rule::BUILDING_ALMSHOUSE, Why::OpponentHasNoSilver))
            }
        }
        A::Cooperage { ship: index } => match ship(index) {
            Some(s) if s.count() > 0 => Ok(()),
            _ => Err(cannot(rule::BUILDING_COOPERAGE, Why::ShipHoldsNoCoins)),
        },
        A::Tryworks { ship: index } => match ship(index) {
            Some(s) if s.silver > 0 => {
                if state.sizes_differ(seat, &[s.count() - 1]) {
                    Ok(())
                } else {
                    Err(refuse(Code::EqualShips, rule::SHIPS, Why::ShipWouldMatch))
                }
            }
            _ => Err(cannot(rule::BUILDING_TRYWORKS, Why::ShipHasNoSilver)),
        },
        A::Lighthouse {
            ship,
            silver,
            copper,
        } => check_lighthouse(state, seat, ship, Coins::new(silver, copper)),
        A::CaptainsHouse {
            ship,
            silver,
            copper,
        } => check_captains_house(state, seat, ship, Coins::new(silver, copper)),
        A::LawOffice {
            building,
            silver,
            copper,
        } => check_law_office(state, seat, building, Coins::new(silver, copper)),
        _ => Err(refuse(
            Code::WrongPhase,
            rule::TURN_STRUCTURE,
            Why::PlaceWorker,
        )),
    }
}

/// A building's action needs the building built and not yet used this round; the Mayor's
/// House use must be the just-built building's own.
fn check_building_free(
    state: &NantucketState,
    building: Option<Building>,
    fresh: Option<Building>,
) -> Judged {
    match (building, fresh) {
        (Some(building), Some(new)) if building != new => Err(refuse(
            Code::WrongBuilding,
            rule::BUILDING_MAYORS_HOUSE,
            Why::UseNewOrSkip,
        )),
        (None, Some(_)) => Err(refuse(
            Code::WrongBuilding,
            rule::BUILDING_MAYORS_HOUSE,
            Why::UseNewOrSkip,
        )),
        (Some(building), _) => match state.built(building) {
            None => Err(refuse(
                Code::NotBuilt,
                rule::BUILDING_USE,
                Why::NotBuilt(building),
            )),
            Some(built) if built.used => Err(refuse(
                Code::BuildingOccupied,
                rule::BUILDING_USE,
                Why::UsedThisRound(building),
            )),
            Some(_) => Ok(()),
        },
        (None, None) => Ok(()),
    }
}

/// The Lighthouse: 1 Silver paid, then `adding` from the supply onto ship `index`.
fn check_lighthouse(state: &NantucketState, seat: u8, index: u8, adding: Coins) -> Judged {
    let player = state.player(seat);
    let Some(s) = player.ships.get(usize::from(index)).copied() else {
        return Err(cannot(rule::BUILDING_LIGHTHOUSE, Why::NoSuchShip));
    };
    if player.supply.silver == 0 {
        return Err(refuse(
            Code::CannotAfford,
            rule::BUILDING_LIGHTHOUSE,
            Why::LighthouseSilverFirst,
        ));
    }
    if adding.count() == 0 || !player.supply.minus(Coins::new(1, 0)).covers(adding) {
        return Err(refuse(
            Code::CannotAfford,
            rule::BUILDING_LIGHTHOUSE,
            Why::NotThoseCoinsAfterPaying,
        ));
    }
    if s.count() + adding.count() > u32::from(SHIP_COINS) {
        return Err(cannot(rule::BUILDING_LIGHTHOUSE, Why::ShipHoldsAtMostFour));
    }
    if state.sizes_differ(seat, &[s.count() + adding.count()]) {
        Ok(())
    } else {
        Err(refuse(Code::EqualShips, rule::SHIPS, Why::ShipWouldMatch))
    }
}

/// The Captain's House: `taking` off ship `index` into the supply.
fn check_captains_house(state: &NantucketState, seat: u8, index: u8, taking: Coins) -> Judged {
    let player = state.player(seat);
    let Some(s) = player.ships.get(usize::from(index)).copied() else {
        return Err(cannot(rule::BUILDING_CAPTAINS_HOUSE, Why::NoSuchShip));
    };
    if taking.count() == 0 || !s.covers(taking) {
        return Err(cannot(rule::BUILDING_CAPTAINS_HOUSE, Why::TakeCoinOnShip));
    }
    if state.sizes_differ(seat, &[s.count() - taking.count()]) {
        Ok(())
    } else {
        Err(refuse(Code::EqualShips, rule::SHIPS, Why::ShipWouldMatch))
    }
}

/// The Law Office: buying the opponent's `building` at its printed cost, paid with `pay`.
fn check_law_office(state: &NantucketState, seat: u8, building: Building, pay: Coins) -> Judged {
    let player = state.player(seat);
    let Some(built) = state.built(building) else {
        return Err(cannot(rule::BUILDING_LAW_OFFICE, Why::LawOfficeNotBuilt));
    };
    if built.owner == seat {
        return Err(cannot(rule::BUILDING_LAW_OFFICE, Why::AlreadyOwnIt));
    }
    let cost = state
        .town
        .lot(building)
        .map_or(0, |lot| u32::from(lot.cost));
    if pay.value() != cost {
        return Err(refuse(
            Code::WrongPayment,
            rule::BUILDING_LAW_OFFICE,
            Why::PayPrinted { cost },
        ));
    }
    if !player.supply.covers(pay) {
        return Err(refuse(
            Code::CannotAfford,
            rule::BUILDING_LAW_OFFICE,
            Why::NotThoseCoins,
        ));
    }
    Ok(())
}

/// Carries out a checked use of a space or building.
pub fn execute_use(state: &mut NantucketState, seat: u8, action: &A, events: &mut Events) -> Next {
    if let Some(building) = building_of(action) {
        if let Some(built) = state.built_mut(building) {
            built.used = true;
        }
    }
    if let Some(site) = build_site(action) {
        return Next::Step(Step::Build { site });
    }
    let opponent = NantucketState::opponent(seat);
    let launch = |state: &mut NantucketState, coins: Coins, events: &mut Events| {
        let player = state.player_mut(seat);
        player.supply = player.supply.minus(coins);
        player.ships.push(coins);
        events.push(NantucketEvent::Launched { seat, coins });
    };
    match *action {
        // `rule::ANCHORED_WAREHOUSE`
        A::Warehouse => pay_out(state, seat, silver(1), events),
        A::Dockyard { silver, copper }
        | A::Wharf { silver, copper }
        | A::Shipyard { silver, copper } => launch(state, Coins::new(silver, copper), events),
        A::Drydock { silver: s, copper } => {
            launch(state, Coins::new(s, copper), events);
            pay_out(state, seat, silver(1), events);
        }
        A::Tavern => state.player_mut(seat).tavern = true,
        A::Candleworks => state.player_mut(seat).candleworks = true,
        // `rule::BUILDING_SCHOOLHOUSE`
        A::Schoolhouse => pay_out(state, seat, silver(2), events),
        A::TownSquare => {
            let dollars = u8::try_from(state.built.len() / 2).unwrap_or(u8::MAX);
            pay_out(state, seat, silver(dollars), events);
        }
        A::GeneralStore => {
            pay_in(state, seat, silver(2));
            pay_out(state, seat, one(Coin::Copper), events);
        }
        A::Almshouse => {
            let giver = state.player_mut(opponent);
            giver.supply = giver.supply.minus(silver(1));
            let taker = state.player_mut(seat);
            taker.supply = taker.supply.plus(silver(1));
        }
        // `rule::BUILDING_REFINERY`
        A::Refinery => {
            pay_out(state, opponent, silver(2), events);
            pay_out(state, seat, one(Coin::Copper), events);
        }
        // `rule::BUILDING_GAMBLING_HALL`: the coin is tossed next, its outcome paid then.
        A::GamblingHall => return Next::Flip,
        A::Cooperage { ship } => {
            let coins = state.player(seat).ships[usize::from(ship)].count();
            pay_out(
                state,
                seat,
                silver(u8::try_from(coins).unwrap_or(u8::MAX)),
                events,
            );
        }
        A::Tryworks { ship } => {
            let player = state.player_mut(seat);
            player.ships[usize::from(ship)] = player.ships[usize::from(ship)].minus(silver(1));
            state.bank = state.bank.plus(silver(1));
            pay_out(state, seat, one(Coin::Copper), events);
            drop_empty_ships(state, seat);
        }
        A::Lighthouse {
            ship,
            silver: s,
            copper,
        } => {
            pay_in(state, seat, silver(1));
            let adding = Coins::new(s, copper);
            let player = state.player_mut(seat);
            player.supply = player.supply.minus(adding);
            player.ships[usize::from(ship)] = player.ships[usize::from(ship)].plus(adding);
        }
        A::CaptainsHouse {
            ship,
            silver: s,
            copper,
        } => {
            let taking = Coins::new(s, copper);
            let player = state.player_mut(seat);
            player.ships[usize::from(ship)] = player.ships[usize::from(ship)].minus(taking);
            player.supply = player.supply.plus(taking);
            drop_empty_ships(state, seat);
            pay_out(state, seat, silver(1), events);
        }
        A::LawOffice {
            building,
            silver: s,
            copper,
        } => {
            let pay = Coins::new(s, copper);
            let buyer = state.player_mut(seat);
            buyer.supply = buyer.supply.minus(pay);
            let seller = state.player_mut(opponent);
            seller.supply = seller.supply.plus(pay);
            if let Some(built) = state.built_mut(building) {
                built.owner = seat;
            }
            events.push(NantucketEvent::Bought { seat, building });
        }
        _ => {}
    }
    Next::Done
}
