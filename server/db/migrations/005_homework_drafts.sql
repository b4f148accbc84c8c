-- Draft answers of a homework, saved while the student works (issue 19, item 8; beyond the spec, which
-- keeps progress on the device only): a student who changes phone goes on where they were. One row per
-- student homework; a save replaces it only when it is newer (saved_at_ms, the device's clock).
CREATE TABLE homework_drafts (
  student_homework_id text PRIMARY KEY REFERENCES student_homeworks (id) ON DELETE CASCADE,
  answers jsonb NOT NULL,
  saved_at_ms bigint NOT NULL,
  updated_at_sec bigint NOT NULL
);
