-- Secrets every server process must share (issue 31): the key that signs score receipts. Made once by
-- the first process that needs it (INSERT ... ON CONFLICT DO NOTHING, then read back), so every process
-- behind a load balancer signs and checks with the same key. Never sent to a client.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at_sec bigint NOT NULL
);
