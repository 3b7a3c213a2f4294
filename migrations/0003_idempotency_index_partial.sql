-- Every action wrote an entry into the index behind `UNIQUE (match_id, idempotency_key)`, also
-- for the actions sent without a key (most of them), so each commit dirtied one more page.
-- The constraint becomes a partial unique index over keyed actions only: keys stay unique per
-- match exactly as before (NULLs never collided), and a keyless action now touches the table
-- and its primary key only. SQLite cannot drop a table constraint, so the table is rebuilt
-- with the same columns and rows.

CREATE TABLE actions_rebuilt (
    match_id        TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    -- 1 for the first action; equals the match version right after it.
    seq             INTEGER NOT NULL,
    actor           TEXT NOT NULL,
    action          TEXT NOT NULL,
    events          TEXT NOT NULL,
    idempotency_key TEXT,
    -- SHA-256 of who asked and the request body, to tell a retry from another request with the
    -- same key.
    request_hash    TEXT,
    -- The body first returned for this action, returned again to a retry; only kept when the
    -- request carried an idempotency key.
    response        TEXT,
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (match_id, seq)
);

INSERT INTO actions_rebuilt (match_id, seq, actor, action, events, idempotency_key, request_hash, response, created_at)
    SELECT match_id, seq, actor, action, events, idempotency_key, request_hash, response, created_at
    FROM actions ORDER BY rowid;

DROP TABLE actions;
ALTER TABLE actions_rebuilt RENAME TO actions;

CREATE UNIQUE INDEX actions_idempotency_key ON actions (match_id, idempotency_key)
    WHERE idempotency_key IS NOT NULL;
-- As in 0002: the expiry sweep reads only the rows that still hold a key.
CREATE INDEX actions_idempotency_expiry ON actions (created_at) WHERE idempotency_key IS NOT NULL;
