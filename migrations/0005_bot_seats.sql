-- Bot seats: a match may name seats the service plays itself. `bots` lists them as JSON
-- (seat, kind and budget; `[]` for matches of people only, as every match stored before).
-- `bot_turn` says a bot is among those to act now, written with every state, so a node that
-- starts, or that outlives another node thinking for a bot, finds the bot turns left to play
-- with one indexed read. `by_bot` marks the log rows a bot played.

ALTER TABLE matches ADD COLUMN bots TEXT NOT NULL DEFAULT '[]';
ALTER TABLE matches ADD COLUMN bot_turn INTEGER NOT NULL DEFAULT 0;
ALTER TABLE actions ADD COLUMN by_bot INTEGER NOT NULL DEFAULT 0;

-- Partial: matches of people only, and bots waiting on people, add no entry.
CREATE INDEX matches_awaiting_bots ON matches (updated_at) WHERE bot_turn = 1;
