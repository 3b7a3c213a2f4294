//! The Fleet rules engine (2–4 players). Candidates are filtered through the one `check` that
//! `apply` also runs, so the legal-action list and what `apply` accepts agree. Several seats
//! act at once in the draw phase, so the engine implements [`Rules`] itself rather than the
//! one-actor `Judge`.

mod actions;
mod auction;
mod boats;
mod chance;
mod draw_phase;
mod fishing;
mod flow;
mod labels;
mod passing;
mod payment;
mod refusal;
mod secrecy;
mod setup;
mod state;
mod validate;

#[cfg(test)]
mod tests;

use crate::core::errors::Violation;
use crate::core::names::NamedSeats;
use crate::core::play::{Actor, ChanceMode, RuleSection, Rules, SetupError};
use crate::core::rule_id::shared;
use crate::core::scoring::{ScoreSheet, Seat};
use crate::core::turn::Turn;

use super::scoring::{score_sheet, FleetPlayerCounts, FleetScoreSheetRequest, LaunchedBoat};

pub use actions::{Ending, FleetAction, FleetEvent, MAX_LEGAL_ACTIONS};
pub use refusal::{FleetRefusal, FleetRefusalCode, Why};
pub use setup::FleetGameOptions;
pub use state::{
    Boat, Cards, Crates, Deal, DeckPart, DrawReason, FleetState, License, Lot, Payment, Phase,
    Piles, Player, Purchase, Secret,
};

use actions::FleetAction as A;
use chance::Report;
use refusal::{refuse, wrong, FleetRefusalCode as Code};

use super::components::BoatType;

#[derive(Debug, Clone, Copy, Default)]
pub struct FleetRules;

/// Who decides now: the table while chance is owed, everyone with a choice in the draw phase.
fn turn(state: &FleetState) -> Turn {
    if state.phase == Phase::Over {
        return Turn::Over;
    }
    if !state.dealing.is_empty() {
        return Turn::One(Actor::Table);
    }
    if let Some(payment) = state.payment {
        return Turn::One(Actor::Seat(payment.seat));
    }
    match state.phase {
        Phase::Auction { opener, lot, .. } => {
            Turn::One(Actor::Seat(lot.map_or(opener, |lot| lot.turn)))
        }
        Phase::Launch { seat, .. } | Phase::Hire { seat, .. } | Phase::Process { seat, .. } => {
            Turn::One(Actor::Seat(seat))
        }
        Phase::Draw { deciding } => Turn::Seats(deciding),
        Phase::Fishing => Turn::Nobody,
        Phase::Over => Turn::Over,
    }
}

/// The outcome a table action reports.
fn report(action: &A) -> Option<Report> {
    match *action {
        A::StartPlayer { seat } => Some(Report::StartPlayer(seat)),
        A::RevealLicense { license } => Some(Report::License(license)),
        A::DealCard { seat, card } => Some(Report::Card { seat, card }),
        _ => None,
    }
}

/// Appends the actions worth judging for `actor`: a superset of the legal ones, kept small,
/// since `check` judges each.
fn candidates(state: &FleetState, actor: Actor, out: &mut Vec<A>) {
    if let Some(&deal) = state.dealing.first() {
        match deal {
            Deal::StartPlayer => out.extend((0..state.seats()).map(|seat| A::StartPlayer { seat })),
            Deal::Licenses { .. } => {
                out.extend(License::ALL.map(|license| A::RevealLicense { license }))
            }
            Deal::Cards { seat, .. } => {
                out.extend(BoatType::ALL.map(|card| A::DealCard { seat, card }))
            }
        }
        return;
    }
    let Actor::Seat(seat) = actor else {
        return;
    };
    if let Some(payment) = state.payment {
        payment::candidates(state, payment, out);
        return;
    }
    match &state.phase {
        Phase::Auction { opener, lot, .. } => auction::candidates(state, *lot, *opener, out),
        Phase::Launch { .. } => boats::launch_candidates(state, seat, out),
        Phase::Hire { .. } => boats::hire_candidates(state, seat, out),
        Phase::Process { emptied, .. } => fishing::candidates(state, seat, emptied, out),
        Phase::Draw { .. } => draw_phase::candidates(state, seat, out),
        Phase::Fishing | Phase::Over => {}
    }
}

fn check(state: &FleetState, actor: Actor, action: &A) -> Result<(), FleetRefusal> {
    if let Some(&deal) = state.dealing.first() {
        return match report(action) {
            Some(report) => chance::check_report(state, deal, report),
            None => Err(wrong(shared::CHANCE_TABLE_MODE, Why::ReportDeal)),
        };
    }
    let Actor::Seat(seat) = actor else {
        return Err(wrong(shared::CHANCE_TABLE_MODE, Why::ReportDeal));
    };
    if let Some(payment) = state.payment {
        return payment::check(state, payment, action);
    }
    match &state.phase {
        Phase::Auction { opener, lot, .. } => auction::check(state, *lot, *opener, action),
        &Phase::Launch { launched, .. } => boats::check_launch(state, seat, launched, action),
        &Phase::Hire { hired, .. } => boats::check_hire(state, seat, hired, action),
        Phase::Process { emptied, .. } => fishing::check(state, seat, emptied, action),
        Phase::Draw { .. } => draw_phase::check(state, seat, action),
        Phase::Fishing | Phase::Over => {
            Err(refuse(Code::GameOver, shared::END_OF_GAME, Why::GameOver))
        }
    }
}

/// Carries out an action `check` accepted, then everything that follows without a decision.
fn execute(state: &mut FleetState, actor: Actor, action: &A, events: &mut Vec<FleetEvent>) {
    if let Some(report) = report(action) {
        chance::resolve(state, report, events);
    } else if let Actor::Seat(seat) = actor {
        if let Some(payment) = state.payment {
            payment::execute(state, payment, action, events);
        } else {
            match state.phase {
                Phase::Auction { .. } => auction::execute(state, action, events),
                Phase::Launch { .. } => boats::execute_launch(state, seat, action, events),
                Phase::Hire { .. } => boats::execute_hire(state, seat, action, events),
                Phase::Process { .. } => fishing::execute(state, seat, action, events),
                Phase::Draw { .. } => draw_phase::execute(state, seat, action, events),
                Phase::Fishing | Phase::Over => {}
            }
        }
    }
    flow::advance(state, events);
}

/// The counts the score sheet needs: one scoring path for physical and digital games.
fn score_request(state: &FleetState) -> FleetScoreSheetRequest {
    FleetScoreSheetRequest {
        players: state
            .players
            .iter()
            .map(|player| FleetPlayerCounts {
                // An unnamed seat is "Player N" on the sheet, as in every game.
                name: player.name.clone().unwrap_or_default(),
                licenses: player
                    .licenses
                    .iter()
                    .map(|l| l.card().id.to_owned())
                    .collect(),
                boats: player
                    .boats
                    .iter()
                    .map(|boat| LaunchedBoat {
                        boat_type: boat.boat,
                        captain: boat.captain,
                        crates: boat.crates,
                    })
                    .collect(),
            })
            .collect(),
    }
}

impl NamedSeats for FleetState {
    fn seat_names(&self) -> impl Iterator<Item = &Option<String>> {
        self.players.iter().map(|player| &player.name)
    }

    fn seat_names_mut(&mut self) -> impl Iterator<Item = &mut Option<String>> {
        self.players.iter_mut().map(|player| &mut player.name)
    }
}

impl Rules for FleetRules {
    type Options = FleetGameOptions;
    type State = FleetState;
    type Action = FleetAction;
    type Event = FleetEvent;
    type Refusal = FleetRefusal;
    type Checked = Actor;

    fn setup(
        &self,
        players: u8,
        options: &Self::Options,
        seed: u64,
        chance: ChanceMode,
    ) -> Result<Self::State, SetupError> {
        setup::setup(players, options, seed, chance)
    }

    fn validate(&self, state: &Self::State) -> Result<(), Vec<Violation>> {
        validate::validate(state)
    }

    fn turn(&self, state: &Self::State) -> Turn {
        turn(state)
    }

    fn candidates(&self, state: &Self::State, actor: Actor, out: &mut Vec<Self::Action>) {
        candidates(state, actor, out);
    }

    fn check(
        &self,
        state: &Self::State,
        actor: Actor,
        action: &Self::Action,
    ) -> Result<Actor, FleetRefusal> {
        check(state, actor, action).map(|()| actor)
    }

    fn execute(
        &self,
        state: &mut Self::State,
        actor: Actor,
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    ) {
        execute(state, actor, action, events);
    }

    fn label(&self, state: &Self::State, action: &Self::Action) -> String {
        labels::label(state, action)
    }

    fn probability(&self, state: &Self::State, action: &Self::Action) -> Option<f64> {
        match (state.dealing.first()?, *action) {
            (Deal::StartPlayer, A::StartPlayer { .. }) => Some(1.0 / f64::from(state.seats())),
            (Deal::Licenses { .. }, A::RevealLicense { license }) => {
                Some(chance::license_odds(state, license))
            }
            (Deal::Cards { .. }, A::DealCard { card, .. }) => Some(chance::card_odds(state, card)),
            _ => None,
        }
    }

    fn score(&self, state: &Self::State) -> ScoreSheet {
        let mut sheet = match score_sheet(&score_request(state)) {
            Ok(sheet) => sheet,
            Err(error) => ScoreSheet::unscorable(super::GAME_ID, error),
        };
        sheet.is_final = state.phase == Phase::Over;
        sheet
    }

    fn view(&self, state: &Self::State, seat: Option<Seat>) -> Self::State {
        secrecy::view(state, seat)
    }

    fn determinize(&self, view: &Self::State, seat: Seat, seed: u64) -> Self::State {
        secrecy::determinize(view, seat, seed)
    }

    fn rules(&self) -> &'static [RuleSection] {
        super::rules::RULES
    }

    fn hides_information(&self) -> bool {
        true
    }

    fn pass(&self, state: &FleetState, seat: Seat) -> Option<A> {
        crate::core::play::mildest(self, state, seat, passing::mildness)
    }
}
