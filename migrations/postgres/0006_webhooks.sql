-- As SQLite's 0008: a match's notification target (`notify_url`, and `notify_secret`, kept
-- because signing needs it and never read back into a view) and the outbox of deliveries,
-- one row per committed action of a match with a target, written by the action's own
-- statement. A node claims a due row by setting `lease_until` (`FOR UPDATE SKIP LOCKED`, so
-- two nodes never hold one delivery at once); it ends `delivered_at` or `failed_at`.

ALTER TABLE matches ADD COLUMN notify_url TEXT;
ALTER TABLE matches ADD COLUMN notify_secret TEXT;

CREATE TABLE deliveries (
    id              TEXT PRIMARY KEY,
    match_id        TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    version         BIGINT NOT NULL,
    -- The JSON body sent, exactly as signed.
    payload         TEXT NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMPTZ NOT NULL,
    lease_until     TIMESTAMPTZ,
    delivered_at    TIMESTAMPTZ,
    failed_at       TIMESTAMPTZ,
    last_error      TEXT,
    created_at      TIMESTAMPTZ NOT NULL
);

-- The sender's search: only deliveries still to send have an entry.
CREATE INDEX deliveries_due ON deliveries (next_attempt_at)
    WHERE delivered_at IS NULL AND failed_at IS NULL;
-- A match's earlier deliveries still to send (sent first), and the cascade of its deletion.
CREATE INDEX deliveries_by_match ON deliveries (match_id, version);
