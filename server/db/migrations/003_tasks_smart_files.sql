-- Error-notebook revisions, classroom tasks, adaptive (smart) homework, reports, uploads, events,
-- shared problems and the texts behind answer-audio clips.

-- A revision of a wrong homework answer; the latest per activity counts.
CREATE TABLE revisal_answers (
  student_homework_id text NOT NULL REFERENCES student_homeworks (id) ON DELETE CASCADE,
  activity_id text NOT NULL REFERENCES activities (id),
  correct boolean NOT NULL,
  answer jsonb NOT NULL,
  revised_at_sec bigint NOT NULL,
  PRIMARY KEY (student_homework_id, activity_id)
);

-- A task the teacher starts in class. task_type: 1 exercise, 2 interactive, 5 collaborative, 6 self-selected.
CREATE TABLE group_tasks (
  id text PRIMARY KEY,
  class_id text NOT NULL REFERENCES classes (id),
  task_type int NOT NULL,
  unit_id text REFERENCES units (id),
  period_id text,
  title text NOT NULL,
  episode_ids jsonb NOT NULL DEFAULT '[]',
  interactive_task jsonb,
  started_at_sec bigint NOT NULL,
  ended_at_sec bigint
);
CREATE INDEX group_tasks_class ON group_tasks (class_id, started_at_sec DESC);

CREATE TABLE task_answers (
  group_task_id text NOT NULL REFERENCES group_tasks (id) ON DELETE CASCADE,
  student_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  activity_id text NOT NULL,
  episode_id text NOT NULL,
  correct boolean NOT NULL,
  answer jsonb NOT NULL,
  answered_at_sec bigint NOT NULL,
  PRIMARY KEY (group_task_id, student_id, activity_id)
);

-- Interactive-task results (reading, vote, optional task ...), passed through as the client sends them.
CREATE TABLE task_results (
  id bigserial PRIMARY KEY,
  group_task_id text NOT NULL,
  student_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  body jsonb NOT NULL,
  submitted_at_sec bigint NOT NULL
);
CREATE INDEX task_results_task ON task_results (group_task_id);

-- Adaptive homework. mode: 1 weak-point training, 2 memory consolidation, 3 custom recommendation.
CREATE TABLE smart_homeworks (
  id text PRIMARY KEY,
  student_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  mode int NOT NULL CHECK (mode IN (1, 2, 3)),
  categories jsonb NOT NULL DEFAULT '[]',
  group_task_id text,
  assign_at_sec bigint NOT NULL,
  finished boolean NOT NULL DEFAULT false
);
CREATE INDEX smart_homeworks_page ON smart_homeworks (student_id, assign_at_sec DESC, id DESC);

-- The activities of an adaptive homework; uuid identifies the slot (the same activity may recur).
CREATE TABLE smart_homework_items (
  smart_homework_id text NOT NULL REFERENCES smart_homeworks (id) ON DELETE CASCADE,
  uuid text NOT NULL,
  activity_id text NOT NULL REFERENCES activities (id),
  episode_id text NOT NULL,
  position int NOT NULL,
  answer jsonb,
  correct boolean,
  PRIMARY KEY (smart_homework_id, uuid)
);

-- Reports made at the end of a practice session (the report session call).
CREATE TABLE reports (
  id text PRIMARY KEY,
  student_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('homework', 'exercise')),
  subject_id text NOT NULL,
  accuracy int NOT NULL,
  body jsonb NOT NULL,
  created_at_sec bigint NOT NULL
);

-- One-time-ish permission to upload into a bucket, from the storage-token call.
CREATE TABLE upload_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bucket text NOT NULL,
  expires_at_sec bigint NOT NULL
);

CREATE TABLE stored_files (
  key text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bucket text NOT NULL,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL,
  created_at_sec bigint NOT NULL
);

CREATE TABLE event_notifications (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type int NOT NULL,
  payload jsonb NOT NULL,
  created_at_sec bigint NOT NULL
);

-- A problem shared by link (/share-episode): anyone holding the identifier may view it.
CREATE TABLE shared_problems (
  identifier text PRIMARY KEY,
  episode_id text NOT NULL REFERENCES episodes (id),
  title text NOT NULL,
  created_at_sec bigint NOT NULL
);

-- Texts that have an answer-audio clip address (/cdn/clips/<hash>.mp3), made on first request.
CREATE TABLE clip_texts (
  hash text PRIMARY KEY,
  text text NOT NULL,
  voice text NOT NULL
);
