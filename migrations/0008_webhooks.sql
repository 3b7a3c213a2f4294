-- "Your turn" webhooks. A match may carry a notification target: the URL the service POSTs
-- to after each action, and the secret it signs with. The secret is kept in the clear because
-- signing needs it; it is never read back into a view.
--
-- `deliveries` is the outbox: one row per committed action of a match with a target, written
-- in the action's own transaction, so a delivery exists exactly when its action committed.
-- Its id, `<match id>.<version>`, is the delivery id receivers deduplicate by. The sender
-- claims a due row by setting `lease_until`; `attempts` counts the claims. A row ends
-- `delivered_at` or `failed_at` (given up), and goes with its match.

ALTER TABLE matches ADD COLUMN notify_url TEXT;
ALTER TABLE matches ADD COLUMN notify_secret TEXT;

CREATE TABLE deliveries (
    id              TEXT PRIMARY KEY,
    match_id        TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    version         INTEGER NOT NULL,
    -- The JSON body sent, exactly as signed.
    payload         TEXT NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    lease_until     TEXT,
    delivered_at    TEXT,
    failed_at       TEXT,
    last_error      TEXT,
    created_at      TEXT NOT NULL
);

-- The sender's search: only deliveries still to send have an entry.
CREATE INDEX deliveries_due ON deliveries (next_attempt_at)
    WHERE delivered_at IS NULL AND failed_at IS NULL;
-- A match's earlier deliveries still to send (sent first), and the cascade of its deletion.
CREATE INDEX deliveries_by_match ON deliveries (match_id, version);
