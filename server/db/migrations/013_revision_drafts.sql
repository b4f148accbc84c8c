-- Draft answers of a half-done revision (去订正; issue 32, item 12): the wrong answers fixed so far, so
-- a reload or another phone goes on at the next one. Like homework_drafts, one row per student homework,
-- replaced only by a newer save; the revision's submission (the error notebook) deletes it.
CREATE TABLE revision_drafts (
  student_homework_id text PRIMARY KEY REFERENCES student_homeworks (id) ON DELETE CASCADE,
  answers jsonb NOT NULL,
  saved_at_ms bigint NOT NULL,
  updated_at_sec bigint NOT NULL
);
