import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ApiProcess, startApiProcess } from '../../scripts/api-process.js';
import { dataDirFor } from './data-dirs.js';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** Compiles the API to api/dist, as `npm run build` does, so tests can run the real entry point (global-setup.ts, once per run). */
export function buildApi(): void {
  execFileSync(process.execPath, [join(API_DIR, '../node_modules/typescript/bin/tsc'), '-p', API_DIR], { stdio: 'inherit' });
}

/** A real API process (scripts/api-process.ts). */
export type ChildServer = ApiProcess;

/**
 * `node api/dist/main.js` over a test database (its app role and owner URLs): the server exactly as
 * production starts it, jobs included. 'embedded' starts its own embedded PostgreSQL under DATA_DIR.
 */
export function spawnServer(database: { url: string; ownerUrl: string } | 'embedded', env: Record<string, string> = {}): Promise<ChildServer> {
  const external = database === 'embedded' ? undefined : database;
  return startApiProcess({
    NODE_ENV: 'test',
    // Deployed as the README says: the owner migrates, the app connects as its own role.
    DATABASE_URL: external?.url ?? '',
    MIGRATION_DATABASE_URL: external?.ownerUrl ?? '',
    PORT: '0',
    // Processes on one test database share a data folder, as processes on one machine do (files on disk need it).
    DATA_DIR: external ? dataDirFor(external.url) : mkdtempSync(join(tmpdir(), 'fsm-child-')),
    SEED_DEMO_DATA: 'false',
    JOBS_POLL_INTERVAL_MS: '200',
    // Each alert on its own, at once: only the grouping tests wait for a window.
    ALERT_GROUP_SECONDS: '0',
    ...env,
  });
}
