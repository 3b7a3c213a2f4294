//! Chance in both modes. Seeded play draws at once from the decks' unseen cards; table play
//! owes the table a report instead (`reveals`), and anything that needs the card waits in
//! `resume` until the reports are in. Decks keep no hidden order in either mode (ruling
//! BH-32), so the table names any unseen card of the right pile, each equally likely.

use super::super::deck::NewspaperCard;
use super::actions::{BremerhavenAction as A, BremerhavenEvent as E};
use super::draw::{draw_building, draw_contract, draw_newspaper, draw_ship, lowest_phase};
use super::refusal::{refuse, wrong, BremerhavenRefusal, BremerhavenRefusalCode as Code, Why};
use super::state::{Bidder, BremerhavenState, LoadedContract, Resume, Reveal};
use crate::core::play::ChanceMode;

pub const RULE_CHANCE: &str = "chance-table-mode";

/// Fills a place from the decks now (seeded) or asks the table for it.
pub fn deal(state: &mut BremerhavenState, reveal: Reveal) {
    if state.chance == ChanceMode::Table {
        state.reveals.push(reveal);
        return;
    }
    let Some(decks) = state.decks.as_mut() else {
        return;
    };
    match reveal {
        Reveal::StartingContract { seat } => {
            let card = draw_contract(decks);
            place_starting_contract(state, seat, card);
        }
        Reveal::StartingBuilding { seat } => {
            let card = draw_building(decks);
            if let Some(player) = state.players.get_mut(usize::from(seat)) {
                player.built.extend(card);
            }
        }
        Reveal::Ship { space } => {
            let card = draw_ship(decks);
            if let Some(slot) = slot_of(&mut state.sea, space) {
                *slot = card;
            }
        }
        Reveal::Contract { space } => {
            let card = draw_contract(decks);
            if let Some(slot) = slot_of(&mut state.land, space) {
                *slot = card;
            }
        }
        Reveal::Building => state.building = draw_building(decks),
        Reveal::Progress | Reveal::DummyNewspaper => {
            if reveal == Reveal::DummyNewspaper && decks.newspapers.is_empty() {
                // The dummy's discards are shuffled into a new stack (S0).
                decks.newspapers = std::mem::take(&mut decks.newspaper_discards);
            }
            let card = draw_newspaper(decks);
            keep_newspaper(state, reveal, card);
        }
        // Ranks, the Price stack and the dummy's cards are drawn where they are needed.
        Reveal::Rank | Reveal::TopPrice | Reveal::DummyCard { .. } => {}
    }
    state.count_decks();
}

fn slot_of<T>(spaces: &mut [Option<T>], space: u8) -> Option<&mut Option<T>> {
    usize::from(space)
        .checked_sub(1)
        .and_then(|index| spaces.get_mut(index))
}

fn place_starting_contract(
    state: &mut BremerhavenState,
    seat: u8,
    card: Option<super::super::deck::ContractCard>,
) {
    if let (Some(player), Some(contract)) = (state.players.get_mut(usize::from(seat)), card) {
        player.loading_docks[0] = Some(LoadedContract {
            time: contract.delivery_time,
            delivered: vec![None; contract.goods.len()],
            contract,
        });
    }
}

/// A drawn Newspaper card: the Ship ahoy! card becomes the next event; the dummy's goes to its
/// discards, where the dummy's bid reads its space.
fn keep_newspaper(state: &mut BremerhavenState, reveal: Reveal, card: Option<NewspaperCard>) {
    match reveal {
        Reveal::Progress => {
            state.rack.stack = state.rack.stack.saturating_sub(1);
            state.rack.event = card;
        }
        _ => {
            if let (Some(decks), Some(card)) = (state.decks.as_mut(), card) {
                decks.newspaper_discards.push(card);
            }
        }
    }
}

/// The table's reports that fit the first reveal owed, a superset `check` filters.
pub fn candidates(state: &BremerhavenState, out: &mut Vec<A>) {
    let Some(&reveal) = state.reveals.first() else {
        return;
    };
    let count = |n: usize| 0..u8::try_from(n).unwrap_or(u8::MAX);
    let Some(decks) = state.decks.as_ref() else {
        return;
    };
    match reveal {
        Reveal::Rank => out.extend((0..state.seats()).map(|seat| A::RankReported { seat })),
        Reveal::TopPrice => {
            out.extend(count(state.prices.len()).map(|price| A::RevealPrice { price }))
        }
        Reveal::StartingContract { .. } | Reveal::Contract { .. } => out.extend(
            count(lowest_phase(&decks.contracts, |c| c.back))
                .map(|contract| A::RevealContract { contract }),
        ),
        Reveal::Ship { .. } => out.extend(
            count(lowest_phase(&decks.ships, |s| s.back)).map(|ship| A::RevealShip { ship }),
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
        return Err(wrong(RULE_CHANCE, Why::NothingToReport));
    };
    let Some(decks) = state.decks.as_ref() else {
        return Err(wrong(RULE_CHANCE, Why::NothingToReport));
    };
    let within = |index: u8, len: usize| usize::from(index) < len;
    let fits = match (reveal, *action) {
        (Reveal::Rank, A::RankReported { seat }) => {
            seat < state.seats() && !state.ranks.contains(&Bidder::Seat(seat))
        }
        (Reveal::TopPrice, A::RevealPrice { price }) => within(price, state.prices.len()),
        (
            Reveal::StartingContract { .. } | Reveal::Contract { .. },
            A::RevealContract { contract },
        ) => within(contract, lowest_phase(&decks.contracts, |c| c.back)),
        (Reveal::Ship { .. }, A::RevealShip { ship }) => {
            within(ship, lowest_phase(&decks.ships, |s| s.back))
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
        _ => return Err(wrong(RULE_CHANCE, Why::ReportReveal(reveal))),
    };
    if fits {
        Ok(())
    } else {
        Err(refuse(Code::ImpossibleOutcome, RULE_CHANCE, Why::NotUnseen))
    }
}

/// How likely a listed report is: every unseen card of the pile alike.
pub fn probability(state: &BremerhavenState, action: &A) -> Option<f64> {
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
    if state.reveals.is_empty() {
        return;
    }
    let reveal = state.reveals.remove(0);
    events.push(E::Revealed { reveal });
    match (reveal, *action) {
        (Reveal::Rank, A::RankReported { seat }) => {
            state.ranks.push(Bidder::Seat(seat));
            let ranked = state
                .ranks
                .iter()
                .filter(|rung| matches!(rung, Bidder::Seat(_)))
                .count();
            // The last seat takes the last rung without a report.
            if ranked + 1 == state.players.len() {
                if let Some(last) =
                    (0..state.seats()).find(|&s| !state.ranks.contains(&Bidder::Seat(s)))
                {
                    state.ranks.push(Bidder::Seat(last));
                }
                if state.reveals.first() == Some(&Reveal::Rank) {
                    state.reveals.remove(0);
                }
            }
        }
        (Reveal::TopPrice, A::RevealPrice { price }) => {
            let index = usize::from(price);
            if index < state.prices.len() {
                let card = state.prices.remove(index);
                state.prices.insert(0, card);
            }
        }
        (_, A::RevealContract { contract }) => {
            let card = take(state.decks.as_mut().map(|d| &mut d.contracts), contract);
            match reveal {
                Reveal::StartingContract { seat } => place_starting_contract(state, seat, card),
                Reveal::Contract { space } => {
                    if let Some(slot) = slot_of(&mut state.land, space) {
                        *slot = card;
                    }
                }
                _ => {}
            }
        }
        (Reveal::Ship { space }, A::RevealShip { ship }) => {
            let card = take(state.decks.as_mut().map(|d| &mut d.ships), ship);
            if let Some(slot) = slot_of(&mut state.sea, space) {
                *slot = card;
            }
        }
        (_, A::RevealBuilding { building }) => {
            let card = take(state.decks.as_mut().map(|d| &mut d.buildings), building);
            match reveal {
                Reveal::StartingBuilding { seat } => {
                    if let Some(player) = state.players.get_mut(usize::from(seat)) {
                        player.built.extend(card);
                    }
                }
                _ => state.building = card,
            }
        }
        (_, A::RevealNewspaper { newspaper }) => {
            let card = state.decks.as_mut().and_then(|decks| {
                if decks.newspapers.is_empty() {
                    decks.newspapers = std::mem::take(&mut decks.newspaper_discards);
                }
                take(Some(&mut decks.newspapers), newspaper)
            });
            keep_newspaper(state, reveal, card);
        }
        (Reveal::DummyCard { bid }, A::RevealDummyCard { value }) => {
            if let Some(decks) = state.decks.as_mut() {
                if let Some(at) = decks.dummy_hand.iter().position(|&held| held == value) {
                    decks.dummy_hand.remove(at);
                }
            }
            if let Some(placed) = state.bids.get_mut(usize::from(bid)) {
                placed.value = Some(value);
            }
        }
        _ => {}
    }
    state.count_decks();
    if state.reveals.is_empty() {
        if let Some(resume) = state.resume.take() {
            super::flow::resume(state, resume, events);
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
