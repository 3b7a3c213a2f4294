-- Named matches: a game kept by the service, its seats' hashed tokens and every action applied.

CREATE TABLE matches (
    id               TEXT PRIMARY KEY,
    name             TEXT UNIQUE,
    game             TEXT NOT NULL,
    -- The engine version the match was created with; replays use the same rules.
    rules_version    TEXT NOT NULL,
    players          INTEGER NOT NULL,
    options          TEXT NOT NULL,
    seed             INTEGER NOT NULL,
    chance           TEXT NOT NULL,
    -- The full current state as JSON; always equal to replaying `actions` from setup.
    state            TEXT NOT NULL,
    -- How many actions have been applied; the ETag and If-Match value.
    version          INTEGER NOT NULL DEFAULT 0,
    status           TEXT NOT NULL CHECK (status IN ('active', 'finished')),
    owner_token_hash TEXT NOT NULL,
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX matches_by_game_and_status ON matches (game, status);

CREATE TABLE seats (
    match_id   TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    PRIMARY KEY (match_id, seat)
);

CREATE TABLE actions (
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
    PRIMARY KEY (match_id, seq),
    UNIQUE (match_id, idempotency_key)
);
