//! Building: the lots worth proposing at a build site, judging a build (its price, the ship
//! coins the Harbor Office lets it take, the Lumber Mill's free build) and carrying it out.

use super::super::super::rules::rule;
use super::super::actions::{FromShip, NantucketAction as A, NantucketEvent};
use super::super::bank::{self, one, pay_out, payments, silver};
use super::super::refusal::{cannot, refuse, NantucketRefusal, NantucketRefusalCode as Code, Why};
use super::super::state::{
    BuildSite, Built, Coin, Coins, NantucketState, Step, BUILDINGS_TO_END, SHIP_COINS,
};
use super::super::town::{Building, Lot};
use super::launch::launch_mixes;
use super::{drop_empty_ships, mixes_within, Events, Judged, Next};

/// The rule and reason when nothing can be built at `site`.
pub(super) fn site_refusal(site: BuildSite) -> NantucketRefusal {
    match site {
        BuildSite::TownHall => cannot(rule::ANCHORED_TOWN_HALL, Why::NoPayment),
        BuildSite::Courthouse => cannot(rule::BUILDING_COURTHOUSE, Why::NoPayment),
        BuildSite::MayorsHouse => cannot(rule::BUILDING_MAYORS_HOUSE, Why::NoPayment),
        BuildSite::HarborOffice => cannot(rule::BUILDING_HARBOR_OFFICE, Why::NoPayment),
        BuildSite::Outfitter => cannot(rule::BUILDING_OUTFITTER, Why::CannotBuildAndLaunch),
        BuildSite::LumberMill => cannot(rule::BUILDING_LUMBER_MILL, Why::NothingForLumberMill),
    }
}

/// Whether `seat` can build at `site` at all (some lot, some payment): the first accepted
/// build ends the search.
pub(super) fn can_build(state: &NantucketState, seat: u8, site: BuildSite) -> bool {
    each_build(state, seat, site, |action| {
        check_build(state, seat, site, &action).is_ok()
    })
}

/// The bank coin that marks a Lumber Mill build (ruling NT-11): a Silver while the bank has
/// one, else a Copper; a Copper-only lot is marked with a Copper (ruling NT-21).
fn lumber_mill_marker(state: &NantucketState, lot: &Lot) -> Option<Coin> {
    if state.bank.silver > 0 && !lot.copper_only {
        Some(Coin::Silver)
    } else if state.bank.copper > 0 {
        Some(Coin::Copper)
    } else {
        None
    }
}

/// Every build worth proposing at `site`.
pub fn build_candidates(state: &NantucketState, seat: u8, site: BuildSite, out: &mut Vec<A>) {
    each_build(state, seat, site, |action| {
        out.push(action);
        false
    });
}

/// Hands every build worth proposing at `site` to `visit`, in a fixed order, until `visit`
/// returns true; returns whether it did.
fn each_build(
    state: &NantucketState,
    seat: u8,
    site: BuildSite,
    mut visit: impl FnMut(A) -> bool,
) -> bool {
    let player = state.player(seat);
    for lot in state.town.lots() {
        if state.built(lot.building).is_some()
            || (site == BuildSite::LumberMill && lot.building.is_bonus())
        {
            continue;
        }
        if site == BuildSite::LumberMill {
            let Some(marker) = lumber_mill_marker(state, lot) else {
                continue;
            };
            if visit(A::Build {
                building: lot.building,
                silver: 0,
                copper: 0,
                marker,
                from_ship: None,
            }) {
                return true;
            }
            continue;
        }
        let from_ships = (0..u8::try_from(player.ships.len()).unwrap_or(0))
            .zip(&player.ships)
            .filter(|_| site == BuildSite::HarborOffice)
            .flat_map(|(ship, coins)| {
                mixes_within(3, *coins).map(move |(silver, copper)| {
                    Some(FromShip {
                        ship,
                        silver,
                        copper,
                    })
                })
            });
        for from_ship in std::iter::once(None).chain(from_ships) {
            let taken = from_ship.map_or(Coins::default(), |f| Coins::new(f.silver, f.copper));
            let Some(rest) = u32::from(lot.cost).checked_sub(taken.value()) else {
                continue;
            };
            for pay in payments(player.supply, rest, lot.copper_only) {
                let total = pay.plus(taken);
                for marker in [Coin::Silver, Coin::Copper] {
                    if total.get(marker) > 0
                        && visit(A::Build {
                            building: lot.building,
                            silver: pay.silver,
                            copper: pay.copper,
                            marker,
                            from_ship,
                        })
                    {
                        return true;
                    }
                }
            }
        }
    }
    false
}

pub fn check_build(state: &NantucketState, seat: u8, site: BuildSite, action: &A) -> Judged {
    let A::Build {
        building,
        silver,
        copper,
        marker,
        from_ship,
    } = *action
    else {
        return Err(refuse(
            Code::WrongPhase,
            rule::BUILDING_CONSTRUCTION,
            Why::ChooseBuilding,
        ));
    };
    let Some(lot) = state.town.lot(building) else {
        return Err(refuse(
            Code::NotInTown,
            rule::TOWN_CARDS,
            Why::NotInTown(building),
        ));
    };
    if state.built(building).is_some() {
        return Err(refuse(
            Code::AlreadyBuilt,
            rule::BUILDING_CONSTRUCTION,
            Why::AlreadyBuilt(building),
        ));
    }
    let player = state.player(seat);
    let paid = Coins::new(silver, copper);
    if site == BuildSite::LumberMill {
        let bank_marker = lumber_mill_marker(state, lot);
        return match (building.is_bonus(), paid.count(), from_ship, bank_marker) {
            (true, ..) => Err(refuse(
                Code::CannotPerform,
                rule::BUILDING_LUMBER_MILL,
                Why::LumberMillActionOnly,
            )),
            (false, 0, None, Some(expected)) if expected == marker => Ok(()),
            (false, _, _, None) => Err(refuse(
                Code::BankEmpty,
                rule::BUILDING_LUMBER_MILL,
                Why::NoMarkerCoin,
            )),
            _ => Err(refuse(
                Code::WrongPayment,
                rule::BUILDING_LUMBER_MILL,
                Why::LumberMillFree,
            )),
        };
    }
    let taken = match from_ship {
        None => Coins::default(),
        Some(_) if site != BuildSite::HarborOffice => {
            return Err(refuse(
                Code::WrongPayment,
                rule::BUILDING_CONSTRUCTION,
                Why::ShipPaysAtHarborOfficeOnly,
            ));
        }
        Some(f) => {
            let Some(ship) = player.ships.get(usize::from(f.ship)) else {
                return Err(refuse(
                    Code::NoSuchShip,
                    rule::BUILDING_HARBOR_OFFICE,
                    Why::NoSuchShip,
                ));
            };
            let taken = Coins::new(f.silver, f.copper);
            if taken.count() == 0 || taken.count() > 3 || !ship.covers(taken) {
                return Err(refuse(
                    Code::WrongPayment,
                    rule::BUILDING_HARBOR_OFFICE,
                    Why::TakeFromShip,
                ));
            }
            // Only the ship being changed is judged: whaling may already have left the other
            // level with an opponent's ship (ruling NT-13).
            let left = player.ships[usize::from(f.ship)].count() - taken.count();
            if !state.sizes_differ(seat, &[left]) {
                return Err(refuse(
                    Code::EqualShips,
                    rule::SHIPS,
                    Why::ShipLeftWouldMatch,
                ));
            }
            taken
        }
    };
    let Some(total) = paid.checked_plus(taken) else {
        return Err(refuse(
            Code::WrongPayment,
            rule::BUILDING_CONSTRUCTION,
            Why::CostsExactly {
                building,
                cost: lot.cost,
            },
        ));
    };
    if total.value() != u32::from(lot.cost) {
        return Err(refuse(
            Code::WrongPayment,
            rule::BUILDING_CONSTRUCTION,
            Why::CostsExactly {
                building,
                cost: lot.cost,
            },
        ));
    }
    if lot.copper_only && total.silver > 0 {
        return Err(refuse(
            Code::CopperOnly,
            rule::BONUS_BUILDINGS,
            Why::CopperOnly(building),
        ));
    }
    if !player.supply.covers(paid) {
        return Err(refuse(
            Code::CannotAfford,
            rule::BUILDING_CONSTRUCTION,
            Why::NotThoseCoins,
        ));
    }
    if total.get(marker) == 0 {
        return Err(refuse(
            Code::WrongMarker,
            rule::BUILDING_CONSTRUCTION,
            Why::MarkerPaid,
        ));
    }
    if site == BuildSite::Outfitter {
        // The launch that must follow has to stay possible with what is left.
        let left = player.supply.minus(paid);
        let launchable = launch_mixes(SHIP_COINS).any(|c| {
            left.covers(c) && player.ships.is_empty() && state.sizes_differ(seat, &[c.count()])
        });
        if !launchable {
            return Err(refuse(
                Code::CannotPerform,
                rule::BUILDING_OUTFITTER,
                Why::NoLaunchAfterBuild,
            ));
        }
    }
    Ok(())
}

/// Builds a checked lot; returns the step that follows at this site.
pub fn execute_build(
    state: &mut NantucketState,
    seat: u8,
    site: BuildSite,
    action: &A,
    events: &mut Events,
) -> Next {
    let A::Build {
        building,
        silver: s,
        copper,
        marker,
        from_ship,
    } = *action
    else {
        return Next::Done;
    };
    let paid = Coins::new(s, copper);
    if site == BuildSite::LumberMill {
        state.bank = state.bank.minus(one(marker));
    } else {
        let player = state.player_mut(seat);
        player.supply = player.supply.minus(paid);
        let mut total = paid;
        if let Some(f) = from_ship {
            let taken = Coins::new(f.silver, f.copper);
            player.ships[usize::from(f.ship)] = player.ships[usize::from(f.ship)].minus(taken);
            total = total.plus(taken);
        }
        // Every paid coin but the ownership marker goes to the bank.
        state.bank = state.bank.plus(total.minus(one(marker)));
        drop_empty_ships(state, seat);
    }
    state.built.push(Built {
        building,
        owner: seat,
        marker,
        used: false,
    });
    events.push(NantucketEvent::Built {
        seat,
        building,
        marker,
    });
    if building == Building::SummerHouse {
        state.player_mut(seat).skip_next_turn = true;
    }
    if state.built.len() >= BUILDINGS_TO_END {
        bank::trigger_end(state, events);
    }
    match site {
        BuildSite::Courthouse => {
            pay_out(state, seat, silver(1), events);
            Next::Done
        }
        BuildSite::Outfitter => Next::Step(Step::Launch),
        BuildSite::MayorsHouse if !building.is_bonus() => Next::Step(Step::UseNew { building }),
        _ => Next::Done,
    }
}
