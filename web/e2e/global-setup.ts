import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { urlAsRole } from '../../api/src/database/app-role';
import { startEmbeddedPostgres, THROWAWAY_CLUSTER_SETTINGS } from '../../api/src/database/embedded';

declare module 'vitest' {
  interface ProvidedContext {
    baseUrl: string;
    /** The app's database, for journeys that check what was stored. */
    databaseUrl: string;
  }
}

const root = join(import.meta.dirname, '..', '..');

/** Starts the production build as `npm start` serves it, on a fresh embedded PostgreSQL seeded with the demo data. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fsm-e2e-'));
  const database = await startEmbeddedPostgres(dataDir, 'food_safety', THROWAWAY_CLUSTER_SETTINGS);
  const port = await freePort();
  const server = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // As deployed: the owner migrates, the app connects as its own least-privileged role (created on first start).
      DATABASE_URL: urlAsRole(database.url, 'fsm_app', 'e2e-app-password'),
      MIGRATION_DATABASE_URL: database.url,
      SEED_DEMO_DATA: 'true',
      // Alerts are grouped as deployed, in a short window, so the journeys' waits for a sent alert stay short.
      ALERT_GROUP_SECONDS: '2',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', database.url);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with ${server.exitCode} before it was healthy`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the app did not become healthy within 90 s');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
