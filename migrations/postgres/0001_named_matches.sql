-- Named matches on PostgreSQL: the same tables as the SQLite store's migrations 0001–0003 reach,
-- in SQL that CockroachDB and YugabyteDB accept too (no advisory locks, no triggers, no
-- PostgreSQL-only types). JSON is kept as the text the engine wrote (`jsonb` would reorder its
-- keys, and the stored text is the record).

CREATE TABLE matches (
    -- Listing order and the page token: ids are random, so pages need a column of their own.
    row_order        BIGSERIAL NOT NULL UNIQUE,
    id               TEXT PRIMARY KEY,
    name             TEXT UNIQUE,
    game             TEXT NOT NULL,
    -- The engine version the match was created with; replays use the same rules.
    rules_version    TEXT NOT NULL,
    players          SMALLINT NOT NULL,
    options          TEXT NOT NULL,
    seed             BIGINT NOT NULL,
    chance           TEXT NOT NULL,
    -- The full current state as JSON; always equal to replaying `actions` from setup.
    state            TEXT NOT NULL,
    -- How many actions have been applied; the ETag and If-Match value.
    version          BIGINT NOT NULL DEFAULT 0,
    status           TEXT NOT NULL CHECK (status IN ('active', 'finished')),
    owner_token_hash TEXT NOT NULL,
    created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX matches_by_game_and_status ON matches (game, status);

CREATE TABLE seats (
    match_id   TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat       SMALLINT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    PRIMARY KEY (match_id, seat)
);

CREATE TABLE actions (
    match_id        TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    -- 1 for the first action; equals the match version right after it.
    seq             BIGINT NOT NULL,
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
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (match_id, seq)
);

-- Keys are unique per match in the database itself, so a retry racing its first attempt on
-- another node cannot apply twice; partial, so keyless actions add no index entry.
CREATE UNIQUE INDEX actions_idempotency_key ON actions (match_id, idempotency_key)
    WHERE idempotency_key IS NOT NULL;
-- The expiry sweep reads only the rows that still hold a key.
CREATE INDEX actions_idempotency_expiry ON actions (created_at) WHERE idempotency_key IS NOT NULL;
