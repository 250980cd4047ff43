#!/bin/sh
# The `postgres-replica` service's entrypoint (docker-compose.yml, profile `replicas`).
#
# On the first start, in an empty volume, it copies the primary with pg_basebackup. -X stream
# brings along the log written during the copy, so the copy is consistent; -R writes
# standby.signal and the primary's address (primary_conninfo), so PostgreSQL starts on it as a
# standby that streams the primary's log and answers read-only queries (hot_standby is on by
# default). Then, on every start, the image's own entrypoint starts PostgreSQL: it finds a
# database, so it creates none, and (run as root) it gives the copied files to the postgres user.
#
# To copy the primary afresh (a replica stopped so long that the primary no longer keeps the log
# it needs, see primary-replication.sh): remove this service's volume and start it again.
set -eu

: "${PGDATA:?PGDATA is not set}"
PRIMARY_HOST="${PRIMARY_HOST:-postgres}"
PRIMARY_PORT="${PRIMARY_PORT:-5432}"
replication_user="${POSTGRES_REPLICATION_USER:-replicator}"
# Written once a copy is complete. Files without it are a copy that was interrupted (the
# container stopped midway): they are removed and the copy is made again. A volume that has it
# is never copied over, even after this server was promoted.
copied="$PGDATA/.copied-from-primary"

if [ ! -e "$copied" ]; then
  if [ -z "${POSTGRES_REPLICATION_PASSWORD:-}" ]; then
    echo 'postgres-replica: set POSTGRES_REPLICATION_PASSWORD (in .env), the password the primary gave its replication role' >&2
    exit 1
  fi
  # `up` starts this service once the primary is healthy (depends_on); a restart of this
  # container alone does not wait.
  until pg_isready -q -h "$PRIMARY_HOST" -p "$PRIMARY_PORT"; do sleep 1; done
  rm -rf -- "$PGDATA"/..?* "$PGDATA"/.[!.]* "$PGDATA"/*
  echo "postgres-replica: copying the primary ($PRIMARY_HOST:$PRIMARY_PORT)"
  # --checkpoint=fast: the copy starts at once, not at the primary's next checkpoint.
  PGPASSWORD="$POSTGRES_REPLICATION_PASSWORD" pg_basebackup -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" \
    -U "$replication_user" -w -D "$PGDATA" -R -X stream --checkpoint=fast
  touch "$copied"
fi

exec docker-entrypoint.sh "$@"
