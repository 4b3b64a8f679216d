import type { OrmOptions } from '../../src/app/orm.js';
import { type AppServer, createServer } from '../../src/app/server.js';
import { type Config, loadConfig } from '../../src/config.js';
import { dataDirFor } from './data-dirs.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  db: TestDatabase;
  server: AppServer;
  baseUrl: string;
  close(): Promise<void>;
}

/** The configuration a test process runs with: over the given database, in that database's data folder. */
export function testConfig(databaseUrl: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDirFor(databaseUrl),
    DATABASE_URL: databaseUrl,
    PORT: '0',
    // Each alert on its own, at once: only the grouping tests (alerts/alert-storms.test.ts) wait for a window.
    ALERT_GROUP_SECONDS: '0',
    ...env,
  });
}

/** The real server on a random port over a private demo database; its job runner is off unless env says RUN_JOBS. */
export async function startTestApp(kind: 'migrated' | 'demo' = 'demo', options?: OrmOptions & { env?: Record<string, string> }): Promise<TestApp> {
  const db = await createTestDatabase(kind, options);
  const config = testConfig(db.url, { RUN_JOBS: 'false', ...options?.env });
  const server = await createServer(db.orm, config, db.url, db.ownerUrl);
  const port = await server.listen(0);
  return {
    db,
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      await db.close();
    },
  };
}
