//! The New Bedford rules engine (base game, 2–4 players, retail or print-and-play).
//!
//! Each phase module proposes candidate actions and judges them with one `check`; the
//! legal-action list is exactly the candidates `check` accepts, and `apply` runs the same
//! `check` first, so the list and what `apply` accepts cannot drift apart.

mod actions;
mod buildings;
mod construction;
mod fifth_player;
mod flow;
mod labels;
mod log_cards;
mod placement;
mod refusal;
mod selling;
mod setup;
mod ships_log;
mod state;
mod town;
mod validate;
mod voyage;
mod whaling;

#[cfg(test)]
mod tests;

use crate::core::errors::Violation;
use crate::core::names::NamedSeats;
use crate::core::rng::RngState;
use crate::core::play::{Actor, ChanceMode, RuleSection, Rules, SetupError};
use crate::core::rule_id::shared;
use crate::core::scoring::{ScoreSheet, Seat};
use crate::core::turn::Turn;

use super::rules::rule;
use super::scoring::{
    score_sheet, Goods, NewBedfordOptions, NewBedfordPlayerCounts, NewBedfordScoreSheetRequest,
};

pub use actions::{NewBedfordAction, NewBedfordEvent, Purchase, MAX_LEGAL_ACTIONS};
pub use buildings::Building;
pub use refusal::{NewBedfordRefusal, NewBedfordRefusalCode, Why};
pub use setup::NewBedfordGameOptions;
pub use state::{
    BuildSite, BuildingSlot, Good, Market, NewBedfordState, Phase, Player, Ship, ShipLocation,
    ShipRef, Space, Step, Tokens, TownHallBuild, WhaleKind, WhaleSale, Whales, WorkerSpot,
};

use actions::NewBedfordAction as A;
use refusal::{refuse, NewBedfordRefusalCode as Code};

/// The New Bedford rules as a [`Rules`] implementation.
#[derive(Debug, Clone, Copy, Default)]
pub struct NewBedfordRules;

/// Who decides next: one seat or the table. A state at rest always awaits a decision until
/// the game is over, so a state with nobody to act is over.
fn turn(state: &NewBedfordState) -> Turn {
    current(state).map_or(Turn::Over, Turn::One)
}

/// The one actor who decides next, if anyone.
fn current(state: &NewBedfordState) -> Option<Actor> {
    if let Some(pending) = ships_log::pending(state) {
        return Some(ships_log::actor(pending));
    }
    let seat = match state.phase {
        Phase::StartingResources { chosen } => state.seat_after(state.first_player, chosen),
        Phase::Actions { .. } | Phase::Inn { .. } | Phase::Coffin { .. } => {
            match placement::placing(state)? {
                (_, _, _, _, Some(Step::Coffeehouse { drawn: None })) => return Some(Actor::Table),
                (seat, ..) => seat,
            }
        }
        Phase::Returning { ship, sale, .. } => sale.map_or(ship.seat, |sale| sale.buyer),
        Phase::AwaitingDraw { .. } => return Some(Actor::Table),
        Phase::Whaling => state.whaling_order.first()?.seat,
        Phase::Movement | Phase::EndOfRound | Phase::Over => return None,
    };
    Some(Actor::Seat(seat))
}

/// The decision the state is waiting for, read once from the phase so that listing legal
/// actions judges each candidate without working out again whose turn it is.
#[derive(Debug, Clone, Copy)]
enum Decision {
    Setup,
    Placing {
        seat: Seat,
        round: placement::Round,
        bought: bool,
    },
    Selling {
        seat: Seat,
        market: Market,
        sold: [u8; 3],
    },
    Building {
        seat: Seat,
        site: BuildSite,
    },
    College {
        seat: Seat,
        building: Building,
    },
    /// The Mayor or Bridge token's use of `building`.
    TokenUse {
        seat: Seat,
        token: actions::TownToken,
        building: Building,
    },
    HarborOffice {
        seat: Seat,
    },
    LoadingDock {
        seat: Seat,
        sent: [Whales; 2],
    },
    CoffeehouseDraw {
        count: u8,
    },
    Coffeehouse {
        seat: Seat,
        drawn: Tokens,
    },
    Unloading {
        ship: ShipRef,
        final_voyage: bool,
    },
    Sale {
        sale: WhaleSale,
    },
    Draw {
        count: u8,
    },
    Whaling,
    /// A Ship's Log card's decision, ahead of the phase.
    Log(ships_log::Pending),
}

/// What the actor the turn lets act decides now.
fn decision(state: &NewBedfordState) -> Result<Decision, NewBedfordRefusal> {
    if let Some(pending) = ships_log::pending(state) {
        return Ok(Decision::Log(pending));
    }
    Ok(match state.phase {
        Phase::StartingResources { .. } => Decision::Setup,
        Phase::Actions { .. } | Phase::Inn { .. } | Phase::Coffin { .. } => {
            match placement::placing(state) {
                Some((seat, _, round, bought, None)) => Decision::Placing {
                    seat,
                    round,
                    bought,
                },
                Some((seat, _, _, _, Some(Step::Selling { market, sold, .. }))) => {
                    Decision::Selling { seat, market, sold }
                }
                Some((seat, _, _, _, Some(Step::Building { site }))) => {
                    Decision::Building { seat, site }
                }
                Some((seat, _, _, _, Some(Step::College { building }))) => {
                    Decision::College { seat, building }
                }
                Some((seat, _, _, _, Some(Step::Mayor { building }))) => Decision::TokenUse {
                    seat,
                    token: actions::TownToken::Mayor,
                    building,
                },
                Some((seat, _, _, _, Some(Step::Bridge { building }))) => Decision::TokenUse {
                    seat,
                    token: actions::TownToken::Bridge,
                    building,
                },
                Some((seat, _, _, _, Some(Step::HarborOffice))) => Decision::HarborOffice { seat },
                Some((
                    seat,
                    _,
                    _,
                    _,
                    Some(Step::LoadingDock {
                        to_ship_0,
                        to_ship_1,
                    }),
                )) => Decision::LoadingDock {
                    seat,
                    sent: [to_ship_0, to_ship_1],
                },
                Some((_, _, _, _, Some(Step::Coffeehouse { drawn: None }))) => {
                    Decision::CoffeehouseDraw {
                        count: town::coffeehouse_count(state),
                    }
                }
                Some((seat, _, _, _, Some(Step::Coffeehouse { drawn: Some(drawn) }))) => {
                    Decision::Coffeehouse { seat, drawn }
                }
                None => {
                    return Err(refuse(
                        Code::WrongPhase,
                        shared::ROUND_STRUCTURE,
                        Why::NobodyPlacing,
                    ))
                }
            }
        }
        Phase::Returning {
            ship,
            sale: None,
            final_voyage,
            ..
        } => Decision::Unloading { ship, final_voyage },
        Phase::Returning {
            sale: Some(sale), ..
        } => Decision::Sale { sale },
        Phase::AwaitingDraw { count } => Decision::Draw { count },
        Phase::Whaling => Decision::Whaling,
        Phase::Movement | Phase::EndOfRound | Phase::Over => {
            return Err(refuse(Code::GameOver, shared::END_OF_GAME, Why::GameOver))
        }
    })
}

/// Proposes the actions worth judging into the caller's buffer (reused across a playout).
fn candidates(state: &NewBedfordState, decision: Decision, into: &mut Vec<A>) {
    match decision {
        Decision::Setup => setup::candidates(into),
        Decision::Placing {
            seat,
            round,
            bought,
        } => placement::candidates(state, seat, round, bought, into),
        Decision::Selling { sold, .. } => selling::candidates(sold, into),
        Decision::Building { seat, site } => construction::candidates(state, seat, site, into),
        Decision::College { seat, building } | Decision::TokenUse { seat, building, .. } => {
            placement::building_candidates(state, seat, building, &mut |action| into.push(action))
        }
        Decision::HarborOffice { seat } => {
            construction::candidates(state, seat, BuildSite::HarborOffice, into);
            selling::candidates([0; 3], into);
        }
        Decision::LoadingDock { sent, .. } => town::loading_dock_candidates(sent, into),
        Decision::CoffeehouseDraw { count } => whaling::draw_outcomes(state.bag, count, into),
        Decision::Coffeehouse { drawn, .. } => town::coffeehouse_candidates(drawn, into),
        Decision::Unloading { ship, final_voyage } => {
            voyage::unload_candidates(state, ship, final_voyage, into)
        }
        Decision::Sale { sale } => voyage::sale_candidates(&sale, into),
        Decision::Draw { count } => whaling::draw_outcomes(state.bag, count, into),
        Decision::Whaling => whaling::selection_candidates(state, into),
        Decision::Log(pending) => ships_log::candidates(state, pending, into),
    }
}

/// The one judge of an action in its turn: `check` and the legal-action list both use it.
fn judge(state: &NewBedfordState, decision: Decision, action: &A) -> Result<(), NewBedfordRefusal> {
    match decision {
        Decision::Setup => setup::check(action),
        Decision::Placing {
            seat,
            round,
            bought,
        } => placement::check(state, seat, round, bought, action),
        Decision::Selling { seat, market, sold } => {
            selling::check(state, seat, market, sold, action)
        }
        Decision::Building { seat, site } => construction::check(state, seat, site, action),
        Decision::College { seat, building } => {
            fifth_player::check_college_use(state, seat, building, action)
        }
        Decision::TokenUse {
            seat,
            token,
            building,
        } => town::check_token_use(state, seat, (token, building), action),
        // Selling here is the Harbor Office's own step: its refusals cite the tile.
        Decision::HarborOffice { seat } => match action {
            A::Build { .. } => construction::check(state, seat, BuildSite::HarborOffice, action),
            _ => selling::check(state, seat, Market::GeneralStore, [0; 3], action)
                .map_err(|refusal| refuse(refusal.code, rule::BUILDING_HARBOR_OFFICE, refusal.why)),
        },
        Decision::LoadingDock { seat, sent } => {
            town::check_loading_dock_step(state, seat, sent, action)
        }
        Decision::CoffeehouseDraw { count } => whaling::check_draw(state, count, action),
        Decision::Coffeehouse { seat, drawn } => {
            town::check_coffeehouse_choice(state, seat, drawn, action)
        }
        Decision::Unloading { ship, final_voyage } => {
            voyage::check_unload(state, ship, final_voyage, action)
        }
        Decision::Sale { sale } => voyage::check_sale(state, &sale, action),
        Decision::Draw { count } => whaling::check_draw(state, count, action),
        Decision::Whaling => whaling::check_selection(state, action),
        Decision::Log(pending) => ships_log::check(state, pending, action),
    }
}

fn check(state: &NewBedfordState, action: &A) -> Result<(), NewBedfordRefusal> {
    judge(state, decision(state)?, action)
}

/// The candidates `judge` accepts, judged against the decision read once.
fn legal_actions(state: &NewBedfordState, actor: Actor, into: &mut Vec<A>) {
    into.clear();
    if turn(state).may_act(actor).is_err() {
        return;
    }
    let Ok(decision) = decision(state) else {
        return;
    };
    candidates(state, decision, into);
    into.retain(|action| judge(state, decision, action).is_ok());
}

/// Carries out a checked action on `state`.
fn execute(state: &mut NewBedfordState, action: &A, events: &mut Vec<NewBedfordEvent>) {
    if ships_log::pending(state).is_some() {
        if let Some(resume) = ships_log::execute(state, action, events) {
            flow::resume(state, resume, events);
        }
        return;
    }
    match state.phase {
        Phase::StartingResources { chosen } => {
            let seat = state.seat_after(state.first_player, chosen);
            setup::execute(state, seat, action);
            if chosen + 1 < state.seats() {
                state.phase = Phase::StartingResources { chosen: chosen + 1 };
            } else {
                flow::start_round(state, events);
            }
        }
        Phase::Actions { .. } | Phase::Inn { .. } | Phase::Coffin { .. } => {
            execute_placement(state, action, events);
        }
        Phase::Returning {
            ship,
            mut sold,
            sale: None,
            final_voyage,
        } => {
            voyage::unload(state, ship, action, &mut sold, events);
            if state.ship(ship).cargo.total() == 0 {
                flow::unloading_done(state, ship, sold, final_voyage, events);
            } else {
                state.phase = Phase::Returning {
                    ship,
                    sold,
                    sale: None,
                    final_voyage,
                };
            }
        }
        Phase::Returning {
            ship,
            sale: Some(sale),
            final_voyage,
            ..
        } => match voyage::trade(state, sale, action, events) {
            Some(sale) => {
                state.phase = Phase::Returning {
                    ship,
                    sold: Whales::default(),
                    sale: Some(sale),
                    final_voyage,
                }
            }
            None => flow::next_return(state, final_voyage, events),
        },
        Phase::AwaitingDraw { .. } => {
            if let Some(drawn) = action.drawn() {
                flow::tokens_drawn(state, drawn, events);
            }
        }
        Phase::Whaling => {
            if state.whaling_order.is_empty() {
                return;
            }
            let ship = state.whaling_order.remove(0);
            if let A::TakeLogCard { deck } = *action {
                ships_log::take(state, ship.seat, deck, Some(ship), events);
            }
            if let A::TakeWhale { whale } = *action {
                whaling::pay_stove_boat(state, ship.seat);
                if let Some(left) = state.drawn.whales().get(whale).checked_sub(1) {
                    let mut drawn = state.drawn.whales();
                    *drawn.slot(whale) = left;
                    state.drawn = Tokens {
                        right: drawn.right,
                        bowhead: drawn.bowhead,
                        sperm: drawn.sperm,
                        empty: state.drawn.empty,
                    };
                    *state.ship_mut(ship).cargo.slot(whale) += 1;
                }
            }
            flow::next_chooser(state, events);
        }
        Phase::Movement | Phase::EndOfRound | Phase::Over => {}
    }
}

/// Carries out a checked action of the placement turn: the placement itself, then each step a
/// building or space asks for (selling, the College, the Mayor, a build, the town's tiles).
fn execute_placement(state: &mut NewBedfordState, action: &A, events: &mut Vec<NewBedfordEvent>) {
    let Some((seat, worker, _, _, step)) = placement::placing(state) else {
        return;
    };
    match step {
        None => {
            let is_purchase = matches!(action, A::BuyGoods { .. });
            match placement::execute(state, seat, worker, action, events) {
                None if is_purchase => set_step(state, None, true),
                next => continue_with(state, next, events),
            }
        }
        Some(Step::Selling {
            market,
            bonus,
            sold,
        }) => match *action {
            A::Sell { good } => {
                let sold = selling::execute(state, seat, market, bonus, sold, good);
                if selling::can_continue(state, seat, market) {
                    set_step(
                        state,
                        Some(Step::Selling {
                            market,
                            bonus,
                            sold,
                        }),
                        false,
                    );
                } else {
                    flow::placement_done(state, events);
                }
            }
            _ => flow::placement_done(state, events),
        },
        Some(Step::College { .. } | Step::Mayor { .. } | Step::Bridge { .. }) => {
            let next = placement::effect(state, seat, action, false, events);
            continue_with(state, next, events);
        }
        Some(Step::Building { site }) => {
            let built = construction::build(state, seat, action, events);
            let next = built
                .filter(|_| site == BuildSite::MayorsHouse)
                .and_then(|building| town::mayor(state, seat, building, events));
            continue_with(state, next, events);
        }
        Some(Step::HarborOffice) => match *action {
            A::Sell { good } => {
                let sold = selling::execute(
                    state,
                    seat,
                    Market::GeneralStore,
                    false,
                    [0; 3],
                    good,
                );
                let next = selling::can_continue(state, seat, Market::GeneralStore)
                    .then_some(Step::Selling {
                        market: Market::GeneralStore,
                        bonus: false,
                        sold,
                    });
                continue_with(state, next, events);
            }
            _ => {
                construction::build(state, seat, action, events);
                flow::placement_done(state, events);
            }
        },
        Some(Step::LoadingDock {
            to_ship_0,
            to_ship_1,
        }) => {
            let next = town::shift_whale(state, seat, [to_ship_0, to_ship_1], action);
            continue_with(state, next, events);
        }
        Some(Step::Coffeehouse { drawn: None }) => {
            if let Some(drawn) = action.drawn() {
                let next = town::coffeehouse_drawn(state, drawn, events);
                continue_with(state, next, events);
            }
        }
        Some(Step::Coffeehouse { drawn: Some(drawn) }) => {
            town::coffeehouse_choice(state, seat, drawn, action, events);
            flow::placement_done(state, events);
        }
    }
}

/// The worker's action goes on with `next`, or is done.
fn continue_with(
    state: &mut NewBedfordState,
    next: Option<Step>,
    events: &mut Vec<NewBedfordEvent>,
) {
    match next {
        Some(step) => set_step(state, Some(step), false),
        None => flow::placement_done(state, events),
    }
}

fn set_step(state: &mut NewBedfordState, new_step: Option<Step>, purchase: bool) {
    match &mut state.phase {
        Phase::Actions { bought, step, .. }
        | Phase::Inn { bought, step, .. }
        | Phase::Coffin { bought, step, .. } => {
            *bought |= purchase;
            *step = new_step;
        }
        _ => {}
    }
}

/// The counts the score sheet needs, read off the state: one scoring code path for the
/// physical score sheet and the digital game.
fn score_request(state: &NewBedfordState) -> NewBedfordScoreSheetRequest {
    NewBedfordScoreSheetRequest {
        options: NewBedfordOptions {
            edition: state.edition,
            modules: state.modules.clone(),
        },
        players: state
            .players
            .iter()
            .enumerate()
            .map(|(seat, player)| NewBedfordPlayerCounts {
                // Blank falls back to the sheet's "Player N".
                name: player.name.clone().unwrap_or_default(),
                right_whales: u32::from(player.whales.right),
                bowhead_whales: u32::from(player.whales.bowhead),
                sperm_whales: u32::from(player.whales.sperm),
                buildings: state
                    .buildings
                    .iter()
                    .filter(|slot| slot.owner.is_some_and(|owner| usize::from(owner) == seat))
                    .map(|slot| slot.building.id().to_owned())
                    .collect(),
                money: player.money,
                goods: Goods {
                    wood: player.wood,
                    food: player.food,
                    brick: player.brick,
                },
                ships_log: player
                    .log_cards
                    .iter()
                    .map(|card| card.id().to_owned())
                    .collect(),
                unused_ships_log: ships_log::unused_for_scoring(player)
                    .map(|card| card.id().to_owned())
                    .collect(),
                symbol_buildings: u32::try_from(
                    state
                        .buildings
                        .iter()
                        .filter(|slot| {
                            slot.owner.is_some_and(|owner| usize::from(owner) == seat)
                                && state.symbol_buildings.contains(&slot.building)
                                // The sheet takes the count only from the Publishing House's owner.
                                && state.owns(
                                    u8::try_from(seat).unwrap_or(u8::MAX),
                                    Building::PublishingHouse,
                                )
                        })
                        .count(),
                )
                .unwrap_or(u32::MAX),
            })
            .collect(),
    }
}

impl NamedSeats for NewBedfordState {
    fn seat_names(&self) -> impl Iterator<Item = &Option<String>> {
        self.players.iter().map(|player| &player.name)
    }

    fn seat_names_mut(&mut self) -> impl Iterator<Item = &mut Option<String>> {
        self.players.iter_mut().map(|player| &mut player.name)
    }
}

impl Rules for NewBedfordRules {
    type Options = NewBedfordGameOptions;
    type State = NewBedfordState;
    type Action = NewBedfordAction;
    type Event = NewBedfordEvent;
    type Refusal = NewBedfordRefusal;
    type Checked = ();

    fn setup(
        &self,
        players: u8,
        options: &Self::Options,
        seed: u64,
        chance: ChanceMode,
    ) -> Result<Self::State, SetupError> {
        setup::setup(players, options, seed, chance)
    }

    fn setup_warnings(&self, players: u8, options: &Self::Options) -> Vec<Violation> {
        setup::warnings(players, options)
    }

    fn validate(&self, state: &Self::State) -> Result<(), Vec<Violation>> {
        validate::validate(state)
    }

    fn turn(&self, state: &Self::State) -> Turn {
        turn(state)
    }

    fn candidates(&self, state: &Self::State, _actor: Actor, out: &mut Vec<Self::Action>) {
        if let Ok(decision) = decision(state) {
            candidates(state, decision, out);
        }
    }

    fn check(
        &self,
        state: &Self::State,
        _actor: Actor,
        action: &Self::Action,
    ) -> Result<(), NewBedfordRefusal> {
        check(state, action)
    }

    fn execute(
        &self,
        state: &mut Self::State,
        (): (),
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    ) {
        execute(state, action, events);
    }

    fn legal_actions_into(
        &self,
        state: &Self::State,
        actor: Actor,
        actions: &mut Vec<Self::Action>,
    ) {
        legal_actions(state, actor, actions)
    }

    fn label(&self, state: &Self::State, action: &Self::Action) -> String {
        labels::label(state, action)
    }

    fn probability(&self, state: &Self::State, action: &Self::Action) -> Option<f64> {
        match *action {
            A::RevealLogCard { card } => {
                Some(ships_log::reveal_probability(state, card.deck(), card))
            }
            A::FoundWhale { whale } => Some(ships_log::whale_pod_probability(state, whale)),
            A::Draw { .. } => action
                .drawn()
                .map(|drawn| whaling::draw_probability(state.bag, drawn)),
            _ => None,
        }
    }

    fn score(&self, state: &Self::State) -> ScoreSheet {
        let over = state.phase == Phase::Over;
        match score_sheet(&score_request(state)) {
            Ok(mut sheet) => {
                sheet.is_final = over;
                sheet
            }
            Err(error) => ScoreSheet::unscorable(super::GAME_ID, error),
        }
    }

    fn view(&self, state: &Self::State, _seat: Option<Seat>) -> Self::State {
        // Everything in New Bedford is public except the RNG, which foretells every draw.
        let mut view = state.clone();
        view.rng = None;
        view
    }

    fn determinize(&self, view: &Self::State, _seat: Seat, seed: u64) -> Self::State {
        // Nothing but chance is hidden: a fresh stream is the whole sample.
        let mut state = view.clone();
        state.rng = RngState::sampled(state.chance, seed);
        state
    }

    fn rules(&self) -> &'static [RuleSection] {
        super::rules::RULES.as_slice()
    }
}
