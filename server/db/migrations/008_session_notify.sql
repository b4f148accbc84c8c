-- Sessions and class memberships say when they change, on the channel auth_changes (issue 13): every
-- server process keeps checked access tokens and students' classes in memory for the classroom poll,
-- and drops an entry the moment it hears of a change, from any process or writer:
--   'token:<hash>' a token revoked, changed or deleted; 'user:<id>' a user changed (disabled, say);
--   'member:<user id>' a class membership added or removed; '*' a table truncated.
CREATE FUNCTION notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('auth_changes', '*');
  ELSIF TG_TABLE_NAME = 'auth_tokens' THEN
    PERFORM pg_notify('auth_changes', 'token:' || OLD.token_hash);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('auth_changes', 'user:' || OLD.id);
  ELSE
    PERFORM pg_notify('auth_changes', 'member:' || COALESCE(NEW.user_id, OLD.user_id));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER auth_tokens_changed AFTER UPDATE OR DELETE ON auth_tokens FOR EACH ROW EXECUTE FUNCTION notify_auth_change();
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_auth_change();
CREATE TRIGGER class_members_changed AFTER INSERT OR UPDATE OR DELETE ON class_members FOR EACH ROW EXECUTE FUNCTION notify_auth_change();
CREATE TRIGGER auth_tokens_truncated AFTER TRUNCATE ON auth_tokens FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
CREATE TRIGGER class_members_truncated AFTER TRUNCATE ON class_members FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
