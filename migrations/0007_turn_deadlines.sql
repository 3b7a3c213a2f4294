-- Turn deadlines: `turn_clock` holds a match's time per turn and what happens when it runs
-- out (JSON text, NULL for a match without a clock); `deadline_ms` is when the seats to act
-- now run out of time (milliseconds since the Unix epoch, NULL when no seat is due or the
-- match has no clock), rewritten with every state. Each log row keeps the deadline its
-- version set, and whether the clock, not the seat, chose it.

ALTER TABLE matches ADD COLUMN turn_clock TEXT;
ALTER TABLE matches ADD COLUMN deadline_ms INTEGER;
ALTER TABLE actions ADD COLUMN deadline_ms INTEGER;
ALTER TABLE actions ADD COLUMN timed_out INTEGER NOT NULL DEFAULT 0;

-- Partial: matches without a clock add no entry.
CREATE INDEX matches_by_deadline ON matches (deadline_ms) WHERE deadline_ms IS NOT NULL;
