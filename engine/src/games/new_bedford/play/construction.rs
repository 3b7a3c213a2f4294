//! Building a tile at the Town Hall or Courthouse. A build names the resources actually
//! paid, so each way of using a discount is its own legal action.

use crate::core::scoring::Seat;

use super::super::components::Cost;
use super::super::rules::rule;
use super::actions::{NewBedfordAction as A, NewBedfordEvent};
use super::buildings::Building;
use super::refusal::{refuse, NewBedfordRefusal, NewBedfordRefusalCode as Code, Why};
use super::ships_log;
use super::state::{BuildSite, NewBedfordState};

/// How many resources of `cost` a discount leaves unpaid: the discount, or the whole cost.
fn unpaid(cost: Cost, discount: u8) -> u8 {
    let resources = cost
        .wood
        .saturating_add(cost.food)
        .saturating_add(cost.brick);
    discount.min(resources)
}

/// Every payment for `cost` that leaves `discount` resources unpaid (or as many as the
/// cost has); money is never reduced. Leaving fewer unpaid is never better, so it is not
/// offered. An iterator, not a list: placement judges this for every unbuilt tile.
fn payments(cost: Cost, discount: u8) -> impl Iterator<Item = (u8, u8, u8)> {
    let unpaid = unpaid(cost, discount);
    (0..=cost.wood.min(unpaid)).flat_map(move |wood| {
        let rest = unpaid.saturating_sub(wood);
        (0..=cost.food.min(rest)).filter_map(move |food| {
            let brick = rest.saturating_sub(food);
            (brick <= cost.brick).then(|| {
                (
                    cost.wood.saturating_sub(wood),
                    cost.food.saturating_sub(food),
                    cost.brick.saturating_sub(brick),
                )
            })
        })
    })
}

/// The conditions some tiles put on building them, besides their cost: the Rectory needs
/// another player's Seamen's Bethel and nobody owns both (ruling NB-27); the Shanty needs a
/// builder with $0 once `reserved` (a fee owed first) is paid (ruling NB-43); a tile under the
/// Bridge token cannot be built this round (ruling NB-32). Judged for every unbuilt tile in
/// every build check, so other tiles cost a few comparisons.
fn condition(
    state: &NewBedfordState,
    seat: Seat,
    building: Building,
    reserved: u32,
) -> Result<(), NewBedfordRefusal> {
    let allowed = match building {
        Building::Rectory => state
            .slot(Building::SeamensBethel)
            .and_then(|slot| slot.owner)
            .is_some_and(|owner| owner != seat),
        Building::SeamensBethel => !state.owns(seat, Building::Rectory),
        Building::Shanty => state.player(seat).money == reserved,
        _ => true,
    };
    if !allowed {
        let (rule, why) = match building {
            Building::Shanty => (rule::TOWN_VICTORY_BUILDINGS, Why::ShantyMoney),
            _ => (rule::BUILDING_RECTORY, Why::RectoryNeedsBethel),
        };
        return Err(refuse(Code::CannotPerform, rule, why));
    }
    if state.bridge.is_some_and(|token| token.building == building) {
        return Err(refuse(
            Code::CannotPerform,
            rule::BUILDING_FAIRHAVEN_BRIDGE,
            Why::UnderBridge(building),
        ));
    }
    Ok(())
}

fn buildable(
    state: &NewBedfordState,
    seat: Seat,
    reserved: u32,
) -> impl Iterator<Item = Building> + '_ {
    state
        .buildings
        .iter()
        .filter(move |slot| {
            slot.owner.is_none() && condition(state, seat, slot.building, reserved).is_ok()
        })
        .map(|slot| slot.building)
}

/// Whether `seat` can pay `paid` resources plus the tile's money, keeping `reserved` dollars
/// for the fee owed before the action.
fn affordable(
    state: &NewBedfordState,
    seat: Seat,
    building: Building,
    paid: (u8, u8, u8),
    reserved: u32,
) -> bool {
    let cost = state.cost_of(building);
    let player = state.player(seat);
    player.money >= reserved
        && player.pays(Cost {
            wood: paid.0,
            food: paid.1,
            brick: paid.2,
            money: 0,
        })
        && player.money - reserved >= u32::from(cost.money)
}

/// The build choices worth judging at `site`: only payments `seat` can make, as the rest
/// would all be refused.
pub fn candidates(state: &NewBedfordState, seat: Seat, site: BuildSite, into: &mut Vec<A>) {
    for building in buildable(state, seat, 0) {
        into.extend(
            payments(state.cost_of(building), site.discount())
                .filter(|&paid| affordable(state, seat, building, paid, 0))
                .map(|(wood, food, brick)| A::Build {
                    building,
                    wood,
                    food,
                    brick,
                }),
        );
    }
}

/// A Town Hall or Courthouse may be taken only if some tile can be built with it, after the
/// `fee` paid to use another player's Courthouse.
pub fn can_build(
    state: &NewBedfordState,
    seat: Seat,
    site: BuildSite,
    fee: u32,
) -> Result<(), NewBedfordRefusal> {
    // Some payment fits the player's goods exactly when the goods they lack add up to no
    // more than the resources the action leaves unpaid: each unpaid resource can cover one
    // missing good of its type, and the rest of the discount goes on goods they have.
    let player = state.player(seat);
    let any = buildable(state, seat, fee).any(|building| {
        let cost = state.cost_of(building);
        let missing = [
            (cost.wood, player.wood),
            (cost.food, player.food),
            (cost.brick, player.brick),
        ]
        .iter()
        .map(|&(needed, held)| u32::from(needed).saturating_sub(held))
        .sum::<u32>();
        player.money >= fee
            && player.money - fee >= u32::from(cost.money)
            && missing <= u32::from(unpaid(cost, site.discount()))
    });
    if any {
        Ok(())
    } else {
        Err(refuse(
            Code::CannotPerform,
            rule::BUILDING_CONSTRUCTION,
            Why::NothingAffordable,
        ))
    }
}

pub fn check(
    state: &NewBedfordState,
    seat: Seat,
    site: BuildSite,
    action: &A,
) -> Result<(), NewBedfordRefusal> {
    let A::Build {
        building,
        wood,
        food,
        brick,
    } = *action
    else {
        return Err(refuse(
            Code::WrongPhase,
            rule::BUILDING_CONSTRUCTION,
            Why::ChooseBuilding,
        ));
    };
    let Some(slot) = state.slot(building) else {
        return Err(refuse(
            Code::BuildingNotInGame,
            rule::SETUP_BUILDINGS,
            Why::NotInGame(building),
        ));
    };
    if slot.owner.is_some() {
        return Err(refuse(
            Code::AlreadyBuilt,
            rule::BUILDING_CONSTRUCTION,
            Why::AlreadyBuilt(building),
        ));
    }
    condition(state, seat, building, 0)?;
    let cost = state.cost_of(building);
    if !payments(cost, site.discount()).any(|paid| paid == (wood, food, brick)) {
        return Err(refuse(
            Code::WrongPayment,
            rule::BUILDING_CONSTRUCTION,
            Why::WrongPayment {
                building,
                cost,
                discount: site.discount(),
            },
        ));
    }
    if !affordable(state, seat, building, (wood, food, brick), 0) {
        return Err(refuse(
            Code::CannotAfford,
            rule::BUILDING_CONSTRUCTION,
            Why::CannotPayFor(building),
        ));
    }
    Ok(())
}

/// Builds a checked tile and reports it; the Seamen's Bethel sets off The Sermon (ruling NB-48).
pub fn build(
    state: &mut NewBedfordState,
    seat: Seat,
    action: &A,
    events: &mut Vec<NewBedfordEvent>,
) -> Option<Building> {
    let building = execute(state, seat, action)?;
    events.push(NewBedfordEvent::BuildingBuilt { seat, building });
    if building == Building::SeamensBethel {
        ships_log::bethel_built(state);
    }
    Some(building)
}

fn execute(state: &mut NewBedfordState, seat: Seat, action: &A) -> Option<Building> {
    let A::Build {
        building,
        wood,
        food,
        brick,
    } = *action
    else {
        return None;
    };
    let money = state.cost_of(building).money;
    let player = state.player_mut(seat);
    player.wood -= u32::from(wood);
    player.food -= u32::from(food);
    player.brick -= u32::from(brick);
    player.money -= u32::from(money);
    if let Some(slot) = state.slot_mut(building) {
        slot.owner = Some(seat);
    }
    Some(building)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cost(wood: u8, food: u8, brick: u8, money: u8) -> Cost {
        Cost {
            wood,
            food,
            brick,
            money,
        }
    }

    /// Town Hall bonus: 1 fewer of one resource that appears in the cost.
    #[test]
    fn rule_town_hall_bonus_leaves_one_resource_of_the_cost_unpaid() {
        let mut options: Vec<_> = payments(cost(2, 0, 2, 0), 1).collect();
        options.sort_unstable();
        assert_eq!(options, vec![(1, 0, 2), (2, 0, 1)]);
    }

    /// Courthouse: 2 fewer resources, of the same or different types.
    #[test]
    fn rule_courthouse_leaves_two_resources_unpaid_in_any_mix() {
        let mut options: Vec<_> = payments(cost(5, 0, 1, 0), 2).collect();
        options.sort_unstable();
        assert_eq!(options, vec![(3, 0, 1), (4, 0, 0)]);
    }

    /// The Mansion's money is never discounted (retail FAQ 6).
    #[test]
    fn rule_money_in_a_cost_is_never_discounted() {
        assert_eq!(
            payments(cost(4, 0, 0, 10), 2).collect::<Vec<_>>(),
            vec![(2, 0, 0)]
        );
    }

    #[test]
    fn a_discount_larger_than_the_cost_leaves_nothing_to_pay() {
        assert_eq!(
            payments(cost(1, 0, 0, 0), 2).collect::<Vec<_>>(),
            vec![(0, 0, 0)]
        );
    }
}
