//! The action phase: placing a worker on a town or whaling-board space or on a building,
//! with the goods purchase that may come before it. `check` is the one judge of what is
//! allowed; `candidates` proposes, and `legal_actions` keeps what `check` accepts.

use crate::core::rule_id::RuleId;
use crate::core::scoring::Seat;

use super::super::info::Edition;
use super::super::rules::rule;
use super::actions::{NewBedfordAction as A, NewBedfordEvent, Purchase};
use super::buildings::Building;
use super::log_cards::LogDeck;
use super::refusal::{refuse, NewBedfordRefusal, NewBedfordRefusalCode as Code, Why};
use super::state::{
    gain, BuildSite, Good, Market, NewBedfordState, Phase, ShipLocation, ShipRef, Space, Step,
    WhaleKind, Whales, WorkerSpot, FARTHEST_SPACE, SHIPS,
};
use super::{construction, fifth_player, ships_log, town};

mod effects;

pub(super) use effects::check_effect;
pub use effects::effect;

const PURCHASE_PRICE: u32 = 3;
const PURCHASE_AMOUNT: u32 = 2;

/// Whether the seat is placing during the Inn's re-placement (town and whaling spaces only).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Round {
    Regular,
    Inn,
}

/// The placement-turn actions worth proposing; `check` decides which are legal. Ship actions
/// are proposed only for ships where the action needs them, and the Warehouse only with or
/// without its bonus as the space is empty or not: a random game judges these thousands of
/// times, and the rest would all be refused.
pub fn candidates(
    state: &NewBedfordState,
    seat: Seat,
    round: Round,
    bought: bool,
    actions: &mut Vec<A>,
) {
    let player = state.player(seat);
    if !bought {
        actions.extend([
            A::BuyGoods {
                good: Purchase::Food,
            },
            A::BuyGoods {
                good: Purchase::Wood,
            },
        ]);
    }
    actions.extend([A::Farm, A::Forest, A::GeneralStore, A::TownHall]);
    if first_worker(state, state.workers_on(Space::Warehouse)) {
        actions.extend(
            [Good::Wood, Good::Food, Good::Brick].map(|good| A::Warehouse { bonus: Some(good) }),
        );
    } else {
        actions.push(A::Warehouse { bonus: None });
    }
    for ship in 0..SHIPS {
        match player.ships.get(usize::from(ship)).map(|s| s.location) {
            Some(ShipLocation::Home) => actions.push(A::Dockyard { ship }),
            Some(ShipLocation::Dock) => {
                actions.extend((1..=FARTHEST_SPACE).map(|space| A::CityPier { ship, space }))
            }
            _ => {}
        }
    }
    if state.fifth_player() {
        actions.push(A::Wheelhouse);
    }
    if round == Round::Inn {
        return;
    }
    for slot in &state.buildings {
        if slot.owner.is_none() || slot.used_by.is_some() || state.covered == Some(slot.building) {
            continue;
        }
        building_candidates(state, seat, slot.building, &mut |action| {
            actions.push(action)
        });
    }
}

/// The actions worth judging on `building` for `seat` (a College step proposes the same).
pub fn building_candidates(
    state: &NewBedfordState,
    seat: Seat,
    building: Building,
    emit: &mut impl FnMut(A),
) {
    let player = state.player(seat);
    let ships_at = |wanted: fn(ShipLocation) -> bool| {
        (0..SHIPS).filter(move |&ship| {
            player
                .ships
                .get(usize::from(ship))
                .is_some_and(|s| wanted(s.location))
        })
    };
    let home = |location| location == ShipLocation::Home;
    let dock = |location| location == ShipLocation::Dock;
    let sea = |location| matches!(location, ShipLocation::Sea { .. });
    let mut actions = Emit(emit);
    {
        match building {
            Building::Bank => actions.push(A::Bank),
            Building::Schoolhouse => actions.push(A::Schoolhouse),
            Building::Bakery => actions.push(A::Bakery),
            Building::Brickyard => actions.push(A::Brickyard),
            Building::Chandlery => actions.push(A::Chandlery),
            Building::Courthouse => actions.push(A::Courthouse),
            Building::Inn => actions.push(A::Inn),
            Building::Market => actions.push(A::Market),
            Building::LumberMill => actions.push(A::LumberMill),
            Building::PostOffice => actions.push(A::PostOffice),
            Building::Tavern => actions.extend([A::Tavern { tokens: 1 }, A::Tavern { tokens: 2 }]),
            Building::Tryworks => match state.edition {
                Edition::PrintAndPlay => actions.push(A::Tryworks {
                    ship: None,
                    right_whales: 0,
                }),
                Edition::Retail => {
                    for ship in ships_at(sea) {
                        actions.extend((1..=3).map(|right_whales| A::Tryworks {
                            ship: Some(ship),
                            right_whales,
                        }));
                    }
                }
            },
            Building::Lighthouse => {
                actions.extend(ships_at(sea).map(|ship| A::Lighthouse { ship }))
            }
            Building::Cooperage => actions.extend(ships_at(sea).map(|ship| A::Cooperage { ship })),
            Building::DryDock => {
                for ship in ships_at(home) {
                    actions.extend((1..=FARTHEST_SPACE).map(|space| A::DryDock { ship, space }));
                }
            }
            Building::Wharf => {
                for ship in ships_at(dock) {
                    actions.extend((1..=FARTHEST_SPACE).map(|space| A::Wharf { ship, space }));
                }
            }
            Building::Almshouse => actions.extend(
                (0..state.seats())
                    .filter(|&from| from != seat)
                    .map(|from| A::Almshouse { from }),
            ),
            Building::FireHouse => actions.push(A::FireHouse),
            Building::College => {
                for target in &state.buildings {
                    if target.used_by.is_some_and(|occupant| occupant != seat) {
                        actions.push(A::College {
                            building: target.building,
                        });
                    }
                }
            }
            Building::EmptyLot => {
                for target in &state.buildings {
                    if target.owner.is_some() && target.building.has_action() {
                        actions.push(A::EmptyLot {
                            cover: target.building,
                        });
                    }
                }
            }
            Building::CaptainsHouse => {
                actions.extend(ships_at(sea).map(|ship| A::CaptainsHouse { ship }))
            }
            Building::Coffeehouse => actions.push(A::Coffeehouse),
            Building::Customhouse => actions.push(A::Customhouse),
            Building::HarborOffice => {
                for ship in ships_at(dock) {
                    actions
                        .extend((1..=FARTHEST_SPACE).map(|space| A::HarborOffice { ship, space }));
                }
            }
            Building::LoadingDock => actions.push(A::LoadingDock),
            Building::MayorsHouse => actions.push(A::MayorsHouse),
            Building::Perfumery => actions.push(A::Perfumery),
            Building::Refinery => {
                actions.push(A::Refinery { whale: None });
                actions.extend(
                    WhaleKind::ALL
                        .into_iter()
                        .filter(|&whale| player.whales.get(whale) > 0)
                        .map(|whale| A::Refinery { whale: Some(whale) }),
                );
            }
            Building::Saltery => {
                for ship in ships_at(sea) {
                    actions.extend((1..=3).map(|spaces| A::Saltery { ship, spaces }));
                }
            }
            Building::Brewery => actions.push(A::Brewery),
            Building::ChemistShop => {
                town::chemist_shop_candidates(state, seat, &mut |action| actions.push(action))
            }
            Building::Distillery => {
                actions.extend(ships_at(home).map(|ship| A::Distillery { ship }))
            }
            Building::FairhavenBridge => {
                for target in &state.buildings {
                    if target.owner.is_none() && target.building.has_action() {
                        actions.push(A::FairhavenBridge {
                            building: target.building,
                        });
                    }
                }
            }
            Building::Shipwright => {
                actions.extend(ships_at(home).map(|ship| A::Shipwright { ship: Some(ship) }));
                actions.push(A::Shipwright { ship: None });
            }
            Building::Storehouse => actions.extend(Good::ALL.map(|good| A::Storehouse { good })),
            Building::Library => actions.extend(LogDeck::BOTH.map(|deck| A::Library { deck })),
            Building::Insurance => actions.push(A::Insurance),
            Building::CountingHouse
            | Building::Mansion
            | Building::MunicipalOffice
            | Building::SeamensBethel
            | Building::Rectory
            | Building::Candleworks
            | Building::Dressmaker
            | Building::PublishingHouse
            | Building::SalvageYard
            | Building::Shanty
            | Building::Newspaper => {}
        }
    }
}

/// Candidate actions handed to a sink, with the two methods the building arms call.
struct Emit<'a, F: FnMut(A)>(&'a mut F);

impl<F: FnMut(A)> Emit<'_, F> {
    fn push(&mut self, action: A) {
        (self.0)(action);
    }

    fn extend(&mut self, actions: impl IntoIterator<Item = A>) {
        actions.into_iter().for_each(&mut *self.0);
    }
}

/// The space or building an action puts the worker on, if it is a placement.
pub fn target(action: &A) -> Option<WorkerSpot> {
    let spot = match action {
        A::Farm => WorkerSpot::Space(Space::Farm),
        A::Forest => WorkerSpot::Space(Space::Forest),
        A::Warehouse { .. } => WorkerSpot::Space(Space::Warehouse),
        A::GeneralStore => WorkerSpot::Space(Space::GeneralStore),
        A::TownHall => WorkerSpot::Space(Space::TownHall),
        A::Dockyard { .. } => WorkerSpot::Space(Space::Dockyard),
        A::CityPier { .. } => WorkerSpot::Space(Space::CityPier),
        A::Bank => WorkerSpot::Building(Building::Bank),
        A::DryDock { .. } => WorkerSpot::Building(Building::DryDock),
        A::Lighthouse { .. } => WorkerSpot::Building(Building::Lighthouse),
        A::LumberMill => WorkerSpot::Building(Building::LumberMill),
        A::Schoolhouse => WorkerSpot::Building(Building::Schoolhouse),
        A::Tavern { .. } => WorkerSpot::Building(Building::Tavern),
        A::Tryworks { .. } => WorkerSpot::Building(Building::Tryworks),
        A::Wharf { .. } => WorkerSpot::Building(Building::Wharf),
        A::Bakery => WorkerSpot::Building(Building::Bakery),
        A::Brickyard => WorkerSpot::Building(Building::Brickyard),
        A::Chandlery => WorkerSpot::Building(Building::Chandlery),
        A::Cooperage { .. } => WorkerSpot::Building(Building::Cooperage),
        A::Courthouse => WorkerSpot::Building(Building::Courthouse),
        A::Inn => WorkerSpot::Building(Building::Inn),
        A::Market => WorkerSpot::Building(Building::Market),
        A::PostOffice => WorkerSpot::Building(Building::PostOffice),
        A::Wheelhouse => WorkerSpot::Wheelhouse,
        A::Almshouse { .. } => WorkerSpot::Building(Building::Almshouse),
        A::College { .. } => WorkerSpot::Building(Building::College),
        A::EmptyLot { .. } => WorkerSpot::Building(Building::EmptyLot),
        A::FireHouse => WorkerSpot::Building(Building::FireHouse),
        A::CaptainsHouse { .. } => WorkerSpot::Building(Building::CaptainsHouse),
        A::Coffeehouse => WorkerSpot::Building(Building::Coffeehouse),
        A::Customhouse => WorkerSpot::Building(Building::Customhouse),
        A::HarborOffice { .. } => WorkerSpot::Building(Building::HarborOffice),
        A::LoadingDock => WorkerSpot::Building(Building::LoadingDock),
        A::MayorsHouse => WorkerSpot::Building(Building::MayorsHouse),
        A::Perfumery => WorkerSpot::Building(Building::Perfumery),
        A::Refinery { .. } => WorkerSpot::Building(Building::Refinery),
        A::Saltery { .. } => WorkerSpot::Building(Building::Saltery),
        A::Brewery => WorkerSpot::Building(Building::Brewery),
        A::ChemistShop { .. } => WorkerSpot::Building(Building::ChemistShop),
        A::Distillery { .. } => WorkerSpot::Building(Building::Distillery),
        A::FairhavenBridge { .. } => WorkerSpot::Building(Building::FairhavenBridge),
        A::Shipwright { .. } => WorkerSpot::Building(Building::Shipwright),
        A::Storehouse { .. } => WorkerSpot::Building(Building::Storehouse),
        A::Library { .. } => WorkerSpot::Building(Building::Library),
        A::Insurance => WorkerSpot::Building(Building::Insurance),
        _ => return None,
    };
    Some(spot)
}

/// Judges a placement-turn action (purchase or placement) for `seat`.
// Every candidate of a placement turn is judged here: kept inside the judge's loop, as it was
// before the placement module was split (measured in the `random_games` bench).
#[inline]
pub fn check(
    state: &NewBedfordState,
    seat: Seat,
    round: Round,
    bought: bool,
    action: &A,
) -> Result<(), NewBedfordRefusal> {
    let player = state.player(seat);
    if let A::BuyGoods { .. } = action {
        if bought {
            return Err(refuse(
                Code::AlreadyBought,
                rule::ACTION_BUY_GOODS,
                Why::AlreadyBought,
            ));
        }
        if player.money < PURCHASE_PRICE {
            return Err(refuse(
                Code::CannotAfford,
                rule::ACTION_BUY_GOODS,
                Why::PurchasePrice,
            ));
        }
        return Ok(());
    }
    let Some(spot) = target(action) else {
        return Err(refuse(
            Code::WrongPhase,
            rule::ACTION_WORKERS,
            Why::PlaceOrBuy,
        ));
    };
    let fee = check_spot(state, seat, round, spot)?;
    check_effect(state, seat, action, fee)
}

/// Whether `seat` may put a worker on `spot` now; the fee it then owes the owner.
#[inline]
fn check_spot(
    state: &NewBedfordState,
    seat: Seat,
    round: Round,
    spot: WorkerSpot,
) -> Result<u32, NewBedfordRefusal> {
    let player = state.player(seat);
    match spot {
        WorkerSpot::Space(_) => Ok(0),
        WorkerSpot::Wheelhouse if state.fifth_player() => Ok(0),
        WorkerSpot::Wheelhouse => Err(refuse(
            Code::CannotPerform,
            rule::TOWN_WHEELHOUSE,
            Why::NoWheelhouse,
        )),
        WorkerSpot::Overboard => Err(refuse(
            Code::WrongPhase,
            rule::ACTION_WORKERS,
            Why::PlaceOrBuy,
        )),
        WorkerSpot::Building(building) => {
            if round == Round::Inn {
                return Err(refuse(
                    Code::InnSpacesOnly,
                    rule::BUILDING_INN,
                    Why::InnSpacesOnly,
                ));
            }
            let Some(slot) = state.slot(building) else {
                return Err(refuse(
                    Code::BuildingNotInGame,
                    rule::SETUP_BUILDINGS,
                    Why::NotInGame(building),
                ));
            };
            let Some(owner) = slot.owner else {
                return Err(refuse(
                    Code::BuildingNotBuilt,
                    rule::BUILDING_USE,
                    Why::NotBuilt(building),
                ));
            };
            if slot.used_by.is_some() {
                return Err(refuse(
                    Code::BuildingOccupied,
                    rule::BUILDING_USE,
                    Why::AlreadyUsed(building),
                ));
            }
            if state.covered == Some(building) {
                return Err(refuse(
                    Code::BuildingCovered,
                    rule::BUILDING_EMPTY_LOT,
                    Why::Covered(building),
                ));
            }
            if ships_log::burned(state, building) {
                return Err(refuse(
                    Code::BuildingCovered,
                    rule::SHIPS_LOG_MOMENTS,
                    Why::Burned(building),
                ));
            }
            // The $1 fee is paid first, so the action's own proceeds cannot cover it.
            if owner != seat {
                if player.money < 1 {
                    return Err(refuse(
                        Code::CannotPayOwner,
                        rule::BUILDING_USE,
                        Why::OwnerFee(building),
                    ));
                }
                Ok(1)
            } else if building == Building::PostOffice {
                Err(refuse(
                    Code::CannotPerform,
                    rule::BUILDING_POST_OFFICE,
                    Why::OwnPostOffice,
                ))
            } else {
                Ok(0)
            }
        }
    }
}

/// Whether a worker placed where `already` workers stand earns the first-worker bonus: only
/// the first, and none while The Dice of Fate is angry (ruling NB-49).
pub fn first_worker(state: &NewBedfordState, already: u8) -> bool {
    already == 0 && !ships_log::angry(state)
}

/// Carries out a checked placement. Returns the step the worker's action continues with.
pub fn execute(
    state: &mut NewBedfordState,
    seat: Seat,
    worker: usize,
    action: &A,
    events: &mut Vec<NewBedfordEvent>,
) -> Option<Step> {
    if let A::BuyGoods { good } = *action {
        let player = state.player_mut(seat);
        player.money -= PURCHASE_PRICE;
        match good {
            Purchase::Food => gain(&mut player.food, PURCHASE_AMOUNT),
            Purchase::Wood => gain(&mut player.wood, PURCHASE_AMOUNT),
        }
        return None;
    }
    let spot = target(action)?;
    let first = match spot {
        WorkerSpot::Space(space) => {
            let first = first_worker(state, state.workers_on(space));
            state.space_workers[space as usize] += 1;
            first
        }
        WorkerSpot::Wheelhouse => {
            let first = first_worker(state, state.wheelhouse_workers);
            state.wheelhouse_workers += 1;
            first
        }
        WorkerSpot::Overboard => false,
        WorkerSpot::Building(building) => {
            let owner = state.slot(building).and_then(|slot| slot.owner);
            if let Some(owner) = owner.filter(|&owner| owner != seat) {
                state.player_mut(seat).money -= 1;
                gain(&mut state.player_mut(owner).money, 1);
                events.push(NewBedfordEvent::FeePaid {
                    from: seat,
                    to: owner,
                    building,
                });
            }
            if let Some(slot) = state.slot_mut(building) {
                slot.used_by = Some(seat);
            }
            false
        }
    };
    state.player_mut(seat).workers[worker] = Some(spot);
    effect(state, seat, action, first, events)
}

/// The placement turn's phase data: who places, which worker, whether goods were bought.
pub fn placing(state: &NewBedfordState) -> Option<(Seat, usize, Round, bool, Option<Step>)> {
    match state.phase {
        Phase::Actions {
            placed,
            bought,
            step,
        } => {
            let seats = state.seats().max(1);
            let seat = state.seat_after(state.first_player, placed % seats);
            Some((
                seat,
                usize::from(placed / seats),
                Round::Regular,
                bought,
                step,
            ))
        }
        Phase::Inn {
            seat,
            placed,
            bought,
            step,
        } => Some((seat, usize::from(placed), Round::Inn, bought, step)),
        Phase::Coffin { seat, bought, step } => Some((seat, 0, Round::Regular, bought, step)),
        _ => None,
    }
}
