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

const PURCHASE_PRICE: u32 = 3;
const PURCHASE_AMOUNT: u32 = 2;

/// Whether the seat is placing during the Inn's re-placement (town and whaling spaces only).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Round {
    Regular,
    Inn,
}

fn launch_cost(space: u8, discount: u8) -> u32 {
    u32::from(space.saturating_sub(discount))
}

fn wharf_cost(space: u8) -> u32 {
    u32::from(space.div_ceil(2))
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

/// Whether the action's effect can be carried out by `seat`, who first pays `fee` dollars to
/// use the spot (a placement's owner fee, or a College's fees): rule
/// [`rule::ACTION_MUST_BE_PERFORMABLE`], each refusal citing the space's own rule.
pub(super) fn check_effect(
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

/// Whether a worker placed where `already` workers stand earns the first-worker bonus: only
/// the first, and none while The Dice of Fate is angry (ruling NB-49).
pub fn first_worker(state: &NewBedfordState, already: u8) -> bool {
    already == 0 && !ships_log::angry(state)
}

/// Whether `seat`'s `ship`, standing at `from`, can be launched to `space` for `food`.
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
