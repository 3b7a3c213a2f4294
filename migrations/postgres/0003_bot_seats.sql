-- As SQLite's 0005: bot seats. `bots` lists the seats the service plays (JSON text, `[]` for
-- matches of people only); `bot_turn` says a bot is among those to act now, written with every
-- state, so any node finds the bot turns left to play with one indexed read; `by_bot` marks
-- the log rows a bot played.

ALTER TABLE matches ADD COLUMN bots TEXT NOT NULL DEFAULT '[]';
ALTER TABLE matches ADD COLUMN bot_turn BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE actions ADD COLUMN by_bot BOOLEAN NOT NULL DEFAULT FALSE;

CREATE INDEX matches_awaiting_bots ON matches (updated_at) WHERE bot_turn;
