import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsFor, CHEST_FREEZER, record, WALK_IN_FRIDGE } from '../alerts/alerts-helpers.js';
import { type ChildServer, spawnServer } from '../helpers/child-server.js';
import { signedIn, TestClient } from '../helpers/client.js';
import { alive, postmasterPid } from '../helpers/postmaster.js';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';

/** The processes the postmaster started (its backends and background workers), from /proc. */
const childrenOf = (parent: number): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === parent;
      } catch {
        return false; // it exited while we looked
      }
    })
    .map(Number);
/**
 * Kills the postmaster with its processes held stopped: they keep the old shared memory attached,
 * as a loaded machine's slow exits do, so PostgreSQL cannot start again until `resume()`.
 */
function killPostmasterAndHoldItDown(dataDir: string): { resume(): void } {
  const postmaster = postmasterPid(dataDir);
  const lingering = childrenOf(postmaster);
  expect(lingering.length).toBeGreaterThan(0);
  for (const pid of lingering) process.kill(pid, 'SIGSTOP');
  process.kill(postmaster, 'SIGKILL');
  return {
    resume: () => {
      for (const pid of lingering) process.kill(pid, 'SIGCONT');
    },
  };
}
const exited = (server: ChildServer) =>
  new Promise<void>((resolve) => (server.process.exitCode !== null ? resolve() : server.process.once('exit', () => resolve())));

async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined as T);
    if (value !== undefined && ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached in ${timeoutMs} ms; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Keeps `concurrency` signed-in requests in flight until stopped; records every answer. */
function load(client: TestClient, concurrency: number) {
  const answers: { status: number; body: unknown; retryAfter: string | null }[] = [];
  let running = true;
  const loops = Array.from({ length: concurrency }, async () => {
    while (running) {
      const answer = await client.get('/api/user').catch(() => undefined);
      if (answer) answers.push({ status: answer.status, body: answer.body, retryAfter: answer.headers.get('retry-after') });
    }
  });
  const stop = () => {
    running = false;
    return Promise.all(loops);
  };
  return { answers, stop };
}

describe('the embedded database survives crashes (node api/dist/main.js, real embedded PostgreSQL)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fsm-recovery-'));
  let sink: SmtpSink;
  let env: Record<string, string>;
  let server: ChildServer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    env = { DATA_DIR: dataDir, SEED_DEMO_DATA: 'true', SMTP_URL: sink.url, SMTP_TIMEOUT_SECONDS: '2' };
    server = await spawnServer('embedded', env);
  }, 180_000);
  afterAll(async () => {
    sink?.release();
    await server?.stop();
    await sink?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('after kill -9 of the API, the next start stops the orphaned PostgreSQL and comes up healthy with the data', async () => {
    const manager = new TestClient(server.baseUrl);
    expect((await manager.post('/api/login', { username: 'manager', password: 'demo1234' })).status).toBe(200);
    const created = await manager.post('/api/locations', { name: 'Crash Test Kitchen' });
    expect(created.status).toBe(201);

    const orphan = postmasterPid(dataDir);
    server.process.kill('SIGKILL');
    await exited(server);
    expect(alive(orphan)).toBe(true);

    server = await spawnServer('embedded', env);
    expect(server.output()).toMatch(new RegExp(`PostgreSQL \\(pid ${orphan}\\) from an earlier run`));
    expect(alive(orphan)).toBe(false);
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    const again = new TestClient(server.baseUrl);
    await again.post('/api/login', { username: 'manager', password: 'demo1234' });
    const locations = await again.get('/api/locations');
    expect(locations.body.map((l: { name: string }) => l.name)).toContain('Crash Test Kitchen');
  }, 180_000);

  it('a killed postmaster under load: 503 JSON with Retry-After (never HTML or a stack), one log line, then PostgreSQL is restarted', async () => {
    const manager = new TestClient(server.baseUrl);
    await manager.post('/api/login', { username: 'manager', password: 'demo1234' });
    const traffic = load(manager, 8);
    const logBefore = server.output().length;
    await until(
      async () => traffic.answers.length,
      (n) => n > 20,
    );

    process.kill(postmasterPid(dataDir), 'SIGKILL');
    await until(
      async () => traffic.answers.filter((a) => a.status === 503).length,
      (n) => n > 0,
    );
    await until(
      async () => (await fetch(`${server.baseUrl}/api/health`)).status,
      (status) => status === 200,
    );
    // Requests succeed again through the restarted server.
    const countAtRecovery = traffic.answers.length;
    await until(
      async () => traffic.answers.slice(countAtRecovery).filter((a) => a.status === 200).length,
      (n) => n > 5,
    );
    await traffic.stop();

    const failures = traffic.answers.filter((a) => a.status !== 200);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure.status).toBe(503);
      expect(failure.retryAfter).toBe('5');
      expect(failure.body).toEqual({ message: 'The database is unavailable; please try again shortly' });
    }
    const log = server.output().slice(logBefore);
    expect(log.match(/\[database\] unavailable/g), log).toHaveLength(1);
    expect(log).toMatch(/\[database\] available again/);
    expect(log).not.toMatch(/\n\s+at /);
    expect(log.split('\n').length, log).toBeLessThan(20);
  }, 180_000);

  it("a restart that must wait for the killed server's processes retries with backoff and logs why in one line", async () => {
    const logBefore = server.output().length;
    const logSince = async () => server.output().slice(logBefore);
    const outage = killPostmasterAndHoldItDown(dataDir);
    try {
      await until(logSince, (log) => /did not restart yet/.test(log));
    } finally {
      outage.resume();
    }
    const log = await until(logSince, (text) => /\[database\] available again/.test(text));
    expect(log.match(/\[database\] unavailable/g), log).toHaveLength(1);
    const retries = log.split('\n').filter((line) => line.includes('did not restart yet'));
    expect(retries, log).toEqual([
      expect.stringMatching(/retrying with backoff: PostgreSQL did not start: FATAL: pre-existing shared memory block .* is still in use HINT: /),
    ]);
    expect(log.split('\n').length, log).toBeLessThan(8);

    const manager = new TestClient(server.baseUrl);
    expect((await manager.post('/api/login', { username: 'manager', password: 'demo1234' })).status).toBe(200);
    expect((await manager.get('/api/locations')).body.map((l: { name: string }) => l.name)).toContain('Crash Test Kitchen');
  }, 180_000);

  it('a job that ends while the database is down neither ends the API nor stays locked: it runs again once the database is back', async () => {
    const cook = await signedIn(server.baseUrl, 'cook');
    const manager = await signedIn(server.baseUrl, 'manager');
    sink.hold();
    await record(cook, WALK_IN_FRIDGE, 9.5, true);
    await until(
      async () => sink.held(),
      (held) => held > 0,
    );
    const [alert] = await actionsFor(manager, WALK_IN_FRIDGE);

    // The held send times out while PostgreSQL is down, so the runner cannot write the job's failure.
    const outage = killPostmasterAndHoldItDown(dataDir);
    try {
      await until(
        async () => sink.held(),
        (held) => held === 0,
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      outage.resume();
    }
    sink.release();
    await until(
      async () => (await fetch(`${server.baseUrl}/api/health`)).status,
      (status) => status === 200,
    );
    expect(server.process.exitCode, server.output()).toBeNull();

    const notificationsOf = async () => (await actionsFor(manager, WALK_IN_FRIDGE)).find((a) => a.id === alert.id).notifications;
    const told = await until(notificationsOf, (n: { status: string; address?: string }[]) => n.length > 0 && n.every((x) => x.status === 'sent'));
    expect(told.map((n: { address?: string }) => n.address).sort()).toEqual(['branchmgr@example.com', 'cook@example.com']);
    expect(sink.mails.filter((mail) => mail.subject.includes(`#${alert.id} `))).toHaveLength(2);
  }, 180_000);

  it('after kill -9 of the API in the middle of a job, the next start runs that job again at once, not 4 hours later', async () => {
    const cook = await signedIn(server.baseUrl, 'cook');
    sink.hold();
    await record(cook, CHEST_FREEZER, -5, true);
    await until(
      async () => sink.held(),
      (held) => held > 0,
    );
    const [alert] = await actionsFor(cook, CHEST_FREEZER);
    server.process.kill('SIGKILL');
    await exited(server);
    sink.release();

    server = await spawnServer('embedded', env);
    const manager = await signedIn(server.baseUrl, 'manager');
    const notificationsOf = async () => (await actionsFor(manager, CHEST_FREEZER)).find((a) => a.id === alert.id).notifications;
    await until(notificationsOf, (n: { status: string }[]) => n.length > 0 && n.every((x) => x.status === 'sent'));
  }, 180_000);

  // Last, after the outages above: a connection lost in a BEGIN would hold the ORM's pool open, and shutdown with it.
  it('SIGTERM under load exits cleanly within 10 s and stops its PostgreSQL', async () => {
    const manager = new TestClient(server.baseUrl);
    await manager.post('/api/login', { username: 'manager', password: 'demo1234' });
    const traffic = load(manager, 16);
    await until(
      async () => traffic.answers.length,
      (n) => n > 50,
    );
    const postmaster = postmasterPid(dataDir);
    const started = Date.now();
    server.process.kill('SIGTERM');
    await exited(server);
    const seconds = (Date.now() - started) / 1000;
    await traffic.stop();
    expect(seconds).toBeLessThan(10);
    expect(server.process.exitCode, server.output().slice(-2000)).toBe(0);
    expect(alive(postmaster)).toBe(false);
  }, 60_000);
});
