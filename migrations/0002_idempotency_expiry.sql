-- Stored idempotent answers expire (`--idempotency-ttl`): each write clears the key and answer of
-- actions older than the cutoff. This partial index holds only rows that still have a key, so
-- the sweep reads just the expired ones. Only an index is added; no table changes.

CREATE INDEX actions_idempotency_expiry ON actions (created_at) WHERE idempotency_key IS NOT NULL;
