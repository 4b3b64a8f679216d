import { createReadStream, existsSync } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { sha256Of, sidecarPath } from './backup-store.js';
import { APP_DUMP_FORMAT, TABLES_NOT_DUMPED } from './database-dump.js';

const ROWS_PER_INSERT = 500;

/** Why a restore was refused: the CLI prints the message and exits 1. */
export class RestoreRefused extends Error {}

/**
 * Restores a backup made by the backup job into a database that the app has just migrated and
 * that holds no records yet (a fresh DATA_DIR or a new empty database): the file's SHA-256 is
 * checked against the one recorded beside it, the migrations must be the ones it was made with,
 * then every row goes in within one transaction, triggers and foreign-key checks off (the rows are
 * already consistent: the audit chain and the summaries are restored as they were), and every
 * sequence continues after its table's highest id. `ownerUrl` must be a superuser's (or a role
 * allowed to SET session_replication_role).
 */
export async function restoreBackup(ownerUrl: string, file: string): Promise<{ tables: number; rows: number }> {
  if (!existsSync(file)) throw new RestoreRefused(`No such file: ${file}`);
  await assertChecksum(file);
  if ((await firstBytes(file, 5)).toString('latin1') === 'PGDMP')
    throw new RestoreRefused('This is a pg_dump file (BACKUP_PG_DUMP): restore it with pg_restore into an empty database, as docs/operations.md says.');
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query('begin');
    await assertEmpty(client);
    const counts = await copyRows(client, file);
    await resetSequences(client);
    await client.query('commit');
    return counts;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

async function assertChecksum(file: string): Promise<void> {
  const sidecar = sidecarPath(file);
  if (!existsSync(sidecar)) {
    console.log(`No recorded SHA-256 beside the file (${sidecar}); restoring without checking it.`);
    return;
  }
  const recorded = (await readFile(sidecar, 'utf8')).trim().split(/\s+/)[0];
  const actual = await sha256Of(file);
  if (recorded !== actual)
    throw new RestoreRefused(`The file's SHA-256 ${actual} is not the recorded ${recorded}: the backup is damaged. Nothing was restored.`);
}

async function firstBytes(file: string, count: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(count);
    await handle.read(buffer, 0, count, 0);
    return buffer;
  } finally {
    await handle.close();
  }
}

/** Refuses a database that holds any record: a restore never mixes a backup with other data. */
async function assertEmpty(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition and not (c.relname = any($1))`,
    [TABLES_NOT_DUMPED],
  );
  for (const { name } of rows) {
    const found = await client.query(`select 1 from ${pg.escapeIdentifier(name)} limit 1`);
    if (found.rowCount)
      throw new RestoreRefused(
        `The database is not empty (table ${name} has rows): restore only into an empty database or a fresh DATA_DIR. Nothing was restored.`,
      );
  }
}

async function copyRows(client: pg.Client, file: string): Promise<{ tables: number; rows: number }> {
  await client.query('set local session_replication_role = replica');
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Number.POSITIVE_INFINITY });
  let table: string | undefined;
  let batch: string[] = [];
  let header = false;
  const counts = { tables: 0, rows: 0 };
  const flush = async () => {
    if (table && batch.length) await insertRows(client, table, batch);
    counts.rows += batch.length;
    batch = [];
  };
  for await (const line of lines) {
    if (!header) {
      await assertSameMigrations(client, line);
      header = true;
    } else if (line.startsWith('[')) {
      await flush();
      table = (JSON.parse(line) as [string, string])[1];
      counts.tables++;
    } else if (line) {
      batch.push(line);
      if (batch.length >= ROWS_PER_INSERT) await flush();
    }
  }
  await flush();
  if (!header) throw new RestoreRefused('The file is empty: it is not a backup.');
  return counts;
}

/** The schema comes from this app's migrations, so they must be the ones the backup was made with. */
async function assertSameMigrations(client: pg.Client, headerLine: string): Promise<void> {
  let header: { format?: string; migrations?: string[] };
  try {
    header = JSON.parse(headerLine);
  } catch {
    throw new RestoreRefused('The file is not a backup made by this app.');
  }
  if (header.format !== APP_DUMP_FORMAT) throw new RestoreRefused('The file is not a backup made by this app.');
  const { rows } = await client.query<{ name: string }>('select name from mikro_orm_migrations order by id');
  const here = rows.map((r) => r.name).join(',');
  if (here !== (header.migrations ?? []).join(',')) {
    throw new RestoreRefused(
      'The backup was made by another version of the app (its migrations differ): restore it with the version that made it. Nothing was restored.',
    );
  }
}

async function insertRows(client: pg.Client, table: string, rows: string[]): Promise<void> {
  const { rows: columns } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [pg.escapeIdentifier(table)],
  );
  const list = columns.map((c) => pg.escapeIdentifier(c.name)).join(', ');
  const target = pg.escapeIdentifier(table);
  await client.query(`insert into ${target} (${list}) overriding system value select ${list} from json_populate_recordset(null::${target}, $1::json)`, [
    `[${rows.join(',')}]`,
  ]);
}

/** Every serial or identity sequence continues after its column's highest value. */
async function resetSequences(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ tbl: string; col: string; seq: string }>(
    `select c.table_name as tbl, c.column_name as col, pg_get_serial_sequence(format('%I', c.table_name), c.column_name) as seq
     from information_schema.columns c where c.table_schema = 'public' and pg_get_serial_sequence(format('%I', c.table_name), c.column_name) is not null`,
  );
  for (const { tbl, col, seq } of rows) {
    await client.query(`select setval($1, coalesce((select max(${pg.escapeIdentifier(col)}) from ${pg.escapeIdentifier(tbl)}), 0) + 1, false)`, [seq]);
  }
}
