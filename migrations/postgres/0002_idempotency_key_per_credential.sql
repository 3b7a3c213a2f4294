-- As SQLite's 0004: an Idempotency-Key is unique per match and per actor (the seat a seat's
-- token acts as, or the table for the owner's token), so another token's key means nothing to
-- a request. Keys stored before stay with the token that sent them (`actor` is on every row).
-- The new index comes first, so keys stay unique throughout; CASCADE because CockroachDB
-- treats a unique index as a constraint that a plain DROP INDEX refuses to remove.

CREATE UNIQUE INDEX actions_idempotency_key_per_actor ON actions (match_id, actor, idempotency_key)
    WHERE idempotency_key IS NOT NULL;
DROP INDEX actions_idempotency_key CASCADE;
