//! How players find their seats, on PostgreSQL: a new match with its seats and invites, claims,
//! resignations and take-backs (changes logged beside the game's actions), tokens handed out
//! again for a rematch. These are rare next to actions, so each is a plain transaction.

use tokio_postgres::Transaction;

use super::*;

/// Writes a new match, its seats' token hashes and its invites, inside the caller's
/// transaction; [`StoreError::NameTaken`] when its name is in use.
pub(super) async fn insert(tx: &Transaction<'_>, new: &NewMatch) -> Result<(), StoreError> {
    let seed = new.seed as i64;
    let players = i16::from(new.players);
    let open_seats = i16::from(new.open_seats);
    let inserted = tx
        .execute(
            "INSERT INTO matches (id, name, game, rules_version, players, options, seed, chance, state, status, owner_token_hash, bots, bot_turn, turn_clock, deadline_ms, notify_url, notify_secret, visibility, open_seats, seating)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)",
            &[
                &new.id,
                &new.name,
                &new.game,
                &new.rules_version,
                &players,
                &new.options.to_string(),
                &seed,
                &new.chance,
                &new.state_json,
                &new.status.as_str(),
                &new.owner_token_hash,
                &new.bots_json,
                &new.bot_turn,
                &new.turn_clock,
                &new.deadline_ms,
                &new.notify.as_ref().map(|target| target.url.as_str()),
                &new.notify.as_ref().map(|target| target.secret.expose()),
                &new.visibility.as_str(),
                &open_seats,
                &new.seating_json,
            ],
        )
        .await
        .map_err(StoreError::from);
    match inserted {
        Err(error) if is_code(&error, &SqlState::UNIQUE_VIOLATION) => {
            return Err(StoreError::NameTaken(new.name.clone().unwrap_or_default()))
        }
        other => other?,
    };
    for (seat, hash) in &new.seat_token_hashes {
        tx.execute(
            "INSERT INTO seats (match_id, seat, token_hash) VALUES ($1, $2, $3)",
            &[&new.id, &i16::from(*seat), hash],
        )
        .await?;
    }
    for (seat, hash) in &new.invite_hashes {
        tx.execute(
            "INSERT INTO invites (invite_hash, match_id, seat) VALUES ($1, $2, $3)",
            &[hash, &new.id, &i16::from(*seat)],
        )
        .await?;
    }
    Ok(())
}

impl PostgresStore {
    pub(super) fn token_holder(&self, token_hash: &str) -> Result<Option<MatchRecord>, StoreError> {
        self.run(async {
            let client = self.pool.get().await?;
            // Two lookups, each by its own unique index, as `by_id_or_name` does.
            by_id_or_name(
                &client,
                [
                    concat!(
                        "SELECT ",
                        match_columns!(),
                        " FROM matches WHERE id = (SELECT match_id FROM seats WHERE token_hash = $1)"
                    ),
                    concat!(
                        "SELECT ",
                        match_columns!(),
                        " FROM matches WHERE owner_token_hash = $1"
                    ),
                ],
                &[&token_hash],
            )
            .await?
            .as_ref()
            .map(record)
            .transpose()
        })
    }

    pub(super) fn change(&self, change: &MatchChange) -> Result<Changed, StoreError> {
        self.run(async {
            let mut client = self.pool.get().await?;
            let tx = client.transaction().await?;
            let version = change.expected_version + 1;
            let open_seats = i16::from(change.open_seats);
            let moved = tx
                .execute(
                    "UPDATE matches SET state = $1, version = $2, status = $3, abandoned = $4,
                     bots = $5, bot_turn = $6, deadline_ms = $7, seating = $8, open_seats = $9,
                     updated_at = now() WHERE id = $10 AND version = $11",
                    &[
                        &change.state_json,
                        &version,
                        &change.status.as_str(),
                        &change.abandoned,
                        &change.bots_json,
                        &change.bot_turn,
                        &change.deadline_ms,
                        &change.seating_json,
                        &open_seats,
                        &change.match_id,
                        &change.expected_version,
                    ],
                )
                .await?;
            if moved == 0 {
                let current = tx
                    .query_opt(
                        "SELECT version FROM matches WHERE id = $1",
                        &[&change.match_id],
                    )
                    .await?;
                return Ok(match current {
                    Some(row) => Changed::Conflict {
                        current: row.try_get(0)?,
                    },
                    None => Changed::MatchGone,
                });
            }
            if let Some(claim) = &change.claim {
                let used = tx
                    .execute(
                        "UPDATE invites SET used_at = now()
                         WHERE invite_hash = $1 AND match_id = $2 AND used_at IS NULL",
                        &[&claim.invite_hash, &change.match_id],
                    )
                    .await?;
                if used == 0 {
                    return Ok(Changed::InviteUsed);
                }
                tx.execute(
                    "INSERT INTO seats (match_id, seat, token_hash) VALUES ($1, $2, $3)
                     ON CONFLICT (match_id, seat) DO UPDATE SET token_hash = excluded.token_hash",
                    &[&change.match_id, &i16::from(claim.seat), &claim.token_hash],
                )
                .await?;
            }
            tx.execute(
                "INSERT INTO actions (match_id, seq, actor, action, events, request_hash, to_act, deadline_ms, kind)
                 VALUES ($1, $2, $3, $4, '[]', '', $5, $6, $7)",
                &[
                    &change.match_id,
                    &version,
                    &change.actor,
                    &change.note,
                    &change.to_act,
                    &change.deadline_ms,
                    &change.kind,
                ],
            )
            .await?;
            tx.commit().await?;
            Ok(Changed::Committed { version })
        })
    }

    pub(super) fn invite(
        &self,
        match_id: &str,
        invite_hash: &str,
    ) -> Result<Option<InviteFound>, StoreError> {
        self.run(async {
            let client = self.pool.get().await?;
            let row = client
                .query_opt(
                    "SELECT seat, used_at IS NOT NULL FROM invites
                     WHERE invite_hash = $1 AND match_id = $2",
                    &[&invite_hash, &match_id],
                )
                .await?;
            row.map(|row| {
                Ok(InviteFound {
                    seat: u8::try_from(row.try_get::<_, i16>(0)?).unwrap_or(u8::MAX),
                    used: row.try_get(1)?,
                })
            })
            .transpose()
        })
    }

    pub(super) fn reissue_invite(
        &self,
        match_id: &str,
        seat: u8,
        invite_hash: Option<&str>,
    ) -> Result<(), StoreError> {
        self.run(async {
            let mut client = self.pool.get().await?;
            let tx = client.transaction().await?;
            let seat = i16::from(seat);
            tx.execute(
                "DELETE FROM invites WHERE match_id = $1 AND seat = $2 AND used_at IS NULL",
                &[&match_id, &seat],
            )
            .await?;
            if let Some(hash) = invite_hash {
                tx.execute(
                    "INSERT INTO invites (invite_hash, match_id, seat) VALUES ($1, $2, $3)",
                    &[&hash, &match_id, &seat],
                )
                .await?;
            }
            tx.commit().await?;
            Ok(())
        })
    }

    pub(super) fn reissue_token(
        &self,
        match_id: &str,
        credential: Credential,
        token_hash: &str,
    ) -> Result<(), StoreError> {
        self.run(async {
            let client = self.pool.get().await?;
            match credential {
                Credential::Owner => {
                    client
                        .execute(
                            "UPDATE matches SET owner_token_hash = $2 WHERE id = $1",
                            &[&match_id, &token_hash],
                        )
                        .await?
                }
                Credential::Seat(seat) => {
                    client
                        .execute(
                            "INSERT INTO seats (match_id, seat, token_hash) VALUES ($1, $2, $3)
                             ON CONFLICT (match_id, seat) DO UPDATE SET token_hash = excluded.token_hash",
                            &[&match_id, &i16::from(seat), &token_hash],
                        )
                        .await?
                }
            };
            Ok(())
        })
    }

    pub(super) fn rematch(
        &self,
        old_id: &str,
        new: &NewMatch,
    ) -> Result<Option<String>, StoreError> {
        self.run(async {
            let mut client = self.pool.get().await?;
            let tx = client.transaction().await?;
            // The row lock this update takes makes a second asker wait, then find it set.
            let linked = tx
                .execute(
                    "UPDATE matches SET rematch_id = $2 WHERE id = $1 AND rematch_id IS NULL",
                    &[&old_id, &new.id],
                )
                .await?;
            if linked == 0 {
                let row = tx
                    .query_opt("SELECT rematch_id FROM matches WHERE id = $1", &[&old_id])
                    .await?;
                return Ok(match row {
                    Some(row) => row.try_get(0)?,
                    None => None,
                });
            }
            insert(&tx, new).await?;
            // It sends its webhooks where the old match did, with its secret.
            tx.execute(
                "UPDATE matches SET notify_url = (SELECT notify_url FROM matches WHERE id = $1),
                 notify_secret = (SELECT notify_secret FROM matches WHERE id = $1) WHERE id = $2",
                &[&old_id, &new.id],
            )
            .await?;
            tx.commit().await?;
            Ok(None)
        })
    }
}
