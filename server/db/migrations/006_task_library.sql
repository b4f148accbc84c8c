-- What a teacher can start in class (issue 13): the school's startable classroom tasks, each a whole
-- task body (an exercise on episodes, or an interactive task of a registered kind). Starting one copies
-- it into group_tasks for the class.
CREATE TABLE task_library (
  id text PRIMARY KEY,
  unit_id text REFERENCES units (id),
  title text NOT NULL,
  task_type int NOT NULL,
  episode_ids jsonb NOT NULL DEFAULT '[]',
  interactive_task jsonb,
  position int NOT NULL
);
