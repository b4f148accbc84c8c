#!/usr/bin/env bash
# The API tests against a PostgreSQL server: DATABASE_URL when set, else the machine's Debian cluster
# (started, with a test role and database made once). The default test run uses PGlite.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${DATABASE_URL:-}" ]; then
  version=$(ls /usr/lib/postgresql 2>/dev/null | sort -n | tail -1)
  if [ -z "$version" ] || [ "$(id -u)" -ne 0 ]; then
    echo "test-api-postgres: set DATABASE_URL, or run as root with Debian's postgresql installed" >&2
    exit 1
  fi
  pg_ctlcluster "$version" main start 2>/dev/null || pg_ctlcluster "$version" main status >/dev/null
  as_postgres() { su postgres -c "$1"; }
  as_postgres "psql -tAc \"SELECT 1 FROM pg_roles WHERE rolname = 'eh_test'\"" | grep -q 1 \
    || as_postgres "psql -qc \"CREATE ROLE eh_test LOGIN PASSWORD 'eh_test'\""
  as_postgres "psql -tAc \"SELECT 1 FROM pg_database WHERE datname = 'eh_test'\"" | grep -q 1 \
    || as_postgres "createdb -O eh_test eh_test"
  as_postgres "psql -qc 'ALTER DATABASE eh_test OWNER TO eh_test'"
  export DATABASE_URL=postgres://eh_test:eh_test@127.0.0.1:5432/eh_test
fi

echo "API tests against PostgreSQL (${DATABASE_URL%%@*}@...)"
npx vitest run --project api --reporter=default --reporter=json --outputFile.json=test-results/vitest-postgres.json
node scripts/test-summary.mjs test-results/vitest-postgres.json
