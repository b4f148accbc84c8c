-- Homework a teacher assigns (issue 37): who assigned it, when students see it (NULL: when it was made),
-- when it is due, and when it was withdrawn (it then leaves every list; the answers given stay).
ALTER TABLE group_homeworks ADD COLUMN assigned_by text REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE group_homeworks ADD COLUMN assign_at_sec bigint;
ALTER TABLE group_homeworks ADD COLUMN due_at_sec bigint;
ALTER TABLE group_homeworks ADD COLUMN withdrawn_at_sec bigint;
CREATE INDEX group_homeworks_class ON group_homeworks (class_id, created_at_sec DESC);
