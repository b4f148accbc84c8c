-- Issue 11 (hardening): results keyed by their group task, sign-in throttling that counts atomically,
-- single-use sign-in signatures, known devices, and idempotency keys.

-- A result of an optional task names its item; group_task_id is always the group task.
ALTER TABLE task_results ADD COLUMN optional_task_id text;

-- One row per throttle bucket (account+address, account, address, account+device). Attempts are
-- counted before the password is checked, in one statement, so parallel attempts cannot slip past.
CREATE TABLE login_throttle (
  bucket text PRIMARY KEY,
  attempts int NOT NULL,
  window_start_sec bigint NOT NULL,
  -- Per-account back-off: no attempt before this time.
  next_allowed_at_sec bigint NOT NULL DEFAULT 0
);

-- Devices (hashed device ids) that signed in to an account with its password before.
CREATE TABLE known_devices (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_hash text NOT NULL,
  last_seen_sec bigint NOT NULL,
  PRIMARY KEY (user_id, device_hash)
);

-- A sign-in signature is good once within its 300 s.
CREATE TABLE used_login_signatures (
  sig_hash text PRIMARY KEY,
  expires_at_sec bigint NOT NULL
);

-- Idempotency-Key per user for 24 h: the first result of a submission, answered again on a retry.
CREATE TABLE idempotency_keys (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  -- NULL while the first request is still running.
  status int,
  response jsonb,
  created_at_sec bigint NOT NULL,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_age ON idempotency_keys (created_at_sec);
