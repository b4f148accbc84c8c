-- A school of its own (issue 34): every change an administrator or a teacher makes to people, in order,
-- for the administrator to read (who, what, when). Kept when the person acting is later disabled.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  actor_id text NOT NULL REFERENCES users (id),
  action text NOT NULL,
  target text,
  summary text NOT NULL,
  at_sec bigint NOT NULL
);

-- A roster names a class by grade and name: one class per pair in a school.
CREATE UNIQUE INDEX classes_grade_name ON classes (school_id, grade_level_str, name);
