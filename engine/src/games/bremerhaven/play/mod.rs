//! The Bremerhaven rules engine (1–4 players; long, short and solo games). Candidates are
//! filtered through the one `check` that `apply` also runs, so the legal-action list and what
//! `apply` accepts agree. Every seat acts at once in the harbor phase, so the engine implements
//! [`Rules`] itself rather than the one-actor `Judge`.

mod actions;
mod bidding;
mod cards;
mod chance;
mod cleanup;
mod determinize;
mod draw;
mod flow;
mod general;
mod harbor_board;
mod harbor_phase;
mod labels;
mod passing;
mod refusal;
mod secrecy;
mod setup;
mod starting_goods;
mod state;
mod table_deck;
mod validate;
mod wire;

#[cfg(test)]
mod tests;

use crate::core::errors::Violation;
use crate::core::names::NamedSeats;
use crate::core::play::{Actor, ChanceMode, RuleSection, Rules, SetupError};
use crate::core::rule_id::shared;
use crate::core::scoring::{ScoreSheet, Seat};
use crate::core::turn::Turn;

use super::scoring::{score_sheet, BremerhavenPlayerCounts, BremerhavenScoreSheetRequest};

pub use actions::{BremerhavenAction, BremerhavenEvent, MAX_LEGAL_ACTIONS};
pub use bidding::{open_spaces, standings};
pub use cards::{BuildingId, Cards, ContractId, ShipId};
pub use refusal::{BremerhavenRefusal, BremerhavenRefusalCode, Why};
pub use secrecy::view;
pub use setup::{in_game, setup, BremerhavenGameOptions};
pub use state::{
    Bid, Bidder, Board, BremerhavenState, Conversion, DeckSizes, DeckSource, Decks, DockedShip, Goods,
    HarborProgress, LoadedContract, Phase, Player, Rack, Resume, Reveal, Variant,
};
pub use table_deck::{
    BuildingPrint, ContractPrint, NewspaperPrint, Printing, ShipPrint, TableDeck,
};

use actions::BremerhavenAction as A;
use refusal::{refuse, BremerhavenRefusalCode as Code};

#[derive(Debug, Clone, Copy, Default)]
pub struct BremerhavenRules;

/// Who decides now: the table while a card is owed, every seat still at work in the harbor
/// phase.
fn turn(state: &BremerhavenState) -> Turn {
    if state.phase == Phase::Over {
        return Turn::Over;
    }
    if !state.reveals.is_empty() {
        return Turn::One(Actor::Table);
    }
    match state.phase {
        Phase::StartingGoods { seat, .. }
        | Phase::Permits { seat, .. }
        | Phase::Grow { seat }
        | Phase::Prices { seat }
        | Phase::Career { seat }
        | Phase::Dock { seat, .. }
        | Phase::Load { seat, .. } => Turn::One(Actor::Seat(seat)),
        Phase::Bidding { placed } => match bidding::bidder(state, placed) {
            Some(state::Bidder::Seat(seat)) => Turn::One(Actor::Seat(seat)),
            _ => Turn::Nobody,
        },
        Phase::Harbor { acting } => Turn::Seats(acting),
        Phase::Setup => Turn::Nobody,
        Phase::Over => Turn::Over,
    }
}


#[inline]
fn check(
    state: &BremerhavenState,
    actor: Actor,
    action: &A,
) -> Result<Option<u8>, BremerhavenRefusal> {
    let Some(seat) = actor.seat() else {
        chance::check(state, action)?;
        return Ok(None);
    };
    match state.phase {
        Phase::StartingGoods { .. } => starting_goods::check(state, seat, action)?,
        Phase::Bidding { .. } => bidding::check(state, seat, action)?,
        Phase::Harbor { .. } => harbor_phase::check(state, seat, action)?,
        Phase::Permits { .. }
        | Phase::Grow { .. }
        | Phase::Prices { .. }
        | Phase::Career { .. }
        | Phase::Dock { .. }
        | Phase::Load { .. } => general::check(state, seat, action)?,
        Phase::Setup | Phase::Over => {
            return Err(refuse(Code::GameOver, shared::END_OF_GAME, Why::GameOver))
        }
    }
    Ok(Some(seat))
}

fn candidates(state: &BremerhavenState, seat: Option<u8>, out: &mut Vec<A>) {
    let Some(seat) = seat else {
        chance::candidates(state, out);
        return;
    };
    match state.phase {
        Phase::StartingGoods { .. } => starting_goods::candidates(state, seat, out),
        Phase::Bidding { .. } => bidding::candidates(state, seat, out),
        Phase::Harbor { .. } => harbor_phase::candidates(state, seat, out),
        Phase::Permits { .. }
        | Phase::Grow { .. }
        | Phase::Prices { .. }
        | Phase::Career { .. }
        | Phase::Dock { .. }
        | Phase::Load { .. } => general::candidates(state, seat, out),
        Phase::Setup | Phase::Over => {}
    }
}

fn execute(
    state: &mut BremerhavenState,
    seat: Option<u8>,
    action: &A,
    events: &mut Vec<BremerhavenEvent>,
) {
    let Some(seat) = seat else {
        chance::execute(state, action, events);
        return;
    };
    match state.phase {
        Phase::StartingGoods { .. } => starting_goods::execute(state, seat, action, events),
        Phase::Bidding { .. } => bidding::execute(state, seat, action, events),
        Phase::Harbor { .. } => harbor_phase::execute(state, seat, action, events),
        Phase::Permits { .. }
        | Phase::Grow { .. }
        | Phase::Prices { .. }
        | Phase::Career { .. }
        | Phase::Dock { .. }
        | Phase::Load { .. } => general::execute(state, seat, action, events),
        Phase::Setup | Phase::Over => {}
    }
    state.count_decks();
}

/// The counts the score sheet needs: one scoring path for physical and digital games.
fn score_request(state: &BremerhavenState) -> BremerhavenScoreSheetRequest {
    BremerhavenScoreSheetRequest {
        players: (0..state.seats())
            .zip(&state.players)
            .map(|(seat, player)| BremerhavenPlayerCounts {
                name: player.name.clone().unwrap_or_default(),
                money: player.money,
                prestige: player.prestige,
                career_rank: (state.variant != Variant::Solo).then(|| {
                    u8::try_from(state.rank_of(Bidder::Seat(seat)).saturating_add(1))
                        .unwrap_or(u8::MAX)
                }),
            })
            .collect(),
    }
}

impl NamedSeats for BremerhavenState {
    fn seat_names(&self) -> impl Iterator<Item = &Option<String>> {
        self.players.iter().map(|player| &player.name)
    }

    fn seat_names_mut(&mut self) -> impl Iterator<Item = &mut Option<String>> {
        self.players.iter_mut().map(|player| &mut player.name)
    }
}

impl Rules for BremerhavenRules {
    type Options = BremerhavenGameOptions;
    type State = BremerhavenState;
    type Action = BremerhavenAction;
    type Event = BremerhavenEvent;
    type Refusal = BremerhavenRefusal;
    type Checked = Option<u8>;

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
        candidates(state, actor.seat(), out);
    }

    // A bid's candidates are the open spaces times the distinct cards in hand, each legal
    // (`bidding::check` asks no more), about forty a decision and most of a game's listing.
    fn candidates_are_legal(&self, state: &Self::State, actor: Actor) -> bool {
        actor.seat().is_some() && matches!(state.phase, Phase::Bidding { .. })
    }

    // Legal actions judge each candidate through here (about forty a bid), so the dispatch
    // is worth inlining into the filter that calls it.
    #[inline]
    fn check(
        &self,
        state: &Self::State,
        actor: Actor,
        action: &Self::Action,
    ) -> Result<Option<u8>, BremerhavenRefusal> {
        check(state, actor, action)
    }

    fn execute(
        &self,
        state: &mut Self::State,
        seat: Option<u8>,
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    ) {
        execute(state, seat, action, events);
    }

    fn label(&self, state: &Self::State, action: &Self::Action) -> String {
        labels::label(state, action)
    }

    fn probability(&self, state: &Self::State, action: &Self::Action) -> Option<f64> {
        if state.reveals.is_empty() {
            return None;
        }
        chance::probability(state, action)
    }

    fn score(&self, state: &Self::State) -> ScoreSheet {
        let mut sheet = match score_sheet(&score_request(state)) {
            Ok(sheet) => sheet,
            Err(error) => ScoreSheet::unscorable(super::GAME_ID, error),
        };
        sheet.is_final = state.phase == Phase::Over;
        if state.provisional {
            sheet.notes.push(if state.deck_source == DeckSource::Table {
                "Played with the table's own cards but the practice board values (rulings \
                 BH-05, BH-06): the Cover card, bollard and Progress track values were not \
                 given, so invented ones were used."
                    .to_owned()
            } else {
                "Played with the provisional practice set (ruling BH-03): invented cards that \
                 follow the rulebook, not the printed deck."
                    .to_owned()
            });
        }
        sheet
    }

    fn view(&self, state: &Self::State, seat: Option<Seat>) -> Self::State {
        secrecy::view(state, seat)
    }

    fn determinize(&self, view: &Self::State, _seat: Seat, seed: u64) -> Self::State {
        // The view lacks exactly what the seat may not see, so it says what to deal.
        determinize::determinize(view, seed)
    }

    fn rules(&self) -> &'static [RuleSection] {
        super::rules::RULES.as_slice()
    }

    fn hides_information(&self) -> bool {
        true
    }

    fn pass(&self, state: &BremerhavenState, seat: Seat) -> Option<A> {
        crate::core::play::mildest(self, state, seat, passing::mildness)
    }
}
