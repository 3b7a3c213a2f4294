//! A player's turn: the coin exchange, placing the worker on an anchored space or a built
//! building, and the decisions an action needs. `check` judges every action; candidates
//! are filtered through it, and `apply` runs it first.

use crate::core::rule_id::RuleId;

use super::super::rules::rule;
use super::actions::{FromShip, NantucketAction as A, NantucketEvent};
use super::bank::{self, one, pay_in, pay_out, payments, silver};
use super::refusal::{cannot, refuse, NantucketRefusal, NantucketRefusalCode as Code, Why};
use super::state::{
    BuildSite, Built, Coin, Coins, NantucketState, Step, BUILDINGS_TO_END, SHIP_COINS, WHARF_COINS,
};
use super::town::{Building, Lot};

type Events = Vec<NantucketEvent>;

type Judged = Result<(), NantucketRefusal>;

/// Where an action builds, for the spaces and buildings whose action is a build.
pub fn build_site(action: &A) -> Option<BuildSite> {
    Some(match action {
        A::TownHall => BuildSite::TownHall,
        A::Courthouse => BuildSite::Courthouse,
        A::MayorsHouse => BuildSite::MayorsHouse,
        A::HarborOffice => BuildSite::HarborOffice,
        A::Outfitter => BuildSite::Outfitter,
        A::LumberMill => BuildSite::LumberMill,
        _ => return None,
    })
}

/// The rule and reason when nothing can be built at `site`.
fn site_refusal(site: BuildSite) -> NantucketRefusal {
    match site {
        BuildSite::TownHall => cannot(rule::ANCHORED_TOWN_HALL, Why::NoPayment),
        BuildSite::Courthouse => cannot(rule::BUILDING_COURTHOUSE, Why::NoPayment),
        BuildSite::MayorsHouse => cannot(rule::BUILDING_MAYORS_HOUSE, Why::NoPayment),
        BuildSite::HarborOffice => cannot(rule::BUILDING_HARBOR_OFFICE, Why::NoPayment),
        BuildSite::Outfitter => cannot(rule::BUILDING_OUTFITTER, Why::CannotBuildAndLaunch),
        BuildSite::LumberMill => cannot(rule::BUILDING_LUMBER_MILL, Why::NothingForLumberMill),
    }
}

/// The building an action uses, if it is a building's action.
pub fn building_of(action: &A) -> Option<Building> {
    Some(match action {
        A::Tavern => Building::Tavern,
        A::HarborOffice => Building::HarborOffice,
        A::Courthouse => Building::Courthouse,
        A::MayorsHouse => Building::MayorsHouse,
        A::LawOffice { .. } => Building::LawOffice,
        A::Outfitter => Building::Outfitter,
        A::LumberMill => Building::LumberMill,
        A::Schoolhouse => Building::Schoolhouse,
        A::TownSquare => Building::TownSquare,
        A::GeneralStore => Building::GeneralStore,
        A::Almshouse => Building::Almshouse,
        A::Cooperage { .. } => Building::Cooperage,
        A::GamblingHall => Building::GamblingHall,
        A::Refinery => Building::Refinery,
        A::Drydock { .. } => Building::Drydock,
        A::Shipyard { .. } => Building::Shipyard,
        A::Lighthouse { .. } => Building::Lighthouse,
        A::Tryworks { .. } => Building::Tryworks,
        A::Candleworks => Building::Candleworks,
        A::CaptainsHouse { .. } => Building::CaptainsHouse,
        A::Wharf { .. } => Building::Wharf,
        _ => return None,
    })
}

fn coin_mixes(max: u8) -> impl Iterator<Item = (u8, u8)> {
    (0..=max)
        .flat_map(move |s| (0..=max - s).map(move |c| (s, c)))
        .filter(|&(s, c)| s + c > 0)
}

/// The mixes of 1 to `max` coins that `coins` covers, in `coin_mixes` order.
fn mixes_within(max: u8, coins: Coins) -> impl Iterator<Item = (u8, u8)> {
    coin_mixes(max).filter(move |&(s, c)| s <= coins.silver && c <= coins.copper)
}

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

pub fn check_exchange(state: &NantucketState, seat: u8) -> Judged {
    if state.player(seat).supply.copper == 0 {
        return Err(refuse(
            Code::CannotAfford,
            rule::COIN_EXCHANGE,
            Why::NoCopperToExchange,
        ));
    }
    if state.bank.silver < 2 {
        return Err(refuse(
            Code::BankEmpty,
            rule::COIN_EXCHANGE,
            Why::BankShortOfSilver,
        ));
    }
    Ok(())
}

fn check_launch(
    state: &NantucketState,
    seat: u8,
    coins: Coins,
    max: u8,
    second: bool,
    rule: RuleId,
) -> Judged {
    let player = state.player(seat);
    if !(1..=u32::from(max)).contains(&coins.count()) {
        return Err(refuse(Code::WrongSize, rule, Why::ShipSize { max }));
    }
    if !player.supply.covers(coins) {
        return Err(refuse(Code::CannotAfford, rule, Why::NotThoseCoins));
    }
    match (second, player.ships.len()) {
        (false, 0) | (true, 1) => {}
        (false, _) => return Err(refuse(Code::AlreadyAtSea, rule, Why::AlreadyHaveShip)),
        // Ruling NT-22: no first ship, no second.
        (true, _) => {
            return Err(refuse(
                Code::CannotPerform,
                rule,
                Why::SecondShipBesideFirst,
            ))
        }
    }
    if !state.sizes_differ(seat, &[coins.count()]) {
        return Err(refuse(Code::EqualShips, rule::SHIPS, Why::LaunchWouldMatch));
    }
    Ok(())
}

/// Whether `seat` can build at `site` at all (some lot, some payment): the first accepted
/// build ends the search.
fn can_build(state: &NantucketState, seat: u8, site: BuildSite) -> bool {
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

pub fn launch_mixes(max: u8) -> impl Iterator<Item = Coins> {
    coin_mixes(max).map(|(s, c)| Coins::new(s, c))
}

/// Judges a placement (or, with `fresh`, the Mayor's House use of a just-built building).
pub fn check_use(state: &NantucketState, seat: u8, action: &A, fresh: Option<Building>) -> Judged {
    let player = state.player(seat);
    let building = building_of(action);
    match (building, fresh) {
        (Some(building), Some(new)) if building != new => {
            return Err(refuse(
                Code::WrongBuilding,
                rule::BUILDING_MAYORS_HOUSE,
                Why::UseNewOrSkip,
            ));
        }
        (None, Some(_)) => {
            return Err(refuse(
                Code::WrongBuilding,
                rule::BUILDING_MAYORS_HOUSE,
                Why::UseNewOrSkip,
            ))
        }
        (Some(building), _) => match state.built(building) {
            None => {
                return Err(refuse(
                    Code::NotBuilt,
                    rule::BUILDING_USE,
                    Why::NotBuilt(building),
                ))
            }
            Some(built) if built.used => {
                return Err(refuse(
                    Code::BuildingOccupied,
                    rule::BUILDING_USE,
                    Why::UsedThisRound(building),
                ))
            }
            Some(_) => {}
        },
        (None, None) => {}
    }
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
            ship: index,
            silver,
            copper,
        } => {
            let adding = Coins::new(silver, copper);
            let Some(s) = ship(index) else {
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
        A::CaptainsHouse {
            ship: index,
            silver,
            copper,
        } => {
            let taking = Coins::new(silver, copper);
            let Some(s) = ship(index) else {
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
        A::LawOffice {
            building,
            silver,
            copper,
        } => {
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
            let pay = Coins::new(silver, copper);
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
        _ => Err(refuse(
            Code::WrongPhase,
            rule::TURN_STRUCTURE,
            Why::PlaceWorker,
        )),
    }
}

/// What the action leads to next within the turn.
pub enum Next {
    Done,
    Step(Step),
    /// The Gambling Hall's coin must be flipped.
    Flip,
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

pub fn drop_empty_ships(state: &mut NantucketState, seat: u8) {
    state.player_mut(seat).ships.retain(|ship| ship.count() > 0);
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

pub fn check_outfitter_launch(state: &NantucketState, seat: u8, action: &A) -> Judged {
    match *action {
        A::Launch { silver: s, copper } => check_launch(
            state,
            seat,
            Coins::new(s, copper),
            SHIP_COINS,
            false,
            rule::BUILDING_OUTFITTER,
        ),
        _ => Err(refuse(
            Code::WrongPhase,
            rule::BUILDING_OUTFITTER,
            Why::OutfitterLaunchNext,
        )),
    }
}

pub fn execute_outfitter_launch(
    state: &mut NantucketState,
    seat: u8,
    action: &A,
    events: &mut Events,
) {
    if let A::Launch { silver: s, copper } = *action {
        let coins = Coins::new(s, copper);
        let player = state.player_mut(seat);
        player.supply = player.supply.minus(coins);
        player.ships.push(coins);
        events.push(NantucketEvent::Launched { seat, coins });
    }
}

/// The Outfitter's launch: the mixes the builder still holds.
pub fn launch_candidates(state: &NantucketState, seat: u8, out: &mut Vec<A>) {
    out.extend(
        mixes_within(SHIP_COINS, state.player(seat).supply)
            .map(|(silver, copper)| A::Launch { silver, copper }),
    );
}

pub fn execute_exchange(state: &mut NantucketState, seat: u8) {
    let player = state.player_mut(seat);
    player.supply = player.supply.minus(one(Coin::Copper)).plus(silver(2));
    state.bank = state.bank.plus(one(Coin::Copper)).minus(silver(2));
}
