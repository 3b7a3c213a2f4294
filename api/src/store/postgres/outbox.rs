//! The webhook outbox on PostgreSQL: due deliveries leased to one node at a time, and each
//! attempt's outcome recorded only by the claim that still holds the lease.

use super::*;

impl PostgresStore {
    pub(super) fn claim_outbox(
        &self,
        now: SystemTime,
        lease: Duration,
        limit: u32,
    ) -> Result<Vec<Delivery>, StoreError> {
        let until = OffsetDateTime::from(now.checked_add(lease).unwrap_or(now));
        let now = OffsetDateTime::from(now);
        self.run(async {
            let client = self.pool.get().await?;
            // `SKIP LOCKED`: a delivery another node is claiming this moment is left to it,
            // and once claimed its lease keeps every other claim off it. The target is read
            // per claimed row by its key, not joined: a join could be planned as a scan of
            // every match, every second, on every node.
            let statement = client
                .prepare_cached(
                    "UPDATE deliveries AS claimed SET lease_until = $2, attempts = claimed.attempts + 1
                     WHERE claimed.id IN (
                         SELECT due.id FROM deliveries AS due
                         WHERE due.delivered_at IS NULL AND due.failed_at IS NULL
                           AND due.next_attempt_at <= $1
                           AND (due.lease_until IS NULL OR due.lease_until < $1)
                           AND NOT EXISTS (
                               SELECT 1 FROM deliveries AS earlier
                               WHERE earlier.match_id = due.match_id
                                 AND earlier.version < due.version
                                 AND earlier.delivered_at IS NULL AND earlier.failed_at IS NULL)
                         ORDER BY due.next_attempt_at LIMIT $3
                         FOR UPDATE OF due SKIP LOCKED)
                     RETURNING claimed.id, claimed.match_id, claimed.version, claimed.payload,
                         claimed.attempts,
                         (SELECT notify_url FROM matches WHERE matches.id = claimed.match_id),
                         (SELECT notify_secret FROM matches WHERE matches.id = claimed.match_id)",
                )
                .await?;
            let rows = client
                .query(&statement, &[&now, &until, &i64::from(limit)])
                .await?;
            let mut claimed = Vec::new();
            for row in &rows {
                let url: Option<String> = row.try_get(5)?;
                let secret: Option<String> = row.try_get(6)?;
                // A delivery is only ever queued for a match with a target, and a target is
                // never removed: a row without one is skipped rather than sent nowhere.
                if let (Some(url), Some(secret)) = (url, secret) {
                    claimed.push(Delivery {
                        id: row.try_get(0)?,
                        match_id: row.try_get(1)?,
                        version: row.try_get(2)?,
                        payload: row.try_get(3)?,
                        attempts: i64::from(row.try_get::<_, i32>(4)?),
                        target: NotifyTarget {
                            url,
                            secret: NotifySecret::new(secret),
                        },
                    });
                }
            }
            Ok(claimed)
        })
    }

    pub(super) fn finish_outbox(
        &self,
        delivery: &Delivery,
        attempted: &Attempted,
        now: SystemTime,
    ) -> Result<Settled, StoreError> {
        let now = OffsetDateTime::from(now);
        self.run(async {
            let client = self.pool.get().await?;
            let settled = match attempted {
                Attempted::Delivered => {
                    let statement = client
                        .prepare_cached(
                            "UPDATE deliveries SET delivered_at = $2, failed_at = NULL,
                                 lease_until = NULL, last_error = NULL
                             WHERE id = $1 AND delivered_at IS NULL",
                        )
                        .await?;
                    (client.execute(&statement, &[&delivery.id, &now]).await? > 0)
                        .then_some(Settled::Delivered)
                }
                Attempted::Failed {
                    error,
                    retry_at,
                    give_up_before,
                } => {
                    let statement = client
                        .prepare_cached(
                            "UPDATE deliveries SET lease_until = NULL, last_error = $3,
                                 next_attempt_at = $4,
                                 failed_at = CASE WHEN created_at < $5::TIMESTAMPTZ THEN $6::TIMESTAMPTZ END
                             WHERE id = $1 AND attempts = $2
                               AND delivered_at IS NULL AND failed_at IS NULL
                             RETURNING failed_at IS NOT NULL",
                        )
                        .await?;
                    let attempts = i32::try_from(delivery.attempts).unwrap_or(i32::MAX);
                    let row = client
                        .query_opt(
                            &statement,
                            &[
                                &delivery.id,
                                &attempts,
                                error,
                                &OffsetDateTime::from(*retry_at),
                                &OffsetDateTime::from(*give_up_before),
                                &now,
                            ],
                        )
                        .await?;
                    row.map(|row| row.try_get::<_, bool>(0))
                        .transpose()?
                        .map(Settled::failed)
                }
            };
            Ok(settled.unwrap_or(Settled::NotHeld))
        })
    }
}
