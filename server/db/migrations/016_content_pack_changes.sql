-- The word lookup answers from memory, a pack's glossary included (issue 35): every process drops what it
-- made when a pack's current version changes (an import, from any process or the command line).
CREATE FUNCTION notify_content_pack_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_pack_changes', '*');
  RETURN NULL;
END $$;

CREATE TRIGGER content_packs_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_packs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_pack_change();
