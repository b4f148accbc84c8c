-- The homework list from memory (issue 18): each student's list is kept by every process and dropped
-- when the database says it changed. A change to a student's homework, its answers or its revisions
-- NOTIFYs homework_changes with the student's id; a change to a class's homework (its title, its
-- tasks) or a TRUNCATE says '*' (every list).
CREATE FUNCTION notify_student_homework() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('homework_changes', '*');
  ELSE
    PERFORM pg_notify('homework_changes', COALESCE(NEW.student_id, OLD.student_id));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION notify_homework_answer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('homework_changes', '*');
  ELSE
    PERFORM pg_notify('homework_changes', COALESCE((SELECT student_id FROM student_homeworks WHERE id = COALESCE(NEW.student_homework_id, OLD.student_homework_id)), '*'));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION notify_group_homework() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('homework_changes', '*');
  RETURN NULL;
END $$;

CREATE TRIGGER student_homeworks_changed AFTER INSERT OR UPDATE OR DELETE ON student_homeworks FOR EACH ROW EXECUTE FUNCTION notify_student_homework();
CREATE TRIGGER student_homeworks_truncated AFTER TRUNCATE ON student_homeworks FOR EACH STATEMENT EXECUTE FUNCTION notify_student_homework();
CREATE TRIGGER homework_answers_changed AFTER INSERT OR UPDATE OR DELETE ON homework_answers FOR EACH ROW EXECUTE FUNCTION notify_homework_answer();
CREATE TRIGGER homework_answers_truncated AFTER TRUNCATE ON homework_answers FOR EACH STATEMENT EXECUTE FUNCTION notify_homework_answer();
CREATE TRIGGER revisal_answers_changed AFTER INSERT OR UPDATE OR DELETE ON revisal_answers FOR EACH ROW EXECUTE FUNCTION notify_homework_answer();
CREATE TRIGGER revisal_answers_truncated AFTER TRUNCATE ON revisal_answers FOR EACH STATEMENT EXECUTE FUNCTION notify_homework_answer();
CREATE TRIGGER group_homeworks_changed AFTER UPDATE OR DELETE ON group_homeworks FOR EACH STATEMENT EXECUTE FUNCTION notify_group_homework();
CREATE TRIGGER group_homeworks_truncated AFTER TRUNCATE ON group_homeworks FOR EACH STATEMENT EXECUTE FUNCTION notify_group_homework();
