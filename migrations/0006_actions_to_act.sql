-- Who was to act right after each action (JSON text, as views write `to_act`), so the event
-- stream can replay any version without replaying the game. NULL on rows stored before.

ALTER TABLE actions ADD COLUMN to_act TEXT;
