import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH, freePort, OUT, onCleanup, ROOT } from './common.ts';
import { withClient } from './dataset.ts';

export interface RunningServer {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/** Production mode behind a TLS-terminating proxy, as deployed: the bench sends X-Forwarded-Proto: https. */
export const PROXY_HEADERS = { 'x-forwarded-proto': 'https' };

/**
 * The API as production runs it (`npm run serve`, the Dockerfile): `node api/dist/main.js` in its
 * own process, with the same V8 heap flags (young generation capped at 16 MB a semi-space, old
 * generation grown by half its live size after each full collection). No daily backup.
 */
export async function startApi(databaseUrl: string, extraEnv: Record<string, string> = {}, nodeArgs: string[] = []): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = join(OUT, 'api-data');
  mkdirSync(dataDir, { recursive: true });
  const api = await spawnServer('api', ['--max-semi-space-size=16', '--heap-growing-percent=50', ...nodeArgs, join(ROOT, 'api/dist/main.js')], port, {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SEED_DEMO_DATA: 'true',
    TRUST_PROXY: 'loopback',
    // The daily backup (03:00 UTC by default) would dump the bench's millions of readings in the middle of a run.
    BACKUPS: 'false',
    ...extraEnv,
  });
  await allowManySessions(databaseUrl);
  return api;
}

/**
 * The scenarios share up to 20 signed-in sessions of one user; a company allows 3 by default
 * (Security → max concurrent sessions, enforced at sign-in), so every company here allows 100.
 */
function allowManySessions(databaseUrl: string): Promise<unknown> {
  return withClient(databaseUrl, (c) =>
    c.query(`insert into company_settings (company_id, settings) select id, '{"security":{"maxConcurrentSessions":100}}'::jsonb from company
             on conflict (company_id) do update set settings = jsonb_set(company_settings.settings, '{security,maxConcurrentSessions}', '100')`),
  );
}

/** bench/baseline/server.ts: express + pg doing the same work with hand-written SQL. */
export async function startBaseline(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  return spawnServer('baseline', ['--experimental-strip-types', join(BENCH, 'baseline/server.ts')], port, {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    NODE_ENV: 'production',
    ...extraEnv,
  });
}

async function spawnServer(name: string, args: string[], port: number, env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
    if (output.length > 20_000) output = output.slice(-10_000);
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child);
  onCleanup(stop);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not start within 60 s:\n${output}`);
    }
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base, pid: child.pid!, stop };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Signs in over /api/login and returns the session cookie. */
export async function signIn(base: string, username: string, password = 'demo1234'): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...PROXY_HEADERS },
    body: JSON.stringify({ username, password }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in as ${username} failed: ${response.status} ${await response.text()}`);
  return cookie;
}

/** One GraphQL request; throws on errors so pre-flight checks fail loudly. */
export async function graphql<T = any>(base: string, cookie: string, query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...PROXY_HEADERS },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}
