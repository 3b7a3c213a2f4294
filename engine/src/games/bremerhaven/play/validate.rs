//! What a state received from outside must satisfy to have arisen in play: seats, ranks and
//! phase agree, every number lies in its printed range, and nothing a view hides is missing (a
//! view is a state to read, not to play on).

use crate::core::errors::{Violation, ViolationCode};
use crate::core::names::state_names;

use super::bidding::{CARDS_A_ROUND, HAND_LIMIT};
use super::setup::INFLUENCE_SUPPLY;
use super::state::{Bidder, BremerhavenState, DeckSource, Phase, Reveal, Variant};
use super::table_deck;
use crate::core::play::ChanceMode;

struct Problems(Vec<Violation>);

impl Problems {
    fn add(&mut self, field: impl Into<String>, code: ViolationCode, message: impl Into<String>) {
        self.0.push(Violation::new(field, code, message));
    }

    fn range(&mut self, field: impl Into<String>, value: u32, low: u32, high: u32, what: &str) {
        if !(low..=high).contains(&value) {
            self.add(
                field,
                ViolationCode::OutOfRange,
                format!("{what} is {low} to {high}, not {value}"),
            );
        }
    }
}

pub fn validate(state: &BremerhavenState) -> Result<(), Vec<Violation>> {
    let mut problems = Problems(Vec::new());
    let seats = state.players.len();
    let solo = state.variant == Variant::Solo;
    let allowed = if solo {
        seats == 1
    } else {
        (2..=4).contains(&seats)
    };
    if !allowed {
        problems.add(
            "players",
            ViolationCode::PlayerCount,
            format!("a {:?} game cannot have {seats} players", state.variant).to_lowercase(),
        );
        return Err(problems.0);
    }
    let mut hidden = state.decks.is_none();
    if hidden {
        problems.add(
            "decks",
            ViolationCode::OutOfRange,
            "the decks' unseen cards are missing (views hide them; play on the full state)",
        );
    }
    for (seat, player) in state.players.iter().enumerate() {
        if player.hand.is_none() {
            problems.add(
                format!("players[{seat}].hand"),
                ViolationCode::OutOfRange,
                "this player's hand is missing (views hide other seats' hands; play on the full state)",
            );
            hidden = true;
        }
    }
    if hidden {
        return Err(problems.0);
    }
    check_ranks(state, &mut problems);
    check_table_deck(state, &mut problems);
    check_dummy_upgrades(state, &mut problems);
    for (seat, player) in state.players.iter().enumerate() {
        let at = |field: &str| format!("players[{seat}].{field}");
        let hand = player.hand.as_deref().unwrap_or_default();
        problems.range(
            at("hand"),
            u32::try_from(hand.len()).unwrap_or(u32::MAX),
            0,
            u32::try_from(HAND_LIMIT).unwrap_or(u32::MAX),
            "a hand",
        );
        if usize::from(player.hand_size) != hand.len() {
            problems.add(
                at("hand_size"),
                ViolationCode::OutOfRange,
                format!(
                    "the hand holds {} cards, not {}",
                    hand.len(),
                    player.hand_size
                ),
            );
        }
        for (index, &card) in hand.iter().chain(&player.supply).enumerate() {
            problems.range(
                at(&format!("hand[{index}]")),
                u32::from(card),
                1,
                9,
                "an Influence card",
            );
        }
        for (wall, &bollards) in player.walls.iter().enumerate() {
            problems.range(
                at(&format!("walls[{wall}]")),
                u32::from(bollards),
                0,
                3,
                "a quay wall's Bollards",
            );
        }
        if solo && player.covers.iter().any(Option::is_some) {
            problems.add(
                at("covers"),
                ViolationCode::OutOfRange,
                "the solo game has no Cover cards",
            );
        }
        if player.stored.spaces() > player.storage(&state.cards) {
            problems.add(
                at("stored"),
                ViolationCode::TooManyPieces,
                format!(
                    "the goods fill {} spaces and the harbor stores {}",
                    player.stored.spaces(),
                    player.storage(&state.cards)
                ),
            );
        }
    }
    let shown = if solo { 2 } else { seats };
    if state.sea.len() != shown || state.land.len() != shown {
        problems.add(
            "sea",
            ViolationCode::OutOfRange,
            format!("the Sea and Land boards show {shown} spaces each in this game"),
        );
    }
    for (index, bid) in state.bids.iter().enumerate() {
        if let Some(value) = bid.value {
            problems.range(
                format!("bids[{index}].value"),
                u32::from(value),
                1,
                9,
                "an Influence card",
            );
        }
        if !state.ranks.contains(&bid.bidder) {
            problems.add(
                format!("bids[{index}].bidder"),
                ViolationCode::OutOfRange,
                "the bidder is not on the career ladder",
            );
        }
    }
    let last = state.board.progress.spaces.saturating_sub(1);
    problems.range(
        "progress",
        u32::from(state.progress),
        0,
        u32::from(last),
        "the Ship token's space",
    );
    check_phase(state, &mut problems);
    problems
        .0
        .extend(state_names(state.players.iter().map(|p| p.name.as_deref())));
    if problems.0.is_empty() {
        Ok(())
    } else {
        Err(problems.0)
    }
}

/// The table's own deck goes with table chance, and a card in progress belongs to the reveal
/// it answers.
fn check_table_deck(state: &BremerhavenState, problems: &mut Problems) {
    let table_deck = state.deck_source == DeckSource::Table;
    if table_deck && state.chance != ChanceMode::Table {
        problems.add(
            "deck_source",
            ViolationCode::OutOfRange,
            "the table's own deck is only played with table chance",
        );
    }
    if table_deck != state.table_deck.is_some() {
        problems.add(
            "table_deck",
            ViolationCode::OutOfRange,
            "`table_deck` is present exactly when `deck_source` is `table`",
        );
    }
    if let Some(printing) = state
        .table_deck
        .as_ref()
        .and_then(|deck| deck.printing.as_ref())
    {
        let fits = state
            .reveals
            .first()
            .is_some_and(|&reveal| table_deck::answers(printing, reveal));
        if !fits {
            problems.add(
                "table_deck.printing",
                ViolationCode::OutOfRange,
                "the card being reported does not answer the first reveal owed",
            );
        }
    }
}

/// Only the solo dummy upgrades, and each upgrade took one card from its supply. A state
/// written before the count was kept reads 0 whatever was taken, and stays playable (ruling
/// BH-45).
fn check_dummy_upgrades(state: &BremerhavenState, problems: &mut Problems) {
    let upgrades = usize::from(state.dummy_upgrades);
    if upgrades == 0 {
        return;
    }
    let taken = state.decks.as_ref().map_or(0, |decks| {
        INFLUENCE_SUPPLY
            .len()
            .saturating_sub(decks.dummy_supply.len())
    });
    if state.variant != Variant::Solo {
        problems.add(
            "dummy_upgrades",
            ViolationCode::OutOfRange,
            "only the solo game's dummy upgrades its Influence cards",
        );
    } else if upgrades != taken {
        problems.add(
            "dummy_upgrades",
            ViolationCode::OutOfRange,
            format!("the dummy upgraded {upgrades} times but took {taken} cards from its supply"),
        );
    }
}

fn check_ranks(state: &BremerhavenState, problems: &mut Problems) {
    let mut expected: Vec<Bidder> = (0..state.seats()).map(Bidder::Seat).collect();
    if state.variant == Variant::Solo {
        expected.push(Bidder::Dummy);
    }
    // At the table the ladder is reported rung by rung; the last seat needs no report.
    let owed = state
        .reveals
        .iter()
        .filter(|&&reveal| reveal == Reveal::Rank)
        .count();
    let ranked = if owed == 0 {
        expected.len()
    } else {
        expected.len().saturating_sub(owed + 1)
    };
    let permutation = state.ranks.len() == ranked
        && state.ranks.iter().all(|rung| expected.contains(rung))
        && (0..state.ranks.len()).all(|i| !state.ranks[..i].contains(&state.ranks[i]));
    if !permutation {
        problems.add(
            "ranks",
            ViolationCode::InvalidRanks,
            "the career ladder must hold every seat once (and the dummy in the solo game)",
        );
    }
}

fn check_phase(state: &BremerhavenState, problems: &mut Problems) {
    let seat = match state.phase {
        Phase::StartingGoods { seat, .. }
        | Phase::Permits { seat, .. }
        | Phase::Grow { seat }
        | Phase::Prices { seat }
        | Phase::Career { seat }
        | Phase::Dock { seat, .. }
        | Phase::Load { seat, .. } => Some(seat),
        Phase::Harbor { acting } => {
            if !acting.within(state.seats()) {
                problems.add(
                    "phase.acting",
                    ViolationCode::OutOfRange,
                    "only seats of this game can act",
                );
            }
            None
        }
        Phase::Bidding { placed } => {
            let most = usize::from(CARDS_A_ROUND) * state.ranks.len();
            if usize::from(placed) > most || usize::from(placed) != state.bids.len() {
                problems.add(
                    "phase.placed",
                    ViolationCode::OutOfRange,
                    format!(
                        "{placed} cards placed, but {} bids lie on the boards",
                        state.bids.len()
                    ),
                );
            }
            None
        }
        Phase::Setup | Phase::Over => None,
    };
    if seat.is_some_and(|seat| seat >= state.seats()) {
        problems.add(
            "phase.seat",
            ViolationCode::OutOfRange,
            "there is no such seat",
        );
    }
}
