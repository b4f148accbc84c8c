-- Self-grouping and collaborative learning (issue 15): the groups of a collaborative task, their members
-- with roles, likes and comments between groupmates. A student is in at most one group per task (the
-- unique key), and a group's membership changes under its row's lock (joins are counted atomically).
CREATE TABLE task_groups (
  id text PRIMARY KEY,
  group_task_id text NOT NULL REFERENCES group_tasks (id) ON DELETE CASCADE,
  class_id text NOT NULL REFERENCES classes (id),
  name text NOT NULL,
  owner_id text NOT NULL REFERENCES users (id),
  source text NOT NULL,
  locked boolean NOT NULL DEFAULT false,
  assignment_identifier text,
  created_at_sec bigint NOT NULL
);
CREATE INDEX task_groups_task ON task_groups (group_task_id, created_at_sec);

CREATE TABLE task_group_members (
  group_id text NOT NULL REFERENCES task_groups (id) ON DELETE CASCADE,
  group_task_id text NOT NULL REFERENCES group_tasks (id) ON DELETE CASCADE,
  student_id text NOT NULL REFERENCES users (id),
  role_identifiers jsonb NOT NULL DEFAULT '[]',
  joined_at_sec bigint NOT NULL,
  PRIMARY KEY (group_id, student_id),
  UNIQUE (group_task_id, student_id)
);

CREATE TABLE group_interactions (
  id bigserial PRIMARY KEY,
  group_task_id text NOT NULL REFERENCES group_tasks (id) ON DELETE CASCADE,
  from_student_id text NOT NULL REFERENCES users (id),
  target_student_id text NOT NULL REFERENCES users (id),
  action int NOT NULL,
  comment text,
  created_at_sec bigint NOT NULL
);
CREATE INDEX group_interactions_task ON group_interactions (group_task_id, created_at_sec);

-- Group changes say so on classroom_groups with the group task's id: every process drops its copy of
-- that task's groups (the 1 s group poll answers from memory, like the task poll).
CREATE FUNCTION notify_task_groups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('classroom_groups', '*');
  ELSE
    PERFORM pg_notify('classroom_groups', COALESCE(NEW.group_task_id, OLD.group_task_id));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER task_groups_changed AFTER INSERT OR UPDATE OR DELETE ON task_groups FOR EACH ROW EXECUTE FUNCTION notify_task_groups();
CREATE TRIGGER task_groups_truncated AFTER TRUNCATE ON task_groups FOR EACH STATEMENT EXECUTE FUNCTION notify_task_groups();
CREATE TRIGGER task_group_members_changed AFTER INSERT OR UPDATE OR DELETE ON task_group_members FOR EACH ROW EXECUTE FUNCTION notify_task_groups();
CREATE TRIGGER task_group_members_truncated AFTER TRUNCATE ON task_group_members FOR EACH STATEMENT EXECUTE FUNCTION notify_task_groups();
