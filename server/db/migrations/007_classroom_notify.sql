-- Every change to a classroom task says so on the channel classroom_tasks, with the class's id (issue
-- 13): each server process keeps the classes' running tasks in memory for the student poll and drops a
-- class's entry when it hears of it, whoever changed the row (a teacher on another process, a script).
-- A TRUNCATE says '*': every class.
CREATE FUNCTION notify_classroom_task() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('classroom_tasks', '*');
  ELSE
    PERFORM pg_notify('classroom_tasks', COALESCE(NEW.class_id, OLD.class_id));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER group_tasks_changed AFTER INSERT OR UPDATE OR DELETE ON group_tasks FOR EACH ROW EXECUTE FUNCTION notify_classroom_task();
CREATE TRIGGER group_tasks_truncated AFTER TRUNCATE ON group_tasks FOR EACH STATEMENT EXECUTE FUNCTION notify_classroom_task();
