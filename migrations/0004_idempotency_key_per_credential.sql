-- An Idempotency-Key named a stored answer per match, so one seat's key answered another
-- seat's request (422 `idempotency-key-reused`), and a stale If-Match told used keys from
-- unused ones. A key is now unique per match and per actor: the seat a seat's token acts as,
-- or the table for the owner's token, one-to-one with the credential and written on every
-- action already. Keys stored before this migration therefore stay with the token that sent
-- them, and no row changes: only the unique index gains the actor. The new index is built
-- before the old one goes, so keys are unique throughout.

CREATE UNIQUE INDEX actions_idempotency_key_per_actor ON actions (match_id, actor, idempotency_key)
    WHERE idempotency_key IS NOT NULL;
DROP INDEX actions_idempotency_key;
