//! What each placement does: whether its effect can be carried out, and carrying it out. The
//! base game's spaces and buildings are judged here; the expansions' tiles in their modules.

use super::*;

fn launch_cost(space: u8, discount: u8) -> u32 {
    u32::from(space.saturating_sub(discount))
}

fn wharf_cost(space: u8) -> u32 {
    u32::from(space.div_ceil(2))
}

/// Whether the action's effect can be carried out by `seat`, who first pays `fee` dollars to
/// use the spot (a placement's owner fee, or a College's fees): rule
/// [`rule::ACTION_MUST_BE_PERFORMABLE`], each refusal citing the space's own rule.
pub fn check_effect(
    state: &NewBedfordState,
    seat: Seat,
    action: &A,
    fee: u32,
) -> Result<(), NewBedfordRefusal> {
    let player = state.player(seat);
    let first = |space: Space| first_worker(state, state.workers_on(space));
    let ship_at = |ship: u8| player.ships.get(usize::from(ship)).map(|s| s.location);
    let cannot = |rule: RuleId, why: Why| Err(refuse(Code::CannotPerform, rule, why));
    let launchable = |ship: u8, from: ShipLocation, space: u8, food: u32, rule: RuleId| {
        check_launch(state, seat, (ship, from), space, food, rule)
    };
    match *action {
        A::Farm | A::Forest => Ok(()),
        A::Warehouse { bonus } => match (first(Space::Warehouse), bonus) {
            (true, Some(_)) | (false, None) => Ok(()),
            (true, None) => cannot(rule::ACTION_FIRST_WORKER_BONUS, Why::WarehouseBonusNeeded),
            (false, Some(_)) => cannot(rule::ACTION_FIRST_WORKER_BONUS, Why::WarehouseBonusTaken),
        },
        A::GeneralStore => {
            if player.goods() == 0 {
                return cannot(rule::TOWN_GENERAL_STORE, Why::NoGoodsToSell);
            }
            Ok(())
        }
        A::TownHall => {
            construction::can_build(state, seat, BuildSite::town_hall(first(Space::TownHall)), 0)
        }
        A::Courthouse => construction::can_build(state, seat, BuildSite::Courthouse, fee),
        A::Dockyard { ship } => {
            let wood = if first(Space::Dockyard) { 1 } else { 2 };
            if ship_at(ship) != Some(ShipLocation::Home) {
                return cannot(rule::WHALING_DOCKYARD, Why::DockyardShipNotHome);
            }
            if player.wood < wood {
                return Err(refuse(
                    Code::CannotAfford,
                    rule::WHALING_DOCKYARD,
                    Why::DockyardCost { wood },
                ));
            }
            Ok(())
        }
        A::CityPier { ship, space } => {
            let discount = u8::from(first(Space::CityPier));
            launchable(
                ship,
                ShipLocation::Dock,
                space,
                launch_cost(space, discount),
                rule::WHALING_CITY_PIER,
            )
        }
        A::DryDock { .. }
        | A::Wharf { .. }
        | A::Lighthouse { .. }
        | A::Cooperage { .. }
        | A::Tavern { .. }
        | A::Tryworks { .. }
        | A::LumberMill
        | A::Market => check_building_effect(state, seat, action),
        A::Bank
        | A::Schoolhouse
        | A::Bakery
        | A::Brickyard
        | A::Chandlery
        | A::Inn
        | A::PostOffice
        | A::Wheelhouse => Ok(()),
        A::Almshouse { from } => fifth_player::check_almshouse(state, seat, from),
        A::FireHouse => fifth_player::check_fire_house(state),
        A::EmptyLot { cover } => fifth_player::check_empty_lot(state, cover),
        A::College { building } => fifth_player::check_college(state, seat, building, fee),
        A::CaptainsHouse { ship } => town::check_captains_house(state, seat, ship),
        A::Coffeehouse => town::check_coffeehouse(state, seat),
        A::Customhouse | A::Brewery | A::Storehouse { .. } => Ok(()),
        A::HarborOffice { ship, space } => {
            let food = launch_cost(space, 0);
            launchable(
                ship,
                ShipLocation::Dock,
                space,
                food,
                rule::BUILDING_HARBOR_OFFICE,
            )?;
            town::check_harbor_office_after_launch(state, seat, food)
        }
        A::LoadingDock => town::check_loading_dock(state, seat),
        A::MayorsHouse => town::check_mayors_house(state, seat, fee),
        A::Perfumery => town::check_perfumery(state),
        A::Refinery { whale } => town::check_refinery(state, seat, whale),
        A::Saltery { ship, spaces } => town::check_saltery(state, seat, ship, spaces),
        A::ChemistShop {
            from,
            wood,
            food,
            brick,
            give,
        } => town::check_chemist_shop(state, seat, from, [wood, food, brick], give),
        A::Distillery { ship } => town::check_distillery(state, seat, ship),
        A::FairhavenBridge { building } => town::check_bridge(state, seat, building, fee),
        A::Shipwright { ship } => town::check_shipwright(state, seat, ship),
        A::Library { deck } => {
            if ships_log::on_offer(state, deck).is_some() {
                Ok(())
            } else {
                cannot(rule::BUILDING_LIBRARY, Why::LogNoCard(deck))
            }
        }
        A::Insurance => Ok(()),
        _ => Err(refuse(
            Code::WrongPhase,
            rule::ACTION_WORKERS,
            Why::PlaceOrBuy,
        )),
    }
}

/// `check_effect` for the base game's action buildings that judge more than their fee.
fn check_building_effect(
    state: &NewBedfordState,
    seat: Seat,
    action: &A,
) -> Result<(), NewBedfordRefusal> {
    let player = state.player(seat);
    let ship_at = |ship: u8| player.ships.get(usize::from(ship)).map(|s| s.location);
    let cannot = |rule: RuleId, why: Why| Err(refuse(Code::CannotPerform, rule, why));
    let launchable = |ship: u8, from: ShipLocation, space: u8, food: u32, rule: RuleId| {
        check_launch(state, seat, (ship, from), space, food, rule)
    };
    match *action {
        A::DryDock { ship, space } => {
            if player.wood < 2 {
                return Err(refuse(
                    Code::CannotAfford,
                    rule::BUILDING_DRY_DOCK,
                    Why::DryDockCost,
                ));
            }
            launchable(
                ship,
                ShipLocation::Home,
                space,
                u32::from(space),
                rule::BUILDING_DRY_DOCK,
            )
        }
        A::Wharf { ship, space } => launchable(
            ship,
            ShipLocation::Dock,
            space,
            wharf_cost(space),
            rule::BUILDING_WHARF,
        ),
        A::Lighthouse { ship } => match ship_at(ship) {
            Some(ShipLocation::Sea { space, .. })
                if space < FARTHEST_SPACE && state.space_has_room(space + 1) =>
            {
                Ok(())
            }
            Some(ShipLocation::Sea { .. }) => {
                cannot(rule::BUILDING_LIGHTHOUSE, Why::LighthouseBlocked)
            }
            _ => cannot(rule::BUILDING_LIGHTHOUSE, Why::NotAtSea),
        },
        A::Cooperage { ship } => match player.ships.get(usize::from(ship)) {
            Some(s) if s.sea_position().is_some() && s.cargo.total() > 0 => Ok(()),
            _ => cannot(rule::BUILDING_COOPERAGE, Why::NoWhalesAboard),
        },
        A::Tavern { tokens } => {
            if !(1..=2).contains(&tokens) || u32::from(state.drawn.empty) < u32::from(tokens) {
                return cannot(rule::BUILDING_TAVERN, Why::TavernTokens);
            }
            Ok(())
        }
        A::Tryworks { ship, right_whales } => match (state.edition, ship) {
            // Ruling NB-21: usable only when one of the user's ships returns with a Right Whale
            // in this round's movement, as other uses without an effect are refused.
            (Edition::PrintAndPlay, None) if right_whales == 0 => {
                let returning_right = player.ships.iter().any(|s| {
                    matches!(s.location, ShipLocation::Sea { space: 1, .. }) && s.cargo.right > 0
                });
                if returning_right {
                    Ok(())
                } else {
                    cannot(rule::BUILDING_TRYWORKS, Why::TryworksNoReturn)
                }
            }
            (Edition::Retail, Some(ship)) => match player.ships.get(usize::from(ship)) {
                Some(s)
                    if s.sea_position().is_some()
                        && (1..=3).contains(&right_whales)
                        && s.cargo.right >= right_whales =>
                {
                    Ok(())
                }
                _ => cannot(rule::BUILDING_TRYWORKS, Why::TryworksRetail),
            },
            _ => cannot(rule::BUILDING_TRYWORKS, Why::TryworksEdition),
        },
        A::LumberMill => {
            if player.wood == 0 {
                return cannot(rule::BUILDING_LUMBER_MILL, Why::NoWoodToSell);
            }
            Ok(())
        }
        A::Market => {
            if player.goods() == 0 {
                return cannot(rule::BUILDING_MARKET, Why::NoGoodsToSell);
            }
            Ok(())
        }
        _ => Err(refuse(
            Code::WrongPhase,
            rule::ACTION_WORKERS,
            Why::PlaceOrBuy,
        )),
    }
}

/// Whether `seat`'s `ship`, standing at `from`, can be launched to `space` for `food`.
// Judged for every launch candidate: kept inside `check_effect`, as before the split.
#[inline]
fn check_launch(
    state: &NewBedfordState,
    seat: Seat,
    (ship, from): (u8, ShipLocation),
    space: u8,
    food: u32,
    rule: RuleId,
) -> Result<(), NewBedfordRefusal> {
    let player = state.player(seat);
    if player.ships.get(usize::from(ship)).map(|s| s.location) != Some(from) {
        let why = if from == ShipLocation::Dock {
            Why::ShipNotOnDock { ship }
        } else {
            Why::ShipNotHome { ship }
        };
        return Err(refuse(Code::CannotPerform, rule, why));
    }
    if !(1..=FARTHEST_SPACE).contains(&space) {
        return Err(refuse(
            Code::NoSuchSpace,
            rule::WHALING_TRACK,
            Why::LaunchSpaces,
        ));
    }
    if !state.space_has_room(space) {
        return Err(refuse(
            Code::SpaceFull,
            rule::WHALING_TRACK,
            Why::SpaceFull { space },
        ));
    }
    if player.food < food {
        return Err(refuse(
            Code::CannotAfford,
            rule,
            Why::LaunchCost { space, food },
        ));
    }
    Ok(())
}

/// Carries out a checked action's effect, the worker already placed (or, in a College step,
/// standing on the College). `first`: the first worker on its town space this round.
pub fn effect(
    state: &mut NewBedfordState,
    seat: Seat,
    action: &A,
    first: bool,
    events: &mut Vec<NewBedfordEvent>,
) -> Option<Step> {
    let bonus = u32::from(first);
    match *action {
        A::Wheelhouse
        | A::Almshouse { .. }
        | A::FireHouse
        | A::EmptyLot { .. }
        | A::College { .. }
        | A::CaptainsHouse { .. }
        | A::Coffeehouse
        | A::Customhouse
        | A::HarborOffice { .. }
        | A::LoadingDock
        | A::MayorsHouse
        | A::Perfumery
        | A::Refinery { .. }
        | A::Saltery { .. }
        | A::Brewery
        | A::ChemistShop { .. }
        | A::Distillery { .. }
        | A::FairhavenBridge { .. }
        | A::Shipwright { .. }
        | A::Storehouse { .. }
        | A::Library { .. }
        | A::Insurance => return expansion_effect(state, seat, action, first, events),
        A::Farm => gain(&mut state.player_mut(seat).food, 2 + bonus),
        A::Forest => gain(&mut state.player_mut(seat).wood, 2 + bonus),
        A::Warehouse { bonus } => {
            let player = state.player_mut(seat);
            gain(&mut player.brick, 1);
            if let Some(good) = bonus {
                gain(good.slot(player), 1);
            }
        }
        A::GeneralStore => {
            return Some(Step::Selling {
                market: Market::GeneralStore,
                bonus: first,
                sold: [0; 3],
            })
        }
        A::TownHall => {
            return Some(Step::Building {
                site: BuildSite::town_hall(first),
            })
        }
        A::Courthouse => {
            return Some(Step::Building {
                site: BuildSite::Courthouse,
            })
        }
        A::LumberMill => {
            return Some(Step::Selling {
                market: Market::LumberMill,
                bonus: false,
                sold: [0; 3],
            })
        }
        A::Market => {
            return Some(Step::Selling {
                market: Market::Market,
                bonus: false,
                sold: [0; 3],
            })
        }
        A::Dockyard { ship } => {
            let player = state.player_mut(seat);
            player.wood -= 2 - bonus;
            player.ships[usize::from(ship)].location = ShipLocation::Dock;
        }
        A::CityPier { ship, space } => {
            state.player_mut(seat).food -= launch_cost(space, u8::from(first));
            launch(state, ShipRef { seat, ship }, space, events);
        }
        A::DryDock { ship, space } => {
            let player = state.player_mut(seat);
            player.wood -= 2;
            player.food -= u32::from(space);
            launch(state, ShipRef { seat, ship }, space, events);
        }
        A::Wharf { ship, space } => {
            state.player_mut(seat).food -= wharf_cost(space);
            launch(state, ShipRef { seat, ship }, space, events);
        }
        A::Lighthouse { ship } => lighthouse(state, ShipRef { seat, ship }),
        A::Cooperage { ship } => {
            let player = state.player_mut(seat);
            gain(
                &mut player.money,
                player.ships[usize::from(ship)].cargo.total(),
            );
        }
        A::Tavern { tokens } => {
            state.drawn.empty -= tokens;
            state.removed.empty += tokens;
            gain(
                &mut state.player_mut(seat).money,
                if tokens == 2 { 6 } else { 4 },
            );
        }
        // Print-and-play (no ship): the allowance comes at movement, if the worker is still
        // here (ruling NB-21).
        A::Tryworks {
            ship: Some(ship),
            right_whales,
        } => {
            let player = state.player_mut(seat);
            player.ships[usize::from(ship)].cargo.right -= right_whales;
            player.whales.right += right_whales;
        }
        A::Bank => gain(&mut state.player_mut(seat).money, 5),
        A::Schoolhouse => {
            let player = state.player_mut(seat);
            gain(&mut player.wood, 2);
            gain(&mut player.food, 2);
        }
        A::Bakery => gain(&mut state.player_mut(seat).food, 4),
        A::Brickyard => gain(&mut state.player_mut(seat).brick, 3),
        A::Chandlery => {
            let player = state.player_mut(seat);
            gain(&mut player.money, 1);
            gain(&mut player.wood, 1);
            gain(&mut player.food, 1);
            gain(&mut player.brick, 1);
        }
        A::PostOffice => {
            if let Some(slot) = state.slot_mut(Building::PostOffice) {
                slot.owner = Some(seat);
            }
        }
        _ => {}
    }
    None
}

/// `effect` for the expansions' tiles: the 5th Player Expansion's, the Town Expansion's and
/// the Ship's Log's.
fn expansion_effect(
    state: &mut NewBedfordState,
    seat: Seat,
    action: &A,
    first: bool,
    events: &mut Vec<NewBedfordEvent>,
) -> Option<Step> {
    match *action {
        A::Wheelhouse => fifth_player::wheelhouse(state, seat, first, events),
        A::Almshouse { from } => fifth_player::almshouse(state, seat, from, events),
        A::FireHouse => fifth_player::fire_house(state, seat),
        A::EmptyLot { cover } => fifth_player::empty_lot(state, cover, events),
        A::College { building } => {
            return Some(fifth_player::college(state, seat, building, events))
        }
        A::CaptainsHouse { ship } => town::captains_house(state, seat, ship, events),
        A::Coffeehouse => return town::coffeehouse(state, events),
        // Its effect comes at movement, if the worker still stands here (ruling NB-33).
        A::Customhouse => {}
        A::HarborOffice { ship, space } => {
            state.player_mut(seat).food -= launch_cost(space, 0);
            launch(state, ShipRef { seat, ship }, space, events);
            return Some(Step::HarborOffice);
        }
        A::LoadingDock => {
            return Some(Step::LoadingDock {
                to_ship_0: Whales::default(),
                to_ship_1: Whales::default(),
            })
        }
        A::MayorsHouse => {
            return Some(Step::Building {
                site: BuildSite::MayorsHouse,
            })
        }
        A::Perfumery => town::perfumery(state, seat),
        A::Refinery { whale } => town::refinery(state, seat, whale, events),
        A::Saltery { ship, spaces } => town::saltery(state, seat, ship, spaces, events),
        A::Brewery => town::brewery(state, seat),
        A::ChemistShop {
            from,
            wood,
            food,
            brick,
            give,
        } => town::chemist_shop(state, seat, from, [wood, food, brick], give, events),
        A::Distillery { ship } => town::distillery(state, seat, ship),
        A::FairhavenBridge { building } => {
            return Some(town::bridge(state, seat, building, events))
        }
        A::Shipwright { ship } => town::shipwright(state, seat, ship),
        A::Storehouse { good } => town::storehouse(state, seat, good),
        A::Library { deck } => ships_log::take(state, seat, deck, None, events),
        A::Insurance => gain(&mut state.player_mut(seat).money, 3),
        _ => {}
    }
    None
}

/// Puts a ship on the track behind the ships already there.
fn launch(
    state: &mut NewBedfordState,
    ship: ShipRef,
    space: u8,
    events: &mut Vec<NewBedfordEvent>,
) {
    let rank = u8::try_from(state.ships_on(space)).unwrap_or(u8::MAX);
    state.ship_mut(ship).location = ShipLocation::Sea { space, rank };
    events.push(NewBedfordEvent::ShipLaunched { ship, space });
}

/// Lighthouse: one space out, arriving first; the ships there drop a rank, the ships that were
/// behind it on its old space move up one.
fn lighthouse(state: &mut NewBedfordState, moved: ShipRef) {
    let Some((from, old_rank)) = state.ship(moved).sea_position() else {
        return;
    };
    let to = from + 1;
    let others: Vec<ShipRef> = state.all_ships().filter(|&s| s != moved).collect();
    for other in others {
        if let ShipLocation::Sea { space, rank } = state.ship(other).location {
            let rank = if space == to {
                rank + 1
            } else if space == from && rank > old_rank {
                rank - 1
            } else {
                rank
            };
            state.ship_mut(other).location = ShipLocation::Sea { space, rank };
        }
    }
    state.ship_mut(moved).location = ShipLocation::Sea { space: to, rank: 0 };
}
