import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { type ChildServer, spawnServer } from '../helpers/child-server.js';
import { signedIn } from '../helpers/client.js';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { record, until } from './alerts-helpers.js';
import { everyMailSentOnce, SEND_JOBS } from './mail-delivery.js';

/** Three Main Kitchen units read far out of range by a person: three critical actions, each e-mailed to two people at once. */
const CRITICAL_READINGS: [equipmentId: number, temperature: number][] = [
  [1, 12],
  [2, -5],
  [3, 60],
];

describe('job heartbeat settings', () => {
  it('refuse a timeout shorter than two heartbeats, which would take a live process for dead', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'secret', JOB_HEARTBEAT_SECONDS: '10', JOB_HEARTBEAT_TIMEOUT_SECONDS: '15' })).toThrow(
      /at least twice JOB_HEARTBEAT_SECONDS/,
    );
    expect(loadConfig({ SESSION_SECRET: 'secret', JOB_HEARTBEAT_SECONDS: '1', JOB_HEARTBEAT_TIMEOUT_SECONDS: '3' })).toMatchObject({
      jobHeartbeatMs: 1000,
      jobHeartbeatTimeoutSeconds: 3,
    });
    expect(loadConfig({ SESSION_SECRET: 'secret' })).toMatchObject({ jobHeartbeatMs: 10_000, jobHeartbeatTimeoutSeconds: 30, jobsShutdownGraceMs: 5000 });
  });
});

/**
 * Issue 37: two real API processes on one database; one is killed (kill -9) or stopped (SIGTERM)
 * while it holds the alert e-mails' send jobs, its SMTP sends in flight.
 */
describe('jobs survive crashes and deploys (two API processes)', () => {
  let sink: SmtpSink;
  let db: TestDatabase;
  let servers: ChildServer[] = [];
  const sql = <T = any>(text: string) => db.orm.em.getConnection().execute<T[]>(text);
  const spawn = async (env: Record<string, string>) => {
    const server = await spawnServer(db, { LIVE_EVENTS: 'postgres', SMTP_URL: sink.url, MAIL_JOBS_CONCURRENCY: '10', ...env });
    servers.push(server);
    return server;
  };
  const exited = (server: ChildServer) =>
    server.process.exitCode !== null || server.process.signalCode !== null
      ? Promise.resolve(server.process.exitCode)
      : new Promise<number | null>((resolve) => server.process.once('exit', resolve));

  /** Opens the actions through `holder`, and waits until its pools lock every send job, each waiting on the mail server. */
  async function sendsHeldBy(holder: ChildServer): Promise<number> {
    const manager = await signedIn(holder.baseUrl, 'manager');
    await Promise.all(CRITICAL_READINGS.map(([unit, temperature]) => record(manager, unit, temperature, true)));
    const [{ n }] = await until(
      () => sql<{ n: number; locked: number; held: number }>(`select count(*)::int n, count(locked_by)::int locked ${SEND_JOBS}`),
      ([jobs]) => jobs.n >= CRITICAL_READINGS.length * 2 && jobs.locked === jobs.n && sink.held() === jobs.n,
      20_000,
    );
    // Locked by this process's pools, as their heartbeats say.
    const [{ holders }] = await sql(
      `select count(distinct h.pid)::int holders from graphile_worker.jobs j join job_worker_heartbeat h on h.worker_id = j.locked_by where j.task_identifier = 'alerts.send_notification'`,
    );
    expect(holders).toBe(1);
    const [{ pid }] = await sql(`select h.pid from graphile_worker.jobs j join job_worker_heartbeat h on h.worker_id = j.locked_by limit 1`);
    expect(pid).toBe(holder.process.pid);
    return n;
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
    sink.release();
    sink.slow(0);
    sink.mails.length = 0;
    await db.close();
  });
  afterAll(() => sink.close());

  it('kill -9 of a process holding jobs: the survivor frees them once its heartbeat stops, and each e-mail goes once', async () => {
    db = await createTestDatabase('demo');
    // A beat a second; silent for 5 s counts as dead (a loaded machine may hold a live process's beat 2–3 s).
    const fastBeats = { JOB_HEARTBEAT_SECONDS: '1', JOB_HEARTBEAT_TIMEOUT_SECONDS: '5' };
    const killed = await spawn(fastBeats);
    sink.hold();
    const jobs = await sendsHeldBy(killed);
    const survivor = await spawn(fastBeats);
    // Nothing taken over while the holder lives, however long its sends wait.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const [{ stillHeld }] = await sql(`select count(*)::int "stillHeld" ${SEND_JOBS} and locked_by is not null`);
    expect(stillHeld).toBe(jobs);

    const killedAt = Date.now();
    killed.process.kill('SIGKILL');
    await exited(killed);
    sink.release(); // the killed process's SMTP sessions closed with it: nothing of theirs arrives
    await everyMailSentOnce(sql, sink, jobs, 120_000);
    expect(Date.now() - killedAt).toBeLessThan(120_000);
    expect(survivor.output()).toMatch(/freed \d+ job\(s\) locked by a worker pool silent/);
  }, 90_000);

  it('SIGTERM during slow sends: they finish within the grace and are recorded sent; nobody sends them again', async () => {
    db = await createTestDatabase('demo');
    const stopping = await spawn({ JOBS_SHUTDOWN_GRACE_SECONDS: '20' });
    sink.slow(6000);
    const jobs = await sendsHeldBy(stopping);
    stopping.process.kill('SIGTERM');
    await spawn({}); // the other process, there to take anything left over
    expect(await exited(stopping)).toBe(0);
    // Recorded by the stopping process itself before it exited: no retry was needed.
    const attempts = await sql<{ attempts: number; status: string }>(`select attempts, status from notification where channel = 'email'`);
    expect(attempts).toEqual(Array.from({ length: jobs }, () => ({ attempts: 1, status: 'sent' })));
    await everyMailSentOnce(sql, sink, jobs, 10_000);
    expect(stopping.output()).not.toContain('still running after');
  }, 90_000);

  it('SIGTERM with sends hung past the grace: they are released to the other process at once, and each e-mail goes once', async () => {
    db = await createTestDatabase('demo');
    // A heartbeat timeout far beyond the test: only the shutdown's release can hand the jobs over.
    const slowBeats = { JOB_HEARTBEAT_SECONDS: '30', JOB_HEARTBEAT_TIMEOUT_SECONDS: '600' };
    const stopping = await spawn({ ...slowBeats, JOBS_SHUTDOWN_GRACE_SECONDS: '1' });
    sink.hold();
    const jobs = await sendsHeldBy(stopping);
    const survivor = await spawn(slowBeats);
    stopping.process.kill('SIGTERM');
    await exited(stopping);
    expect(stopping.output()).toMatch(/released \d+ unfinished job\(s\)/);
    // The survivor takes them over (its own sends wait on the held server too), then the server answers.
    await until(
      () => sql(`select count(*)::int n ${SEND_JOBS} and locked_by is not null`),
      ([{ n }]) => n === jobs && sink.held() === jobs,
      15_000,
    );
    sink.release();
    await everyMailSentOnce(sql, sink, jobs, 20_000);
    expect(survivor.output()).not.toContain('freed');
  }, 90_000);
});
