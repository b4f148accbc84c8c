-- Each schema's changes on channels of its own. A NOTIFY is heard by every listener of the whole
-- database, whatever schema it works in, so two schemas of one database (the test files on CI's
-- PostgreSQL, or two schools sharing one server) dropped each other's cached answers. The tables of
-- schema `public` keep the channel names they had (processes of the version before still hear them);
-- another schema's channel is `<schema>__<channel>` (database.ts, schemaChannel). TG_TABLE_SCHEMA is the
-- schema of the table written, whatever the writer's search path.
CREATE OR REPLACE FUNCTION notify_classroom_task() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel text := CASE TG_TABLE_SCHEMA WHEN 'public' THEN '' ELSE TG_TABLE_SCHEMA || '__' END || 'classroom_tasks';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify(channel, '*');
  ELSE
    PERFORM pg_notify(channel, COALESCE(NEW.class_id, OLD.class_id));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel text := CASE TG_TABLE_SCHEMA WHEN 'public' THEN '' ELSE TG_TABLE_SCHEMA || '__' END || 'auth_changes';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify(channel, '*');
  ELSIF TG_TABLE_NAME = 'auth_tokens' THEN
    PERFORM pg_notify(channel, 'token:' || OLD.token_hash);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify(channel, 'user:' || OLD.id);
  ELSE
    PERFORM pg_notify(channel, 'member:' || COALESCE(NEW.user_id, OLD.user_id));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION notify_task_groups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel text := CASE TG_TABLE_SCHEMA WHEN 'public' THEN '' ELSE TG_TABLE_SCHEMA || '__' END || 'classroom_groups';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify(channel, '*');
  ELSE
    PERFORM pg_notify(channel, COALESCE(NEW.group_task_id, OLD.group_task_id));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION notify_student_homework() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel text := CASE TG_TABLE_SCHEMA WHEN 'public' THEN '' ELSE TG_TABLE_SCHEMA || '__' END || 'homework_changes';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify(channel, '*');
  ELSE
    PERFORM pg_notify(channel, COALESCE(NEW.student_id, OLD.student_id));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION notify_homework_answer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel text := CASE TG_TABLE_SCHEMA WHEN 'public' THEN '' ELSE TG_TABLE_SCHEMA || '__' END || 'homework_changes';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify(channel, '*');
  ELSE
    PERFORM pg_notify(channel, COALESCE((SELECT student_id FROM student_homeworks WHERE id = COALESCE(NEW.student_homework_id, OLD.student_homework_id)), '*'));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION notify_group_homework() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(CASE TG_TABLE_SCHEMA WHEN 'public' THEN '' ELSE TG_TABLE_SCHEMA || '__' END || 'homework_changes', '*');
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION notify_content_pack_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(CASE TG_TABLE_SCHEMA WHEN 'public' THEN '' ELSE TG_TABLE_SCHEMA || '__' END || 'content_pack_changes', '*');
  RETURN NULL;
END $$;
