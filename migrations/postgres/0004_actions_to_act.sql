-- As SQLite's 0006: who was to act right after each action, for the event stream's replay.
-- NULL on rows stored before.

ALTER TABLE actions ADD COLUMN to_act TEXT;
