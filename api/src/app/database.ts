import { type Config, persistentSecret } from '../config.js';
import { credentialsOf, EMBEDDED_APP_ROLE, urlAsRole } from '../database/app-role.js';
import { startEmbeddedPostgres, type WhenClusterServed } from '../database/embedded.js';
import { isConnectionFailure } from '../database/outage.js';
import { connectOrm, migrateDatabase, type Orm } from './orm.js';

export interface Database {
  orm: Orm;
  url: string;
  /** True when the database is the embedded PostgreSQL under DATA_DIR (this process's own, or the running API's for a CLI command). */
  embedded: boolean;
  /** The schema owner's URL (the embedded superuser, else MIGRATION_DATABASE_URL or DATABASE_URL): for `db:restore` and the data cleanup's removal of archived readings. */
  ownerUrl: string;
  close(): Promise<void>;
}

/**
 * Opens the configured database, starting the embedded server when no DATABASE_URL is set. When
 * another live process serves DATA_DIR's cluster, the API refuses to start; a CLI command ('join') uses that server.
 */
export async function openDatabase(config: Config, whenServed: WhenClusterServed = 'refuse'): Promise<Database> {
  const server = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, undefined, undefined, whenServed);
  try {
    const open = async () => {
      const appUrl = await migrateAndGrant(config, server?.url);
      return { url: appUrl, orm: await connectOrm(appUrl) };
    };
    const { url, orm } = server ? await open() : await withBackoff(open);
    return {
      orm,
      url,
      embedded: server !== undefined,
      ownerUrl: server?.url ?? config.migrationDatabaseUrl ?? config.databaseUrl!,
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

/**
 * Migrates as the owner and returns the URL the app connects with. Embedded: the owner is the
 * superuser, the app the fsm_app role. External: MIGRATION_DATABASE_URL owns, DATABASE_URL's role
 * is granted its rights (created if missing); without MIGRATION_DATABASE_URL one role does both
 * (not least privilege).
 */
async function migrateAndGrant(config: Config, embeddedUrl: string | undefined): Promise<string> {
  if (embeddedUrl) {
    const password = persistentSecret(config.dataDir, 'postgres-app-password');
    await migrateDatabase(embeddedUrl, { name: EMBEDDED_APP_ROLE, login: { password, resetExisting: true } });
    return urlAsRole(embeddedUrl, EMBEDDED_APP_ROLE, password);
  }
  const appUrl = config.databaseUrl!;
  // One role for both (or both URLs naming one role): it owns everything, so there is nothing to grant.
  if (!config.migrationDatabaseUrl || credentialsOf(config.migrationDatabaseUrl).role === credentialsOf(appUrl).role) await migrateDatabase(appUrl);
  else {
    // A missing app role is created with DATABASE_URL's password (the owner needs CREATEROLE for that).
    const { role, password } = credentialsOf(appUrl);
    await migrateDatabase(config.migrationDatabaseUrl, { name: role, login: { password, resetExisting: false } });
  }
  return appUrl;
}

/** How long start-up waits for an external PostgreSQL that is not up yet (a container starting beside it). */
const CONNECT_PATIENCE_MS = 60_000;

async function withBackoff<T>(open: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + CONNECT_PATIENCE_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await open();
    } catch (error) {
      if (!isConnectionFailure(error) || Date.now() > deadline) throw error;
      const waitMs = Math.min(8000, 500 * 2 ** attempt);
      console.error(`[database] PostgreSQL at DATABASE_URL does not answer (${(error as Error).message}); retrying in ${waitMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}
