//! A player leaving: the seat resigns, and as the match was created to, a bot plays it on or
//! the match ends abandoned with that seat ranked last.

use quarterdeck_engine::{Actor, ScoreSheet};
use serde_json::json;

use super::bot_seats::{self, MatchBot};
use super::changes::{self, Change};
use super::seating::{OnResign, Seating};
use super::{authorised, engine, read, BotTurns, MatchView, SeatingRefusal};
use crate::problem::ApiError;
use crate::store::{Changed, MatchStatus, MatchStore};

/// Resigns the token's seat and answers the match as that seat now sees it.
pub fn resign(
    store: &dyn MatchStore,
    turns: &BotTurns,
    id_or_name: &str,
    token: Option<&str>,
) -> Result<MatchView, ApiError> {
    changes::retrying(|| {
        let (record, credential, _) = authorised(store, id_or_name, token, None)?;
        let seat = changes::seat_only(credential)?;
        if record.status != MatchStatus::Active {
            return Err(ApiError::Seating(SeatingRefusal::MatchOver));
        }
        let mut seating = Seating::of(&record)?;
        if seating.resigned.contains(&seat) {
            return Err(ApiError::Seating(SeatingRefusal::Resigned(seat)));
        }
        seating.resigned.push(seat);
        // What it waited for changed: whoever asked may ask again.
        seating.take_back = None;
        let mut bots = bot_seats::read(&record.bots_json)?;
        let abandon = seating.on_resign == OnResign::Abandon;
        if !abandon && !bots.iter().any(|bot| bot.seat == seat) {
            bots.push(MatchBot::stand_in(seat));
        }
        let then = if abandon { "abandon" } else { "bot" };
        let committed = changes::commit(
            store,
            engine(&record.game)?,
            turns,
            Change {
                record: &record,
                actor: Actor::Seat(seat),
                kind: "resign",
                note: json!({"seat": seat, "then": then}),
                state_json: record.state_json.clone(),
                seating,
                bots,
                abandon,
                claim: None,
            },
        )?;
        match committed {
            Some(Changed::Committed { .. }) => Ok(Some(())),
            Some(Changed::MatchGone) => Err(ApiError::UnknownMatch(id_or_name.to_owned())),
            _ => Ok(None),
        }
    })?;
    read(store, id_or_name, token)
}

/// A match's score sheet, saying who resigned: after an abandoned end, ranked as
/// [`abandoned_sheet`] ranks it.
pub fn match_sheet(
    engine: &dyn quarterdeck_engine::Playable,
    record: &crate::store::MatchRecord,
) -> Result<ScoreSheet, ApiError> {
    let mut sheet = engine.score(&record.state()?)?;
    let seating = Seating::of(record)?;
    let names: Vec<String> = {
        let mut names = vec![String::new(); usize::from(record.players)];
        for player in &sheet.players {
            if let Some(slot) = names.get_mut(usize::from(player.seat)) {
                slot.clone_from(&player.name);
            }
        }
        names
    };
    if record.abandoned {
        return Ok(abandoned_sheet(sheet, &seating.resigned, &names));
    }
    for seat in &seating.resigned {
        let name = names.get(usize::from(*seat)).map_or("", String::as_str);
        sheet.notes.push(format!(
            "Seat {seat} ({name}) resigned; a bot played it on."
        ));
    }
    Ok(sheet)
}

/// The sheet of a match that ended abandoned: the seats that resigned ranked last, below
/// every seat that stayed, whatever their points; the others keep their order.
fn abandoned_sheet(mut sheet: ScoreSheet, resigned: &[u8], names: &[String]) -> ScoreSheet {
    let stayed = sheet
        .players
        .iter()
        .filter(|player| !resigned.contains(&player.seat))
        .count();
    let last = u8::try_from(stayed.saturating_add(1)).unwrap_or(u8::MAX);
    for player in &mut sheet.players {
        if resigned.contains(&player.seat) {
            player.rank = last;
        }
    }
    // Ranks among those who stayed close up from 1, ties kept.
    let mut kept: Vec<u8> = sheet
        .players
        .iter()
        .filter(|player| !resigned.contains(&player.seat))
        .map(|player| player.rank)
        .collect();
    kept.sort_unstable();
    for player in &mut sheet.players {
        if !resigned.contains(&player.seat) {
            let better = kept.iter().filter(|rank| **rank < player.rank).count();
            player.rank = u8::try_from(better.saturating_add(1)).unwrap_or(u8::MAX);
        }
    }
    sheet.winners = sheet
        .players
        .iter()
        .filter(|player| player.rank == 1 && !resigned.contains(&player.seat))
        .map(|player| player.seat)
        .collect();
    sheet.is_final = true;
    for seat in resigned {
        let name = names.get(usize::from(*seat)).map_or("", String::as_str);
        sheet.notes.push(format!(
            "Seat {seat} ({name}) resigned and the match was abandoned: that seat is ranked last, whatever its points."
        ));
    }
    sheet
}
