import type { Config } from '../config.js';
import { startEmbeddedPostgres } from '../database/embedded.js';
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
    const orm = await openOrm(url);
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
