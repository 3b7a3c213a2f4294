//! Rising Tide's Ship's Log: its decks and the cards they turn up, taking a card in the whaling
//! phase or at the Library, each of its 32 cards, the moments the once-only Omens are played
//! at, and the answers of the players they strike (Insurance and Calm Seas), one test per card
//! and rule.

mod card_moves;
mod cards;
mod deck;
mod library;
mod module;
mod moments;
mod omens;
mod omens_cards;
mod providence;
mod selection;
mod stored;
mod whaling_omens;

use crate::core::play::{Actor, ChanceMode, Rules};

use super::super::super::log_cards::{LogCard, LogDeck};
use super::super::super::ships_log::{Answer, Moment, Pending, ShipsLog, BEYOND_SIX};
use super::super::super::state::{Space, WorkerSpot};
use super::super::super::whaling;
use super::super::support::{everyone_takes_money, started_with, valid};
use super::*;
use crate::games::new_bedford::info::Module;

use LogCard as C;
use LogDeck::{Omens, Providence};

// Helpers -------------------------------------------------------------------------------------

fn options() -> NewBedfordGameOptions {
    NewBedfordGameOptions {
        modules: vec![Module::ShipsLog],
        ..NewBedfordGameOptions::default()
    }
}

/// A seeded Ship's Log game, everyone holding $5.
fn log_game(players: u8) -> NewBedfordState {
    started_with(players, &options())
}

/// A table-chance Ship's Log game, each deck's first card reported as the first listed, and
/// everyone holding $5.
fn table_game(players: u8) -> NewBedfordState {
    let state = RULES
        .setup(players, &options(), 1, ChanceMode::Table)
        .unwrap();
    let mut state = report_reveals(state);
    state = everyone_takes_money(state);
    assert!(matches!(state.phase, Phase::Actions { placed: 0, .. }));
    state
}

fn book(state: &NewBedfordState) -> &ShipsLog {
    state.ships_log.as_ref().expect("the Ship's Log is in play")
}

fn book_mut(state: &mut NewBedfordState) -> &mut ShipsLog {
    state.ships_log.as_mut().expect("the Ship's Log is in play")
}

fn pending(state: &NewBedfordState) -> Vec<Pending> {
    book(state).pending.clone()
}

fn face_up(state: &NewBedfordState, deck: LogDeck) -> Option<LogCard> {
    book(state).pile(deck).face_up
}

/// Takes `card` out of wherever it lies: a deck (unseen, put back or face up) or a log.
fn lift_card(state: &mut NewBedfordState, card: LogCard) {
    for deck in LogDeck::BOTH {
        let pile = book_mut(state).pile_mut(deck);
        pile.unseen.retain(|&c| c != card);
        pile.returned.retain(|&c| c != card);
        if pile.face_up == Some(card) {
            pile.face_up = None;
        }
    }
    for player in &mut state.players {
        player.log_cards.retain(|&c| c != card);
        player.log_used.retain(|&c| c != card);
    }
}

/// Puts `card` face up on its deck; the card shown before goes back among the unseen.
fn offer(state: &mut NewBedfordState, card: LogCard) {
    lift_card(state, card);
    let pile = book_mut(state).pile_mut(card.deck());
    if let Some(shown) = pile.face_up.take() {
        pile.unseen.push(shown);
        pile.unseen.sort_unstable();
    }
    pile.face_up = Some(card);
}

/// Puts `card` into `seat`'s log, unplayed.
fn give(state: &mut NewBedfordState, seat: u8, card: LogCard) {
    lift_card(state, card);
    state.players[usize::from(seat)].log_cards.push(card);
}

/// Takes whale tokens out of the bag and out of the game, leaving `bag`.
fn bag_of(state: &mut NewBedfordState, bag: Tokens) {
    let out = state.bag.minus(bag).expect("a smaller bag");
    state.removed = state.removed.plus(out);
    state.bag = bag;
}

fn tokens(right: u8, bowhead: u8, sperm: u8, empty: u8) -> Tokens {
    Tokens {
        right,
        bowhead,
        sperm,
        empty,
    }
}

fn draw(right: u8, bowhead: u8, sperm: u8, empty: u8) -> A {
    A::Draw {
        right,
        bowhead,
        sperm,
        empty,
    }
}

fn ship(seat: u8, ship: u8) -> ShipRef {
    ShipRef { seat, ship }
}

fn location(state: &NewBedfordState, seat: u8, ship: u8) -> ShipLocation {
    state.players[usize::from(seat)].ships[usize::from(ship)].location
}

fn sea(space: u8, rank: u8) -> ShipLocation {
    ShipLocation::Sea { space, rank }
}

fn answer(answer: Answer) -> A {
    A::AnswerLogCard { answer }
}

/// Plays Farm for every placement left this round, stopping at anything else: a card
/// decision, the movement window, the table's draw, the whaling phase.
fn farms(mut state: NewBedfordState) -> NewBedfordState {
    let round = state.round;
    while state.round == round
        && pending(&state).is_empty()
        && matches!(
            state.phase,
            Phase::Actions { step: None, .. } | Phase::Inn { step: None, .. }
        )
    {
        state = play(&state, A::Farm);
    }
    state
}

/// The table reports the first card listed for every deck waiting to turn one up.
fn report_reveals(mut state: NewBedfordState) -> NewBedfordState {
    while matches!(pending(&state).first(), Some(Pending::Reveal { .. })) {
        let card = legal(&state)[0];
        state = play(&state, card);
    }
    state
}

/// Plays on to the next round: Farm for placements, passing every window and whaling choice,
/// the table's first listed report.
fn to_next_round(mut state: NewBedfordState) -> NewBedfordState {
    let round = state.round;
    while state.round == round && state.phase != Phase::Over {
        let action = match (pending(&state).first(), state.phase) {
            (Some(Pending::Window { .. }), _) => A::PassLogWindow,
            (Some(_), _) => legal(&state)[0],
            (None, Phase::Actions { step: None, .. } | Phase::Inn { step: None, .. }) => A::Farm,
            (None, Phase::Whaling) => A::PassWhaling,
            _ => legal(&state)[0],
        };
        state = play(&state, action);
    }
    state
}

/// The seat's points in the score sheet's Ship's Log column.
fn log_points(state: &NewBedfordState, seat: usize) -> i64 {
    RULES.score(state).players[seat].categories["ships-log"]
}

fn window(seat: u8, moment: Moment) -> Pending {
    Pending::Window { seat, moment }
}

fn respond(seat: u8, card: LogCard, by: u8) -> Pending {
    Pending::Respond { seat, card, by }
}

/// A seeded game where seat 0 owns the Library and `card` is face up, ready to be taken.
fn at_the_library(players: u8, card: LogCard) -> NewBedfordState {
    let mut state = log_game(players);
    own(&mut state, 0, Building::Library);
    offer(&mut state, card);
    state
}

fn library(deck: LogDeck) -> A {
    A::Library { deck }
}
