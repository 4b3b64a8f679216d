import type { Config } from '../config.js';
import { startEmbeddedPostgres } from '../database/embedded.js';
import { isConnectionFailure } from '../database/outage.js';
import { type Orm, openOrm } from './orm.js';

export interface Database {
  orm: Orm;
  url: string;
  /** True when this process started its own PostgreSQL. */
  embedded: boolean;
  close(): Promise<void>;
}

/** Opens the configured database, starting the embedded server when no DATABASE_URL is set. */
export async function openDatabase(config: Config): Promise<Database> {
  const server = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir);
  const url = config.databaseUrl ?? server!.url;
  try {
    const orm = server ? await openOrm(url) : await openWithBackoff(url);
    return {
      orm,
      url,
      embedded: server !== undefined,
      close: async () => {
        await orm.close(true);
        await server?.stop();
      },
    };
  } catch (error) {
    await server?.stop();
    throw error;
  }
}

/** How long start-up waits for an external PostgreSQL that is not up yet (a container starting beside it). */
const CONNECT_PATIENCE_MS = 60_000;

async function openWithBackoff(url: string): Promise<Orm> {
  const deadline = Date.now() + CONNECT_PATIENCE_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await openOrm(url);
    } catch (error) {
      if (!isConnectionFailure(error) || Date.now() > deadline) throw error;
      const waitMs = Math.min(8000, 500 * 2 ** attempt);
      console.error(`[database] PostgreSQL at DATABASE_URL does not answer (${(error as Error).message}); retrying in ${waitMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}
