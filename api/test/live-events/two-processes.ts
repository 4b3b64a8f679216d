import { type AppServer, createServer } from '../../src/app/server.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { testConfig } from '../helpers/test-server.js';

export interface TwoProcesses {
  db: TestDatabase;
  servers: AppServer[];
  baseUrls: string[];
  /** The demo manager signed in on each process. */
  managers: TestClient[];
  close(): Promise<void>;
}

/** Two API processes' worth of servers (each its own pool and LISTEN connection) on one demo database, LIVE_EVENTS=postgres. */
export async function twoProcesses(): Promise<TwoProcesses> {
  const db = await createTestDatabase('demo');
  const servers: AppServer[] = [];
  for (let i = 0; i < 2; i++) servers.push(await createServer(db.orm, testConfig(db.url, { RUN_JOBS: 'false', LIVE_EVENTS: 'postgres' }), db.url, db.ownerUrl));
  const baseUrls = await Promise.all(servers.map(async (server) => `http://127.0.0.1:${await server.listen(0)}`));
  const managers = await Promise.all(baseUrls.map((url) => signedIn(url, 'manager')));
  return {
    db,
    servers,
    baseUrls,
    managers,
    close: async () => {
      for (const server of servers) await server.close();
      await db.close();
    },
  };
}
