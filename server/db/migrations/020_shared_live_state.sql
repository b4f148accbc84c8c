-- Who is polling the classroom and groupmates' live progress, shared by every server process (issue 38):
-- each process keeps what it hears in memory and writes what changed once a second, in one statement
-- (server/classroom/presence.ts, group-realtime.ts); the teacher's live view and the group screens read
-- these rows together with the process's own memory. PGlite, one process, keeps it all in memory and
-- leaves them empty. Live state only, seconds old and rewritten all the time: UNLOGGED (no write-ahead
-- log; emptied by a crash of PostgreSQL, refilled by the next polls), no foreign keys (old rows are
-- deleted by the processes that write them).
CREATE UNLOGGED TABLE classroom_presence (
  class_id text NOT NULL,
  student_id text NOT NULL,
  seen_at_ms bigint NOT NULL,
  PRIMARY KEY (class_id, student_id)
);

CREATE UNLOGGED TABLE group_realtime (
  group_task_id text NOT NULL,
  student_id text NOT NULL,
  status text NOT NULL,
  updated_at_ms bigint NOT NULL,
  PRIMARY KEY (group_task_id, student_id)
);
