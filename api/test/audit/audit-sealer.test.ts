import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectOrm } from '../../src/app/orm.js';
import { createServer } from '../../src/app/server.js';
import { verifyChain } from '../../src/modules/audit/audit-chain.js';
import { sealAuditChain } from '../../src/modules/audit/audit-sealer.js';
import { startTestApp, type TestApp, testConfig } from '../helpers/test-server.js';

const RIVERSIDE = 2;
const CHAIN_LOCK = 1096107092;

/** Issue 32 item 6: writers insert unsealed events with no lock; the sealer chains them, once each, in one gap-free chain. */
describe('the audit chain sealer', () => {
  let app: TestApp;
  const clients: pg.Client[] = [];
  const connect = async (url = app.db.url) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    clients.push(client);
    return client;
  };
  const seal = () => sealAuditChain(app.db.orm.em.fork(), RIVERSIDE);
  const verify = () => verifyChain(app.db.orm.em.fork(), RIVERSIDE);
  const insertEvent = (client: pg.Client, entityId: string) =>
    client.query(`insert into audit_event (company_id, entity, entity_id, action) values ($1, 'test', $2, 'sealer') returning id`, [RIVERSIDE, entityId]);
  const unsealed = async () =>
    Number((await app.db.orm.em.getConnection().execute(`select count(*) n from audit_event where seq is null and company_id = ?`, [RIVERSIDE]))[0].n);

  beforeAll(async () => {
    app = await startTestApp('demo');
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    await app.close();
  });

  it('8 writers × 200 events, sealed while they write by two sealers at once: one gap-free chain, every event sealed exactly once', async () => {
    const unsealedBefore = await unsealed();
    const writers = await Promise.all(Array.from({ length: 8 }, () => connect()));
    let writing = true;
    const sealers = Array.from({ length: 2 }, async () => {
      let sealed = 0;
      while (writing) sealed += await seal();
      return sealed;
    });
    await Promise.all(
      writers.map(async (client, w) => {
        for (let i = 0; i < 200; i++) await insertEvent(client, `${w}-${i}`);
      }),
    );
    writing = false;
    const sealedWhileWriting = (await Promise.all(sealers)).reduce((a, b) => a + b, 0);
    const sealedAfter = await seal();
    expect(sealedWhileWriting).toBeGreaterThan(0);
    const [counts] = await app.db.orm.em
      .getConnection()
      .execute(`select count(*) n, count(seq) sealed, count(distinct seq) seqs, min(seq) first, max(seq) last from audit_event where company_id = ?`, [
        RIVERSIDE,
      ]);
    expect(Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)]))).toEqual({
      n: Number(counts.n),
      sealed: Number(counts.n),
      seqs: Number(counts.n),
      first: 1,
      last: Number(counts.n),
    });
    // Every event was sealed by one sealer call, never two: the calls' counts add up to exactly the events there were to seal.
    const [{ n: written }] = await app.db.orm.em.getConnection().execute(`select count(*) n from audit_event where action = 'sealer'`);
    expect(Number(written)).toBe(1600);
    expect(sealedWhileWriting + sealedAfter).toBe(unsealedBefore + 1600);
    expect(await verify()).toMatchObject({ valid: true, checkedEvents: Number(counts.n), unsealedEvents: 0 });
  });

  it('seals what has committed: a lower id that commits later gets the next seq, nothing is skipped', async () => {
    const slow = await connect();
    const quick = await connect();
    await slow.query('begin');
    const {
      rows: [early],
    } = await insertEvent(slow, 'slow');
    const {
      rows: [late],
    } = await insertEvent(quick, 'quick');
    expect(Number(early.id)).toBeLessThan(Number(late.id));
    expect(await seal()).toBe(1);
    await slow.query('commit');
    expect(await seal()).toBe(1);
    const rows = await app.db.orm.em.getConnection().execute(`select id, seq from audit_event where id in (?, ?) order by seq`, [early.id, late.id]);
    expect(rows.map((row) => String(row.id))).toEqual([String(late.id), String(early.id)]);
    expect(Number(rows[1].seq)).toBe(Number(rows[0].seq) + 1);
    expect(await verify()).toMatchObject({ valid: true, unsealedEvents: 0 });
  });

  it('a sealer killed mid-seal leaves nothing half sealed, a second sealer waits for the first, and the next run completes', async () => {
    const writer = await connect();
    for (let i = 0; i < 50; i++) await insertEvent(writer, `crash-${i}`);
    const head = (await verify()).head!;

    // Rolled back: as if it never ran.
    const rolledBack = await connect();
    await rolledBack.query('begin');
    expect((await rolledBack.query('select audit_chain_seal($1, 20) as n', [RIVERSIDE])).rows[0].n).toBe(20);
    await rolledBack.query('rollback');
    expect(await unsealed()).toBe(50);

    // Killed with its lock held and 20 events sealed in its transaction; a second sealer queues behind it meanwhile.
    const killed = await connect();
    killed.on('error', () => undefined);
    await killed.query('begin');
    await killed.query('select audit_chain_seal($1, 20)', [RIVERSIDE]);
    let secondDone = false;
    const second = seal().then((n) => {
      secondDone = true;
      return n;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondDone).toBe(false);
    const [{ pid }] = (await killed.query('select pg_backend_pid() as pid')).rows;
    await app.db.orm.em.getConnection().execute('select pg_terminate_backend(?)', [pid]);
    expect(await second).toBe(50);
    expect(await verify()).toMatchObject({ valid: true, head: { seq: head.seq + 50 }, unsealedEvents: 0 });
    const [lock] = await app.db.orm.em.getConnection().execute(`select count(*) n from pg_locks where locktype = 'advisory' and classid = ?`, [CHAIN_LOCK]);
    expect(Number(lock.n)).toBe(0);
  });

  it('the database allows only the sealer’s one update: seq on an unsealed event, linked to the one before, never twice, never a fork', async () => {
    const owner = await connect(app.db.ownerUrl);
    const app_ = await connect();
    const {
      rows: [a],
    } = await insertEvent(app_, 'guard-a');
    const {
      rows: [b],
    } = await insertEvent(app_, 'guard-b');
    const head = (await verify()).head!;
    const refused = (text: string, params: unknown[]) => expect(owner.query(text, params)).rejects.toThrow();

    await expect(
      app_.query(`insert into audit_event (company_id, entity, entity_id, action, seq) values ($1, 'test', 'x', 'forged', 1)`, [RIVERSIDE]),
    ).rejects.toThrow(/inserted unsealed/);
    await expect(app_.query('update audit_event set seq = $1 where id = $2', [head.seq + 1, a.id])).rejects.toThrow(/permission denied/);
    await expect(owner.query(`update audit_event set action = 'edited' where id = $1`, [a.id])).rejects.toThrow(/append-only/);
    await expect(owner.query(`update audit_event set seq = $1, action = 'edited' where id = $2`, [head.seq + 1, a.id])).rejects.toThrow(/append-only/);
    await expect(owner.query('update audit_event set seq = $1 where id = $2', [head.seq + 2, a.id])).rejects.toThrow(/is not sealed/);
    await refused('update audit_event set seq = $1 where id = $2', [head.seq, a.id]); // a fork: that seq is taken
    // The one allowed update links the event itself, whatever prev_hash and hash it was given.
    await owner.query(`update audit_event set seq = $1, prev_hash = 'forged', hash = 'forged' where id = $2`, [head.seq + 1, a.id]);
    const [sealedA] = (await owner.query('select prev_hash, hash, audit_event_hash(audit_event) as recomputed from audit_event where id = $1', [a.id])).rows;
    expect(sealedA.prev_hash).toBe(head.hash);
    expect(sealedA.hash).toBe(sealedA.recomputed);
    await expect(owner.query('update audit_event set seq = $1 where id = $2', [head.seq + 5, a.id])).rejects.toThrow(/append-only/);
    await expect(owner.query('update audit_event set seq = null where id = $1', [a.id])).rejects.toThrow(/append-only/);
    expect(await seal()).toBe(1);
    expect((await owner.query('select seq from audit_event where id = $1', [b.id])).rows[0].seq).toBe(String(head.seq + 2));
    expect(await verify()).toMatchObject({ valid: true, unsealedEvents: 0 });
  });
});

describe('sealing on the job runner', () => {
  let app: TestApp;
  let other: { close(): Promise<void> } | undefined;
  afterAll(async () => {
    await other?.close();
    await app?.close();
  });

  it('seals a write within a few seconds of its commit at the default intervals', async () => {
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true' } });
    const connection = app.db.orm.em.getConnection();
    const [{ id }] = await connection.execute(
      `insert into audit_event (company_id, entity, entity_id, action) values (1, 'test', 'timed', 'sealer') returning id`,
    );
    const committed = Date.now();
    await expect
      .poll(async () => (await connection.execute('select seq from audit_event where id = ?', [id]))[0].seq, { timeout: 12_000, interval: 100 })
      .not.toBeNull();
    // About 3 s as designed (a 1-s sweep found at the runner's 2-s poll), with room for a loaded machine and a new app.
    expect(Date.now() - committed).toBeLessThan(8000);
    expect(await verifyChain(app.db.orm.em.fork(), 1)).toMatchObject({ valid: true });
  });

  it('two processes’ job runners sealing the same writes never fork the chain', async () => {
    await app.close();
    const env = { RUN_JOBS: 'true', AUDIT_SEAL_INTERVAL_MS: '50', JOBS_POLL_INTERVAL_MS: '50' };
    app = await startTestApp('demo', { env });
    const orm = await connectOrm(app.db.url);
    const server = await createServer(orm, testConfig(app.db.url, env), app.db.url, app.db.ownerUrl);
    other = {
      close: async () => {
        await server.close();
        await orm.close(true);
      },
    };
    const pool = new pg.Pool({ connectionString: app.db.url, max: 4 });
    await Promise.all(
      Array.from({ length: 4 }, async (_, w) => {
        for (let i = 0; i < 150; i++) {
          await pool.query(`insert into audit_event (company_id, entity, entity_id, action) values (1, 'test', $1, 'two-runners')`, [`${w}-${i}`]);
          if (i % 30 === 0) await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }),
    );
    await pool.end();
    const connection = app.db.orm.em.getConnection();
    await expect
      .poll(async () => Number((await connection.execute('select count(*) n from audit_event where seq is null'))[0].n), { timeout: 15_000, interval: 100 })
      .toBe(0);
    const [{ n }] = await connection.execute(`select count(*) n from audit_event where company_id = 1`);
    expect(await verifyChain(app.db.orm.em.fork(), 1)).toMatchObject({ valid: true, checkedEvents: Number(n), unsealedEvents: 0 });
    const sealJobs = await connection.execute(
      `select count(*) n from graphile_worker.jobs where task_identifier = 'audit.seal_chain' and attempts > 0 and last_error is not null`,
    );
    expect(Number(sealJobs[0].n)).toBe(0);
  });
});
