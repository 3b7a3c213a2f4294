//! The schema, from the numbered files in `migrations/`, applied in order at startup.

use rusqlite_migration::{Migrations, M};

/// Every migration file, in order. A test checks that no file in `migrations/` is missing.
pub const FILES: [(&str, &str); 9] = [
    (
        "0001_named_matches.sql",
        include_str!("../../../../migrations/0001_named_matches.sql"),
    ),
    (
        "0002_idempotency_expiry.sql",
        include_str!("../../../../migrations/0002_idempotency_expiry.sql"),
    ),
    (
        "0003_idempotency_index_partial.sql",
        include_str!("../../../../migrations/0003_idempotency_index_partial.sql"),
    ),
    (
        "0004_idempotency_key_per_credential.sql",
        include_str!("../../../../migrations/0004_idempotency_key_per_credential.sql"),
    ),
    (
        "0005_bot_seats.sql",
        include_str!("../../../../migrations/0005_bot_seats.sql"),
    ),
    (
        "0006_actions_to_act.sql",
        include_str!("../../../../migrations/0006_actions_to_act.sql"),
    ),
    (
        "0007_turn_deadlines.sql",
        include_str!("../../../../migrations/0007_turn_deadlines.sql"),
    ),
    (
        "0008_webhooks.sql",
        include_str!("../../../../migrations/0008_webhooks.sql"),
    ),
    (
        "0009_gathering.sql",
        include_str!("../../../../migrations/0009_gathering.sql"),
    ),
];

pub fn migrations() -> Migrations<'static> {
    Migrations::new(FILES.iter().map(|(_, sql)| M::up(sql)).collect())
}
