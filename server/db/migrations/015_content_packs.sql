-- Content packs (issue 35): every version of a pack imported, one of them current. A version's JSON files
-- are kept as imported (export gives them back byte for byte); its media live on disk by content
-- (files/media/packs/<sha256>.<ext>), named here by their digest.
CREATE TABLE content_packs (
  id text NOT NULL,
  version text NOT NULL,
  title text NOT NULL,
  textbook text NOT NULL,
  grade text,
  -- Over every file's path and content: the same version imported again changes nothing.
  digest text NOT NULL,
  is_current boolean NOT NULL,
  imported_at_sec bigint NOT NULL,
  PRIMARY KEY (id, version)
);
CREATE UNIQUE INDEX content_packs_current ON content_packs (id) WHERE is_current;

CREATE TABLE content_pack_files (
  pack_id text NOT NULL,
  version text NOT NULL,
  path text NOT NULL,
  sha256 text NOT NULL,
  -- The JSON files' bytes; NULL for media, which are on disk under their digest.
  bytes bytea,
  PRIMARY KEY (pack_id, version, path),
  FOREIGN KEY (pack_id, version) REFERENCES content_packs (id, version)
);

-- What each authored id became in a version: the same row while its episode is unchanged, a new row
-- (<id>~<version>) once it changes, so homework and tasks made on the old one keep it (pack-import.ts).
CREATE TABLE content_pack_items (
  pack_id text NOT NULL,
  version text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('unit', 'episode', 'activity')),
  authored_id text NOT NULL,
  stored_id text NOT NULL,
  -- An episode's content as stored (media addresses and its parent's rows included): unchanged when equal.
  digest text,
  PRIMARY KEY (pack_id, version, kind, authored_id),
  FOREIGN KEY (pack_id, version) REFERENCES content_packs (id, version)
);
CREATE INDEX content_pack_items_stored ON content_pack_items (kind, stored_id);

-- The teacher's library names the pack a task came from (grouped by pack); NULL for the server's own.
ALTER TABLE task_library ADD COLUMN pack_id text;
