import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach } from 'vitest';
import { type LocalTopology, startLocalTopology } from '../../scripts/local-topology.js';

export interface TestTopology extends LocalTopology {
  /** A query as the database owner (the tests' own look at jobs, notifications and readings). */
  sql<T = any>(text: string, params?: unknown[]): Promise<T[]>;
}

/** `npm run scale:local`'s topology in a temporary folder, with the test servers' settings; stop() removes it all. */
export async function startTestTopology(env: Record<string, string> = {}, processes = 2, seed = true): Promise<TestTopology> {
  const dir = mkdtempSync(join(tmpdir(), 'fsm-scale-out-'));
  const topology = await startLocalTopology({
    dir,
    processes,
    seed,
    // Each alert on its own, at once (as the other tests' servers); new jobs are picked up within 200 ms.
    env: { NODE_ENV: 'test', ALERT_GROUP_SECONDS: '0', JOBS_POLL_INTERVAL_MS: '200', ...env },
  });
  const pool = new pg.Pool({ connectionString: topology.ownerUrl, max: 2 });
  pool.on('error', () => {}); // an idle connection cut by the outage test: the next query opens another
  return {
    ...topology,
    sql: async (text, params) => (await pool.query(text, params)).rows,
    stop: async () => {
      await pool.end();
      await topology.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The API process whose pid this is. */
export const processWithPid = (topology: LocalTopology, pid: number) => {
  const found = topology.apis.find((api) => api.process.pid === pid);
  if (!found) throw new Error(`no API process has pid ${pid}`);
  return found;
};

/** After a failed test, the tail of every API process's log: what a real process did is otherwise lost with it. */
export function showLogsOfFailures(topology: () => LocalTopology | undefined): void {
  afterEach(({ task }) => {
    if (task.result?.state !== 'fail') return;
    for (const [i, api] of (topology()?.apis ?? []).entries()) console.error(`── api-${i + 1} (pid ${api?.process.pid}) ──\n${api?.output().slice(-4000)}`);
  });
}
