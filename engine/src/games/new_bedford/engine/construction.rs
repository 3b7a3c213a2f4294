//! Building a tile at the Town Hall or Courthouse. A build names the resources actually
//! paid, so each way of using a discount is its own legal action.

use crate::core::play::RuleViolation;
use crate::core::scoring::Seat;

use super::super::components::Cost;
use super::actions::NewBedfordAction as A;
use super::buildings::Building;
use super::state::{BuildSite, NewBedfordState};

/// Every payment for `cost` that leaves `discount` resources unpaid (or as many as the
/// cost has); money is never reduced. Leaving fewer unpaid is never better, so it is not
/// offered.
fn payments(cost: Cost, discount: u8) -> Vec<(u8, u8, u8)> {
    let resources = cost.wood + cost.food + cost.brick;
    let unpaid = discount.min(resources);
    let mut out = Vec::new();
    for wood in 0..=cost.wood.min(unpaid) {
        for food in 0..=cost.food.min(unpaid - wood) {
            let brick = unpaid - wood - food;
            if brick <= cost.brick {
                out.push((cost.wood - wood, cost.food - food, cost.brick - brick));
            }
        }
    }
    out
}

fn buildable(state: &NewBedfordState) -> impl Iterator<Item = Building> + '_ {
    state
        .buildings
        .iter()
        .filter(|slot| slot.owner.is_none())
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

/// The build choices open at `site`, for the action list.
pub fn candidates(state: &NewBedfordState, site: BuildSite) -> Vec<A> {
    buildable(state)
        .flat_map(|building| {
            payments(state.cost_of(building), site.discount())
                .into_iter()
                .map(move |(wood, food, brick)| A::Build {
                    building,
                    wood,
                    food,
                    brick,
                })
        })
        .collect()
}

/// A Town Hall or Courthouse may be taken only if some tile can be built with it, after the
/// `fee` paid to use another player's Courthouse.
pub fn can_build(
    state: &NewBedfordState,
    seat: Seat,
    site: BuildSite,
    fee: u32,
) -> Result<(), RuleViolation> {
    let any = buildable(state).any(|building| {
        payments(state.cost_of(building), site.discount())
            .into_iter()
            .any(|paid| affordable(state, seat, building, paid, fee))
    });
    if any {
        Ok(())
    } else {
        Err(RuleViolation::new(
            "cannot-perform",
            "building-construction",
            "you cannot afford any unbuilt building",
        ))
    }
}

pub fn check(
    state: &NewBedfordState,
    seat: Seat,
    site: BuildSite,
    action: &A,
) -> Result<(), RuleViolation> {
    let A::Build {
        building,
        wood,
        food,
        brick,
    } = *action
    else {
        return Err(RuleViolation::new(
            "wrong-phase",
            "building-construction",
            "choose the building to build",
        ));
    };
    let Some(slot) = state.slot(building) else {
        return Err(RuleViolation::new(
            "building-not-in-game",
            "setup-buildings",
            format!("the {} is not in this game", building.name()),
        ));
    };
    if slot.owner.is_some() {
        return Err(RuleViolation::new(
            "already-built",
            "building-construction",
            format!("the {} is already built", building.name()),
        ));
    }
    if !payments(state.cost_of(building), site.discount()).contains(&(wood, food, brick)) {
        let cost = state.cost_of(building);
        return Err(RuleViolation::new(
            "wrong-payment",
            "building-construction",
            format!(
                "the {} costs {} wood, {} food, {} brick{}; with this action you leave exactly {} resource(s) unpaid",
                building.name(),
                cost.wood,
                cost.food,
                cost.brick,
                if cost.money > 0 { format!(" and ${}", cost.money) } else { String::new() },
                site.discount()
            ),
        ));
    }
    if !affordable(state, seat, building, (wood, food, brick), 0) {
        return Err(RuleViolation::new(
            "cannot-afford",
            "building-construction",
            format!("you cannot pay for the {}", building.name()),
        ));
    }
    Ok(())
}

pub fn execute(state: &mut NewBedfordState, seat: Seat, action: &A) -> Option<Building> {
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
        let mut options = payments(cost(2, 0, 2, 0), 1);
        options.sort_unstable();
        assert_eq!(options, vec![(1, 0, 2), (2, 0, 1)]);
    }

    /// Courthouse: 2 fewer resources, of the same or different types.
    #[test]
    fn rule_courthouse_leaves_two_resources_unpaid_in_any_mix() {
        let mut options = payments(cost(5, 0, 1, 0), 2);
        options.sort_unstable();
        assert_eq!(options, vec![(3, 0, 1), (4, 0, 0)]);
    }

    /// The Mansion's money is never discounted (retail FAQ 6).
    #[test]
    fn rule_money_in_a_cost_is_never_discounted() {
        assert_eq!(payments(cost(4, 0, 0, 10), 2), vec![(2, 0, 0)]);
    }

    #[test]
    fn a_discount_larger_than_the_cost_leaves_nothing_to_pay() {
        assert_eq!(payments(cost(1, 0, 0, 0), 2), vec![(0, 0, 0)]);
    }
}
