-- Schools, classes, users, permissions and sign-in state.
CREATE TABLE schools (
  id text PRIMARY KEY,
  name text NOT NULL,
  short_name text NOT NULL
);

CREATE TABLE classes (
  id text PRIMARY KEY,
  school_id text NOT NULL REFERENCES schools (id),
  grade_level_str text NOT NULL,
  name text NOT NULL
);

CREATE TABLE users (
  id text PRIMARY KEY,
  login text NOT NULL UNIQUE,
  nick_name text NOT NULL,
  avatar text,
  user_type int NOT NULL,
  gender int,
  teaching_experience int,
  disabled boolean NOT NULL DEFAULT false,
  password_hash text NOT NULL,
  created_at_sec bigint NOT NULL
);

CREATE TABLE user_permissions (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL,
  type int NOT NULL DEFAULT 1,
  PRIMARY KEY (user_id, code)
);

CREATE TABLE class_members (
  class_id text NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (class_id, user_id)
);
CREATE INDEX class_members_user ON class_members (user_id);

-- Bearer tokens are stored as SHA-256 hashes only; a leaked table signs nobody in.
CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('access', 'refresh', 'handoff')),
  expires_at_sec bigint NOT NULL,
  created_at_sec bigint NOT NULL,
  revoked boolean NOT NULL DEFAULT false,
  -- The refresh token's hash on an access token (and the reverse), so sign-out revokes both.
  pair_hash text
);
CREATE INDEX auth_tokens_user ON auth_tokens (user_id);

-- Kept in the database, not in memory, so every server process sees the same counts.
CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  uid text NOT NULL,
  ip text NOT NULL,
  attempted_at_sec bigint NOT NULL,
  succeeded boolean NOT NULL
);
CREATE INDEX login_attempts_uid ON login_attempts (uid, attempted_at_sec);
CREATE INDEX login_attempts_ip ON login_attempts (ip, attempted_at_sec);
