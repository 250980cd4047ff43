#!/bin/sh
# The `pgbouncer` service's entrypoint (docker-compose.yml, profile `replicas`): writes the one
# account PgBouncer lets in and logs in to PostgreSQL as (DB_USER, DB_PASSWORD, from the
# environment, so no password sits in the repository or the image) to the auth_file that
# pgbouncer.ini names, then runs PgBouncer with the arguments given (the configuration file).
set -eu

: "${DB_USER:?DB_USER is not set}"
: "${DB_PASSWORD:?DB_PASSWORD is not set}"
auth_file="${PGBOUNCER_AUTH_FILE:-/tmp/pgbouncer/userlist.txt}"

# Readable by PgBouncer's user only.
umask 077
mkdir -p "$(dirname "$auth_file")"
# auth_file format: "name" "password", a quote inside either doubled.
quoted() { printf '"%s"' "$(printf '%s' "$1" | sed 's/"/""/g')"; }
printf '%s %s\n' "$(quoted "$DB_USER")" "$(quoted "$DB_PASSWORD")" >"$auth_file"

exec pgbouncer "$@"
