//! The action phase: placing a worker on a town or whaling-board space or on a building,
//! with the goods purchase that may come before it. `check` is the one judge of what is
//! allowed; `candidates` proposes, and `legal_actions` keeps what `check` accepts.

use crate::core::play::RuleViolation;
use crate::core::scoring::Seat;

use super::super::info::Edition;
use super::actions::{NewBedfordAction as A, NewBedfordEvent, Purchase};
use super::buildings::Building;
use super::construction;
use super::state::{
    gain, BuildSite, Good, Market, NewBedfordState, Phase, ShipLocation, ShipRef, Space, Step,
    WorkerSpot, FARTHEST_SPACE, SHIPS,
};

const PURCHASE_PRICE: u32 = 3;
const PURCHASE_AMOUNT: u32 = 2;

/// Whether the seat is placing during the Inn's re-placement (town and whaling spaces only).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Round {
    Regular,
    Inn,
}

fn refuse(code: &'static str, rule: &'static str, message: impl Into<String>) -> RuleViolation {
    RuleViolation::new(code, rule, message)
}

fn launch_cost(space: u8, discount: u8) -> u32 {
    u32::from(space.saturating_sub(discount))
}

fn wharf_cost(space: u8) -> u32 {
    u32::from(space.div_ceil(2))
}

/// The placement-turn actions worth proposing; `check` decides which are legal.
pub fn candidates(state: &NewBedfordState, round: Round, bought: bool) -> Vec<A> {
    let mut actions = Vec::with_capacity(48);
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
    actions.extend(
        [None, Some(Good::Wood), Some(Good::Food), Some(Good::Brick)]
            .map(|bonus| A::Warehouse { bonus }),
    );
    for ship in 0..SHIPS {
        actions.push(A::Dockyard { ship });
        for space in 1..=FARTHEST_SPACE {
            actions.push(A::CityPier { ship, space });
        }
    }
    if round == Round::Inn {
        return actions;
    }
    for slot in &state.buildings {
        if slot.owner.is_none() || slot.used_by.is_some() {
            continue;
        }
        match slot.building {
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
                    for ship in 0..SHIPS {
                        for right_whales in 1..=3 {
                            actions.push(A::Tryworks {
                                ship: Some(ship),
                                right_whales,
                            });
                        }
                    }
                }
            },
            Building::Lighthouse => actions.extend((0..SHIPS).map(|ship| A::Lighthouse { ship })),
            Building::Cooperage => actions.extend((0..SHIPS).map(|ship| A::Cooperage { ship })),
            Building::DryDock | Building::Wharf => {
                for ship in 0..SHIPS {
                    for space in 1..=FARTHEST_SPACE {
                        actions.push(if slot.building == Building::DryDock {
                            A::DryDock { ship, space }
                        } else {
                            A::Wharf { ship, space }
                        });
                    }
                }
            }
            Building::CountingHouse
            | Building::Mansion
            | Building::MunicipalOffice
            | Building::SeamensBethel => {}
        }
    }
    actions
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
) -> Result<(), RuleViolation> {
    let player = state.player(seat);
    if let A::BuyGoods { .. } = action {
        if bought {
            return Err(refuse(
                "already-bought",
                "action-buy-goods",
                "goods can be bought only once per placement",
            ));
        }
        if player.money < PURCHASE_PRICE {
            return Err(refuse(
                "cannot-afford",
                "action-buy-goods",
                "buying 2 food or 2 wood costs $3",
            ));
        }
        return Ok(());
    }
    let Some(spot) = target(action) else {
        return Err(refuse(
            "wrong-phase",
            "action-workers",
            "place a worker or buy goods now",
        ));
    };
    match spot {
        WorkerSpot::Space(_) => {}
        WorkerSpot::Building(building) => {
            if round == Round::Inn {
                return Err(refuse(
                    "inn-spaces-only",
                    "building-inn",
                    "workers placed again by the Inn go to town or whaling-board spaces only",
                ));
            }
            let Some(slot) = state.slot(building) else {
                return Err(refuse(
                    "building-not-in-game",
                    "setup-buildings",
                    format!("the {} is not in this game", building.name()),
                ));
            };
            let Some(owner) = slot.owner else {
                return Err(refuse(
                    "building-not-built",
                    "building-use",
                    format!("the {} has not been built", building.name()),
                ));
            };
            if slot.used_by.is_some() {
                return Err(refuse(
                    "building-occupied",
                    "building-use",
                    format!("the {} was already used this round", building.name()),
                ));
            }
            // The $1 fee is paid first, so the action's own proceeds cannot cover it.
            if owner != seat {
                if player.money < 1 {
                    return Err(refuse(
                        "cannot-pay-owner",
                        "building-use",
                        format!(
                            "using another player's {} costs $1, paid first",
                            building.name()
                        ),
                    ));
                }
            } else if building == Building::PostOffice {
                return Err(refuse(
                    "cannot-perform",
                    "building-post-office",
                    "you already own the Post Office",
                ));
            }
        }
    }
    let first = |space: Space| state.workers_on(space) == 0;
    let ship_at = |ship: u8| player.ships.get(usize::from(ship)).map(|s| s.location);
    let cannot =
        |rule: &'static str, message: &str| Err(refuse("cannot-perform", rule, message.to_owned()));
    let launchable = |ship: u8,
                      from: ShipLocation,
                      space: u8,
                      food: u32,
                      rule: &'static str|
     -> Result<(), RuleViolation> {
        if ship_at(ship) != Some(from) {
            let needed = if from == ShipLocation::Dock {
                "prepared on the dock"
            } else {
                "at home"
            };
            return Err(refuse(
                "cannot-perform",
                rule,
                format!("ship {} is not {needed}", ship + 1),
            ));
        }
        if !(1..=FARTHEST_SPACE).contains(&space) {
            return Err(refuse(
                "no-such-space",
                "whaling-track",
                "ships launch to spaces 1 to 6",
            ));
        }
        if !state.space_has_room(space) {
            return Err(refuse(
                "space-full",
                "whaling-track",
                format!("space {space} already holds 3 ships"),
            ));
        }
        if player.food < food {
            return Err(refuse(
                "cannot-afford",
                rule,
                format!("launching to space {space} costs {food} food"),
            ));
        }
        Ok(())
    };
    match *action {
        A::Farm | A::Forest => Ok(()),
        A::Warehouse { bonus } => match (first(Space::Warehouse), bonus) {
            (true, Some(_)) | (false, None) => Ok(()),
            (true, None) => cannot(
                "action-first-worker-bonus",
                "the first worker on the Warehouse chooses a bonus good",
            ),
            (false, Some(_)) => cannot(
                "action-first-worker-bonus",
                "the Warehouse bonus is only for the first worker there",
            ),
        },
        A::GeneralStore => {
            if player.goods() == 0 {
                return cannot("town-general-store", "you have no goods to sell");
            }
            Ok(())
        }
        A::TownHall => {
            construction::can_build(state, seat, BuildSite::town_hall(first(Space::TownHall)), 0)
        }
        A::Courthouse => {
            let fee = u32::from(!state.owns(seat, Building::Courthouse));
            construction::can_build(state, seat, BuildSite::Courthouse, fee)
        }
        A::Dockyard { ship } => {
            let wood = if first(Space::Dockyard) { 1 } else { 2 };
            if ship_at(ship) != Some(ShipLocation::Home) {
                return cannot(
                    "whaling-dockyard",
                    "that ship is not at home to be prepared",
                );
            }
            if player.wood < wood {
                return Err(refuse(
                    "cannot-afford",
                    "whaling-dockyard",
                    format!("preparing a ship costs {wood} wood"),
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
                "whaling-city-pier",
            )
        }
        A::DryDock { ship, space } => {
            if player.wood < 2 {
                return Err(refuse(
                    "cannot-afford",
                    "building-dry-dock",
                    "preparing the ship costs 2 wood",
                ));
            }
            launchable(
                ship,
                ShipLocation::Home,
                space,
                u32::from(space),
                "building-dry-dock",
            )
        }
        A::Wharf { ship, space } => launchable(
            ship,
            ShipLocation::Dock,
            space,
            wharf_cost(space),
            "building-wharf",
        ),
        A::Lighthouse { ship } => match ship_at(ship) {
            Some(ShipLocation::Sea { space, .. })
                if space < FARTHEST_SPACE && state.space_has_room(space + 1) =>
            {
                Ok(())
            }
            Some(ShipLocation::Sea { .. }) => cannot(
                "building-lighthouse",
                "that ship cannot move farther out: space 6 or a full space is ahead",
            ),
            _ => cannot("building-lighthouse", "that ship is not at sea"),
        },
        A::Cooperage { ship } => match player.ships.get(usize::from(ship)) {
            Some(s) if s.sea_position().is_some() && s.cargo.total() > 0 => Ok(()),
            _ => cannot("building-cooperage", "that ship carries no whales"),
        },
        A::Tavern { tokens } => {
            if !(1..=2).contains(&tokens) || u32::from(state.drawn.empty) < u32::from(tokens) {
                return cannot(
                    "building-tavern",
                    "the Tavern removes 1 or 2 Empty Sea tokens drawn in the last whaling phase",
                );
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
                    cannot(
                        "building-tryworks",
                        "none of your ships returns with a Right Whale this round",
                    )
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
                _ => cannot(
                    "building-tryworks",
                    "the Tryworks sends 1 to 3 Right Whales home from one of your ships at sea",
                ),
            },
            _ => cannot(
                "building-tryworks",
                "retail Tryworks names a ship and 1–3 Right Whales; print-and-play takes neither",
            ),
        },
        A::LumberMill => {
            if player.wood == 0 {
                return cannot("building-lumber-mill", "you have no wood to sell");
            }
            Ok(())
        }
        A::Market => {
            if player.goods() == 0 {
                return cannot("building-market", "you have no goods to sell");
            }
            Ok(())
        }
        A::Bank
        | A::Schoolhouse
        | A::Bakery
        | A::Brickyard
        | A::Chandlery
        | A::Inn
        | A::PostOffice => Ok(()),
        _ => Err(refuse(
            "wrong-phase",
            "action-workers",
            "place a worker or buy goods now",
        )),
    }
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
            let first = state.workers_on(space) == 0;
            state.space_workers[space as usize] += 1;
            first
        }
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
    let bonus = u32::from(first);
    match *action {
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
        _ => None,
    }
}
