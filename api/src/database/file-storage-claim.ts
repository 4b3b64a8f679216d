import { createHash, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { databaseFailed, isConnectionFailure } from './outage.js';

/** First key of the advisory locks that say which data folder an API process keeps its files in. */
const FILE_STORAGE_LOCKS = 37_003;
const RETRY_MS = 1000;

export interface FileStorageClaim {
  release(): Promise<void>;
}

/**
 * With files on local disk, every API process on one database must see the same folder, or a file
 * one process made answers 404 on another. Each process holds a shared advisory lock named for its
 * data folder (an id kept in the folder, so one folder on a network file system counts as one) and
 * refuses to start when another process holds one for another folder. Held on a connection of its
 * own for the process's life; PostgreSQL drops it when the process dies, however it dies.
 */
export async function claimFileStorage(databaseUrl: string, dataDir: string): Promise<FileStorageClaim> {
  const folder = folderKey(dataDir);
  let client: pg.Client | undefined;
  let released = false;
  // After an outage (or any lost connection) the lock is taken again, quietly: the outage is logged once, elsewhere too.
  const keep = (held: pg.Client) => {
    client = held;
    held.on('error', (error) => (isConnectionFailure(error) ? databaseFailed('file-storage lock', error) : console.error('[files]', error.message)));
    held.once('end', () => {
      client = undefined;
      if (!released) void retake();
    });
  };
  const retake = async (): Promise<void> => {
    while (!released && !client) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      if (released) return;
      try {
        const held = await hold(databaseUrl, dataDir, folder);
        if (released) await held.end();
        else keep(held);
      } catch (error) {
        if (!isConnectionFailure(error)) console.error(`[files] ${(error as Error).message}`);
      }
    }
  };
  keep(await hold(databaseUrl, dataDir, folder));
  return {
    release: async () => {
      released = true;
      await client?.end().catch(() => {});
    },
  };
}

async function hold(databaseUrl: string, dataDir: string, folder: number): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {}); // until keep() listens: a failure here surfaces as the query's rejection
  await client.connect();
  try {
    await client.query('select pg_advisory_lock_shared($1, $2)', [FILE_STORAGE_LOCKS, folder]);
    const { rows } = await client.query<{ others: number }>(
      `select count(*)::int as others from pg_locks
        where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())
          and classid = $1::int::oid and objsubid = 2 and objid <> $2::int::oid`,
      [FILE_STORAGE_LOCKS, folder],
    );
    if (rows[0].others > 0) throw new Error(anotherFolder(dataDir));
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
}

const anotherFolder = (dataDir: string) =>
  `Another API process on this database keeps its files in another data folder than ${dataDir}: an upload or export made by one would be missing on the other. ` +
  'Beyond one machine, keep files in S3-compatible storage (UPLOADS_S3_BUCKET); on one machine, give every process the same DATA_DIR.';

/** The folder's id as a lock key: made once and kept in the folder, so every process that sees the folder reads the same one. */
function folderKey(dataDir: string): number {
  const file = join(dataDir, 'file-storage-id');
  mkdirSync(dataDir, { recursive: true });
  // Written whole beside and linked into place: processes starting together all read the first one made.
  const mine = `${file}.${randomUUID()}`;
  writeFileSync(mine, randomUUID(), { mode: 0o600 });
  try {
    linkSync(mine, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(mine, { force: true });
  }
  const id = readFileSync(file, 'utf8').trim();
  return Number.parseInt(createHash('sha256').update(id).digest('hex').slice(0, 7), 16);
}
