import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { LISTENER_APPLICATION_NAME, type PgListener, startPgListener } from '../../src/database/pg-listener.js';
import { adminQuery } from '../helpers/postgres.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { eventually } from '../helpers/ws-client.js';

let db: TestDatabase;
let listener: PgListener;
const heard: string[] = [];
const states: boolean[] = [];

beforeAll(async () => {
  db = await createTestDatabase('migrated');
  listener = await startPgListener(db.url, { minDelayMs: 50, maxDelayMs: 200 });
  listener.onState((listening) => states.push(listening));
  await listener.listen('fsm_test_channel', (payload) => heard.push(payload));
});
afterAll(async () => {
  await listener.close();
  await db.close();
});

async function asOwner<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: db.ownerUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const notify = (payload: string) => asOwner((client) => client.query(`select pg_notify('fsm_test_channel', $1)`, [payload]));
/** The listener's backends (from the admin database: this one may refuse connections); `terminate` ends them as an outage or an administrator would. */
async function listenerBackends(terminate = false): Promise<number[]> {
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      `select pid${terminate ? ', pg_terminate_backend(pid)' : ''} from pg_stat_activity where datname = $1 and application_name = $2`,
      [new URL(db.url).pathname.slice(1), LISTENER_APPLICATION_NAME],
    );
    return rows.map((row) => row.pid);
  } finally {
    await admin.end();
  }
}
const terminateListener = async () => (await listenerBackends(true)).length;

describe('the shared LISTEN connection', () => {
  it('caughtUp() resolves only once every notification committed before the call has been handled', async () => {
    // Without the round trip a notification often lands after the NOTIFYing commit has returned.
    await asOwner(async (owner) => {
      for (let i = 0; i < 500; i++) {
        await owner.query(`select pg_notify('fsm_test_channel', $1)`, [`committed ${i}`]);
        await listener.caughtUp();
        expect(heard.at(-1)).toBe(`committed ${i}`);
      }
    });
  });

  it('hears notifications, and after its backend is terminated reconnects, listens again and says so once per change', async () => {
    await notify('before');
    await eventually(() => heard.includes('before'));
    const errors = vi.spyOn(console, 'error');
    const logs = vi.spyOn(console, 'log');
    expect(await terminateListener()).toBe(1);
    await eventually(() => states.length === 2);
    expect(states).toEqual([false, true]);
    expect(listener.listening).toBe(true);
    await notify('after');
    await eventually(() => heard.includes('after'));
    expect(errors.mock.calls.filter(([line]) => String(line).startsWith('[listener]'))).toHaveLength(1);
    expect(logs.mock.calls.filter(([line]) => String(line).startsWith('[listener] LISTEN connection back'))).toHaveLength(1);
    errors.mockRestore();
    logs.mockRestore();
  });

  it('keeps retrying while the database refuses connections, and recovers when it allows them again', async () => {
    const database = new URL(db.url).pathname.slice(1);
    await adminQuery(inject('adminDatabaseUrl'), `alter database "${database}" with allow_connections false`);
    try {
      await terminateListener();
      await eventually(() => !listener.listening);
      // A retry (every 50 → 200 ms) is refused like this one while the database refuses connections.
      await expect(new pg.Client({ connectionString: db.url }).connect()).rejects.toThrow(/not currently accepting connections/);
      expect(listener.listening).toBe(false);
    } finally {
      await adminQuery(inject('adminDatabaseUrl'), `alter database "${database}" with allow_connections true`);
    }
    await eventually(() => listener.listening);
    await notify('recovered');
    await eventually(() => heard.includes('recovered'));
  });

  it('drops a LISTEN connection that stops answering: caughtUp() waits at most 2 s for it, and a new connection listens', async () => {
    const [silent] = await listenerBackends();
    const errors = vi.spyOn(console, 'error');
    process.kill(silent, 'SIGSTOP');
    try {
      const started = Date.now();
      await listener.caughtUp();
      expect(Date.now() - started).toBeLessThan(5000);
      expect(listener.listening).toBe(false);
      expect(errors.mock.calls.map(([line]) => String(line))).toContainEqual(expect.stringMatching(/LISTEN connection lost \(no answer within 2 s\)/));
    } finally {
      process.kill(silent, 'SIGCONT');
      errors.mockRestore();
    }
    await eventually(() => listener.listening);
    expect(await listenerBackends()).not.toContain(silent);
    await notify('after the silence');
    await eventually(() => heard.includes('after the silence'));
  });
});
