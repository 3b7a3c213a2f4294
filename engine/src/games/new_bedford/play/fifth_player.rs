//! Rising Tide's 5th Player Expansion: the Wheelhouse town space and the Almshouse, Fire House,
//! Empty Lot and College, each judged beside its effect (the Rectory's condition is part of
//! building, in `construction`). Placing the worker and its fees are `placement`'s, as for
//! every space and building.

use crate::core::scoring::Seat;

use super::super::info::Edition;
use super::super::rules::rule;
use super::actions::{NewBedfordAction as A, NewBedfordEvent};
use super::buildings::Building;
use super::placement::{building_candidates, check_effect, target};
use super::refusal::{refuse, NewBedfordRefusal, NewBedfordRefusalCode as Code, Why};
use super::state::{gain, NewBedfordState, Step, WorkerSpot};

/// Rule [`rule::TOWN_WHEELHOUSE`] (ruling NB-24): the Ship's Wheel for the next round, and $3 for the
/// round's first worker there.
pub fn wheelhouse(
    state: &mut NewBedfordState,
    seat: Seat,
    first: bool,
    events: &mut Vec<NewBedfordEvent>,
) {
    if first {
        gain(&mut state.player_mut(seat).money, 3);
    }
    state.wheel_taken_by = Some(seat);
    events.push(NewBedfordEvent::WheelTaken { seat });
}

/// Rule [`rule::BUILDING_ALMSHOUSE`] (ruling NB-29): only from another player holding at least $4.
pub fn check_almshouse(
    state: &NewBedfordState,
    seat: Seat,
    from: Seat,
) -> Result<(), NewBedfordRefusal> {
    let victim = state.players.get(usize::from(from));
    if from != seat && victim.is_some_and(|p| p.money >= 4) {
        Ok(())
    } else {
        Err(refuse(
            Code::CannotPerform,
            rule::BUILDING_ALMSHOUSE,
            Why::AlmshouseVictim,
        ))
    }
}

pub fn almshouse(
    state: &mut NewBedfordState,
    seat: Seat,
    from: Seat,
    events: &mut Vec<NewBedfordEvent>,
) {
    let victim = &mut state.player_mut(from).money;
    *victim = victim.saturating_sub(3);
    gain(&mut state.player_mut(seat).money, 3);
    events.push(NewBedfordEvent::MoneyTaken {
        from,
        to: seat,
        money: 3,
    });
}

/// Rule [`rule::BUILDING_FIRE_HOUSE`] (ruling NB-26): $3 for each player owning 4 or more buildings,
/// $2 for each owning 3, its user included.
fn fire_house_income(state: &NewBedfordState) -> u32 {
    (0..state.seats())
        .map(|seat| {
            match state
                .buildings
                .iter()
                .filter(|slot| slot.owner == Some(seat))
                .count()
            {
                0..=2 => 0,
                3 => 2,
                _ => 3,
            }
        })
        .sum()
}

/// Refused when it would pay nothing.
pub fn check_fire_house(state: &NewBedfordState) -> Result<(), NewBedfordRefusal> {
    if fire_house_income(state) > 0 {
        Ok(())
    } else {
        Err(refuse(
            Code::CannotPerform,
            rule::BUILDING_FIRE_HOUSE,
            Why::FireHouseNothing,
        ))
    }
}

pub fn fire_house(state: &mut NewBedfordState, seat: Seat) {
    let income = fire_house_income(state);
    gain(&mut state.player_mut(seat).money, income);
}

/// Rule [`rule::BUILDING_EMPTY_LOT`] (ruling NB-28): onto another built action building, not the one
/// it already covers.
pub fn check_empty_lot(state: &NewBedfordState, cover: Building) -> Result<(), NewBedfordRefusal> {
    let built_action = state
        .slot(cover)
        .is_some_and(|slot| slot.owner.is_some() && cover.has_action());
    if built_action && cover != Building::EmptyLot && state.covered != Some(cover) {
        Ok(())
    } else {
        Err(refuse(
            Code::CannotPerform,
            rule::BUILDING_EMPTY_LOT,
            Why::EmptyLotTarget(cover),
        ))
    }
}

pub fn empty_lot(state: &mut NewBedfordState, cover: Building, events: &mut Vec<NewBedfordEvent>) {
    state.covered = Some(cover);
    events.push(NewBedfordEvent::Covered { building: cover });
}

/// What using `building` through the College costs before its action: $1 to the occupant and
/// the owner's $1 unless the user owns it (the occupant gets $2 when it is the owner).
fn college_fees(state: &NewBedfordState, seat: Seat, building: Building) -> u32 {
    1 + u32::from(!state.owns(seat, building))
}

/// Rule [`rule::BUILDING_COLLEGE`] (ruling NB-25): any built action building an opponent occupies,
/// except itself, the Inn and the print-and-play Tryworks (whose effects belong to the worker
/// standing there), the user's own Post Office and the covered building, when the user can pay
/// every fee (`fee`: the College's own) and then take the action.
pub fn check_college(
    state: &NewBedfordState,
    seat: Seat,
    building: Building,
    fee: u32,
) -> Result<(), NewBedfordRefusal> {
    let occupied_by_opponent = state
        .slot(building)
        .is_some_and(|slot| slot.owner.is_some() && slot.used_by.is_some_and(|o| o != seat));
    // The Customhouse pays the worker standing on it at movement (ruling NB-33): the College's
    // user stands elsewhere.
    let excluded = matches!(
        building,
        Building::College | Building::Inn | Building::Customhouse
    ) || (building == Building::Tryworks && state.edition == Edition::PrintAndPlay)
        || (building == Building::PostOffice && state.owns(seat, Building::PostOffice))
        || state.covered == Some(building)
        || !building.has_action();
    if !occupied_by_opponent || excluded {
        return Err(refuse(
            Code::CannotPerform,
            rule::BUILDING_COLLEGE,
            Why::CollegeTarget(building),
        ));
    }
    let fees = fee + college_fees(state, seat, building);
    if state.player(seat).money < fees {
        return Err(refuse(
            Code::CannotAfford,
            rule::BUILDING_COLLEGE,
            Why::CollegeFees { fees },
        ));
    }
    let mut possible = false;
    building_candidates(state, seat, building, &mut |action| {
        possible =
            possible || (!waits(&action) && check_effect(state, seat, &action, fees).is_ok());
    });
    if possible {
        Ok(())
    } else {
        Err(refuse(
            Code::CannotPerform,
            rule::BUILDING_COLLEGE,
            Why::CollegeNothingToDo(building),
        ))
    }
}

/// Pays the occupant and the owner; the building's action follows as a step.
pub fn college(
    state: &mut NewBedfordState,
    seat: Seat,
    building: Building,
    events: &mut Vec<NewBedfordEvent>,
) -> Step {
    let slot = state.slot(building).copied();
    let occupant = slot.and_then(|slot| slot.used_by);
    let owner = slot.and_then(|slot| slot.owner);
    for to in [occupant, owner.filter(|&owner| owner != seat)]
        .into_iter()
        .flatten()
    {
        let money = &mut state.player_mut(seat).money;
        *money = money.saturating_sub(1);
        gain(&mut state.player_mut(to).money, 1);
        events.push(NewBedfordEvent::FeePaid {
            from: seat,
            to,
            building,
        });
    }
    Step::College { building }
}

/// Judges the action a College step takes: one of `building`'s, its fees already paid.
pub fn check_college_use(
    state: &NewBedfordState,
    seat: Seat,
    building: Building,
    action: &A,
) -> Result<(), NewBedfordRefusal> {
    if target(action) != Some(WorkerSpot::Building(building)) || waits(action) {
        return Err(refuse(
            Code::WrongPhase,
            rule::BUILDING_COLLEGE,
            Why::CollegeTarget(building),
        ));
    }
    check_effect(state, seat, action, 0)
}

/// A use that acts later for the worker standing on the tile (the Refinery's wait for a
/// returning ship, ruling NB-34): the College's user stands elsewhere.
fn waits(action: &A) -> bool {
    matches!(action, A::Refinery { whale: None })
}
