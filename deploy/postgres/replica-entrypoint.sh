#!/bin/sh
# The read replica: on its first start (empty data folder) it copies the primary with
# pg_basebackup, which also writes standby.signal and the primary's connection; it then runs as a
# hot standby, streaming the primary's WAL. Its data folder is kept across restarts.
set -eu
PGDATA="${PGDATA:-/var/lib/postgresql/18/docker}"
mkdir -p "$PGDATA"
chown postgres:postgres "$PGDATA"
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  export PGPASSWORD="$REPLICATION_PASSWORD"
  until gosu postgres pg_basebackup --host="$PRIMARY_HOST" --username=replicator --pgdata="$PGDATA" \
    --wal-method=stream --write-recovery-conf --checkpoint=fast; do
    echo "replica: the primary is not ready for a base backup yet; retrying"
    find "$PGDATA" -mindepth 1 -delete
    sleep 2
  done
fi
exec gosu postgres postgres -D "$PGDATA" -c hot_standby=on
