//! Chance in both modes. Seeded play draws at once from the decks' unseen cards; table play
//! owes the table a report instead (`reveals`), and anything that needs the card waits in
//! `resume` until the reports are in. Decks keep no hidden order in either mode (ruling
//! BH-32), so the table names any unseen card of the right pile, each equally likely.

use super::super::deck::NewspaperCard;
use super::actions::{BremerhavenAction as A, BremerhavenEvent as E};
use super::draw::{draw_building, draw_contract, draw_newspaper, draw_ship, lowest_phase};
use super::refusal::{refuse, wrong, BremerhavenRefusal, BremerhavenRefusalCode as Code, Why};
use super::state::{Bidder, BremerhavenState, LoadedContract, Resume, Reveal};
use super::table_deck::{self, Drawn};
use crate::core::play::ChanceMode;
use crate::core::rule_id::shared;

/// Fills a place from the decks now (seeded) or asks the table for it.
pub fn deal(state: &mut BremerhavenState, reveal: Reveal) {
    if state.chance == ChanceMode::Table {
        state.reveals.push(reveal);
        return;
    }
    let Some(decks) = state.decks.as_mut() else {
        return;
    };
    let drawn = match reveal {
        Reveal::StartingContract { .. } | Reveal::Contract { .. } => {
            Drawn::Contract(draw_contract(decks, &state.cards))
        }
        Reveal::StartingBuilding { .. } | Reveal::Building => Drawn::Building(draw_building(decks)),
        Reveal::Ship { .. } => Drawn::Ship(draw_ship(decks, &state.cards)),
        Reveal::Progress | Reveal::DummyNewspaper => {
            if reveal == Reveal::DummyNewspaper && decks.newspapers.is_empty() {
                // The dummy's discards are shuffled into a new stack (S0).
                decks.newspapers = std::mem::take(&mut decks.newspaper_discards);
            }
            Drawn::Newspaper(draw_newspaper(decks))
        }
        // Ranks, the Price stack and the dummy's cards are drawn where they are needed.
        Reveal::Rank | Reveal::TopPrice | Reveal::DummyCard { .. } => return,
    };
    place(state, reveal, drawn, &mut Vec::new());
    state.count_decks();
}

fn slot_of<T>(spaces: &mut [Option<T>], space: u8) -> Option<&mut Option<T>> {
    usize::from(space)
        .checked_sub(1)
        .and_then(|index| spaces.get_mut(index))
}

/// Puts a drawn card where the reveal needed it: a starting Contract in a seat's first
/// loading dock, a starting Building built, a board space filled, the new Building on top; a
/// Ship ahoy! card becomes the next event, the dummy's Newspaper goes to its discards (where
/// its bid reads the space); a reported Price card goes on top.
fn place(state: &mut BremerhavenState, reveal: Reveal, drawn: Drawn, events: &mut Vec<E>) {
    match (reveal, drawn) {
        (Reveal::StartingContract { seat }, Drawn::Contract(card)) => {
            if let (Some(player), Some(contract)) = (state.players.get_mut(usize::from(seat)), card)
            {
                let card = state.cards.contract(contract);
                player.loading_docks[0] = Some(LoadedContract {
                    time: card.delivery_time,
                    delivered: vec![None; card.goods.len()],
                    contract,
                });
            }
        }
        (Reveal::Contract { space }, Drawn::Contract(card)) => {
            if let Some(slot) = slot_of(&mut state.land, space) {
                *slot = card;
            }
        }
        (Reveal::StartingBuilding { seat }, Drawn::Building(card)) => {
            if let Some(player) = state.players.get_mut(usize::from(seat)) {
                player.built.extend(card);
            }
        }
        (Reveal::Building, Drawn::Building(card)) => state.building = card,
        (Reveal::Ship { space }, Drawn::Ship(card)) => {
            if let Some(slot) = slot_of(&mut state.sea, space) {
                *slot = card;
            }
        }
        (Reveal::Progress, Drawn::Newspaper(card)) => {
            state.rack.stack = state.rack.stack.saturating_sub(1);
            state.rack.event = card;
        }
        (Reveal::DummyNewspaper, Drawn::Newspaper(card)) => {
            if let (Some(decks), Some(card)) = (state.decks.as_mut(), card) {
                decks.newspaper_discards.push(card);
            }
        }
        (Reveal::TopPrice, Drawn::Price(card)) => {
            // With the table's own deck only the top card is known (ruling BH-44).
            state.prices = vec![card];
            events.push(E::PricesChanged { prices: Some(card) });
        }
        _ => {}
    }
}

/// The table's reports that fit the first reveal owed, a superset `check` filters.
pub fn candidates(state: &BremerhavenState, out: &mut Vec<A>) {
    let Some(&reveal) = state.reveals.first() else {
        return;
    };
    if table_deck::reads_out(state, reveal) {
        table_deck::candidates(state, reveal, out);
        return;
    }
    let count = |n: usize| 0..u8::try_from(n).unwrap_or(u8::MAX);
    let Some(decks) = state.decks.as_ref() else {
        return;
    };
    let cards = &state.cards;
    match reveal {
        Reveal::Rank => out.extend((0..state.seats()).map(|seat| A::RankReported { seat })),
        Reveal::TopPrice => {
            out.extend(count(state.prices.len()).map(|price| A::RevealPrice { price }))
        }
        Reveal::StartingContract { .. } | Reveal::Contract { .. } => out.extend(
            count(lowest_phase(&decks.contracts, |&c| cards.contract(c).back))
                .map(|contract| A::RevealContract { contract }),
        ),
        Reveal::Ship { .. } => out.extend(
            count(lowest_phase(&decks.ships, |&s| cards.ship(s).back))
                .map(|ship| A::RevealShip { ship }),
        ),
        Reveal::StartingBuilding { .. } | Reveal::Building => {
            out.extend(count(decks.buildings.len()).map(|building| A::RevealBuilding { building }))
        }
        Reveal::Progress | Reveal::DummyNewspaper => out.extend(
            count(newspaper_pool(state).len()).map(|newspaper| A::RevealNewspaper { newspaper }),
        ),
        Reveal::DummyCard { .. } => {
            let mut values = decks.dummy_hand.clone();
            values.sort_unstable();
            values.dedup();
            out.extend(values.into_iter().map(|value| A::RevealDummyCard { value }));
        }
    }
}

/// The Newspaper cards a draw may give: the unseen ones, or once none are left for the
/// dummy, its discards shuffled into a new stack (S0).
fn newspaper_pool(state: &BremerhavenState) -> &[NewspaperCard] {
    state.decks.as_ref().map_or(&[], |decks| {
        if decks.newspapers.is_empty() {
            &decks.newspaper_discards
        } else {
            &decks.newspapers
        }
    })
}

pub fn check(state: &BremerhavenState, action: &A) -> Result<(), BremerhavenRefusal> {
    let Some(&reveal) = state.reveals.first() else {
        return Err(wrong(shared::CHANCE_TABLE_MODE, Why::NothingToReport));
    };
    if table_deck::reads_out(state, reveal) {
        return table_deck::check(state, reveal, action);
    }
    let Some(decks) = state.decks.as_ref() else {
        return Err(wrong(shared::CHANCE_TABLE_MODE, Why::NothingToReport));
    };
    let within = |index: u8, len: usize| usize::from(index) < len;
    let cards = &state.cards;
    let fits = match (reveal, *action) {
        (Reveal::Rank, A::RankReported { seat }) => {
            seat < state.seats() && !state.ranks.contains(&Bidder::Seat(seat))
        }
        (Reveal::TopPrice, A::RevealPrice { price }) => within(price, state.prices.len()),
        (
            Reveal::StartingContract { .. } | Reveal::Contract { .. },
            A::RevealContract { contract },
        ) => within(
            contract,
            lowest_phase(&decks.contracts, |&c| cards.contract(c).back),
        ),
        (Reveal::Ship { .. }, A::RevealShip { ship }) => {
            within(ship, lowest_phase(&decks.ships, |&s| cards.ship(s).back))
        }
        (Reveal::StartingBuilding { .. } | Reveal::Building, A::RevealBuilding { building }) => {
            within(building, decks.buildings.len())
        }
        (Reveal::Progress | Reveal::DummyNewspaper, A::RevealNewspaper { newspaper }) => {
            within(newspaper, newspaper_pool(state).len())
        }
        (Reveal::DummyCard { .. }, A::RevealDummyCard { value }) => {
            decks.dummy_hand.contains(&value)
        }
        _ => return Err(wrong(shared::CHANCE_TABLE_MODE, Why::ReportReveal(reveal))),
    };
    if fits {
        Ok(())
    } else {
        Err(refuse(
            Code::ImpossibleOutcome,
            shared::CHANCE_TABLE_MODE,
            Why::NotUnseen,
        ))
    }
}

/// How likely a listed report is: every unseen card of the pile alike.
pub fn probability(state: &BremerhavenState, action: &A) -> Option<f64> {
    // Nobody knows the odds of the table's own cards.
    if state
        .reveals
        .first()
        .is_some_and(|&reveal| table_deck::reads_out(state, reveal))
    {
        return None;
    }
    let mut listed = Vec::new();
    candidates(state, &mut listed);
    listed.retain(|candidate| check(state, candidate).is_ok());
    let total = u32::try_from(listed.len()).ok().filter(|&n| n > 0)?;
    if let A::RevealDummyCard { value } = *action {
        let hand = &state.decks.as_ref()?.dummy_hand;
        let copies = u32::try_from(hand.iter().filter(|&&held| held == value).count()).ok()?;
        let cards = u32::try_from(hand.len()).ok().filter(|&n| n > 0)?;
        return Some(f64::from(copies) / f64::from(cards));
    }
    Some(1.0 / f64::from(total))
}

/// Carries out an accepted report, then resumes play once nothing more is owed.
pub fn execute(state: &mut BremerhavenState, action: &A, events: &mut Vec<E>) {
    let Some(&reveal) = state.reveals.first() else {
        return;
    };
    let drawn = if table_deck::reads_out(state, reveal) {
        match table_deck::report(state, reveal, action) {
            Some(drawn) => Some(drawn),
            // More values of this card to come.
            None => return,
        }
    } else {
        drawn_from_decks(state, reveal, action)
    };
    state.reveals.remove(0);
    events.push(E::Revealed { reveal });
    if let Some(drawn) = drawn {
        place(state, reveal, drawn, events);
    }
    state.count_decks();
    if state.reveals.is_empty() {
        if let Some(resume) = state.resume.take() {
            super::flow::resume(state, resume, events);
        }
    }
}

/// Carries out a report that names a known card (or a rank, or the dummy's value); the card
/// it takes from the decks is returned to be placed.
fn drawn_from_decks(state: &mut BremerhavenState, reveal: Reveal, action: &A) -> Option<Drawn> {
    let decks = state.decks.as_mut();
    match (reveal, *action) {
        (Reveal::Rank, A::RankReported { seat }) => {
            rank(state, seat);
            None
        }
        (Reveal::TopPrice, A::RevealPrice { price }) => {
            let index = usize::from(price);
            if index < state.prices.len() {
                let card = state.prices.remove(index);
                state.prices.insert(0, card);
            }
            None
        }
        (_, A::RevealContract { contract }) => Some(Drawn::Contract(take(
            decks.map(|d| &mut d.contracts),
            contract,
        ))),
        (_, A::RevealShip { ship }) => Some(Drawn::Ship(take(decks.map(|d| &mut d.ships), ship))),
        (_, A::RevealBuilding { building }) => Some(Drawn::Building(take(
            decks.map(|d| &mut d.buildings),
            building,
        ))),
        (_, A::RevealNewspaper { newspaper }) => Some(Drawn::Newspaper(decks.and_then(|decks| {
            if decks.newspapers.is_empty() {
                decks.newspapers = std::mem::take(&mut decks.newspaper_discards);
            }
            take(Some(&mut decks.newspapers), newspaper)
        }))),
        (Reveal::DummyCard { bid }, A::RevealDummyCard { value }) => {
            if let Some(decks) = decks {
                if let Some(at) = decks.dummy_hand.iter().position(|&held| held == value) {
                    decks.dummy_hand.remove(at);
                }
            }
            if let Some(placed) = state.bids.get_mut(usize::from(bid)) {
                placed.value = Some(value);
            }
            None
        }
        _ => None,
    }
}

/// The seat takes the next rung; the last seat takes the last rung without a report.
fn rank(state: &mut BremerhavenState, seat: u8) {
    state.ranks.push(Bidder::Seat(seat));
    let ranked = state
        .ranks
        .iter()
        .filter(|rung| matches!(rung, Bidder::Seat(_)))
        .count();
    if ranked + 1 == state.players.len() {
        if let Some(last) = (0..state.seats()).find(|&s| !state.ranks.contains(&Bidder::Seat(s))) {
            state.ranks.push(Bidder::Seat(last));
        }
        // The reveal being answered is removed by the caller; this drops the next one.
        if state.reveals.get(1) == Some(&Reveal::Rank) {
            state.reveals.remove(1);
        }
    }
}

fn take<T>(cards: Option<&mut Vec<T>>, index: u8) -> Option<T> {
    let cards = cards?;
    let index = usize::from(index);
    (index < cards.len()).then(|| cards.remove(index))
}

/// Waits for the table when reports are owed (true), to go on at `resume` once they are in.
pub fn wait_for_table(state: &mut BremerhavenState, resume: Resume) -> bool {
    if state.reveals.is_empty() {
        return false;
    }
    state.resume = Some(resume);
    true
}
