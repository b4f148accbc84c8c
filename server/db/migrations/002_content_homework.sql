-- Content (units, episodes, activities as served JSON) and homework with its answers.
CREATE TABLE units (
  id text PRIMARY KEY,
  textbook text NOT NULL,
  category text NOT NULL,
  title text NOT NULL
);

CREATE TABLE episodes (
  id text PRIMARY KEY,
  unit_id text NOT NULL REFERENCES units (id),
  episode_type int NOT NULL,
  position int NOT NULL,
  title text NOT NULL,
  -- A follow-up (remedial) episode names the episode it follows and the activities it remediates.
  parent_id text REFERENCES episodes (id),
  parent_activity_ids jsonb,
  video_url text
);
CREATE INDEX episodes_parent ON episodes (parent_id);

CREATE TABLE activities (
  id text PRIMARY KEY,
  episode_id text NOT NULL REFERENCES episodes (id),
  position int NOT NULL,
  type int NOT NULL,
  content jsonb NOT NULL
);
CREATE INDEX activities_episode ON activities (episode_id, position);

CREATE TABLE group_homeworks (
  id text PRIMARY KEY,
  class_id text NOT NULL REFERENCES classes (id),
  unit_id text NOT NULL REFERENCES units (id),
  title text NOT NULL,
  category text NOT NULL,
  revisal boolean NOT NULL DEFAULT true,
  tasks jsonb NOT NULL DEFAULT '[]',
  image_url text,
  description text,
  period_id text,
  topic text,
  created_at_sec bigint NOT NULL
);

-- The main episodes a homework is made of, in order.
CREATE TABLE group_homework_episodes (
  group_homework_id text NOT NULL REFERENCES group_homeworks (id) ON DELETE CASCADE,
  episode_id text NOT NULL REFERENCES episodes (id),
  position int NOT NULL,
  PRIMARY KEY (group_homework_id, episode_id)
);

CREATE TABLE student_homeworks (
  id text PRIMARY KEY,
  group_homework_id text NOT NULL REFERENCES group_homeworks (id) ON DELETE CASCADE,
  student_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status int NOT NULL DEFAULT 1,
  accuracy int,
  spoken_comments jsonb NOT NULL DEFAULT '[]',
  task_results jsonb NOT NULL DEFAULT '[]',
  created_at_sec bigint NOT NULL,
  updated_at_sec bigint NOT NULL,
  UNIQUE (group_homework_id, student_id)
);
CREATE INDEX student_homeworks_page ON student_homeworks (student_id, updated_at_sec DESC, id DESC);

-- One row per answered activity: a later answer to the same activity replaces the earlier one.
CREATE TABLE homework_answers (
  student_homework_id text NOT NULL REFERENCES student_homeworks (id) ON DELETE CASCADE,
  activity_id text NOT NULL REFERENCES activities (id),
  episode_id text NOT NULL,
  episode_type int NOT NULL,
  correct boolean NOT NULL,
  answer jsonb NOT NULL,
  answered_at_sec bigint NOT NULL,
  PRIMARY KEY (student_homework_id, activity_id)
);
