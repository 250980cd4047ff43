#!/bin/sh
# The primary's side of streaming replication (docker-compose.yml, profile `replicas`): a role
# that may stream the write-ahead log, and a pg_hba.conf line letting it in from the compose
# network. The official postgres image runs this once, when it creates the database in an empty
# volume (it runs /docker-entrypoint-initdb.d/*.sh). Without POSTGRES_REPLICATION_PASSWORD it
# does nothing, so a start without the profile gets the same primary as before.
#
# A volume made before the profile was turned on has no role: run the script once by hand, on
# the live server (it may run again; it only brings things to the same state):
#   docker compose exec postgres sh /docker-entrypoint-initdb.d/10-replication.sh
#
# The image sources a script that is not executable instead of running it: so this one never
# calls `exit`, and sets no shell option but `-e`, which the image's entrypoint sets too.
set -e

if [ -z "${POSTGRES_REPLICATION_PASSWORD:-}" ]; then
  echo 'replication: POSTGRES_REPLICATION_PASSWORD is not set, no replication role'
else
  POSTGRES_REPLICATION_USER="${POSTGRES_REPLICATION_USER:-replicator}"
  export POSTGRES_REPLICATION_USER
  # samenet: any address of the networks the server is on, which are the compose network's; a
  # replication connection matches no `all` line, so it needs a line of its own.
  replication_hba="host replication $POSTGRES_REPLICATION_USER samenet scram-sha-256"
  if ! grep -qxF "$replication_hba" "$PGDATA/pg_hba.conf"; then
    printf '\n# The streaming replica (docker-compose.yml, profile replicas).\n%s\n' \
      "$replication_hba" >>"$PGDATA/pg_hba.conf"
  fi
  # The password goes through psql's \getenv, not its command line, and the server stores only
  # its SCRAM hash. wal_keep_size keeps 1 GB of log on the primary for a replica that was
  # stopped for a while to catch up from; one further behind needs a new copy (see
  # replica-entrypoint.sh). pg_reload_conf() applies both on a live server.
  psql -v ON_ERROR_STOP=1 --quiet --no-psqlrc --username "${POSTGRES_USER:-postgres}" \
    --dbname postgres <<'SQL'
\getenv replication_user POSTGRES_REPLICATION_USER
\getenv replication_password POSTGRES_REPLICATION_PASSWORD
SELECT format('CREATE ROLE %I', :'replication_user')
  WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'replication_user') \gexec
SELECT format('ALTER ROLE %I WITH LOGIN REPLICATION PASSWORD %L',
  :'replication_user', :'replication_password') \gexec
ALTER SYSTEM SET wal_keep_size = '1GB';
SELECT pg_reload_conf() \g /dev/null
SQL
  echo "replication: role $POSTGRES_REPLICATION_USER may stream from the compose network"
fi
