import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type PgListener, startPgListener } from '../../src/database/pg-listener.js';
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
/** Ends the listener's backend as an outage or an administrator would (from the admin database: this one may refuse connections). */
async function terminateListener(): Promise<number> {
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  try {
    const { rows } = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query like 'listen %'`, [
      new URL(db.url).pathname.slice(1),
    ]);
    return rows.length;
  } finally {
    await admin.end();
  }
}

describe('the shared LISTEN connection', () => {
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
});
