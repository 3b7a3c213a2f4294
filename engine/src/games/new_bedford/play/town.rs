//! Rising Tide's Town Expansion: each action tile judged beside its effect, the Mayor and Bridge
//! tokens, the Coffeehouse draw and Loading Dock steps, and what the Customhouse and Refinery
//! do when ships return. Placing the worker and its fees are `placement`'s and building is
//! `construction`'s, as for every tile; the victory tiles only score (the Shanty's condition is
//! judged in `construction`).

use crate::core::play::ChanceMode;
use crate::core::rule_id::RuleId;
use crate::core::scoring::Seat;

use super::super::rules::rule;
use super::actions::{NewBedfordAction as A, NewBedfordEvent, TownToken};
use super::buildings::Building;
use super::placement::{building_candidates, check_effect, target};
use super::refusal::{refuse, NewBedfordRefusal, NewBedfordRefusalCode as Code, Why};
use super::state::{
    gain, BuildSite, Good, NewBedfordState, ShipLocation, ShipRef, Step, TokenSpot, Tokens,
    WhaleKind, Whales, WorkerSpot, FARTHEST_SPACE, ROUNDS,
};
use super::{construction, whaling};

type Events = Vec<NewBedfordEvent>;
type Judged = Result<(), NewBedfordRefusal>;

fn cannot(rule: RuleId, why: Why) -> Judged {
    Err(refuse(Code::CannotPerform, rule, why))
}

fn location(state: &NewBedfordState, seat: Seat, ship: u8) -> Option<ShipLocation> {
    state
        .player(seat)
        .ships
        .get(usize::from(ship))
        .map(|s| s.location)
}

/// Takes a ship off its track space; the ships that arrived after it there move up a rank.
fn leave_track(state: &mut NewBedfordState, moved: ShipRef) {
    let Some((from, old_rank)) = state.ship(moved).sea_position() else {
        return;
    };
    let others: Vec<ShipRef> = state.all_ships().filter(|&s| s != moved).collect();
    for other in others {
        if let ShipLocation::Sea { space, rank } = state.ship(other).location {
            if space == from && rank > old_rank {
                state.ship_mut(other).location = ShipLocation::Sea {
                    space,
                    rank: rank - 1,
                };
            }
        }
    }
    state.ship_mut(moved).location = ShipLocation::Home;
}

// Captain's House -------------------------------------------------------------------------

/// Rule [`rule::BUILDING_CAPTAINS_HOUSE`] (ruling NB-35): a ship of the user's at sea.
pub fn check_captains_house(state: &NewBedfordState, seat: Seat, ship: u8) -> Judged {
    match location(state, seat, ship) {
        Some(ShipLocation::Sea { .. }) => Ok(()),
        _ => cannot(rule::BUILDING_CAPTAINS_HOUSE, Why::NotAtSea),
    }
}

pub fn captains_house(state: &mut NewBedfordState, seat: Seat, ship: u8, events: &mut Events) {
    let moved = ShipRef { seat, ship };
    let Some((space, _)) = state.ship(moved).sea_position() else {
        return;
    };
    leave_track(state, moved);
    let rank = u8::try_from(state.ships_in_return()).unwrap_or(u8::MAX);
    state.ship_mut(moved).location = ShipLocation::Return {
        rank,
        prepared: true,
    };
    // Beyond space 6 (Nantucket Sleigh Ride) pays as space 6, the last marked cost.
    gain(
        &mut state.player_mut(seat).food,
        u32::from(space.min(FARTHEST_SPACE)),
    );
    events.push(NewBedfordEvent::ShipSentToReturn { ship: moved });
}

// Coffeehouse -----------------------------------------------------------------------------

/// Rule [`rule::BUILDING_COFFEEHOUSE`] (ruling NB-36): a ship at sea to load and a whale in the bag.
pub fn check_coffeehouse(state: &NewBedfordState, seat: Seat) -> Judged {
    let at_sea = state
        .player(seat)
        .ships
        .iter()
        .any(|s| s.sea_position().is_some());
    if at_sea && state.bag.whales().total() > 0 {
        Ok(())
    } else {
        cannot(rule::BUILDING_COFFEEHOUSE, Why::CoffeehouseNothing)
    }
}

/// How many tokens the Coffeehouse draws: 2, or what the bag still holds.
pub fn coffeehouse_count(state: &NewBedfordState) -> u8 {
    u8::try_from(state.bag.total().min(2)).unwrap_or(2)
}

/// Draws at once with seeded chance; table chance waits for the `table` actor's report.
pub fn coffeehouse(state: &mut NewBedfordState, events: &mut Events) -> Option<Step> {
    match (state.chance, state.rng) {
        (ChanceMode::Seeded, Some(_)) => {
            let drawn = whaling::draw_seeded(state, coffeehouse_count(state));
            coffeehouse_drawn(state, drawn, events)
        }
        _ => Some(Step::Coffeehouse { drawn: None }),
    }
}

/// The drawn tokens leave the bag; without a whale among them they go straight back.
pub fn coffeehouse_drawn(
    state: &mut NewBedfordState,
    drawn: Tokens,
    events: &mut Events,
) -> Option<Step> {
    state.bag = state.bag.minus(drawn).unwrap_or_default();
    events.push(NewBedfordEvent::TokensDrawn { tokens: drawn });
    if drawn.whales().total() == 0 {
        return_drawn(state, drawn, events);
        return None;
    }
    Some(Step::Coffeehouse { drawn: Some(drawn) })
}

fn return_drawn(state: &mut NewBedfordState, tokens: Tokens, events: &mut Events) {
    if tokens.total() > 0 {
        state.bag = state.bag.plus(tokens);
        events.push(NewBedfordEvent::TokensReturnedToBag { tokens });
    }
}

pub fn coffeehouse_candidates(drawn: Tokens, actions: &mut Vec<A>) {
    for whale in WhaleKind::ALL {
        if drawn.whales().get(whale) > 0 {
            actions.extend((0..2).map(|ship| A::CoffeehouseTake { ship, whale }));
        }
    }
    actions.push(A::CoffeehouseDecline);
}

pub fn check_coffeehouse_choice(
    state: &NewBedfordState,
    seat: Seat,
    drawn: Tokens,
    action: &A,
) -> Judged {
    match *action {
        A::CoffeehouseTake { ship, whale } => {
            if drawn.whales().get(whale) == 0 {
                return Err(refuse(
                    Code::NotDrawn,
                    rule::BUILDING_COFFEEHOUSE,
                    Why::NotDrawn(whale),
                ));
            }
            match location(state, seat, ship) {
                Some(ShipLocation::Sea { .. }) => Ok(()),
                _ => cannot(rule::BUILDING_COFFEEHOUSE, Why::NotAtSea),
            }
        }
        A::CoffeehouseDecline => Ok(()),
        _ => Err(refuse(
            Code::WrongPhase,
            rule::BUILDING_COFFEEHOUSE,
            Why::CoffeehouseChoose,
        )),
    }
}

/// Loads the chosen whale, if any; every other drawn token goes back in the bag.
pub fn coffeehouse_choice(
    state: &mut NewBedfordState,
    seat: Seat,
    drawn: Tokens,
    action: &A,
    events: &mut Events,
) {
    let mut rest = drawn;
    if let A::CoffeehouseTake { ship, whale } = *action {
        if let Some(left) = drawn.minus(Tokens::one(whale)) {
            rest = left;
            *state.ship_mut(ShipRef { seat, ship }).cargo.slot(whale) += 1;
        }
    }
    return_drawn(state, rest, events);
}

// Customhouse and Refinery: effects at movement ----------------------------------------------

/// Rule [`rule::BUILDING_CUSTOMHOUSE`] (ruling NB-33): what `returning` ships pay its occupant.
fn customhouse_income(returning: usize) -> u32 {
    match returning {
        0 => 0,
        1 => 4,
        2 => 6,
        _ => 10,
    }
}

/// Pays the Customhouse's occupant, if still standing there, as ships reach Return; never in
/// the final movement (rule [`rule::TOWN_LASTING_ACTIONS`]).
pub fn customhouse_pays(state: &mut NewBedfordState, returning: usize, events: &mut Events) {
    let occupant = state
        .slot(Building::Customhouse)
        .and_then(|slot| slot.used_by);
    let Some(seat) = occupant.filter(|&seat| state.stands_on(seat, Building::Customhouse)) else {
        return;
    };
    let money = customhouse_income(returning);
    if money > 0 {
        gain(&mut state.player_mut(seat).money, money);
        events.push(NewBedfordEvent::CustomhouseIncome {
            seat,
            ships: u8::try_from(returning).unwrap_or(u8::MAX),
            money,
        });
    }
}

/// Rule [`rule::BUILDING_REFINERY`] (ruling NB-34): one of the user's kept whales, now.
pub fn check_refinery(state: &NewBedfordState, seat: Seat, whale: Option<WhaleKind>) -> Judged {
    match whale {
        _ if state.refinery_sold => cannot(rule::BUILDING_REFINERY, Why::RefinerySold),
        Some(whale) if state.player(seat).whales.get(whale) == 0 => {
            cannot(rule::BUILDING_REFINERY, Why::RefineryNoWhale(whale))
        }
        _ => Ok(()),
    }
}

fn refine(state: &mut NewBedfordState, seat: Seat, whale: WhaleKind, events: &mut Events) {
    let money = 2 * whale.lay();
    gain(&mut state.player_mut(seat).money, money);
    state.removed = state.removed.plus(Tokens::one(whale));
    state.refinery_sold = true;
    events.push(NewBedfordEvent::WhaleRefined { seat, whale, money });
}

pub fn refinery(
    state: &mut NewBedfordState,
    seat: Seat,
    whale: Option<WhaleKind>,
    events: &mut Events,
) {
    if let Some(whale) = whale {
        *state.player_mut(seat).whales.slot(whale) -= 1;
        refine(state, seat, whale, events);
    }
}

/// Whether a returning ship's owner may sell one of its whales to the Refinery now: only
/// while still standing on it, and not in the final movement (rule
/// [`rule::TOWN_LASTING_ACTIONS`]).
pub fn refinery_open(state: &NewBedfordState, ship: ShipRef, final_voyage: bool) -> bool {
    !final_voyage && !state.refinery_sold && state.stands_on(ship.seat, Building::Refinery)
}

/// Sells one whale off the returning ship to the Refinery.
pub fn refine_from_ship(
    state: &mut NewBedfordState,
    ship: ShipRef,
    whale: WhaleKind,
    events: &mut Events,
) {
    *state.ship_mut(ship).cargo.slot(whale) -= 1;
    refine(state, ship.seat, whale, events);
}

// Harbor Office ---------------------------------------------------------------------------

/// Rule [`rule::BUILDING_HARBOR_OFFICE`] (ruling NB-42): after paying the launch, a good must be left
/// to sell. Building needs goods too (every tile costs some), so selling is always the other
/// way open whenever building is.
pub fn check_harbor_office_after_launch(state: &NewBedfordState, seat: Seat, food: u32) -> Judged {
    if state.player(seat).goods() > u64::from(food) {
        Ok(())
    } else {
        cannot(rule::BUILDING_HARBOR_OFFICE, Why::HarborOfficeNothingAfter)
    }
}

// Loading Dock ----------------------------------------------------------------------------

/// Rule [`rule::BUILDING_LOADING_DOCK`] (ruling NB-37): both ships at sea, a whale aboard either.
pub fn check_loading_dock(state: &NewBedfordState, seat: Seat) -> Judged {
    let ships = &state.player(seat).ships;
    let both_at_sea = ships.iter().all(|s| s.sea_position().is_some());
    if both_at_sea && ships.iter().any(|s| s.cargo.total() > 0) {
        Ok(())
    } else {
        cannot(rule::BUILDING_LOADING_DOCK, Why::LoadingDockShips)
    }
}

/// Tokens a Loading Dock action may move in all.
const LOADING_DOCK_TOKENS: u32 = 3;

pub fn loading_dock_candidates(sent: [Whales; 2], actions: &mut Vec<A>) {
    for ship in 0..2 {
        actions.extend(WhaleKind::ALL.map(|whale| A::ShiftWhale { ship, whale }));
    }
    if sent.iter().any(|w| w.total() > 0) {
        actions.push(A::StopShifting);
    }
}

pub fn check_loading_dock_step(
    state: &NewBedfordState,
    seat: Seat,
    sent: [Whales; 2],
    action: &A,
) -> Judged {
    match *action {
        A::ShiftWhale { ship, whale } => {
            let to = usize::from(ship);
            let from = 1 - to.min(1);
            let carried = state.player(seat).ships[from].cargo.get(whale) > 0;
            if to > 1 || !carried {
                return Err(refuse(
                    Code::NotOnShip,
                    rule::BUILDING_LOADING_DOCK,
                    Why::NotCarried(whale),
                ));
            }
            if sent[from].get(whale) > 0 {
                return cannot(rule::BUILDING_LOADING_DOCK, Why::LoadingDockBack(whale));
            }
            Ok(())
        }
        A::StopShifting if sent.iter().all(|w| w.total() == 0) => Err(refuse(
            Code::MustSell,
            rule::BUILDING_LOADING_DOCK,
            Why::LoadingDockMoveFirst,
        )),
        A::StopShifting => Ok(()),
        _ => Err(refuse(
            Code::WrongPhase,
            rule::BUILDING_LOADING_DOCK,
            Why::LoadingDockShiftOrStop,
        )),
    }
}

/// Moves one whale and pays $1; the step goes on while more could move.
pub fn shift_whale(
    state: &mut NewBedfordState,
    seat: Seat,
    mut sent: [Whales; 2],
    action: &A,
) -> Option<Step> {
    let A::ShiftWhale { ship, whale } = *action else {
        return None;
    };
    let to = usize::from(ship.min(1));
    let from = 1 - to;
    let player = state.player_mut(seat);
    *player.ships[from].cargo.slot(whale) -= 1;
    *player.ships[to].cargo.slot(whale) += 1;
    gain(&mut player.money, 1);
    *sent[to].slot(whale) += 1;
    let moved = sent[0].total() + sent[1].total();
    let more = WhaleKind::ALL.iter().any(|&kind| {
        (0..2).any(|to| {
            let from = 1 - to;
            player.ships[from].cargo.get(kind) > 0 && sent[from].get(kind) == 0
        })
    });
    (moved < LOADING_DOCK_TOKENS && more).then_some(Step::LoadingDock {
        to_ship_0: sent[0],
        to_ship_1: sent[1],
    })
}

// Mayor's House and Fairhaven Bridge ----------------------------------------------------------

/// Ruling NB-32: the tokens never take the Inn (its re-placement belongs to the workers) nor
/// a Post Office (one's own changes nothing; an unbuilt one would be taken over for free).
fn token_may_use(building: Building) -> bool {
    building.has_action() && !matches!(building, Building::Inn | Building::PostOffice)
}

/// Rule [`rule::BUILDING_MAYORS_HOUSE`] (ruling NB-32): the one Mayor token is free (the College can
/// reach the tile a second time in a round) and some tile can be built at full price.
pub fn check_mayors_house(state: &NewBedfordState, seat: Seat, fee: u32) -> Judged {
    if state.mayor.is_some() {
        return cannot(rule::BUILDING_MAYORS_HOUSE, Why::TokenInUse);
    }
    construction::can_build(state, seat, BuildSite::MayorsHouse, fee)
        .map_err(|refusal| refuse(refusal.code, rule::BUILDING_MAYORS_HOUSE, refusal.why))
}

/// Whether `seat` could take one of `building`'s actions, after `fee` dollars are paid.
pub fn any_use(state: &NewBedfordState, seat: Seat, building: Building, fee: u32) -> bool {
    let mut possible = false;
    building_candidates(state, seat, building, &mut |action| {
        possible = possible || check_effect(state, seat, &action, fee).is_ok();
    });
    possible
}

/// Rule [`rule::BUILDING_FAIRHAVEN_BRIDGE`] (ruling NB-32): an unbuilt action tile of this game whose
/// action the user can take, after the Bridge's own fee.
pub fn check_bridge(state: &NewBedfordState, seat: Seat, building: Building, fee: u32) -> Judged {
    if state.bridge.is_some() {
        return cannot(rule::BUILDING_FAIRHAVEN_BRIDGE, Why::TokenInUse);
    }
    let unbuilt = state
        .slot(building)
        .is_some_and(|slot| slot.owner.is_none() && slot.used_by.is_none());
    if !unbuilt || !token_may_use(building) {
        return cannot(rule::BUILDING_FAIRHAVEN_BRIDGE, Why::BridgeTarget(building));
    }
    // Judged with the token in place: it keeps its own tile from being built (a bridged
    // Courthouse cannot build itself). Bridge uses are rare, so the copy costs little.
    let mut bridged = state.clone();
    bridged.bridge = Some(TokenSpot { seat, building });
    if any_use(&bridged, seat, building, fee) {
        Ok(())
    } else {
        cannot(
            rule::BUILDING_FAIRHAVEN_BRIDGE,
            Why::TokenNothingToDo(building),
        )
    }
}

fn place_token(
    state: &mut NewBedfordState,
    seat: Seat,
    token: TownToken,
    building: Building,
    events: &mut Events,
) {
    let spot = Some(TokenSpot { seat, building });
    match token {
        TownToken::Mayor => state.mayor = spot,
        TownToken::Bridge => state.bridge = spot,
    }
    if let Some(slot) = state.slot_mut(building) {
        slot.used_by = Some(seat);
    }
    events.push(NewBedfordEvent::TokenPlaced {
        seat,
        token,
        building,
    });
}

pub fn bridge(
    state: &mut NewBedfordState,
    seat: Seat,
    building: Building,
    events: &mut Events,
) -> Step {
    place_token(state, seat, TownToken::Bridge, building, events);
    Step::Bridge { building }
}

/// The Mayor's House built `building`: the Mayor token stands on it, and its action follows
/// when the user can take one.
pub fn mayor(
    state: &mut NewBedfordState,
    seat: Seat,
    building: Building,
    events: &mut Events,
) -> Option<Step> {
    place_token(state, seat, TownToken::Mayor, building, events);
    (token_may_use(building) && any_use(state, seat, building, 0))
        .then_some(Step::Mayor { building })
}

/// Judges the action a Mayor or Bridge step takes: one of `building`'s. A wrong action is
/// refused under the rule of the token's own tile.
pub fn check_token_use(
    state: &NewBedfordState,
    seat: Seat,
    (token, building): (TownToken, Building),
    action: &A,
) -> Judged {
    if target(action) != Some(WorkerSpot::Building(building)) {
        let rule = match token {
            TownToken::Mayor => rule::BUILDING_MAYORS_HOUSE,
            TownToken::Bridge => rule::BUILDING_FAIRHAVEN_BRIDGE,
        };
        return Err(refuse(Code::WrongPhase, rule, Why::TokenUse(building)));
    }
    check_effect(state, seat, action, 0)
}

// Perfumery, Saltery, Brewery, Chemist Shop, Distillery, Shipwright, Storehouse ----------------

/// Rule [`rule::BUILDING_PERFUMERY`] (ruling NB-38): by the Sperm Whales still in the bag.
pub fn perfumery_income(state: &NewBedfordState) -> u32 {
    match state.bag.sperm {
        0 => 0,
        1 => 3,
        _ => 5,
    }
}

pub fn check_perfumery(state: &NewBedfordState) -> Judged {
    if perfumery_income(state) > 0 {
        Ok(())
    } else {
        cannot(rule::BUILDING_PERFUMERY, Why::PerfumeryNothing)
    }
}

pub fn perfumery(state: &mut NewBedfordState, seat: Seat) {
    let income = perfumery_income(state);
    gain(&mut state.player_mut(seat).money, income);
}

/// Food the Saltery charges for moving out 1, 2 or 3 spaces.
pub fn saltery_food(spaces: u8) -> u32 {
    match spaces {
        0 | 1 => 0,
        2 => 2,
        _ => 4,
    }
}

/// Rule [`rule::BUILDING_SALTERY`] (ruling NB-41).
pub fn check_saltery(state: &NewBedfordState, seat: Seat, ship: u8, spaces: u8) -> Judged {
    let Some(ShipLocation::Sea { space, .. }) = location(state, seat, ship) else {
        return cannot(rule::BUILDING_SALTERY, Why::NotAtSea);
    };
    let to = space.saturating_add(spaces);
    if !(1..=3).contains(&spaces) || to > FARTHEST_SPACE {
        return Err(refuse(
            Code::NoSuchSpace,
            rule::BUILDING_SALTERY,
            Why::SalterySpaces,
        ));
    }
    if !state.space_has_room(to) {
        return Err(refuse(
            Code::SpaceFull,
            rule::BUILDING_SALTERY,
            Why::SpaceFull { space: to },
        ));
    }
    let food = saltery_food(spaces);
    if state.player(seat).food < food {
        return Err(refuse(
            Code::CannotAfford,
            rule::BUILDING_SALTERY,
            Why::SalteryCost { spaces, food },
        ));
    }
    Ok(())
}

pub fn saltery(state: &mut NewBedfordState, seat: Seat, ship: u8, spaces: u8, events: &mut Events) {
    let moved = ShipRef { seat, ship };
    let Some((space, _)) = state.ship(moved).sea_position() else {
        return;
    };
    state.player_mut(seat).food -= saltery_food(spaces);
    leave_track(state, moved);
    let to = space + spaces;
    let rank = u8::try_from(state.ships_on(to)).unwrap_or(u8::MAX);
    state.ship_mut(moved).location = ShipLocation::Sea { space: to, rank };
    events.push(NewBedfordEvent::ShipMoved {
        ship: moved,
        space: to,
    });
}

/// Rule [`rule::BUILDING_BREWERY`] (ruling NB-39): per 2 rounds left after this one; from round 11,
/// when that is none, $2 alone.
pub fn brewery(state: &mut NewBedfordState, seat: Seat) {
    let pairs = u32::from(ROUNDS.saturating_sub(state.round) / 2);
    let player = state.player_mut(seat);
    if pairs == 0 {
        gain(&mut player.money, 2);
    } else {
        gain(&mut player.money, 2 * pairs);
        gain(&mut player.food, pairs);
    }
}

/// The Chemist Shop's takes: two goods of one or two types.
const TAKES: [[u8; 3]; 6] = [
    [2, 0, 0],
    [0, 2, 0],
    [0, 0, 2],
    [1, 1, 0],
    [1, 0, 1],
    [0, 1, 1],
];

pub fn chemist_shop_candidates(state: &NewBedfordState, seat: Seat, emit: &mut impl FnMut(A)) {
    for from in (0..state.seats()).filter(|&from| from != seat) {
        for [wood, food, brick] in TAKES {
            for give in Good::ALL {
                if [wood, food, brick][give as usize] == 0 {
                    emit(A::ChemistShop {
                        from,
                        wood,
                        food,
                        brick,
                        give,
                    });
                }
            }
        }
    }
}

/// Rule [`rule::BUILDING_CHEMIST_SHOP`] (ruling NB-40): two goods from another player who holds them,
/// one good of another type back, which the user holds.
pub fn check_chemist_shop(
    state: &NewBedfordState,
    seat: Seat,
    from: Seat,
    take: [u8; 3],
    give: Good,
) -> Judged {
    let taken: u32 = take.iter().map(|&n| u32::from(n)).sum();
    if from == seat || taken != 2 || take[give as usize] > 0 {
        return cannot(rule::BUILDING_CHEMIST_SHOP, Why::ChemistShopExchange);
    }
    let Some(victim) = state.players.get(usize::from(from)) else {
        return cannot(rule::BUILDING_CHEMIST_SHOP, Why::ChemistShopExchange);
    };
    if Good::ALL
        .iter()
        .any(|&good| good.held(victim) < u32::from(take[good as usize]))
    {
        return cannot(rule::BUILDING_CHEMIST_SHOP, Why::ChemistShopVictim);
    }
    if give.held(state.player(seat)) == 0 {
        return Err(refuse(
            Code::CannotAfford,
            rule::BUILDING_CHEMIST_SHOP,
            Why::NoneLeft(give),
        ));
    }
    Ok(())
}

pub fn chemist_shop(
    state: &mut NewBedfordState,
    seat: Seat,
    from: Seat,
    take: [u8; 3],
    give: Good,
    events: &mut Events,
) {
    for good in Good::ALL {
        let count = u32::from(take[good as usize]);
        *good.slot(state.player_mut(from)) -= count;
        gain(good.slot(state.player_mut(seat)), count);
    }
    *give.slot(state.player_mut(seat)) -= 1;
    gain(give.slot(state.player_mut(from)), 1);
    events.push(NewBedfordEvent::GoodsExchanged {
        from,
        to: seat,
        wood: take[0],
        food: take[1],
        brick: take[2],
        given: give,
    });
}

/// Rule [`rule::BUILDING_DISTILLERY`] (ruling NB-42): a ship at home and 2 wood.
pub fn check_distillery(state: &NewBedfordState, seat: Seat, ship: u8) -> Judged {
    if location(state, seat, ship) != Some(ShipLocation::Home) {
        return cannot(rule::BUILDING_DISTILLERY, Why::ShipNotHome { ship });
    }
    if state.player(seat).wood < 2 {
        return Err(refuse(
            Code::CannotAfford,
            rule::BUILDING_DISTILLERY,
            Why::DistilleryCost,
        ));
    }
    Ok(())
}

pub fn distillery(state: &mut NewBedfordState, seat: Seat, ship: u8) {
    let player = state.player_mut(seat);
    player.wood -= 2;
    player.ships[usize::from(ship)].location = ShipLocation::Dock;
    gain(&mut player.food, 3);
}

/// Rule [`rule::BUILDING_SHIPWRIGHT`] (ruling NB-42): one ship at home free, or both for 1 wood.
pub fn check_shipwright(state: &NewBedfordState, seat: Seat, ship: Option<u8>) -> Judged {
    match ship {
        Some(ship) if location(state, seat, ship) == Some(ShipLocation::Home) => Ok(()),
        Some(ship) => cannot(rule::BUILDING_SHIPWRIGHT, Why::ShipNotHome { ship }),
        None => {
            let player = state.player(seat);
            if player
                .ships
                .iter()
                .any(|s| s.location != ShipLocation::Home)
            {
                cannot(rule::BUILDING_SHIPWRIGHT, Why::ShipwrightBoth)
            } else if player.wood < 1 {
                Err(refuse(
                    Code::CannotAfford,
                    rule::BUILDING_SHIPWRIGHT,
                    Why::ShipwrightCost,
                ))
            } else {
                Ok(())
            }
        }
    }
}

pub fn shipwright(state: &mut NewBedfordState, seat: Seat, ship: Option<u8>) {
    let player = state.player_mut(seat);
    match ship {
        Some(ship) => player.ships[usize::from(ship)].location = ShipLocation::Dock,
        None => {
            player.wood -= 1;
            for ship in &mut player.ships {
                ship.location = ShipLocation::Dock;
            }
        }
    }
}

/// Rule [`rule::BUILDING_STOREHOUSE`] (ruling NB-42).
pub fn storehouse(state: &mut NewBedfordState, seat: Seat, good: Good) {
    let amount = if good == Good::Brick { 2 } else { 3 };
    gain(good.slot(state.player_mut(seat)), amount);
}
