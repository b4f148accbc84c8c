-- Teachers make their own classroom tasks (issue 36). A library task a teacher wrote names them; the
-- server's and the packs' tasks name nobody. A shared one is seen by the teachers of the owner's school
-- (found by their classes, as for stored files). Starting a task copies its body into group_tasks, so
-- an edit or a delete here never reaches a task already started, nor its results.
ALTER TABLE task_library ADD COLUMN owner_id text REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE task_library ADD COLUMN shared boolean NOT NULL DEFAULT false;
ALTER TABLE task_library ADD COLUMN created_at_sec bigint;
ALTER TABLE task_library ADD COLUMN updated_at_sec bigint;
CREATE INDEX task_library_owner ON task_library (owner_id, updated_at_sec DESC) WHERE owner_id IS NOT NULL;

-- A teacher's uploads for their tasks: pictures, sounds, videos, PDF documents. The file is counted as a
-- stored file (stored_files: the day's quota) and kept under files/media/<key>, served at an address no one
-- can guess (server/classroom/teacher-media.ts); this row gives it the kind and the name the editors list it by.
CREATE TABLE teacher_media (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_key text NOT NULL UNIQUE REFERENCES stored_files (key) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('picture', 'audio', 'video', 'document')),
  name text NOT NULL,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL,
  created_at_sec bigint NOT NULL
);
CREATE INDEX teacher_media_owner ON teacher_media (owner_id, created_at_sec DESC);
