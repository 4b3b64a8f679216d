import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';

/** The first line of the app's own dump format; `db:restore` tells the formats apart by it. */
export const APP_DUMP_FORMAT = 'fsm-backup/1';
/**
 * Tables a backup leaves out: the restore's own migrations fill the first; sessions are signed out;
 * the backup runs and the job runners' heartbeats are the server's, not the data's (a restored
 * server keeps its own, and a fresh server that already made a backup, or runs jobs, still counts as empty).
 */
export const TABLES_NOT_DUMPED = ['mikro_orm_migrations', 'session', 'backup_run', 'job_worker_heartbeat'];
const ROWS_PER_FETCH = 1000;

/**
 * The app's own dump (gzip, one JSON value a line): a header with the applied migrations, then per
 * table a ["table", name] line and one row_to_json line per row. Every table is read in one
 * repeatable-read, read-only transaction, so the dump is one consistent snapshot however long it
 * takes while readings keep arriving. The schema is not dumped: a restore migrates the empty
 * database with the same migrations first (the header says which).
 */
export async function writeAppDump(em: EntityManager, file: string): Promise<void> {
  await em.transactional(
    async (tx) => {
      const db = tx.getKysely();
      const migrations = (await sql<{ name: string }>`select name from mikro_orm_migrations order by id`.execute(db)).rows.map((r) => r.name);
      const tables = await dumpedTables(tx);
      async function* lines(): AsyncGenerator<string> {
        yield `${JSON.stringify({ format: APP_DUMP_FORMAT, madeAt: new Date().toISOString(), migrations })}\n`;
        for (const table of tables) {
          yield `${JSON.stringify(['table', table])}\n`;
          const cursor = `backup_${tables.indexOf(table)}`;
          await sql`declare ${sql.raw(cursor)} no scroll cursor for select row_to_json(t)::text as row from ${sql.table(table)} t`.execute(db);
          for (;;) {
            const { rows } = await sql<{ row: string }>`fetch ${sql.raw(String(ROWS_PER_FETCH))} from ${sql.raw(cursor)}`.execute(db);
            if (rows.length === 0) break;
            yield rows.map((r) => `${r.row}\n`).join('');
          }
          await sql`close ${sql.raw(cursor)}`.execute(db);
        }
      }
      await pipeline(Readable.from(lines()), createGzip(), createWriteStream(file));
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
}

/** Every ordinary or partitioned table of the public schema (partitions through their parent). */
export async function dumpedTables(em: EntityManager): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition and not (c.relname = any(${TABLES_NOT_DUMPED}))
    order by c.relname`.execute(em.getKysely());
  return rows.map((r) => r.name);
}

/** `pg_dump -Fc` with the configured binary (BACKUP_PG_DUMP): it must match the server's major version. */
export async function writePgDump(pgDump: string, databaseUrl: string, file: string): Promise<void> {
  const child = spawn(pgDump, ['--format=custom', `--file=${file}`, `--dbname=${databaseUrl}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // once() rejects with the spawn error (a missing binary) instead of waiting for an exit.
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`pg_dump exited with ${code}: ${stderr.trim().slice(-500)}`);
}
