//! Rising Tide's Ship's Log: its decks and the cards they turn up, taking a card in the whaling
//! phase or at the Library, each of its 32 cards, the moments the once-only Omens are played
//! at, and the answers of the players they strike (Insurance and Calm Seas), one test per card
//! and rule.

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

// ships-log-module ------------------------------------------------------------------------------

/// Rule `ships-log-module` (rulings NB-44, NB-09): the Library, the Insurance and the Newspaper
/// join the tiles drawn, unbuilt; each 16-card deck shows one of its own cards; without the
/// module there is no deck and no such tile; every card lies in exactly one place.
#[test]
fn rule_ships_log_module_adds_three_tiles_and_two_decks_of_16_each_showing_one_card() {
    let state = log_game(2);
    assert_eq!(state.buildings.len(), 8 + 4 + 3);
    for building in Building::SHIPS_LOG {
        assert_eq!(state.slot(building).expect("joins the game").owner, None);
    }
    assert_eq!(log_game(3).buildings.len(), 16 + 4 + 3);
    for deck in LogDeck::BOTH {
        let pile = book(&state).pile(deck);
        let card = pile.face_up.expect("one card face up");
        assert_eq!(card.deck(), deck);
        assert_eq!(pile.unseen.len(), 15);
        assert!(!pile.unseen.contains(&card));
        assert!(pile.returned.is_empty());
    }
    assert!(state.players.iter().all(|p| p.log_cards.is_empty()));
    let base = started(2);
    assert!(base.ships_log.is_none());
    assert!(base.slot(Building::Library).is_none());
    // A card in a log and still in its deck is one card too many.
    let mut twice = state.clone();
    let card = face_up(&twice, Providence).unwrap();
    twice.players[0].log_cards.push(card);
    let problems = RULES.validate(&twice).unwrap_err();
    assert!(
        problems.iter().any(|p| p.field == "ships_log"),
        "{problems:?}"
    );
}

// ships-log-deck --------------------------------------------------------------------------------

/// Rule `ships-log-deck` (ruling NB-44): in seeded chance each deck's first card comes from the
/// state's generator, with no table report: the same seed turns up the same cards, other seeds
/// others.
#[test]
fn rule_ships_log_deck_seeded_setup_turns_up_a_card_from_the_generator_reproducibly() {
    let faces = |seed| {
        let state = RULES
            .setup(2, &options(), seed, ChanceMode::Seeded)
            .unwrap();
        assert!(pending(&state).is_empty(), "nothing waits for the table");
        (
            face_up(&state, Providence).unwrap(),
            face_up(&state, Omens).unwrap(),
        )
    };
    let mut seen = Vec::new();
    for seed in 1..=40 {
        let (providence, omens) = faces(seed);
        assert_eq!(faces(seed), (providence, omens), "seed {seed} reproduces");
        assert_eq!((providence.deck(), omens.deck()), (Providence, Omens));
        if !seen.contains(&providence) {
            seen.push(providence);
        }
    }
    assert!(seen.len() >= 8, "the card varies with the seed: {seen:?}");
}

/// Rule `ships-log-deck` (rulings NB-44, NB-03): in table chance the `table` reports each card
/// turned up, at setup and at the end of a round, listed exactly the deck's unseen cards, each
/// with probability 1/n.
#[test]
fn rule_ships_log_deck_table_reports_each_card_turned_up_with_probability_1_over_the_unseen() {
    let state = RULES.setup(2, &options(), 1, ChanceMode::Table).unwrap();
    assert_eq!(RULES.to_act(&state), [Actor::Table]);
    assert_eq!(
        pending(&state),
        [
            Pending::Reveal { deck: Providence },
            Pending::Reveal { deck: Omens }
        ]
    );
    let reports = |state: &NewBedfordState, deck: LogDeck| -> Vec<A> {
        book(state)
            .pile(deck)
            .unseen
            .iter()
            .map(|&card| A::RevealLogCard { card })
            .collect()
    };
    let listed = legal(&state);
    assert_eq!(listed.len(), 16);
    assert_eq!(listed, reports(&state, Providence));
    for report in &listed {
        assert_eq!(RULES.probability(&state, report), Some(1.0 / 16.0));
    }
    assert_eq!(
        refused(&state, A::RevealLogCard { card: C::Reef }),
        ("not-in-bag", "ships-log-deck"),
        "an Omens card is no Providence report"
    );
    assert_eq!(
        refused(
            &state,
            A::StartingResources {
                wood: 0,
                food: 0,
                brick: 0,
                money: 5
            }
        ),
        ("wrong-phase", "ships-log-cards")
    );
    let state = play(&state, A::RevealLogCard { card: C::Gam });
    assert_eq!(face_up(&state, Providence), Some(C::Gam));
    assert_eq!(legal(&state), reports(&state, Omens));
    assert_eq!(legal(&state).len(), 16);
    let mut state = play(&state, A::RevealLogCard { card: C::Reef });
    assert_eq!(face_up(&state, Omens), Some(C::Reef));
    assert!(pending(&state).is_empty());
    assert!(matches!(
        state.phase,
        Phase::StartingResources { chosen: 0 }
    ));
    for _ in 0..2 {
        state = play(
            &state,
            A::StartingResources {
                wood: 0,
                food: 0,
                brick: 0,
                money: 5,
            },
        );
    }
    // The end of round 1: Gam went under, so 15 unseen cards are offered, 1/15 each.
    let state = farms(state);
    assert_eq!(state.phase, Phase::EndOfRound);
    assert_eq!(RULES.to_act(&state), [Actor::Table]);
    assert_eq!(book(&state).providence.returned, [C::Gam]);
    let listed = legal(&state);
    assert_eq!(listed, reports(&state, Providence));
    assert_eq!(listed.len(), 15);
    assert!(!listed.contains(&A::RevealLogCard { card: C::Gam }));
    for report in &listed {
        assert_eq!(RULES.probability(&state, report), Some(1.0 / 15.0));
    }
    let state = play(&state, A::RevealLogCard { card: C::Windfall });
    let state = play(&state, A::RevealLogCard { card: C::Rats });
    assert_eq!(state.round, 2);
    assert_eq!(
        (face_up(&state, Providence), face_up(&state, Omens)),
        (Some(C::Windfall), Some(C::Rats))
    );
}

/// Rule `ships-log-deck` (ruling NB-44): at the end of a round each face-up card nobody took
/// goes under its deck and a new one comes up; a deck whose card was taken puts nothing back.
#[test]
fn rule_ships_log_deck_untaken_cards_go_under_their_decks_and_new_ones_come_up() {
    let mut state = log_game(2);
    offer(&mut state, C::Gam);
    offer(&mut state, C::Reef);
    let state = to_next_round(state);
    assert_eq!(state.round, 2);
    for (deck, shown) in [(Providence, C::Gam), (Omens, C::Reef)] {
        let pile = book(&state).pile(deck);
        assert_eq!(pile.returned, [shown], "{deck:?}");
        assert!(pile.face_up.is_some_and(|card| card != shown));
        assert_eq!(pile.unseen.len(), 14);
    }
    // Round 2: seat 1 takes the Providence card at the Library.
    let mut state = state;
    own(&mut state, 1, Building::Library);
    offer(&mut state, C::UnchartedDesertIsle);
    let omens_shown = face_up(&state, Omens).unwrap();
    let state = play(&state, library(Providence));
    assert_eq!(state.players[1].log_cards, [C::UnchartedDesertIsle]);
    let state = to_next_round(state);
    assert_eq!(book(&state).providence.returned, [C::Gam], "a taken card");
    assert_eq!(book(&state).omens.returned, [C::Reef, omens_shown]);
    assert!(face_up(&state, Providence).is_some() && face_up(&state, Omens).is_some());
}

/// Rule `ships-log-deck` (ruling NB-44): with no unseen card left, the cards put under come back
/// up in the order they went, with no chance (the generator untouched, nothing for the table).
#[test]
fn rule_ships_log_deck_once_no_card_is_unseen_the_put_back_cards_come_up_in_order() {
    for chance in [ChanceMode::Seeded, ChanceMode::Table] {
        let mut state = if chance == ChanceMode::Seeded {
            log_game(2)
        } else {
            table_game(2)
        };
        let mut orders = Vec::new();
        for deck in LogDeck::BOTH {
            let pile = book_mut(&mut state).pile_mut(deck);
            let mut order: Vec<LogCard> = pile.unseen.drain(..).collect();
            order.reverse();
            pile.returned.clone_from(&order);
            orders.push((deck, pile.face_up.unwrap(), order));
        }
        valid(&state);
        let rng = state.rng;
        let next = to_next_round(state);
        assert_eq!(next.round, 2, "{chance:?}: no report awaited");
        assert_eq!(next.rng, rng, "{chance:?}: no chance involved");
        let later = to_next_round(next.clone());
        for (deck, shown, order) in orders {
            let pile = book(&next).pile(deck);
            assert_eq!(pile.face_up, Some(order[0]));
            let mut expected = order[1..].to_vec();
            expected.push(shown);
            assert_eq!(pile.returned, expected);
            assert!(pile.unseen.is_empty());
            assert_eq!(book(&later).pile(deck).face_up, Some(order[1]));
        }
    }
}

/// Rule `ships-log-deck` (ruling NB-44): no card is turned up at the end of round 12; the game
/// goes on to its end with the cards shown still there.
#[test]
fn rule_ships_log_deck_turns_up_no_card_after_round_12() {
    for mut state in [log_game(2), table_game(2)] {
        state.round = 12;
        let shown = (face_up(&state, Providence), face_up(&state, Omens));
        let state = farms(state);
        assert_eq!(state.phase, Phase::Over);
        assert!(pending(&state).is_empty(), "nothing for the table");
        assert_eq!((face_up(&state, Providence), face_up(&state, Omens)), shown);
        assert!(book(&state).providence.returned.is_empty());
        assert!(book(&state).omens.returned.is_empty());
    }
}

// building-library ------------------------------------------------------------------------------

/// Rule `building-library` (rulings NB-44, NB-47): in the action phase the Library's user
/// takes a face-up card as if a ship had chosen it; the deck shows none until the round ends.
#[test]
fn rule_building_library_takes_a_face_up_card_in_the_action_phase() {
    let mut state = log_game(2);
    own(&mut state, 1, Building::Library);
    offer(&mut state, C::UnchartedDesertIsle);
    assert!(legal(&state).contains(&library(Providence)));
    assert!(legal(&state).contains(&library(Omens)));
    let state = play(&state, library(Providence));
    let player = &state.players[0];
    assert_eq!(player.log_cards, [C::UnchartedDesertIsle]);
    assert_eq!((player.wood, player.food, player.money), (3, 3, 4));
    assert_eq!(state.players[1].money, 6, "the owner's fee");
    assert_eq!(
        player.workers[0],
        Some(WorkerSpot::Building(Building::Library))
    );
    assert_eq!(face_up(&state, Providence), None);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
}

/// Rule `building-library` (ruling NB-44): the Library is refused for a deck that shows no card,
/// here a Providence deck taken to its last card.
#[test]
fn rule_building_library_is_refused_for_a_deck_that_shows_no_card() {
    let mut state = log_game(2);
    own(&mut state, 0, Building::Library);
    offer(&mut state, C::UnchartedDesertIsle);
    let rest: Vec<LogCard> = LogCard::of(Providence)
        .filter(|&card| card != C::UnchartedDesertIsle)
        .collect();
    for card in rest {
        give(&mut state, 1, card);
    }
    let state = play(&state, library(Providence));
    let state = to_next_round(state);
    assert_eq!(face_up(&state, Providence), None, "nothing left to turn up");
    let state = play(&state, A::Farm);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)]);
    assert_eq!(
        refused(&state, library(Providence)),
        ("cannot-perform", "building-library")
    );
    assert!(legal(&state).contains(&library(Omens)));
}

// ships-log-selection ---------------------------------------------------------------------------

/// Rule `ships-log-selection` (ruling NB-44): a ship may take a face-up card instead of a token,
/// even when only Empty Seas were drawn; that is its one choice.
#[test]
fn rule_ships_log_selection_a_ship_takes_a_card_even_when_only_empty_seas_are_drawn() {
    let mut state = table_game(2);
    at_sea(&mut state, 0, 0, 3, 0, Whales::default());
    offer(&mut state, C::UnchartedDesertIsle);
    offer(&mut state, C::TheMastHead);
    let state = farms(state);
    assert_eq!(state.phase, Phase::AwaitingDraw { count: 2 });
    let state = play(&state, draw(0, 0, 0, 2));
    assert_eq!(state.phase, Phase::Whaling);
    assert_eq!(
        legal(&state),
        [
            A::TakeLogCard { deck: Providence },
            A::TakeLogCard { deck: Omens },
            A::PassWhaling
        ]
    );
    let food = state.players[0].food;
    let state = play(&state, A::TakeLogCard { deck: Providence });
    assert_eq!(state.players[0].log_cards, [C::UnchartedDesertIsle]);
    assert_eq!(
        (state.players[0].wood, state.players[0].food),
        (3, food + 3)
    );
    assert_eq!(state.phase, Phase::EndOfRound, "the only ship has chosen");
    assert!(book(&state).providence.returned.is_empty());
    assert_eq!(book(&state).omens.returned, [C::TheMastHead]);
}

/// Rule `ships-log-selection` (ruling NB-44): the phase goes on while a card is on offer though
/// no whale was drawn; a ship that took a card does not choose again; a deck whose card is
/// taken offers nothing; once nothing is left the phase ends for the ships still to choose.
#[test]
fn rule_ships_log_selection_whaling_goes_on_while_a_card_is_on_offer() {
    let mut state = table_game(2);
    at_sea(&mut state, 0, 0, 5, 0, Whales::default());
    at_sea(&mut state, 1, 0, 4, 0, Whales::default());
    at_sea(&mut state, 0, 1, 3, 0, Whales::default());
    offer(&mut state, C::UnchartedDesertIsle);
    offer(&mut state, C::TheMastHead);
    let state = farms(state);
    let state = play(&state, draw(0, 0, 0, 4));
    assert_eq!(state.whaling_order, [ship(0, 0), ship(1, 0), ship(0, 1)]);
    let state = play(&state, A::TakeLogCard { deck: Providence });
    assert_eq!(state.phase, Phase::Whaling, "the Omens card is still there");
    assert_eq!(state.whaling_order, [ship(1, 0), ship(0, 1)]);
    assert_eq!(
        refused(&state, A::TakeLogCard { deck: Providence }),
        ("cannot-perform", "ships-log-selection")
    );
    assert_eq!(
        refused(
            &state,
            A::TakeWhale {
                whale: WhaleKind::Right
            }
        ),
        ("not-drawn", "whaling-selection")
    );
    let state = play(&state, A::TakeLogCard { deck: Omens });
    assert_eq!(state.players[1].log_cards, [C::TheMastHead]);
    assert_eq!(
        state.phase,
        Phase::EndOfRound,
        "nothing left for the last ship"
    );
    assert!(state.whaling_order.is_empty());
}

// ships-log-cards -------------------------------------------------------------------------------

/// Rule `ships-log-cards` (rulings NB-47, NB-10): a card's decision comes before the phase's
/// and only its taker makes it; the card is a page of the taker's log whatever it does; a part
/// that cannot be done is skipped, as Whale Pod and Nantucket Sleigh Ride at the Library with
/// no ship at sea.
#[test]
fn rule_ships_log_cards_a_card_decision_comes_first_and_what_cannot_be_done_is_skipped() {
    let state = at_the_library(2, C::Windfall);
    let taken = play(&state, library(Providence));
    assert_eq!(taken.players[0].log_cards, [C::Windfall]);
    assert_eq!(RULES.to_act(&taken), [Actor::Seat(0)]);
    assert!(matches!(taken.phase, Phase::Actions { placed: 0, .. }));
    assert_eq!(
        refused(&taken, A::Farm),
        ("cannot-perform", "ships-log-cards")
    );
    let violation = RULES.apply(&taken, Actor::Seat(1), &A::Farm).unwrap_err();
    assert_eq!(
        (violation.code(), violation.rule()),
        ("not-your-turn", "round-structure")
    );
    for card in [C::WhalePod, C::NantucketSleighRide] {
        let state = at_the_library(2, card);
        let taken = play(&state, library(Providence));
        assert!(pending(&taken).is_empty(), "{card:?}");
        assert_eq!(taken.bag, state.bag);
        assert_eq!(taken.players[0].log_cards, [card]);
        assert_eq!(RULES.to_act(&taken), [Actor::Seat(1)]);
    }
}

// ships-log-providence --------------------------------------------------------------------------

/// Rule `ships-log-providence` (ruling NB-47): Beached Whale buys 1 or 2 Right Whales from the
/// bag at $2 each, as far as money and bag allow; with none affordable there is no decision.
#[test]
fn rule_ships_log_providence_beached_whale_buys_1_or_2_right_whales_at_2_each() {
    let state = at_the_library(2, C::BeachedWhale);
    let taken = play(&state, library(Providence));
    assert_eq!(
        pending(&taken),
        [Pending::Resolve {
            seat: 0,
            card: C::BeachedWhale,
            ship: None,
            stage: 0
        }]
    );
    assert_eq!(
        legal(&taken),
        [
            A::BeachedWhale { right_whales: 1 },
            A::BeachedWhale { right_whales: 2 }
        ]
    );
    assert_eq!(
        refused(&taken, A::BeachedWhale { right_whales: 3 }),
        ("cannot-perform", "ships-log-cards")
    );
    assert_eq!(
        refused(&taken, A::LogSkip),
        ("cannot-perform", "ships-log-cards")
    );
    let bought = play(&taken, A::BeachedWhale { right_whales: 2 });
    assert_eq!(bought.players[0].whales, whales(2, 0, 0));
    assert_eq!(bought.players[0].money, 1);
    assert_eq!(bought.bag.right, taken.bag.right - 2);
    assert_eq!(
        RULES.to_act(&bought),
        [Actor::Seat(1)],
        "the next placement"
    );
    // $3 buys one.
    let mut poor = state.clone();
    poor.players[0].money = 3;
    let taken = play(&poor, library(Providence));
    assert_eq!(legal(&taken), [A::BeachedWhale { right_whales: 1 }]);
    // A bag with one Right Whale sells one.
    let mut scarce = state.clone();
    let bag = scarce.bag;
    bag_of(&mut scarce, Tokens { right: 1, ..bag });
    let taken = play(&scarce, library(Providence));
    assert_eq!(legal(&taken), [A::BeachedWhale { right_whales: 1 }]);
    // $1, or an empty bag: nothing to decide.
    let mut broke = state.clone();
    broke.players[0].money = 1;
    let mut empty = state;
    let bag = empty.bag;
    bag_of(&mut empty, Tokens { right: 0, ..bag });
    for state in [broke, empty] {
        let money = state.players[0].money;
        let taken = play(&state, library(Providence));
        assert!(pending(&taken).is_empty());
        assert_eq!(taken.players[0].log_cards, [C::BeachedWhale]);
        assert_eq!(taken.players[0].whales, Whales::default());
        assert_eq!(taken.players[0].money, money);
        assert_eq!(RULES.to_act(&taken), [Actor::Seat(1)]);
    }
}

/// Rule `ships-log-omens` (ruling NB-50): Calm Seas lets its holder ignore one Omen that strikes
/// them; once spent it shields no more, and a single way to be struck then strikes at once.
#[test]
fn rule_ships_log_omens_calm_seas_shields_its_holder_once() {
    let mut state = log_game(2);
    give(&mut state, 0, C::Typhoon);
    give(&mut state, 0, C::Reef);
    give(&mut state, 1, C::CalmSeas);
    at_sea(&mut state, 0, 0, 5, 0, Whales::default());
    at_sea(&mut state, 1, 0, 4, 0, Whales::default());
    let state = farms(state);
    assert_eq!(state.phase, Phase::Movement);
    assert_eq!(pending(&state), [window(0, Moment::Movement)]);
    assert_eq!(
        legal(&state),
        [
            A::PlayLogCard { card: C::Typhoon },
            A::PlayLogCard { card: C::Reef },
            A::PassLogWindow
        ]
    );
    let state = play(&state, A::PlayLogCard { card: C::Typhoon });
    // The holder has one ship and no shield: struck at once, behind the ship on space 4.
    assert_eq!(location(&state, 0, 0), sea(4, 1));
    assert_eq!(
        pending(&state),
        [respond(1, C::Typhoon, 0), window(0, Moment::Movement)]
    );
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
    assert_eq!(
        legal(&state),
        [answer(Answer::MoveShip { ship: 0 }), answer(Answer::Shield)]
    );
    let state = play(&state, answer(Answer::Shield));
    assert_eq!(state.players[1].log_used, [C::CalmSeas], "spent");
    assert_eq!(location(&state, 1, 0), sea(4, 0), "ignored");
    assert_eq!(
        legal(&state),
        [A::PlayLogCard { card: C::Reef }, A::PassLogWindow]
    );
    // Reef: nobody has wood, each has one ship, and Calm Seas is spent.
    let state = play(&state, A::PlayLogCard { card: C::Reef });
    assert!(pending(&state).is_empty());
    // Ships moved 1 toward port, then the movement: seat 0's ship went first to space 3.
    assert_eq!(location(&state, 0, 0), sea(2, 0));
    assert_eq!(location(&state, 1, 0), sea(2, 1));
}

/// Rule `end-of-game` (ruling NB-46): after round 12 the holder of The Coffin makes one more
/// ordinary placement, with the goods purchase, before the final voyage; not after round 11.
#[test]
fn rule_end_of_game_the_coffin_gives_its_holder_one_more_placement_after_round_12() {
    let mut state = log_game(2);
    give(&mut state, 1, C::TheCoffin);
    state.round = 11;
    let state = to_next_round(state);
    assert_eq!(state.round, 12, "no Coffin after round 11");
    assert!(matches!(state.phase, Phase::Actions { placed: 0, .. }));
    let mut state = farms(state);
    assert_eq!(
        state.phase,
        Phase::Coffin {
            seat: 1,
            bought: false,
            step: None
        }
    );
    assert_eq!(state.players[1].log_used, [C::TheCoffin]);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
    state.players[1].money = 5;
    let wood = state.players[1].wood;
    let state = play(
        &state,
        A::BuyGoods {
            good: Purchase::Wood,
        },
    );
    let state = play(&state, A::Forest);
    assert_eq!(state.players[1].money, 2);
    assert_eq!(
        state.players[1].wood,
        wood + 2 + 3,
        "the purchase, then Forest with its first-worker bonus"
    );
    assert_eq!(state.phase, Phase::Over);
}

/// Rules `end-of-game` and `ships-log-moments` (rulings NB-46, NB-49): The Dice of Fate played
/// in round 12 withholds that round's bonuses only; the Coffin's placement comes after it.
#[test]
fn rule_end_of_game_the_coffin_placement_is_past_round_12s_dice_of_fate() {
    let mut state = log_game(2);
    give(&mut state, 0, C::TheDiceOfFate);
    give(&mut state, 1, C::TheCoffin);
    state.round = 11;
    let state = to_next_round(state);
    assert_eq!(pending(&state), [window(0, Moment::StartOfRound)]);
    let state = play(
        &state,
        A::PlayLogCard {
            card: C::TheDiceOfFate,
        },
    );
    let state = farms(state);
    assert!(matches!(state.phase, Phase::Coffin { seat: 1, .. }));
    let wood = state.players[1].wood;
    let state = play(&state, A::Forest);
    assert_eq!(state.players[1].wood, wood + 3, "round 12 is over");
}

/// Rule `ships-log-victory` (ruling NB-10): Corpusants scores 1 per Sperm Whale its holder
/// kept; Message in a Bottle 1 per 2 pages of its holder's log, itself included.
#[test]
fn rule_ships_log_victory_corpusants_and_message_in_a_bottle_score_through_the_sheet() {
    let mut state = log_game(2);
    give(&mut state, 0, C::Corpusants);
    state.bag.sperm -= 2;
    state.players[0].whales = whales(0, 0, 2);
    for card in [
        C::MessageInABottle,
        C::Gam,
        C::Scrimshaw,
        C::Windfall,
        C::Reef,
    ] {
        give(&mut state, 1, card);
    }
    valid(&state);
    assert_eq!(log_points(&state, 0), 2);
    assert_eq!(log_points(&state, 1), 2, "5 pages");
    state.players[0].whales = Whales::default();
    state.bag.sperm += 2;
    assert_eq!(log_points(&state, 0), 0);
}

/// Rule `ships-log-victory` (ruling NB-10): the Newspaper scores 1 per 2 pages of its owner's
/// log, used or not, besides its own point.
#[test]
fn rule_ships_log_victory_newspaper_scores_1_per_2_pages() {
    let mut state = log_game(2);
    own(&mut state, 0, Building::Newspaper);
    for card in [C::Gam, C::Reef, C::TheMastHead, C::Windfall, C::Rats] {
        give(&mut state, 0, card);
    }
    state.players[0].log_used.push(C::Reef);
    let sheet = RULES.score(&state);
    assert_eq!(sheet.players[0].categories["bonus"], 2);
    assert_eq!(sheet.players[0].categories["buildings"], 1);
}

// ships-log-card-moves --------------------------------------------------------------------------

/// Rule `ships-log-card-moves` (ruling NB-45): Gam moves one of its player's ships at sea to the
/// other's space, behind the ships there, or as near as there is room; with one ship at sea it
/// does nothing.
#[test]
fn rule_ships_log_card_moves_gam_joins_the_other_ship_behind_the_ships_there() {
    let mut state = at_the_library(2, C::Gam);
    at_sea(&mut state, 0, 0, 2, 0, Whales::default());
    at_sea(&mut state, 1, 0, 5, 0, Whales::default());
    at_sea(&mut state, 0, 1, 5, 1, Whales::default());
    let taken = play(&state, library(Providence));
    assert_eq!(
        legal(&taken),
        [A::LogShip { ship: 0 }, A::LogShip { ship: 1 }]
    );
    assert_eq!(
        refused(&taken, A::LogShip { ship: 2 }),
        ("cannot-perform", "ships-log-cards")
    );
    let moved = play(&taken, A::LogShip { ship: 0 });
    assert_eq!(location(&moved, 0, 0), sea(5, 2));
    assert_eq!(location(&moved, 0, 1), sea(5, 1));
    // Space 5 full: the ship stops at the nearest space with room on its way.
    let mut full = state.clone();
    at_sea(&mut full, 1, 1, 5, 2, Whales::default());
    let moved = play(&play(&full, library(Providence)), A::LogShip { ship: 0 });
    assert_eq!(location(&moved, 0, 0), sea(4, 0));
    // The other way round: the ship on 5 comes back to 2.
    let moved = play(&taken, A::LogShip { ship: 1 });
    assert_eq!(location(&moved, 0, 1), sea(2, 1));
    assert_eq!(location(&moved, 1, 0), sea(5, 0));
    // One ship at sea: nothing to decide, nothing moves.
    let mut alone = at_the_library(2, C::Gam);
    at_sea(&mut alone, 0, 0, 2, 0, Whales::default());
    let taken = play(&alone, library(Providence));
    assert!(pending(&taken).is_empty());
    assert_eq!(location(&taken, 0, 0), sea(2, 0));
}

/// Rule `ships-log-card-moves` (ruling NB-45): Gulf Stream moves each of its player's ships at
/// sea 2 spaces out, each arriving first; the one farther out moves first, so the other ends
/// ahead of it.
#[test]
fn rule_ships_log_card_moves_gulf_stream_moves_each_ship_2_out_arriving_first() {
    let mut state = at_the_library(2, C::GulfStream);
    at_sea(&mut state, 1, 0, 6, 0, Whales::default());
    at_sea(&mut state, 0, 0, 5, 0, Whales::default());
    at_sea(&mut state, 0, 1, 4, 0, Whales::default());
    at_sea(&mut state, 1, 1, 3, 0, Whales::default());
    let state = play(&state, library(Providence));
    assert!(pending(&state).is_empty());
    assert_eq!(location(&state, 0, 1), sea(6, 0), "moved last, so 1st");
    assert_eq!(location(&state, 0, 0), sea(6, 1), "no farther than 6");
    assert_eq!(location(&state, 1, 0), sea(6, 2));
    assert_eq!(location(&state, 1, 1), sea(3, 0), "only its player's ships");
    // From spaces 1 and 2: to 3 and 4, each 1st.
    let mut state = at_the_library(2, C::GulfStream);
    at_sea(&mut state, 1, 0, 3, 0, Whales::default());
    at_sea(&mut state, 0, 0, 1, 0, Whales::default());
    at_sea(&mut state, 0, 1, 2, 0, Whales::default());
    let state = play(&state, library(Providence));
    assert_eq!(location(&state, 0, 0), sea(3, 0));
    assert_eq!(location(&state, 1, 0), sea(3, 1));
    assert_eq!(location(&state, 0, 1), sea(4, 0));
}

/// Rule `ships-log-card-moves` (rulings NB-45, NB-46): Nantucket Sleigh Ride puts the ship that
/// took it beyond space 6 with a Bowhead Whale from the bag; the next movement brings it to
/// space 6; beyond 6 a ship would choose after every other.
#[test]
fn rule_ships_log_card_moves_nantucket_sleigh_ride_goes_beyond_6_with_a_bowhead() {
    let mut state = table_game(2);
    at_sea(&mut state, 0, 0, 4, 0, Whales::default());
    offer(&mut state, C::NantucketSleighRide);
    let state = farms(state);
    let state = play(&state, draw(0, 0, 0, 2));
    let bowheads = state.bag.bowhead;
    let state = play(&state, A::TakeLogCard { deck: Providence });
    assert_eq!(location(&state, 0, 0), sea(BEYOND_SIX, 0));
    assert_eq!(state.players[0].ships[0].cargo, whales(0, 1, 0));
    assert_eq!(state.bag.bowhead, bowheads - 1);
    let state = report_reveals(state);
    assert_eq!(state.round, 2);
    let state = farms(state);
    assert_eq!(location(&state, 0, 0), sea(6, 0), "the next movement");
    // Beyond 6 it chooses last.
    let mut order = log_game(2);
    at_sea(&mut order, 0, 0, BEYOND_SIX, 0, Whales::default());
    at_sea(&mut order, 1, 0, 2, 0, Whales::default());
    valid(&order);
    assert_eq!(whaling::choosing_order(&order), [ship(1, 0), ship(0, 0)]);
    // At the Library, with no Bowhead in the bag: the named ship goes, empty.
    let mut state = at_the_library(2, C::NantucketSleighRide);
    at_sea(&mut state, 0, 0, 2, 0, Whales::default());
    at_sea(&mut state, 0, 1, 3, 0, Whales::default());
    let bag = state.bag;
    bag_of(&mut state, Tokens { bowhead: 0, ..bag });
    let taken = play(&state, library(Providence));
    assert_eq!(
        legal(&taken),
        [A::LogShip { ship: 0 }, A::LogShip { ship: 1 }]
    );
    let state = play(&taken, A::LogShip { ship: 1 });
    assert_eq!(location(&state, 0, 1), sea(BEYOND_SIX, 0));
    assert_eq!(location(&state, 0, 0), sea(2, 0));
    assert_eq!(state.players[0].ships[1].cargo, Whales::default());
}

/// Rule `ships-log-card-moves` (rulings NB-45, NB-47): Trade Winds moves its ship 3 out, behind
/// the ships there, as far as there is room; then wood and food sell at $1 one at a time until
/// the player stops; brick does not sell. With no ship at sea it only sells.
#[test]
fn rule_ships_log_card_moves_trade_winds_moves_3_out_then_sells_wood_and_food() {
    let mut state = at_the_library(3, C::TradeWinds);
    at_sea(&mut state, 0, 0, 2, 0, Whales::default());
    at_sea(&mut state, 2, 0, 4, 0, Whales::default());
    at_sea(&mut state, 1, 0, 5, 0, Whales::default());
    at_sea(&mut state, 1, 1, 5, 1, Whales::default());
    at_sea(&mut state, 2, 1, 5, 2, Whales::default());
    let player = &mut state.players[0];
    (player.wood, player.food, player.brick) = (2, 1, 1);
    let state = play(&state, library(Providence));
    assert_eq!(location(&state, 0, 0), sea(4, 1), "space 5 is full");
    assert_eq!(
        legal(&state),
        [
            A::Sell { good: Good::Wood },
            A::Sell { good: Good::Food },
            A::StopSelling
        ]
    );
    assert_eq!(
        refused(&state, A::Sell { good: Good::Brick }),
        ("cannot-perform", "ships-log-cards")
    );
    let state = play(&state, A::Sell { good: Good::Food });
    let state = play(&state, A::Sell { good: Good::Wood });
    assert_eq!(
        refused(&state, A::Sell { good: Good::Food }),
        ("cannot-afford", "ships-log-cards")
    );
    let state = play(&state, A::StopSelling);
    let player = &state.players[0];
    assert_eq!(
        (player.money, player.wood, player.food, player.brick),
        (7, 1, 0, 1)
    );
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
    // Space 5, capped at 6.
    let mut far = at_the_library(2, C::TradeWinds);
    at_sea(&mut far, 0, 0, 5, 0, Whales::default());
    let state = play(&far, library(Providence));
    assert_eq!(location(&state, 0, 0), sea(6, 0));
    // No ship at sea: it only sells.
    let mut home = at_the_library(2, C::TradeWinds);
    home.players[0].food = 2;
    let state = play(&home, library(Providence));
    assert_eq!(
        pending(&state),
        [Pending::Resolve {
            seat: 0,
            card: C::TradeWinds,
            ship: None,
            stage: 1
        }]
    );
    assert_eq!(
        legal(&state),
        [A::Sell { good: Good::Food }, A::StopSelling]
    );
}

// ships-log-providence (continued) --------------------------------------------------------------

/// Rule `ships-log-providence` (ruling NB-47): News from Town builds one unbuilt action
/// building at full price, placing no worker; victory buildings and discounts are refused; it
/// may be declined.
#[test]
fn rule_ships_log_providence_news_from_town_builds_an_action_building_at_full_price() {
    let mut state = at_the_library(2, C::NewsFromTown);
    let player = &mut state.players[0];
    (player.wood, player.food, player.brick, player.money) = (9, 9, 9, 30);
    let taken = play(&state, library(Providence));
    let listed = legal(&taken);
    assert_eq!(listed.last(), Some(&A::LogSkip));
    let builds: Vec<(Building, u8, u8, u8)> = listed
        .iter()
        .filter_map(|action| match *action {
            A::Build {
                building,
                wood,
                food,
                brick,
            } => Some((building, wood, food, brick)),
            _ => None,
        })
        .collect();
    assert!(builds.len() >= 8, "{builds:?}");
    for &(building, wood, food, brick) in &builds {
        assert!(building.has_action(), "{building:?}");
        let cost = taken.cost_of(building);
        assert_eq!((wood, food, brick), (cost.wood, cost.food, cost.brick));
    }
    let full = |building: Building| {
        let cost = taken.cost_of(building);
        A::Build {
            building,
            wood: cost.wood,
            food: cost.food,
            brick: cost.brick,
        }
    };
    assert_eq!(
        refused(&taken, full(Building::SeamensBethel)),
        ("cannot-perform", "ships-log-cards")
    );
    let (building, wood, food, brick) = *builds
        .iter()
        .find(|&&(_, wood, ..)| wood > 0)
        .expect("a tile costing wood");
    assert_eq!(
        refused(
            &taken,
            A::Build {
                building,
                wood: wood - 1,
                food,
                brick
            }
        ),
        ("wrong-payment", "building-construction")
    );
    let cost = taken.cost_of(building);
    let built = play(&taken, full(building));
    assert_eq!(built.slot(building).unwrap().owner, Some(0));
    let player = &built.players[0];
    assert_eq!(
        (player.wood, player.food, player.brick, player.money),
        (
            9 - u32::from(cost.wood),
            9 - u32::from(cost.food),
            9 - u32::from(cost.brick),
            30 - u32::from(cost.money)
        )
    );
    assert_eq!(
        player.workers,
        [Some(WorkerSpot::Building(Building::Library)), None]
    );
    assert_eq!(RULES.to_act(&built), [Actor::Seat(1)]);
    let declined = play(&taken, A::LogSkip);
    assert_eq!(
        declined
            .buildings
            .iter()
            .filter(|s| s.owner.is_some())
            .count(),
        1,
        "only the Library"
    );
    assert_eq!(RULES.to_act(&declined), [Actor::Seat(1)]);
}

/// Rule `ships-log-providence` (ruling NB-47): Scrimshaw pays $3 per Empty Sea drawn in the
/// round's whaling phase; at the Library the round's draw is still to come, so it pays nothing,
/// even with last round's Empty Seas still out.
#[test]
fn rule_ships_log_providence_scrimshaw_pays_3_per_empty_sea_drawn_this_round() {
    let mut state = table_game(2);
    at_sea(&mut state, 0, 0, 4, 0, Whales::default());
    at_sea(&mut state, 1, 0, 3, 0, Whales::default());
    offer(&mut state, C::Scrimshaw);
    let state = farms(state);
    let state = play(&state, draw(1, 0, 0, 2));
    let money = state.players[0].money;
    let taken = play(&state, A::TakeLogCard { deck: Providence });
    assert_eq!(taken.players[0].money, money + 6);
    // Nobody takes it: the Empty Seas stay out into round 2, when the Library takes it.
    let state = play(&play(&state, A::PassWhaling), A::PassWhaling);
    let mut state = report_reveals(state);
    assert_eq!(state.round, 2);
    assert_eq!(state.drawn.empty, 2, "last round's Empty Seas");
    own(&mut state, 1, Building::Library);
    offer(&mut state, C::Scrimshaw);
    let money = state.players[1].money;
    let state = play(&state, library(Providence));
    assert_eq!(state.players[1].log_cards, [C::Scrimshaw]);
    assert_eq!(state.players[1].money, money, "no Empty Sea drawn yet");
}

/// Rules `ships-log-providence` and `ships-log-victory` (rulings NB-46, NB-07): Ship in a Bottle
/// retires an idle ship at home, its player's pick if both are; it scores 2; with no ship at
/// home nothing happens and it scores 0.
#[test]
fn rule_ships_log_providence_ship_in_a_bottle_retires_a_ship_at_home() {
    let state = at_the_library(2, C::ShipInABottle);
    let taken = play(&state, library(Providence));
    assert_eq!(
        legal(&taken),
        [A::LogShip { ship: 0 }, A::LogShip { ship: 1 }]
    );
    let bottled = play(&taken, A::LogShip { ship: 1 });
    assert_eq!(location(&bottled, 0, 1), ShipLocation::Bottle);
    assert_eq!(location(&bottled, 0, 0), ShipLocation::Home);
    assert_eq!(bottled.players[0].log_used, [C::ShipInABottle]);
    assert_eq!(log_points(&bottled, 0), 2);
    // One ship at home: that one, at once.
    let mut one = state.clone();
    at_sea(&mut one, 0, 0, 2, 0, Whales::default());
    let taken = play(&one, library(Providence));
    assert!(pending(&taken).is_empty());
    assert_eq!(location(&taken, 0, 1), ShipLocation::Bottle);
    assert_eq!(log_points(&taken, 0), 2);
    // One at sea, one on the dock: none idle at home.
    let mut none = state;
    at_sea(&mut none, 0, 0, 2, 0, Whales::default());
    none.players[0].ships[1].location = ShipLocation::Dock;
    let taken = play(&none, library(Providence));
    assert!(pending(&taken).is_empty());
    assert_eq!(location(&taken, 0, 1), ShipLocation::Dock);
    assert!(taken.players[0].log_used.is_empty());
    assert_eq!(log_points(&taken, 0), 0);
}

/// Rule `ships-log-providence` (ruling NB-47): Uncharted Desert Isle gives 3 wood and 3 food.
#[test]
fn rule_ships_log_providence_uncharted_desert_isle_gives_3_wood_and_3_food() {
    let state = at_the_library(2, C::UnchartedDesertIsle);
    let state = play(&state, library(Providence));
    assert!(pending(&state).is_empty());
    let player = &state.players[0];
    assert_eq!((player.wood, player.food, player.money), (3, 3, 5));
    assert_eq!(log_points(&state, 0), 0);
}

/// Rule `ships-log-providence` (ruling NB-47): Under Weigh may prepare a ship at home for 2
/// wood, then may launch a docked ship for its space's food; each step may be skipped.
#[test]
fn rule_ships_log_providence_under_weigh_prepares_then_launches_both_optional() {
    let mut state = at_the_library(2, C::UnderWeigh);
    let player = &mut state.players[0];
    (player.wood, player.food) = (2, 3);
    let taken = play(&state, library(Providence));
    assert_eq!(
        legal(&taken),
        [
            A::PrepareShip { ship: 0 },
            A::PrepareShip { ship: 1 },
            A::LogSkip
        ]
    );
    let prepared = play(&taken, A::PrepareShip { ship: 0 });
    assert_eq!(location(&prepared, 0, 0), ShipLocation::Dock);
    assert_eq!(prepared.players[0].wood, 0);
    let launches: Vec<A> = (1..=3)
        .map(|space| A::LaunchShip { ship: 0, space })
        .chain([A::LogSkip])
        .collect();
    assert_eq!(legal(&prepared), launches);
    assert_eq!(
        refused(&prepared, A::LaunchShip { ship: 0, space: 4 }),
        ("cannot-afford", "ships-log-cards")
    );
    assert_eq!(
        refused(&prepared, A::LaunchShip { ship: 1, space: 1 }),
        ("cannot-perform", "ships-log-cards"),
        "not on the dock"
    );
    let launched = play(&prepared, A::LaunchShip { ship: 0, space: 2 });
    assert_eq!(location(&launched, 0, 0), sea(2, 0));
    assert_eq!(launched.players[0].food, 1);
    assert_eq!(RULES.to_act(&launched), [Actor::Seat(1)]);
    // Both skipped: nothing changes.
    let skipped = play(&play(&taken, A::LogSkip), A::LogSkip);
    assert_eq!(location(&skipped, 0, 0), ShipLocation::Home);
    assert_eq!((skipped.players[0].wood, skipped.players[0].food), (2, 3));
    assert_eq!(RULES.to_act(&skipped), [Actor::Seat(1)]);
    // Nothing prepared and no ship on the dock: only the skip.
    let docked = play(&taken, A::LogSkip);
    assert_eq!(legal(&docked), [A::LogSkip], "no ship on the dock");
    // 1 wood prepares nothing.
    let mut short = state;
    short.players[0].wood = 1;
    let taken = play(&short, library(Providence));
    assert_eq!(legal(&taken), [A::LogSkip]);
    assert_eq!(
        refused(&taken, A::PrepareShip { ship: 0 }),
        ("cannot-afford", "ships-log-cards")
    );
}

/// Rule `ships-log-providence` (ruling NB-47): Whale Pod loads one whale from the bag onto the
/// ship: in seeded chance from the generator, reproducibly; in table chance the `table` reports
/// it, each kind with probability its count over the bag's whales.
#[test]
fn rule_ships_log_providence_whale_pod_loads_a_whale_from_the_bag() {
    let mut state = at_the_library(2, C::WhalePod);
    at_sea(&mut state, 0, 0, 3, 0, Whales::default());
    let whales_before = state.bag.whales().total();
    let empties = state.bag.empty;
    let taken = play(&state, library(Providence));
    assert!(pending(&taken).is_empty());
    assert_eq!(taken.players[0].ships[0].cargo.total(), 1);
    assert_eq!(taken.bag.whales().total(), whales_before - 1);
    assert_eq!(taken.bag.empty, empties, "the Empty Seas go back");
    assert_eq!(
        play(&state, library(Providence)).players[0].ships[0].cargo,
        taken.players[0].ships[0].cargo,
        "reproducible"
    );
    // Table chance.
    let mut state = table_game(2);
    own(&mut state, 0, Building::Library);
    offer(&mut state, C::WhalePod);
    at_sea(&mut state, 0, 0, 3, 0, Whales::default());
    let bag = state.bag;
    bag_of(&mut state, Tokens { sperm: 0, ..bag });
    let taken = play(&state, library(Providence));
    assert_eq!(pending(&taken), [Pending::WhalePod { ship: ship(0, 0) }]);
    assert_eq!(RULES.to_act(&taken), [Actor::Table]);
    let found = |whale| A::FoundWhale { whale };
    assert_eq!(
        legal(&taken),
        [found(WhaleKind::Right), found(WhaleKind::Bowhead)]
    );
    let in_bag = f64::from(bag.right + bag.bowhead);
    assert_eq!(
        RULES.probability(&taken, &found(WhaleKind::Right)),
        Some(f64::from(bag.right) / in_bag)
    );
    assert_eq!(
        RULES.probability(&taken, &found(WhaleKind::Bowhead)),
        Some(f64::from(bag.bowhead) / in_bag)
    );
    assert_eq!(
        refused(&taken, found(WhaleKind::Sperm)),
        ("not-in-bag", "ships-log-cards")
    );
    let state = play(&taken, found(WhaleKind::Bowhead));
    assert_eq!(state.players[0].ships[0].cargo, whales(0, 1, 0));
    assert_eq!(state.bag.bowhead, bag.bowhead - 1);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
}

/// Rule `ships-log-providence` (ruling NB-47): Windfall: its taker picks $4 to $8, every other
/// player takes $4 less.
#[test]
fn rule_ships_log_providence_windfall_pays_4_to_8_and_the_others_4_less() {
    let state = at_the_library(3, C::Windfall);
    let taken = play(&state, library(Providence));
    assert_eq!(
        legal(&taken),
        (4..=8)
            .map(|money| A::Windfall { money })
            .collect::<Vec<_>>()
    );
    for money in [3, 9] {
        assert_eq!(
            refused(&taken, A::Windfall { money }),
            ("cannot-perform", "ships-log-cards")
        );
    }
    let state = play(&taken, A::Windfall { money: 7 });
    let money: Vec<u32> = state.players.iter().map(|p| p.money).collect();
    assert_eq!(money, [12, 8, 8]);
    let state = play(&taken, A::Windfall { money: 4 });
    let money: Vec<u32> = state.players.iter().map(|p| p.money).collect();
    assert_eq!(money, [9, 5, 5]);
}

// ships-log-omens-cards -------------------------------------------------------------------------

/// Rules `ships-log-omens-cards` and `ships-log-victory` (rulings NB-47, NB-10): Broken Mass
/// asks for 3 wood or sends a ship at sea to the Return space, where it comes home first at the
/// next movement and is unloaded; with neither possible nothing happens; it scores 1.
#[test]
fn rule_ships_log_omens_cards_broken_mass_pays_3_wood_or_sends_a_ship_to_return() {
    let mut state = at_the_library(2, C::BrokenMass);
    state.players[0].wood = 3;
    at_sea(&mut state, 0, 0, 3, 0, whales(1, 0, 0));
    at_sea(&mut state, 1, 0, 1, 0, whales(0, 1, 0));
    let taken = play(&state, library(Omens));
    assert_eq!(legal(&taken), [A::LogPay, A::LogShip { ship: 0 }]);
    assert_eq!(
        refused(&taken, A::LogShip { ship: 1 }),
        ("cannot-perform", "ships-log-cards")
    );
    let paid = play(&taken, A::LogPay);
    assert_eq!(paid.players[0].wood, 0);
    assert_eq!(location(&paid, 0, 0), sea(3, 0));
    assert_eq!(log_points(&paid, 0), 1);
    let sent = play(&taken, A::LogShip { ship: 0 });
    assert_eq!(
        location(&sent, 0, 0),
        ShipLocation::Return {
            rank: 0,
            prepared: false
        }
    );
    assert_eq!(sent.players[0].wood, 3);
    let home = farms(sent);
    assert_eq!(
        home.phase,
        Phase::Returning {
            ship: ship(0, 0),
            sold: Whales::default(),
            sale: None,
            final_voyage: false
        },
        "the ship in the Return space comes in first"
    );
    assert_eq!(home.return_queue, [ship(1, 0)]);
    let home = play(
        &home,
        A::KeepWhale {
            whale: WhaleKind::Right,
        },
    );
    assert_eq!(location(&home, 0, 0), ShipLocation::Home, "not prepared");
    assert_eq!(home.players[0].whales, whales(1, 0, 0));
    // 2 wood: the ship must go. 2 wood and no ship at sea: nothing.
    let mut short = state.clone();
    short.players[0].wood = 2;
    let taken = play(&short, library(Omens));
    assert_eq!(legal(&taken), [A::LogShip { ship: 0 }]);
    assert_eq!(
        refused(&taken, A::LogPay),
        ("cannot-afford", "ships-log-cards")
    );
    let mut nothing = at_the_library(2, C::BrokenMass);
    nothing.players[0].wood = 2;
    let taken = play(&nothing, library(Omens));
    assert!(pending(&taken).is_empty());
    assert_eq!(taken.players[0].wood, 2);
    assert_eq!(log_points(&taken, 0), 1, "scored whatever happened");
}

/// Rules `ships-log-omens-cards` and `ships-log-victory` (rulings NB-46, NB-10): a ship taking Man
/// Overboard costs its player one placement next round (the worker sits on the card); it
/// scores 1.
#[test]
fn rule_ships_log_omens_cards_man_overboard_costs_a_placement_next_round() {
    let mut state = table_game(2);
    at_sea(&mut state, 0, 0, 3, 0, Whales::default());
    offer(&mut state, C::ManOverboard);
    let state = farms(state);
    let state = play(&state, draw(0, 0, 0, 2));
    let state = play(&state, A::TakeLogCard { deck: Omens });
    assert_eq!(log_points(&state, 0), 1);
    let state = report_reveals(state);
    assert_eq!((state.round, state.first_player), (2, 1));
    // Round 2: seat 1, seat 0, seat 1, and seat 0's second placement is skipped.
    let state = play(&state, A::Farm);
    let state = play(&state, A::Forest);
    let state = play(&state, A::Farm);
    assert!(
        matches!(state.phase, Phase::AwaitingDraw { .. }),
        "{:?}",
        state.phase
    );
    assert_eq!(
        state.players[0].workers,
        [
            Some(WorkerSpot::Space(Space::Forest)),
            Some(WorkerSpot::Overboard)
        ]
    );
    // Round 3: both workers again.
    let state = to_next_round(state);
    assert_eq!((state.round, state.first_player), (3, 0));
    let state = play(&play(&play(&state, A::Farm), A::Farm), A::Farm);
    assert!(matches!(state.phase, Phase::Actions { placed: 3, .. }));
    assert_eq!(
        state.players[0].workers,
        [
            Some(WorkerSpot::Space(Space::Farm)),
            Some(WorkerSpot::Space(Space::Farm))
        ]
    );
}

/// Rule `ships-log-omens-cards` (ruling NB-46): Man Overboard taken at the Library puts the
/// Library's worker onto the card at once and frees the Library; the next round the player
/// places once.
#[test]
fn rule_ships_log_omens_cards_man_overboard_at_the_library_frees_the_library() {
    let mut state = at_the_library(2, C::ManOverboard);
    offer(&mut state, C::UnchartedDesertIsle);
    let state = play(&state, library(Omens));
    assert_eq!(state.players[0].workers[0], Some(WorkerSpot::Overboard));
    assert_eq!(state.slot(Building::Library).unwrap().used_by, None);
    assert!(legal(&state).contains(&library(Providence)));
    let state = play(&state, library(Providence));
    assert_eq!(state.players[1].log_cards, [C::UnchartedDesertIsle]);
    let state = play(&state, A::Farm);
    assert_eq!(
        state.players[0].workers,
        [
            Some(WorkerSpot::Overboard),
            Some(WorkerSpot::Space(Space::Farm))
        ]
    );
    let state = to_next_round(state);
    assert_eq!((state.round, state.first_player), (2, 1));
    let state = play(&play(&state, A::Farm), A::Farm);
    assert!(matches!(state.phase, Phase::Actions { placed: 2, .. }));
    let state = play(&state, A::Farm);
    assert_eq!(state.round, 3, "seat 0's second placement was skipped");
}

/// Rules `ships-log-omens-cards` and `building-college` (rulings NB-46, NB-25): Man Overboard
/// taken through the College leaves the Library to the worker standing there: only the taker's
/// own worker on the Library goes onto the card and frees it.
#[test]
fn rule_ships_log_omens_cards_man_overboard_through_the_college_leaves_the_library_occupied() {
    let options = NewBedfordGameOptions {
        modules: vec![Module::ShipsLog, Module::FifthPlayer],
        ..NewBedfordGameOptions::default()
    };
    let mut state = started_with(4, &options);
    own(&mut state, 0, Building::Library);
    own(&mut state, 1, Building::College);
    offer(&mut state, C::UnchartedDesertIsle);
    offer(&mut state, C::ManOverboard);
    let state = play(&state, library(Providence));
    let state = play(
        &state,
        A::College {
            building: Building::Library,
        },
    );
    let state = play(&state, library(Omens));
    assert_eq!(state.players[1].log_cards, [C::ManOverboard]);
    assert_eq!(
        state.players[1].workers[0],
        Some(WorkerSpot::Building(Building::College))
    );
    assert_eq!(
        state.players[0].workers[0],
        Some(WorkerSpot::Building(Building::Library))
    );
    assert_eq!(state.slot(Building::Library).unwrap().used_by, Some(0));
    assert_eq!(RULES.to_act(&state), [Actor::Seat(2)]);
    assert_eq!(
        refused(&state, library(Omens)),
        ("building-occupied", "building-use")
    );
    assert_eq!(book(&state).overboard.len(), 1, "seat 1 misses a placement");
}

/// Rules `ships-log-omens-cards` and `ships-log-deck` (rulings NB-47, NB-44): Rotten Decking
/// takes 2 wood from every other player, or all they have; the put-back cards of both decks
/// become unseen again.
#[test]
fn rule_ships_log_omens_cards_rotten_decking_takes_2_wood_from_each_other_player() {
    let mut state = at_the_library(4, C::RottenDecking);
    state.players[1].wood = 5;
    state.players[2].wood = 1;
    state.players[3].wood = 0;
    for card in [C::Gam, C::Windfall] {
        lift_card(&mut state, card);
        book_mut(&mut state).providence.returned.push(card);
    }
    lift_card(&mut state, C::Reef);
    book_mut(&mut state).omens.returned.push(C::Reef);
    valid(&state);
    let state = play(&state, library(Omens));
    assert!(pending(&state).is_empty());
    let wood: Vec<u32> = state.players.iter().map(|p| p.wood).collect();
    assert_eq!(wood, [3, 3, 0, 0]);
    for (deck, card) in [
        (Providence, C::Gam),
        (Providence, C::Windfall),
        (Omens, C::Reef),
    ] {
        let pile = book(&state).pile(deck);
        assert!(pile.returned.is_empty());
        assert!(pile.unseen.contains(&card), "{card:?}");
    }
    // A player with a shield is asked, and the next player's turn waits for the answer.
    let mut state = at_the_library(3, C::RottenDecking);
    state.players[1].wood = 2;
    state.players[2].wood = 4;
    give(&mut state, 1, C::CalmSeas);
    let state = play(&state, library(Omens));
    assert_eq!(
        pending(&state).first(),
        Some(&respond(1, C::RottenDecking, 0))
    );
    assert_eq!(
        legal(&state),
        [answer(Answer::Accept), answer(Answer::Shield)]
    );
    let state = play(&state, answer(Answer::Shield));
    assert!(pending(&state).is_empty());
    let wood: Vec<u32> = state.players.iter().map(|p| p.wood).collect();
    assert_eq!(wood, [2, 2, 2]);
    assert_eq!(state.players[1].log_used, [C::CalmSeas]);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)], "the next placement");
}

/// Rules `ships-log-omens-cards` and `ships-log-victory` (rulings NB-48, NB-08): The Sermon,
/// taken while the Seamen's Bethel stands, acts at once: everyone but its holder pays $1 if
/// they can, the owner too, and the owner gains $5; it scores 1 unless its holder owns the
/// Bethel. Taken before the Bethel stands, it does nothing yet.
#[test]
fn rule_ships_log_omens_cards_the_sermon_acts_on_taking_when_the_bethel_stands() {
    let mut state = at_the_library(3, C::TheSermon);
    own(&mut state, 1, Building::SeamensBethel);
    state.players[2].money = 0;
    let state = play(&state, library(Omens));
    assert!(pending(&state).is_empty());
    let money: Vec<u32> = state.players.iter().map(|p| p.money).collect();
    assert_eq!(money, [5, 9, 0]);
    assert!(book(&state).preached);
    assert_eq!(log_points(&state, 0), 1);
    // Its holder owning the Bethel scores nothing for it.
    let mut owner = state.clone();
    own(&mut owner, 0, Building::SeamensBethel);
    assert_eq!(log_points(&owner, 0), 0);
    // Taken with no Bethel built: nothing.
    let state = play(&at_the_library(3, C::TheSermon), library(Omens));
    let money: Vec<u32> = state.players.iter().map(|p| p.money).collect();
    assert_eq!(money, [5, 5, 5]);
    assert!(!book(&state).preached);
}

/// Rule `ships-log-omens-cards` (ruling NB-48): The Sermon acts once, as the Seamen's Bethel is
/// built: its owner gains $5, everyone but the card's holder pays $1, the owner included.
#[test]
fn rule_ships_log_omens_cards_the_sermon_acts_as_the_bethel_is_built() {
    let mut state = log_game(3);
    give(&mut state, 2, C::TheSermon);
    let player = &mut state.players[0];
    (player.wood, player.food, player.brick, player.money) = (9, 9, 9, 20);
    let state = play(&state, A::TownHall);
    let build = *legal(&state)
        .iter()
        .find(|a| {
            matches!(
                a,
                A::Build {
                    building: Building::SeamensBethel,
                    ..
                }
            )
        })
        .expect("the Bethel is affordable");
    let cost = state.cost_of(Building::SeamensBethel);
    let state = play(&state, build);
    assert_eq!(state.slot(Building::SeamensBethel).unwrap().owner, Some(0));
    assert!(book(&state).preached);
    let money: Vec<u32> = state.players.iter().map(|p| p.money).collect();
    assert_eq!(money, [20 - u32::from(cost.money) + 5 - 1, 4, 5]);
    assert_eq!(log_points(&state, 2), 1);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
}

// ships-log-moments -----------------------------------------------------------------------------

/// Rule `ships-log-moments` (ruling NB-49): at each moment every holder of an unplayed card of
/// that moment is asked, in turn order from the first player; a holder may play several, one
/// at a time, or pass; cards of other moments are refused.
#[test]
fn rule_ships_log_moments_holders_are_asked_in_turn_order_and_may_play_several() {
    let mut state = log_game(3);
    state.first_player = 2;
    for card in [C::SeaIce, C::StoveBoat, C::Reef] {
        give(&mut state, 0, card);
    }
    give(&mut state, 2, C::IceSheet);
    at_sea(&mut state, 1, 0, 3, 0, Whales::default());
    assert_eq!(RULES.to_act(&state), [Actor::Seat(2)]);
    let state = farms(state);
    assert_eq!(state.phase, Phase::Movement, "before ships move");
    assert_eq!(pending(&state), [window(0, Moment::Movement)]);
    assert_eq!(
        legal(&state),
        [A::PlayLogCard { card: C::Reef }, A::PassLogWindow]
    );
    assert_eq!(location(&state, 1, 0), sea(3, 0), "not moved yet");
    let state = play(&state, A::PassLogWindow);
    assert_eq!(state.phase, Phase::Whaling);
    assert_eq!(
        pending(&state),
        [window(2, Moment::Whaling), window(0, Moment::Whaling)]
    );
    assert_eq!(RULES.to_act(&state), [Actor::Seat(2)]);
    assert_eq!(
        legal(&state),
        [A::PlayLogCard { card: C::IceSheet }, A::PassLogWindow]
    );
    let state = play(&state, A::PassLogWindow);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)]);
    assert_eq!(
        legal(&state),
        [
            A::PlayLogCard { card: C::SeaIce },
            A::PlayLogCard { card: C::StoveBoat },
            A::PassLogWindow
        ]
    );
    assert_eq!(
        refused(&state, A::PlayLogCard { card: C::Reef }),
        ("cannot-perform", "ships-log-cards")
    );
    assert_eq!(
        refused(&state, A::PlayLogCard { card: C::IceSheet }),
        ("cannot-perform", "ships-log-cards")
    );
    assert_eq!(
        refused(&state, A::PassWhaling),
        ("wrong-phase", "ships-log-cards")
    );
    let state = play(&state, A::PlayLogCard { card: C::SeaIce });
    assert_eq!(pending(&state), [window(0, Moment::Whaling)]);
    assert_eq!(
        legal(&state),
        [A::PlayLogCard { card: C::StoveBoat }, A::PassLogWindow]
    );
    let state = play(&state, A::PlayLogCard { card: C::StoveBoat });
    assert!(pending(&state).is_empty());
    assert_eq!(state.players[0].log_used, [C::SeaIce, C::StoveBoat]);
    assert_eq!(
        (book(&state).sea_ice, book(&state).stove_boat),
        (Some(0), Some(0))
    );
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)], "ships choose now");
    // Next round only the unplayed cards are asked for again.
    let state = to_next_round(state);
    assert_eq!(
        (book(&state).sea_ice, book(&state).stove_boat),
        (None, None)
    );
    let state = farms(state);
    assert_eq!(pending(&state), [window(0, Moment::Movement)]);
    let state = play(&state, A::PassLogWindow);
    assert_eq!(pending(&state), [window(2, Moment::Whaling)]);
}

/// Rules `ships-log-moments` and `ships-log-victory` (rulings NB-49, NB-07): The Dice of Fate,
/// played at the start of a round, withholds every first-worker bonus that round; it scores 1
/// once played, 0 before.
#[test]
fn rule_ships_log_moments_the_dice_of_fate_withholds_first_worker_bonuses_for_the_round() {
    let mut state = log_game(2);
    give(&mut state, 0, C::TheDiceOfFate);
    assert_eq!(log_points(&state, 0), 0, "never played");
    let state = to_next_round(state);
    assert_eq!((state.round, state.first_player), (2, 1));
    assert_eq!(pending(&state), [window(0, Moment::StartOfRound)]);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)], "the holder first");
    assert_eq!(refused(&state, A::Farm), ("wrong-phase", "ships-log-cards"));
    let state = play(
        &state,
        A::PlayLogCard {
            card: C::TheDiceOfFate,
        },
    );
    assert!(book(&state).angry);
    assert_eq!(log_points(&state, 0), 1);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
    assert!(legal(&state).contains(&A::Warehouse { bonus: None }));
    assert_eq!(
        refused(
            &state,
            A::Warehouse {
                bonus: Some(Good::Wood)
            }
        ),
        ("cannot-perform", "action-first-worker-bonus")
    );
    let food = state.players[1].food;
    let state = play(&state, A::Farm);
    assert_eq!(state.players[1].food, food + 2, "no bonus");
    let state = to_next_round(state);
    assert!(!book(&state).angry);
    assert!(pending(&state).is_empty(), "played once");
    let food = state.players[0].food;
    let state = play(&state, A::Farm);
    assert_eq!(state.players[0].food, food + 3, "the bonus is back");
}

/// Rules `ships-log-moments` and `ships-log-omens` (rulings NB-49, NB-50): Refinery Fire turns
/// one action building of each other player face down for the round, its player choosing;
/// the building is refused, though the Post Office still pays; a player with none is passed.
#[test]
fn rule_ships_log_moments_refinery_fire_turns_a_building_of_each_other_player_face_down() {
    let mut state = log_game(3);
    give(&mut state, 0, C::RefineryFire);
    own(&mut state, 1, Building::PostOffice);
    own(&mut state, 1, Building::Bakery);
    let state = to_next_round(state);
    assert_eq!((state.round, state.first_player), (2, 1));
    assert_eq!(pending(&state), [window(0, Moment::StartOfRound)]);
    let state = play(
        &state,
        A::PlayLogCard {
            card: C::RefineryFire,
        },
    );
    // Seat 1 has one way to be struck (it has buildings) and no shield; seat 2 has nothing.
    assert_eq!(pending(&state), [Pending::Burn { seat: 1, by: 0 }]);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)]);
    let burn = |building| A::BurnBuilding { building };
    let listed = legal(&state);
    assert_eq!(listed.len(), 2, "{listed:?}");
    assert!(listed.contains(&burn(Building::PostOffice)));
    assert!(listed.contains(&burn(Building::Bakery)));
    assert_eq!(
        refused(&state, burn(Building::Bank)),
        ("cannot-perform", "ships-log-cards")
    );
    let state = play(&state, burn(Building::PostOffice));
    assert_eq!(book(&state).burned, [Building::PostOffice]);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
    let state = play(&state, A::Farm);
    assert_eq!(
        refused(&state, A::PostOffice),
        ("building-covered", "ships-log-moments")
    );
    assert!(legal(&state).contains(&A::Bakery));
    let money = state.players[1].money;
    let state = to_next_round(state);
    assert_eq!(state.players[1].money, money + 2, "the Post Office pays");
    assert!(book(&state).burned.is_empty(), "face up again");
    assert_eq!(state.slot(Building::PostOffice).unwrap().owner, Some(1));
}

// ships-log-whaling-omens -----------------------------------------------------------------------

/// A table game in its whaling phase: seat 0's ship chooses first (space 4), seat 1's second
/// (space 2); `draw` is the table's report.
fn whaling_with(cards: &[(u8, LogCard)], report: A) -> NewBedfordState {
    let mut state = table_game(2);
    for &(seat, card) in cards {
        give(&mut state, seat, card);
    }
    at_sea(&mut state, 0, 0, 5, 0, whales(1, 1, 0));
    at_sea(&mut state, 1, 0, 3, 0, whales(1, 0, 0));
    offer(&mut state, C::UnchartedDesertIsle);
    let state = farms(state);
    play(&state, report)
}

/// Rule `ships-log-whaling-omens` (rulings NB-49, NB-50): Burned Oil makes every player, its
/// own included, give up a Right or Bowhead Whale from a ship, as they choose; the whales leave
/// the game; one way to give strikes at once.
#[test]
fn rule_ships_log_whaling_omens_burned_oil_takes_a_right_or_bowhead_from_every_player() {
    let state = whaling_with(&[(1, C::BurnedOil)], draw(0, 0, 0, 3));
    assert_eq!(state.phase, Phase::Whaling);
    assert_eq!(pending(&state), [window(1, Moment::Whaling)]);
    let removed = state.removed;
    let state = play(&state, A::PlayLogCard { card: C::BurnedOil });
    assert_eq!(
        state.players[1].ships[0].cargo,
        Whales::default(),
        "at once"
    );
    assert_eq!(pending(&state), [respond(0, C::BurnedOil, 1)]);
    let lose = |whale| answer(Answer::LoseWhale { ship: 0, whale });
    assert_eq!(
        legal(&state),
        [lose(WhaleKind::Right), lose(WhaleKind::Bowhead)]
    );
    assert_eq!(
        refused(&state, lose(WhaleKind::Sperm)),
        ("cannot-perform", "ships-log-cards")
    );
    assert_eq!(
        refused(&state, answer(Answer::Shield)),
        ("cannot-perform", "ships-log-cards")
    );
    let state = play(&state, lose(WhaleKind::Bowhead));
    assert_eq!(state.players[0].ships[0].cargo, whales(1, 0, 0));
    assert_eq!(state.removed, removed.plus(tokens(1, 1, 0, 0)));
    assert_eq!(state.phase, Phase::Whaling);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)]);
}

/// Rule `ships-log-whaling-omens` (rulings NB-49, NB-50, NB-44): Ice Sheet keeps ships on spaces
/// 4 to 6 from every whale this phase, though they may take a card; nothing shields from it.
#[test]
fn rule_ships_log_whaling_omens_ice_sheet_bars_whales_from_spaces_4_to_6() {
    let state = whaling_with(&[(1, C::IceSheet), (0, C::CalmSeas)], draw(1, 1, 0, 1));
    assert_eq!(location(&state, 0, 0), sea(4, 0));
    let state = play(&state, A::PlayLogCard { card: C::IceSheet });
    assert!(pending(&state).is_empty(), "no shield offered");
    assert!(book(&state).ice_sheet);
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)]);
    assert_eq!(
        legal(&state),
        [
            A::TakeLogCard { deck: Providence },
            A::TakeLogCard { deck: Omens },
            A::PassWhaling
        ]
    );
    for whale in [WhaleKind::Right, WhaleKind::Bowhead] {
        assert_eq!(
            refused(&state, A::TakeWhale { whale }),
            ("cannot-perform", "ships-log-whaling-omens")
        );
    }
    let state = play(&state, A::TakeLogCard { deck: Providence });
    assert_eq!(
        state.players[0].log_cards,
        [C::CalmSeas, C::UnchartedDesertIsle]
    );
    assert!(state.players[0].log_used.is_empty());
    let state = play(
        &state,
        A::TakeWhale {
            whale: WhaleKind::Bowhead,
        },
    );
    assert_eq!(state.players[1].ships[0].cargo, whales(1, 1, 0), "space 2");
    let state = report_reveals(state);
    assert!(!book(&state).ice_sheet, "this phase only");
}

/// Rules `ships-log-whaling-omens` and `ships-log-victory` (rulings NB-49, NB-07): The Mast-Head
/// puts every drawn Right Whale back into the bag; it scores 1 once played.
#[test]
fn rule_ships_log_whaling_omens_the_mast_head_puts_drawn_right_whales_back() {
    let state = whaling_with(&[(0, C::TheMastHead)], draw(2, 0, 1, 0));
    assert_eq!(log_points(&state, 0), 0, "not played yet");
    let bag = state.bag;
    let state = play(
        &state,
        A::PlayLogCard {
            card: C::TheMastHead,
        },
    );
    assert_eq!(state.drawn, tokens(0, 0, 1, 0));
    assert_eq!(state.bag, bag.plus(tokens(2, 0, 0, 0)));
    assert_eq!(log_points(&state, 0), 1);
    assert_eq!(
        legal(&state),
        [
            A::TakeWhale {
                whale: WhaleKind::Sperm
            },
            A::TakeLogCard { deck: Providence },
            A::TakeLogCard { deck: Omens },
            A::PassWhaling
        ]
    );
}

/// Rules `ships-log-whaling-omens` and `ships-log-omens` (rulings NB-49, NB-50): Rats: every
/// other player pays 1 food or gives up a Right Whale from a ship; one way strikes at once,
/// none passes over; its holder is spared.
#[test]
fn rule_ships_log_whaling_omens_rats_take_a_food_or_a_right_whale_from_each_other_player() {
    let mut state = table_game(4);
    give(&mut state, 0, C::Rats);
    at_sea(&mut state, 0, 0, 5, 0, whales(1, 0, 0));
    at_sea(&mut state, 1, 0, 5, 1, whales(1, 0, 0));
    at_sea(&mut state, 2, 0, 4, 0, whales(1, 0, 0));
    at_sea(&mut state, 3, 0, 4, 1, Whales::default());
    let state = farms(state);
    let mut state = play(&state, draw(0, 0, 0, 5));
    assert_eq!(pending(&state), [window(0, Moment::Whaling)]);
    let food = [9, 1, 0, 0];
    for (player, food) in state.players.iter_mut().zip(food) {
        player.food = food;
    }
    let state = play(&state, A::PlayLogCard { card: C::Rats });
    assert_eq!(pending(&state).first(), Some(&respond(1, C::Rats, 0)));
    assert_eq!(RULES.to_act(&state), [Actor::Seat(1)]);
    assert_eq!(state.players[0].ships[0].cargo, whales(1, 0, 0), "spared");
    assert_eq!(
        legal(&state),
        [
            answer(Answer::PayFood),
            answer(Answer::LoseWhale {
                ship: 0,
                whale: WhaleKind::Right
            })
        ]
    );
    let state = play(&state, answer(Answer::PayFood));
    assert!(pending(&state).is_empty());
    let food: Vec<u32> = state.players.iter().map(|p| p.food).collect();
    assert_eq!(food, [9, 0, 0, 0]);
    assert_eq!(state.players[1].ships[0].cargo, whales(1, 0, 0));
    assert_eq!(
        state.players[2].ships[0].cargo,
        Whales::default(),
        "its one way"
    );
    assert_eq!(state.phase, Phase::Whaling);
}

/// Rule `ships-log-whaling-omens` (ruling NB-49): Sea Ice: nobody but its player takes a
/// Bowhead Whale this phase.
#[test]
fn rule_ships_log_whaling_omens_sea_ice_keeps_bowheads_for_its_player() {
    let state = whaling_with(&[(1, C::SeaIce)], draw(1, 2, 0, 0));
    let state = play(&state, A::PlayLogCard { card: C::SeaIce });
    assert!(pending(&state).is_empty());
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)]);
    assert_eq!(
        refused(
            &state,
            A::TakeWhale {
                whale: WhaleKind::Bowhead
            }
        ),
        ("cannot-perform", "ships-log-whaling-omens")
    );
    let state = play(
        &state,
        A::TakeWhale {
            whale: WhaleKind::Right,
        },
    );
    let state = play(
        &state,
        A::TakeWhale {
            whale: WhaleKind::Bowhead,
        },
    );
    assert_eq!(state.players[1].ships[0].cargo, whales(1, 1, 0));
}

/// Rules `ships-log-whaling-omens` and `chance-table-mode` (ruling NB-49): Sharks draws one more
/// token, then the most valuable whale drawn leaves the game; seeded, from the generator.
#[test]
fn rule_ships_log_whaling_omens_sharks_draws_one_more_and_removes_the_best_whale() {
    let mut state = log_game(2);
    give(&mut state, 0, C::Sharks);
    at_sea(&mut state, 0, 0, 4, 0, Whales::default());
    bag_of(&mut state, tokens(2, 0, 1, 0));
    let state = farms(state);
    assert_eq!(state.drawn.total(), 2);
    assert_eq!(pending(&state), [window(0, Moment::Whaling)]);
    let removed = state.removed;
    let state = play(&state, A::PlayLogCard { card: C::Sharks });
    assert!(pending(&state).is_empty(), "seeded: no report");
    assert_eq!(state.drawn, tokens(2, 0, 0, 0), "the third token came out");
    assert_eq!(state.bag.total(), 0);
    assert_eq!(state.removed, removed.plus(tokens(0, 0, 1, 0)));
    // Table chance: the table reports one token, each with its odds.
    let state = whaling_with(&[(1, C::Sharks)], draw(1, 0, 0, 2));
    let bag = state.bag;
    let state = play(&state, A::PlayLogCard { card: C::Sharks });
    assert_eq!(pending(&state), [Pending::SharksDraw]);
    assert_eq!(RULES.to_act(&state), [Actor::Table]);
    let listed = legal(&state);
    assert_eq!(listed.len(), 4);
    let total = f64::from(bag.total());
    assert_eq!(
        RULES.probability(&state, &draw(0, 0, 1, 0)),
        Some(f64::from(bag.sperm) / total)
    );
    assert_eq!(
        refused(&state, draw(0, 0, 1, 1)),
        ("wrong-count", "whaling-draw")
    );
    let removed = state.removed;
    let state = play(&state, draw(0, 1, 0, 0));
    assert_eq!(state.drawn, tokens(1, 0, 0, 2), "the Bowhead was the best");
    assert_eq!(state.removed, removed.plus(tokens(0, 1, 0, 0)));
    assert_eq!(state.bag, bag.minus(tokens(0, 1, 0, 0)).unwrap());
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)]);
}

/// Rules `ships-log-whaling-omens` and `ships-log-omens` (rulings NB-49, NB-50): Stove Boat:
/// every other player pays its player 1 wood to take a whale token, so no wood means no whale;
/// cards stay free; nothing shields from it.
#[test]
fn rule_ships_log_whaling_omens_stove_boat_charges_1_wood_per_whale() {
    let state = whaling_with(&[(1, C::StoveBoat), (0, C::CalmSeas)], draw(1, 1, 0, 1));
    let state = play(&state, A::PlayLogCard { card: C::StoveBoat });
    assert!(pending(&state).is_empty(), "no shield offered");
    assert_eq!(
        refused(
            &state,
            A::TakeWhale {
                whale: WhaleKind::Right
            }
        ),
        ("cannot-afford", "ships-log-whaling-omens")
    );
    assert!(legal(&state).contains(&A::TakeLogCard { deck: Providence }));
    let mut wooded = state.clone();
    wooded.players[0].wood = 1;
    let state = play(
        &wooded,
        A::TakeWhale {
            whale: WhaleKind::Right,
        },
    );
    assert_eq!((state.players[0].wood, state.players[1].wood), (0, 1));
    let state = play(
        &state,
        A::TakeWhale {
            whale: WhaleKind::Bowhead,
        },
    );
    assert_eq!(state.players[1].wood, 1, "its player pays nothing");
    assert_eq!(state.players[1].ships[0].cargo, whales(1, 1, 0));
}

// ships-log-moments: the movement Omens ---------------------------------------------------------

/// Rules `ships-log-moments` and `ships-log-omens` (rulings NB-49, NB-50, NB-45): Reef, before
/// ships move: every player, its own included, pays 1 wood or moves a ship 1 space toward
/// port, answering in turn order from the card's player.
#[test]
fn rule_ships_log_moments_reef_costs_a_wood_or_a_space_toward_port() {
    let mut state = log_game(3);
    give(&mut state, 1, C::Reef);
    at_sea(&mut state, 0, 0, 4, 0, Whales::default());
    at_sea(&mut state, 1, 0, 5, 0, Whales::default());
    at_sea(&mut state, 2, 0, 3, 0, Whales::default());
    let mut state = farms(state);
    assert_eq!(pending(&state), [window(1, Moment::Movement)]);
    let wood = [1, 1, 1];
    for (player, wood) in state.players.iter_mut().zip(wood) {
        player.wood = wood;
    }
    let state = play(&state, A::PlayLogCard { card: C::Reef });
    assert_eq!(
        pending(&state),
        [
            respond(1, C::Reef, 1),
            respond(2, C::Reef, 1),
            respond(0, C::Reef, 1)
        ]
    );
    assert_eq!(
        legal(&state),
        [
            answer(Answer::PayWood),
            answer(Answer::MoveShip { ship: 0 })
        ]
    );
    let state = play(&state, answer(Answer::PayWood));
    assert_eq!(RULES.to_act(&state), [Actor::Seat(2)]);
    let state = play(&state, answer(Answer::MoveShip { ship: 0 }));
    assert_eq!(location(&state, 2, 0), sea(2, 0));
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)]);
    assert_eq!(
        refused(&state, answer(Answer::MoveShip { ship: 1 })),
        ("cannot-perform", "ships-log-cards")
    );
    let state = play(&state, answer(Answer::PayWood));
    let wood: Vec<u32> = state.players.iter().map(|p| p.wood).collect();
    assert_eq!(wood, [0, 0, 1]);
    // Then the ships move: 5 → 4, 4 → 3, 2 → 1.
    assert_eq!(location(&state, 1, 0), sea(4, 0));
    assert_eq!(location(&state, 0, 0), sea(3, 0));
    assert_eq!(location(&state, 2, 0), sea(1, 0));
}

/// Rules `ships-log-moments` and `ships-log-card-moves` (rulings NB-49, NB-45): Typhoon moves a
/// ship of every player, its own included, 1 space toward port; from space 1 it enters the
/// Return space and comes home at the movement, not prepared, and is unloaded.
#[test]
fn rule_ships_log_moments_typhoon_moves_a_ship_of_every_player_toward_port() {
    let mut state = log_game(2);
    give(&mut state, 1, C::Typhoon);
    at_sea(&mut state, 0, 0, 1, 0, whales(1, 0, 0));
    at_sea(&mut state, 1, 0, 3, 0, Whales::default());
    at_sea(&mut state, 1, 1, 5, 0, Whales::default());
    let state = farms(state);
    assert_eq!(pending(&state), [window(1, Moment::Movement)]);
    let state = play(&state, A::PlayLogCard { card: C::Typhoon });
    assert_eq!(
        RULES.to_act(&state),
        [Actor::Seat(1)],
        "its own player first"
    );
    assert_eq!(
        legal(&state),
        [
            answer(Answer::MoveShip { ship: 0 }),
            answer(Answer::MoveShip { ship: 1 })
        ]
    );
    assert_eq!(
        refused(&state, answer(Answer::PayWood)),
        ("cannot-perform", "ships-log-cards")
    );
    // Then seat 0's only ship goes from space 1 into the Return space, and the ships move:
    // it comes in first.
    let state = play(&state, answer(Answer::MoveShip { ship: 1 }));
    assert_eq!(
        state.phase,
        Phase::Returning {
            ship: ship(0, 0),
            sold: Whales::default(),
            sale: None,
            final_voyage: false
        }
    );
    assert_eq!(location(&state, 1, 1), sea(3, 0), "5 → 4, then sailed");
    assert_eq!(location(&state, 1, 0), sea(2, 0));
    let state = play(
        &state,
        A::KeepWhale {
            whale: WhaleKind::Right,
        },
    );
    assert_eq!(location(&state, 0, 0), ShipLocation::Home);
    assert_eq!(state.players[0].whales, whales(1, 0, 0));
}

/// Rules `ships-log-moments` and `ships-log-omens` (rulings NB-49, NB-50): Wreck of the Essex:
/// every other player pays 1 food or moves a ship 1 space toward port; its player is spared; a
/// player with neither is passed over.
#[test]
fn rule_ships_log_moments_wreck_of_the_essex_costs_others_a_food_or_a_space() {
    let mut state = log_game(3);
    give(&mut state, 0, C::WreckOfTheEssex);
    at_sea(&mut state, 0, 0, 4, 0, Whales::default());
    at_sea(&mut state, 1, 0, 3, 0, Whales::default());
    let mut state = farms(state);
    assert_eq!(pending(&state), [window(0, Moment::Movement)]);
    let food = [3, 1, 0];
    for (player, food) in state.players.iter_mut().zip(food) {
        player.food = food;
    }
    let state = play(
        &state,
        A::PlayLogCard {
            card: C::WreckOfTheEssex,
        },
    );
    assert_eq!(pending(&state), [respond(1, C::WreckOfTheEssex, 0)]);
    assert_eq!(
        legal(&state),
        [
            answer(Answer::PayFood),
            answer(Answer::MoveShip { ship: 0 })
        ]
    );
    let moved = play(&state, answer(Answer::MoveShip { ship: 0 }));
    assert_eq!(location(&moved, 1, 0), sea(1, 0), "3 → 2, then sailed");
    assert_eq!(location(&moved, 0, 0), sea(3, 0), "its player is spared");
    let paid = play(&state, answer(Answer::PayFood));
    let food: Vec<u32> = paid.players.iter().map(|p| p.food).collect();
    assert_eq!(food, [3, 0, 0]);
    assert_eq!(location(&paid, 1, 0), sea(2, 0));
}

// ships-log-omens ---------------------------------------------------------------------------------

/// Rule `ships-log-omens` (ruling NB-50): struck players answer one at a time in turn order from
/// the card's player, so a later player's forced move comes after an earlier player's choice.
#[test]
fn rule_ships_log_omens_struck_players_answer_one_at_a_time_in_turn_order() {
    let mut state = log_game(3);
    give(&mut state, 0, C::Typhoon);
    at_sea(&mut state, 0, 0, 4, 0, Whales::default());
    at_sea(&mut state, 0, 1, 2, 0, Whales::default());
    at_sea(&mut state, 1, 0, 4, 1, Whales::default());
    at_sea(&mut state, 2, 0, 3, 0, Whales::default());
    at_sea(&mut state, 2, 1, 3, 1, Whales::default());
    let state = farms(state);
    let state = play(&state, A::PlayLogCard { card: C::Typhoon });
    assert_eq!(RULES.to_act(&state), [Actor::Seat(0)]);
    assert_eq!(location(&state, 1, 0), sea(4, 1), "seat 1 waits its turn");
    let state = play(&state, answer(Answer::MoveShip { ship: 0 }));
    assert_eq!(location(&state, 0, 0), sea(3, 2), "space 3 is now full");
    assert_eq!(location(&state, 1, 0), sea(4, 0), "no room on space 3");
    assert_eq!(pending(&state), [respond(2, C::Typhoon, 0)]);
    let state = play(&state, answer(Answer::MoveShip { ship: 1 }));
    assert!(pending(&state).is_empty());
}

/// Rule `building-insurance` (rulings NB-50, NB-32): the Insurance pays $3; while its worker
/// stands there its player may ignore an Omen for free, Calm Seas kept, or let it strike.
#[test]
fn rule_building_insurance_pays_3_and_its_worker_shields_for_free() {
    let mut state = log_game(2);
    own(&mut state, 0, Building::Insurance);
    give(&mut state, 0, C::Typhoon);
    give(&mut state, 1, C::CalmSeas);
    at_sea(&mut state, 0, 0, 5, 0, Whales::default());
    at_sea(&mut state, 1, 0, 4, 0, Whales::default());
    let state = play(&state, A::Farm);
    assert!(legal(&state).contains(&A::Insurance));
    let state = play(&state, A::Insurance);
    assert_eq!(
        (state.players[0].money, state.players[1].money),
        (6, 5 - 1 + 3)
    );
    let state = farms(state);
    let state = play(&state, A::PlayLogCard { card: C::Typhoon });
    assert_eq!(pending(&state), [respond(1, C::Typhoon, 0)]);
    assert_eq!(
        legal(&state),
        [answer(Answer::MoveShip { ship: 0 }), answer(Answer::Shield)]
    );
    let shielded = play(&state, answer(Answer::Shield));
    assert!(shielded.players[1].log_used.is_empty(), "Calm Seas kept");
    assert_eq!(location(&shielded, 1, 0), sea(3, 0), "ignored, then sailed");
    let struck = play(&state, answer(Answer::MoveShip { ship: 0 }));
    assert_eq!(
        location(&struck, 1, 0),
        sea(2, 0),
        "let it strike: 4 → 3, then sailed"
    );
    // Without Calm Seas the Insurance alone shields.
    let mut bare = state.clone();
    lift_card(&mut bare, C::CalmSeas);
    book_mut(&mut bare).providence.unseen.push(C::CalmSeas);
    book_mut(&mut bare).providence.unseen.sort_unstable();
    assert!(legal(&bare).contains(&answer(Answer::Shield)));
}

/// Rule `building-insurance` (ruling NB-50): a worker the Inn picks up from the Insurance has
/// left it, and the shield with it.
#[test]
fn rule_building_insurance_shield_leaves_with_a_worker_the_inn_picks_up() {
    let mut state = log_game(3);
    own(&mut state, 0, Building::Insurance);
    own(&mut state, 2, Building::Inn);
    give(&mut state, 0, C::Typhoon);
    at_sea(&mut state, 0, 0, 5, 0, Whales::default());
    at_sea(&mut state, 1, 0, 4, 0, Whales::default());
    let state = play(&state, A::Farm);
    let state = play(&state, A::Insurance);
    let state = play(&play(&state, A::Farm), A::Farm);
    let state = play(&state, A::Inn);
    let state = play(&state, A::Farm);
    assert!(matches!(state.phase, Phase::Inn { seat: 1, .. }));
    let state = play(&play(&state, A::Farm), A::Farm);
    assert!(!state.stands_on(1, Building::Insurance));
    assert_eq!(pending(&state), [window(0, Moment::Movement)]);
    let state = play(&state, A::PlayLogCard { card: C::Typhoon });
    assert!(pending(&state).is_empty(), "no shield: struck at once");
    assert_eq!(location(&state, 1, 0), sea(2, 0), "4 → 3, then sailed");
}

// Suspected engine gaps --------------------------------------------------------------------------

/// Rule `ships-log-omens-cards` (ruling NB-46): a worker on Man Overboard misses the round, so
/// a player who used the Inn that round re-places one worker, not two.
#[test]
fn rule_ships_log_omens_cards_man_overboard_worker_is_not_replaced_by_the_inn() {
    let mut state = at_the_library(3, C::ManOverboard);
    own(&mut state, 1, Building::Inn);
    let state = play(&state, library(Omens));
    let state = to_next_round(state);
    assert_eq!((state.round, state.first_player), (2, 1));
    // Seat 1, then seat 2, then seat 0 at the Inn; seat 0's second placement is skipped.
    let state = play(&play(&state, A::Farm), A::Farm);
    let state = play(&state, A::Inn);
    let state = play(&play(&state, A::Farm), A::Farm);
    assert!(matches!(
        state.phase,
        Phase::Inn {
            seat: 0,
            placed: 0,
            ..
        }
    ));
    let state = play(&state, A::Farm);
    assert!(
        !matches!(state.phase, Phase::Inn { .. }),
        "one worker re-placed: {:?}",
        state.phase
    );
}
