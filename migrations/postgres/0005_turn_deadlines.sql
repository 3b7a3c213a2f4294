-- As SQLite's 0007: turn deadlines. `turn_clock` is the match's time per turn and timeout
-- policy (JSON text, NULL without a clock); `deadline_ms` when the seats to act now run out of
-- time (milliseconds since the Unix epoch), rewritten with every state; each log row keeps its
-- version's deadline and whether the clock chose it.

ALTER TABLE matches ADD COLUMN turn_clock TEXT;
ALTER TABLE matches ADD COLUMN deadline_ms BIGINT;
ALTER TABLE actions ADD COLUMN deadline_ms BIGINT;
ALTER TABLE actions ADD COLUMN timed_out BOOLEAN NOT NULL DEFAULT FALSE;

CREATE INDEX matches_by_deadline ON matches (deadline_ms) WHERE deadline_ms IS NOT NULL;
