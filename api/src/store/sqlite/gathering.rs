//! How players find their seats, in SQLite: a new match with its seats and invites, claims,
//! resignations and take-backs (changes logged beside the game's actions), tokens handed out
//! again for a rematch.

use rusqlite::{params, Connection, OptionalExtension, Transaction};

use super::{current_version, finish_record, match_from_row};
use crate::store::{
    Changed, Credential, InviteFound, MatchChange, MatchRecord, NewMatch, StoreError,
};

/// Writes a new match, its seats' token hashes and its invites, inside the caller's
/// transaction; [`StoreError::NameTaken`] when its name is in use.
pub(super) fn insert(tx: &Transaction<'_>, new: &NewMatch) -> Result<(), StoreError> {
    let inserted = tx.execute(
        "INSERT INTO matches (id, name, game, rules_version, players, options, seed, chance, state, status, owner_token_hash, bots, bot_turn, turn_clock, deadline_ms, notify_url, notify_secret, visibility, open_seats, seating)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20)",
        params![
            new.id,
            new.name,
            new.game,
            new.rules_version,
            new.players,
            new.options.to_string(),
            new.seed as i64,
            new.chance,
            new.state_json,
            new.status.as_str(),
            new.owner_token_hash,
            new.bots_json,
            new.bot_turn,
            new.turn_clock,
            new.deadline_ms,
            new.notify.as_ref().map(|target| &target.url),
            new.notify.as_ref().map(|target| target.secret.expose()),
            new.visibility.as_str(),
            new.open_seats,
            new.seating_json,
        ],
    );
    if let Err(rusqlite::Error::SqliteFailure(failure, _)) = &inserted {
        if failure.code == rusqlite::ErrorCode::ConstraintViolation {
            return Err(StoreError::NameTaken(new.name.clone().unwrap_or_default()));
        }
    }
    inserted?;
    for (seat, hash) in &new.seat_token_hashes {
        tx.execute(
            "INSERT INTO seats (match_id, seat, token_hash) VALUES (?1, ?2, ?3)",
            params![new.id, seat, hash],
        )?;
    }
    for (seat, hash) in &new.invite_hashes {
        tx.execute(
            "INSERT INTO invites (invite_hash, match_id, seat) VALUES (?1, ?2, ?3)",
            params![hash, new.id, seat],
        )?;
    }
    Ok(())
}

pub(super) fn match_of_token(
    connection: &Connection,
    token_hash: &str,
) -> Result<Option<MatchRecord>, StoreError> {
    let found = connection
        .prepare_cached(concat!(
            select_match!("", "id"),
            " OR id = (SELECT match_id FROM seats WHERE token_hash = ?2)"
        ))?
        .query_row(params![None::<String>, token_hash], match_from_row)
        .optional()?;
    let found = match found {
        Some(found) => Some(found),
        None => connection
            .prepare_cached(select_match!("", "owner_token_hash"))?
            .query_row([token_hash], match_from_row)
            .optional()?,
    };
    found.map(finish_record).transpose()
}

pub(super) fn change(
    connection: &mut Connection,
    change: &MatchChange,
) -> Result<Changed, StoreError> {
    let tx = connection.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    let version = change.expected_version + 1;
    let moved = tx
        .prepare_cached(
            "UPDATE matches SET state = ?1, version = ?2, status = ?3, abandoned = ?4, bots = ?5,
             bot_turn = ?6, deadline_ms = ?7, seating = ?8, open_seats = ?9,
             updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?10 AND version = ?11",
        )?
        .execute(params![
            change.state_json,
            version,
            change.status.as_str(),
            change.abandoned,
            change.bots_json,
            change.bot_turn,
            change.deadline_ms,
            change.seating_json,
            change.open_seats,
            change.match_id,
            change.expected_version,
        ])?;
    if moved == 0 {
        let current = current_version(&tx, &change.match_id)?;
        return Ok(current.map_or(Changed::MatchGone, |current| Changed::Conflict { current }));
    }
    if let Some(claim) = &change.claim {
        let used = tx
            .prepare_cached(
                "UPDATE invites SET used_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
                 WHERE invite_hash = ?1 AND match_id = ?2 AND used_at IS NULL",
            )?
            .execute(params![claim.invite_hash, change.match_id])?;
        if used == 0 {
            return Ok(Changed::InviteUsed);
        }
        tx.prepare_cached(
            "INSERT INTO seats (match_id, seat, token_hash) VALUES (?1, ?2, ?3)
             ON CONFLICT (match_id, seat) DO UPDATE SET token_hash = excluded.token_hash",
        )?
        .execute(params![change.match_id, claim.seat, claim.token_hash])?;
    }
    tx.prepare_cached(
        "INSERT INTO actions (match_id, seq, actor, action, events, request_hash, to_act, deadline_ms, kind)
         VALUES (?1, ?2, ?3, ?4, '[]', '', ?5, ?6, ?7)",
    )?
    .execute(params![
        change.match_id,
        version,
        change.actor,
        change.note,
        change.to_act,
        change.deadline_ms,
        change.kind
    ])?;
    tx.commit()?;
    Ok(Changed::Committed { version })
}

pub(super) fn find_invite(
    connection: &Connection,
    match_id: &str,
    invite_hash: &str,
) -> Result<Option<InviteFound>, StoreError> {
    Ok(connection
        .prepare_cached(
            "SELECT seat, used_at IS NOT NULL FROM invites WHERE invite_hash = ?1 AND match_id = ?2",
        )?
        .query_row(params![invite_hash, match_id], |row| {
            Ok(InviteFound {
                seat: u8::try_from(row.get::<_, i64>(0)?).unwrap_or(u8::MAX),
                used: row.get(1)?,
            })
        })
        .optional()?)
}

pub(super) fn replace_invite(
    connection: &mut Connection,
    match_id: &str,
    seat: u8,
    invite_hash: Option<&str>,
) -> Result<(), StoreError> {
    let tx = connection.transaction()?;
    tx.prepare_cached("DELETE FROM invites WHERE match_id = ?1 AND seat = ?2 AND used_at IS NULL")?
        .execute(params![match_id, seat])?;
    if let Some(hash) = invite_hash {
        tx.prepare_cached("INSERT INTO invites (invite_hash, match_id, seat) VALUES (?1, ?2, ?3)")?
            .execute(params![hash, match_id, seat])?;
    }
    tx.commit()?;
    Ok(())
}

pub(super) fn set_token(
    connection: &Connection,
    match_id: &str,
    credential: Credential,
    token_hash: &str,
) -> Result<(), StoreError> {
    match credential {
        Credential::Owner => connection
            .prepare_cached("UPDATE matches SET owner_token_hash = ?2 WHERE id = ?1")?
            .execute(params![match_id, token_hash])?,
        Credential::Seat(seat) => connection
            .prepare_cached(
                "INSERT INTO seats (match_id, seat, token_hash) VALUES (?1, ?2, ?3)
                 ON CONFLICT (match_id, seat) DO UPDATE SET token_hash = excluded.token_hash",
            )?
            .execute(params![match_id, seat, token_hash])?,
    };
    Ok(())
}

/// The rematch `new_id` sends its webhooks where the match `old_id` did, with its secret.
pub(super) fn copy_notify(
    tx: &Transaction<'_>,
    old_id: &str,
    new_id: &str,
) -> Result<(), StoreError> {
    tx.prepare_cached(
        "UPDATE matches SET notify_url = (SELECT notify_url FROM matches WHERE id = ?1),
         notify_secret = (SELECT notify_secret FROM matches WHERE id = ?1) WHERE id = ?2",
    )?
    .execute(params![old_id, new_id])?;
    Ok(())
}
