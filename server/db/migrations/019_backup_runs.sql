-- Nightly backups (issue 40): one row per night, claimed by the process that makes it (several processes
-- on one PostgreSQL database make it once), finished or failed.
CREATE TABLE backup_runs (
  night text PRIMARY KEY,
  started_at_sec bigint NOT NULL,
  finished_at_sec bigint,
  archive text,
  error text
);
