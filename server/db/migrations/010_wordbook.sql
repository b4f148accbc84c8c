-- The word book (issue 16): the words a student collected, and the words they looked up, one row per
-- student and word (collecting or looking up again updates the time).
CREATE TABLE wordbook_items (
  student_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  word text NOT NULL,
  source int NOT NULL,
  created_at_sec bigint NOT NULL,
  updated_at_sec bigint NOT NULL,
  PRIMARY KEY (student_id, word)
);

CREATE TABLE word_lookups (
  student_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  word text NOT NULL,
  created_at_sec bigint NOT NULL,
  updated_at_sec bigint NOT NULL,
  PRIMARY KEY (student_id, word)
);
