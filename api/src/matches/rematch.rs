//! Playing again: the first seat of a finished match to ask creates its rematch — the same
//! game, options, seats, bots, clock and visibility, the seats rotated so another player
//! starts — and every seat then fetches its own token for it with its old one.

use quarterdeck_engine::ChanceMode;
use serde::Serialize;
use utoipa::ToSchema;

use super::bot_seats::{self, MatchBot};
use super::clock::TurnClock;
use super::create::Founding;
use super::seating::Seating;
use super::{authorised, engine, hash, secret, Bots, SeatingRefusal};
use crate::problem::ApiError;
use crate::seeds::secret_seed;
use crate::store::{Credential, MatchRecord, MatchStatus, MatchStore};

#[derive(Debug, Serialize, ToSchema)]
pub struct Rematch {
    /// The new match's id.
    #[serde(rename = "match")]
    pub match_id: String,
    /// The asker's seat in the new match (seats are rotated: old seat `s` plays seat
    /// `s − 1`, and old seat 0 the last seat); absent for the owner.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat: Option<u8>,
    /// The asker's token for the new match: its seat's, or the owner's. Shown once; asking
    /// again issues a new one and the earlier one stops working.
    pub token: String,
    /// True when this request created the rematch; false when another seat's did.
    pub created: bool,
}

/// The seat `seat` of an `players`-seat match plays in its rematch: one lower, the first
/// seat going last, so the start passes to the next player.
fn rotated(seat: u8, players: u8) -> u8 {
    match seat.checked_sub(1) {
        Some(lower) => lower,
        None => players.saturating_sub(1),
    }
}

/// The new match's founding: the old one's game and table, rotated, with a fresh seed.
fn founding_of(
    record: &MatchRecord,
    names: Vec<Option<String>>,
    seating: &Seating,
) -> Result<Founding, ApiError> {
    let players = record.players;
    let mut rotated_names = vec![None; usize::from(players)];
    for (seat, name) in names.into_iter().enumerate() {
        let seat = u8::try_from(seat).unwrap_or(u8::MAX);
        if let Some(slot) = rotated_names.get_mut(usize::from(rotated(seat, players))) {
            *slot = name;
        }
    }
    // Bots the match was created with move along; stand-ins for resigned seats do not:
    // whoever resigned may take their seat again.
    let bots: Vec<MatchBot> = bot_seats::read(&record.bots_json)?
        .into_iter()
        .filter(|bot| !seating.resigned.contains(&bot.seat))
        .map(|bot| MatchBot {
            seat: rotated(bot.seat, players),
            ..bot
        })
        .collect();
    let chance: ChanceMode =
        serde_json::from_value(serde_json::Value::String(record.chance.clone()))?;
    Ok(Founding {
        game: record.game.clone(),
        name: None,
        players,
        options: record.options.clone(),
        seed: secret_seed()?,
        chance,
        names: rotated_names,
        bots,
        clock: TurnClock::stored(record.turn_clock.as_deref())?,
        notify: None,
        visibility: record.visibility,
        seating: Seating {
            on_resign: seating.on_resign,
            rematch_of: Some(record.id.clone()),
            ..Seating::default()
        },
    })
}

pub fn rematch(
    store: &dyn MatchStore,
    bots: &Bots,
    id_or_name: &str,
    token: Option<&str>,
) -> Result<Rematch, ApiError> {
    let (record, credential, _) = authorised(store, id_or_name, token, None)?;
    if record.status != MatchStatus::Finished {
        return Err(ApiError::Seating(SeatingRefusal::NotOver));
    }
    let (match_id, created) = match &record.rematch_id {
        Some(existing) => (existing.clone(), false),
        None => {
            let engine = engine(&record.game)?;
            let seating = Seating::of(&record)?;
            let names = engine.seat_names(&record.state()?)?;
            let founded = founding_of(&record, names, &seating)?.found(engine, None)?;
            match store.insert_rematch(&record.id, &founded.new)? {
                None => {
                    if founded.new.bot_turn {
                        bots.turns.wake(&founded.new.id);
                    }
                    (founded.new.id, true)
                }
                Some(first) => (first, false),
            }
        }
    };
    let credential = match credential {
        Credential::Seat(seat) => Credential::Seat(rotated(seat, record.players)),
        Credential::Owner => Credential::Owner,
    };
    let token = secret()?;
    store.set_token(&match_id, credential, &hash(token.as_bytes()))?;
    Ok(Rematch {
        match_id,
        seat: match credential {
            Credential::Seat(seat) => Some(seat),
            Credential::Owner => None,
        },
        token,
        created,
    })
}

#[cfg(test)]
mod tests {
    use super::rotated;

    #[test]
    fn a_rematch_passes_the_start_to_the_next_seat() {
        assert_eq!(
            (0..4).map(|seat| rotated(seat, 4)).collect::<Vec<_>>(),
            vec![3, 0, 1, 2]
        );
        assert_eq!(rotated(0, 2), 1);
        assert_eq!(rotated(1, 2), 0);
    }
}
