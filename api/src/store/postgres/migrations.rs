//! The PostgreSQL schema, from the numbered files in `migrations/postgres/`, applied in order at
//! startup. Several nodes may start at once, and advisory locks are not available on the
//! distributed databases this store also runs on, so each migration claims its number in the
//! same transaction that applies it: the primary key of `quarterdeck_schema` lets exactly one
//! node apply it, and a node that loses the race finds it applied and goes on.

use deadpool_postgres::Client;
use tokio_postgres::error::SqlState;

use crate::store::StoreError;

/// Every migration file, in order. A test checks that no file in `migrations/postgres/` is
/// missing.
pub const FILES: [(&str, &str); 7] = [
    (
        "0001_named_matches.sql",
        include_str!("../../../../migrations/postgres/0001_named_matches.sql"),
    ),
    (
        "0002_idempotency_key_per_credential.sql",
        include_str!("../../../../migrations/postgres/0002_idempotency_key_per_credential.sql"),
    ),
    (
        "0003_bot_seats.sql",
        include_str!("../../../../migrations/postgres/0003_bot_seats.sql"),
    ),
    (
        "0004_actions_to_act.sql",
        include_str!("../../../../migrations/postgres/0004_actions_to_act.sql"),
    ),
    (
        "0005_turn_deadlines.sql",
        include_str!("../../../../migrations/postgres/0005_turn_deadlines.sql"),
    ),
    (
        "0006_webhooks.sql",
        include_str!("../../../../migrations/postgres/0006_webhooks.sql"),
    ),
    (
        "0007_gathering.sql",
        include_str!("../../../../migrations/postgres/0007_gathering.sql"),
    ),
];

/// Which migrations a database has; created by the first node that starts on it.
const SCHEMA_TABLE: &str = "CREATE TABLE IF NOT EXISTS quarterdeck_schema (
    version    INTEGER PRIMARY KEY,
    file       TEXT NOT NULL,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
)";

/// Brings the schema of `database` (a description without the password) up to date; a schema
/// newer than this binary knows is refused and left untouched.
pub(super) async fn to_latest(client: &mut Client, database: &str) -> Result<(), StoreError> {
    let failed = |error: tokio_postgres::Error| StoreError::PostgresMigration {
        database: database.to_owned(),
        detail: detail(&error),
    };
    // Two nodes creating the table at the same moment: PostgreSQL can answer the loser, even
    // with IF NOT EXISTS, that the table's row type already exists or with a unique violation
    // in its catalogue; either way the table exists then (a test starts nodes together).
    if let Err(error) = client.batch_execute(SCHEMA_TABLE).await {
        let created_by_another = is_unique_violation(&error)
            || [SqlState::DUPLICATE_OBJECT, SqlState::DUPLICATE_TABLE]
                .iter()
                .any(|code| error.code() == Some(code));
        if !created_by_another {
            return Err(failed(error));
        }
    }
    let found: i32 = client
        .query_one(
            "SELECT COALESCE(MAX(version), 0)::INTEGER FROM quarterdeck_schema",
            &[],
        )
        .await
        .and_then(|row| row.try_get(0))
        .map_err(failed)?;
    let known = FILES.len();
    if usize::try_from(found).unwrap_or(usize::MAX) > known {
        return Err(StoreError::PostgresTooNew {
            database: database.to_owned(),
            found: i64::from(found),
            known,
        });
    }
    for (index, (file, sql)) in FILES.iter().enumerate() {
        let version = i32::try_from(index + 1).unwrap_or(i32::MAX);
        if version <= found {
            continue;
        }
        let transaction = client.transaction().await.map_err(failed)?;
        // The claim goes first: a node racing for the same version waits here for the other
        // one's commit and then fails on the key, before running any of the migration's DDL.
        let claimed = transaction
            .execute(
                "INSERT INTO quarterdeck_schema (version, file) VALUES ($1, $2)",
                &[&version, file],
            )
            .await;
        match claimed {
            Ok(_) => {}
            Err(error) if is_unique_violation(&error) => continue,
            Err(error) => return Err(failed(error)),
        }
        transaction.batch_execute(sql).await.map_err(failed)?;
        match transaction.commit().await {
            Ok(()) => tracing::info!(file, "applied PostgreSQL migration"),
            Err(error) if is_unique_violation(&error) => continue,
            Err(error) => return Err(failed(error)),
        }
    }
    Ok(())
}

fn is_unique_violation(error: &tokio_postgres::Error) -> bool {
    error.code() == Some(&SqlState::UNIQUE_VIOLATION)
}

/// The server's own message when there is one, else the driver's with its cause: the
/// driver's display alone is only "db error" or "error connecting to server".
pub(super) fn detail(error: &tokio_postgres::Error) -> String {
    match (error.as_db_error(), std::error::Error::source(error)) {
        (Some(db), _) => db.to_string(),
        (None, Some(cause)) => format!("{error}: {cause}"),
        (None, None) => error.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::FILES;

    #[test]
    fn every_postgres_migration_file_is_listed_in_order() {
        crate::store::test_support::assert_migration_files_listed("postgres", &FILES);
    }
}
