//! Chance: the start player, licenses turned up and boat cards drawn. Nothing is ordered in
//! advance. The license deck is known by parts (how many standard and premium cards each
//! holds) and the supply by its counts, so the next card's odds follow from what is still
//! unseen; `seeded` play draws from exactly those odds, which deals the same game as a shuffle
//! would, and `table` play lists them for the real card (ruling FL-19).

use crate::core::play::ChanceMode;
use crate::core::rule_id::shared;

use super::super::components::BoatType;
use super::actions::FleetEvent;
use super::draw_phase;
use super::refusal::{refuse, wrong, FleetRefusal, FleetRefusalCode as Code, Why};
use super::state::{Deal, DeckPart, DrawReason, FleetState, License, Phase};

/// The deck part the next license is turned up from.
fn next_part(state: &FleetState) -> Option<DeckPart> {
    state.deck.iter().copied().find(|part| part.size() > 0)
}

/// Unseen copies of every license of a class (in the deck or taken out unseen at setup).
fn unseen_of_class(state: &FleetState, premium: bool) -> u32 {
    License::ALL
        .iter()
        .filter(|l| l.is_premium() == premium)
        .map(|&l| u32::from(state.unseen(l)))
        .sum()
}

/// The odds that the next license turned up is `license`: its class's share of the next deck
/// part, times its share of the unseen cards of that class.
pub fn license_odds(state: &FleetState, license: License) -> f64 {
    let Some(part) = next_part(state) else {
        return 0.0;
    };
    let premium = license.is_premium();
    let in_part = if premium { part.premium } else { part.standard };
    let unseen = unseen_of_class(state, premium);
    if in_part == 0 || unseen == 0 {
        return 0.0;
    }
    f64::from(in_part) / f64::from(part.size()) * f64::from(state.unseen(license))
        / f64::from(unseen)
}

/// The odds that the next boat card drawn is `card`.
pub fn card_odds(state: &FleetState, card: BoatType) -> f64 {
    let supply = state.piles.map(|p| p.supply).unwrap_or_default();
    if state.supply_size == 0 {
        return 0.0;
    }
    f64::from(supply.get(card)) / f64::from(state.supply_size)
}

/// Judges a table report against the deal owed.
pub fn check_report(state: &FleetState, deal: Deal, action: Report) -> Result<(), FleetRefusal> {
    match (deal, action) {
        (Deal::StartPlayer, Report::StartPlayer(seat)) if seat < state.seats() => Ok(()),
        (Deal::StartPlayer, Report::StartPlayer(seat)) => Err(refuse(
            Code::ImpossibleOutcome,
            shared::CHANCE_TABLE_MODE,
            Why::NotASeat { seat },
        )),
        (Deal::Licenses { .. }, Report::License(license)) => {
            if license_odds(state, license) > 0.0 {
                Ok(())
            } else {
                Err(refuse(
                    Code::ImpossibleOutcome,
                    shared::CHANCE_TABLE_MODE,
                    Why::LicenseUnseen(license),
                ))
            }
        }
        (Deal::Cards { seat, .. }, Report::Card { seat: named, card }) => {
            if named != seat {
                Err(refuse(
                    Code::ImpossibleOutcome,
                    shared::CHANCE_TABLE_MODE,
                    Why::DealIsFor { seat },
                ))
            } else if card_odds(state, card) > 0.0 {
                Ok(())
            } else {
                Err(refuse(
                    Code::ImpossibleOutcome,
                    shared::CHANCE_TABLE_MODE,
                    Why::NotInSupply(card),
                ))
            }
        }
        _ => Err(wrong(shared::CHANCE_TABLE_MODE, Why::ReportDeal)),
    }
}

/// One outcome of chance, as the table reports it or the RNG draws it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Report {
    StartPlayer(u8),
    License(License),
    Card { seat: u8, card: BoatType },
}

/// Carries out one outcome of the first deal owed (already judged possible).
pub fn resolve(state: &mut FleetState, report: Report, events: &mut Vec<FleetEvent>) {
    let Some(&deal) = state.dealing.first() else {
        return;
    };
    match (deal, report) {
        (Deal::StartPlayer, Report::StartPlayer(seat)) => {
            state.start_player = seat;
            state.dealing.remove(0);
            if let Phase::Auction { opener, .. } = &mut state.phase {
                *opener = seat;
            }
            events.push(FleetEvent::StartPlayer { seat });
        }
        (Deal::Licenses { count }, Report::License(license)) => {
            let premium = license.is_premium();
            if let Some(part) = state.deck.iter_mut().find(|part| part.size() > 0) {
                let slot = if premium {
                    &mut part.premium
                } else {
                    &mut part.standard
                };
                *slot = slot.saturating_sub(1);
            }
            state.deck.retain(|part| part.size() > 0);
            state.auction.push(license);
            events.push(FleetEvent::LicenseRevealed { license });
            settle(state, count);
        }
        (
            Deal::Cards {
                seat,
                count,
                reason,
            },
            Report::Card { card, .. },
        ) => {
            if let Some(piles) = &mut state.piles {
                piles.supply.take(card);
            }
            state.supply_size = state.supply_size.saturating_sub(1);
            let into_drawn =
                reason == DrawReason::DrawPhase && draw_phase::keeps_from_drawn(state, seat);
            let player = state.player_mut(seat);
            if let Some(secret) = &mut player.secret {
                if into_drawn {
                    secret.drawn.put(card);
                } else {
                    secret.hand.put(card);
                }
            }
            if into_drawn {
                player.drawn_size = player.drawn_size.saturating_add(1);
            } else {
                player.hand_size = player.hand_size.saturating_add(1);
            }
            events.push(FleetEvent::Drew {
                seat,
                reason,
                count: 1,
                cards: Some(super::state::Cards::of(card, 1)),
            });
            if state.supply_size == 0 {
                reshuffle(state, events);
            }
            if count <= 1 {
                state.dealing.remove(0);
                dealt(state, seat, reason, false);
            } else if let Some(Deal::Cards { count, .. }) = state.dealing.first_mut() {
                *count -= 1;
            }
        }
        _ => {}
    }
}

/// One more license of a deal turned up.
fn settle(state: &mut FleetState, count: u8) {
    if count <= 1 {
        state.dealing.remove(0);
    } else if let Some(Deal::Licenses { count }) = state.dealing.first_mut() {
        *count -= 1;
    }
}

/// A seat's deal is complete (or cut short by empty piles): what it was for follows.
fn dealt(state: &mut FleetState, seat: u8, reason: DrawReason, short: bool) {
    if reason == DrawReason::DrawPhase {
        draw_phase::dealt(state, seat, short);
    }
}

/// Makes the first deal possible or drops it: shuffles the discards into a supply still empty,
/// cuts a card deal short when both piles are empty, drops a license deal the deck cannot
/// serve. True while the deal still needs an outcome.
pub fn prepare(state: &mut FleetState, events: &mut Vec<FleetEvent>) -> bool {
    let Some(&deal) = state.dealing.first() else {
        return false;
    };
    match deal {
        Deal::StartPlayer => true,
        Deal::Licenses { .. } => {
            if next_part(state).is_some() {
                true
            } else {
                state.dealing.remove(0);
                false
            }
        }
        Deal::Cards {
            seat,
            count,
            reason,
        } => {
            if state.supply_size == 0 {
                // The supply ran out with nothing discarded (or the state was stored by a
                // build that shuffled only here): what has been discarded since is shuffled.
                reshuffle(state, events);
            }
            if state.supply_size == 0 {
                // Ruling FL-15: nothing left to draw; the draw is cut short.
                events.push(FleetEvent::DrawCutShort {
                    seat,
                    missing: count,
                });
                state.dealing.remove(0);
                dealt(state, seat, reason, true);
                return false;
            }
            true
        }
    }
}

/// The supply has run out: the cards discarded until now become the new supply, and what is
/// discarded after starts a new pile (ruling FL-15). Shuffling at this moment, not when a card
/// is next needed, keeps the payments, launches and draw-phase discards made in between out of
/// it. With nothing discarded yet the supply stays empty until the next draw needs it.
fn reshuffle(state: &mut FleetState, events: &mut Vec<FleetEvent>) {
    if state.discard_size == 0 {
        return;
    }
    if let Some(piles) = &mut state.piles {
        piles.supply = std::mem::take(&mut piles.discards);
    }
    events.push(FleetEvent::Reshuffled {
        size: state.discard_size,
    });
    state.supply_size = state.discard_size;
    state.discard_size = 0;
}

/// Draws the first deal's next outcome from the seeded RNG, from the same odds the table is
/// offered.
pub fn draw_seeded(state: &mut FleetState) -> Option<Report> {
    let deal = *state.dealing.first()?;
    match deal {
        Deal::StartPlayer => {
            let seats = u32::from(state.seats());
            let seat = *state.rng.as_mut()?.draw_below(&[seats]).first()?;
            Some(Report::StartPlayer(u8::try_from(seat).ok()?))
        }
        Deal::Licenses { .. } => {
            let part = next_part(state)?;
            let premium_unseen = unseen_of_class(state, true);
            let standard_unseen = unseen_of_class(state, false);
            let draws = state.rng.as_mut()?.draw_below(&[
                u32::from(part.size()),
                premium_unseen.max(1),
                standard_unseen.max(1),
            ]);
            let (class, index) = match draws.as_slice() {
                [which, premium, standard] => {
                    if *which < u32::from(part.premium) {
                        (true, *premium)
                    } else {
                        (false, *standard)
                    }
                }
                _ => return None,
            };
            let mut left = index;
            License::ALL
                .iter()
                .filter(|l| l.is_premium() == class)
                .find(|&&l| {
                    let unseen = u32::from(state.unseen(l));
                    if left < unseen {
                        true
                    } else {
                        left -= unseen;
                        false
                    }
                })
                .map(|&l| Report::License(l))
        }
        Deal::Cards { seat, .. } => {
            let supply = state.piles?.supply;
            let index = *state
                .rng
                .as_mut()?
                .draw_below(&[u32::from(state.supply_size)])
                .first()?;
            let mut left = index;
            BoatType::ALL
                .into_iter()
                .find(|&b| {
                    let count = u32::from(supply.get(b));
                    if left < count {
                        true
                    } else {
                        left -= count;
                        false
                    }
                })
                .map(|card| Report::Card { seat, card })
        }
    }
}

/// Whether the table must report the first deal (it never does in `seeded` play).
pub fn table_reports(state: &FleetState) -> bool {
    state.chance == ChanceMode::Table && !state.dealing.is_empty()
}
