-- As SQLite's 0009.
-- Gathering players. A match has a `visibility`: `public` (listed, readable by anyone),
-- `unlisted` (readable by anyone with its id or name, not listed: the default for new
-- matches) or `private` (read with a seat's or the owner's token only). Every match stored
-- before this keeps being listed and readable as it was: the column's default is `public`.
--
-- A seat may be left open at creation: it has no row in `seats` until someone claims it with
-- its invite. `invites` keeps each invite's hash (never the code); `used_at` is set by the
-- claim that used it, in the claim's own transaction, so two claims of one invite cannot both
-- win. `open_seats` counts the seats still open (a match with any is `waiting`); `seating`
-- holds, as JSON, who resigned, a take-back asked for and the match's choice on resigning;
-- `abandoned` marks a match that ended on a resignation; `rematch_id` is set once, by the
-- first seat that asks to play again.
--
-- `actions.kind` tells a game action (`action`) from a logged change of the match itself
-- (`claim`, `resign`, `take-back-asked`, ...), whose note `action` then holds.

ALTER TABLE matches ADD COLUMN visibility TEXT NOT NULL DEFAULT 'public';
ALTER TABLE matches ADD COLUMN open_seats SMALLINT NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN abandoned BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE matches ADD COLUMN rematch_id TEXT;
ALTER TABLE matches ADD COLUMN seating TEXT NOT NULL DEFAULT '{}';
ALTER TABLE actions ADD COLUMN kind TEXT NOT NULL DEFAULT 'action';

CREATE TABLE invites (
    invite_hash TEXT PRIMARY KEY,
    match_id    TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat        SMALLINT NOT NULL,
    used_at     TIMESTAMPTZ
);

CREATE INDEX invites_by_match ON invites (match_id, seat);
-- The public listing reads only public matches.
CREATE INDEX matches_listed ON matches (visibility, game, status);
