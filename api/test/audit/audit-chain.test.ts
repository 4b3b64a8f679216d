import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectOrm } from '../../src/app/orm.js';
import { recordAudit } from '../../src/modules/audit/audit.service.js';
import { AUDIT_EVENT_FIELDS_SQL, auditChainHead, verifyChain } from '../../src/modules/audit/audit-chain.js';
import { sealAuditChain } from '../../src/modules/audit/audit-sealer.js';
import { canonicalEvent } from '../../src/modules/audit/verify-pack.mjs';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const HARBOUR = 1;
const VERIFY = '{ verifyAuditChain { valid checkedEvents firstBrokenEventId head { seq hash } unsealedEvents } }';

describe('the audit chain', () => {
  let app: TestApp;
  let manager: TestClient;
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);

  beforeAll(async () => {
    app = await startTestApp('demo');
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());
  // Events enter unsealed; the sealer (a job, off in this file) chains them. Tests that read seq or hash seal first.
  const seal = () => sealAuditChain(app.db.orm.em.fork(), HARBOUR);

  it('links every seeded event of a company, numbered from 1 with no gap, and reports the head', async () => {
    await seal(); // the manager's sign-in
    const [{ n, max }] = await sql<{ n: string; max: string }>(`select count(*) n, max(seq) max from audit_event where company_id = ?`, [HARBOUR]);
    expect(Number(n)).toBeGreaterThan(0);
    expect(Number(max)).toBe(Number(n));
    const [first] = await sql<{ prev_hash: string }>(`select prev_hash from audit_event where company_id = ? and seq = 1`, [HARBOUR]);
    expect(first.prev_hash).toBe('0'.repeat(64));
    const { data } = await manager.graphql(VERIFY);
    const head = await auditChainHead(app.db.orm.em.fork(), HARBOUR);
    expect(data.verifyAuditChain).toEqual({ valid: true, checkedEvents: Number(n), firstBrokenEventId: null, head, unsealedEvents: 0 });
    expect(head?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is for company-wide administrators only', async () => {
    for (const username of ['branchmgr', 'cook', 'super']) {
      const client = await signedIn(app.baseUrl, username);
      expect(await client.graphqlErrorCode(VERIFY)).toBe('FORBIDDEN');
    }
  });

  it('stays one unbroken chain under many concurrent writers (ORM and set-based SQL inserts)', async () => {
    const before = await auditChainHead(app.db.orm.em.fork(), HARBOUR);
    const ormWrites = Array.from({ length: 20 }, (_, i) =>
      app.db.orm.em.fork().transactional(async (tx) => {
        recordAudit(tx, null, { companyId: HARBOUR, entity: 'test', entityId: i, action: 'concurrent' });
      }),
    );
    const readings = Array.from({ length: 20 }, (_, i) =>
      manager.graphql('mutation($input: RecordReadingInput!) { recordReading(input: $input) { id } }', {
        input: { equipmentId: 1, temperature: 3 + i / 10 },
      }),
    );
    // One statement inserting several events (as set-based writes do) chains each row after the last.
    const batch = sql(`insert into audit_event (company_id, entity, entity_id, action) select ?, 'test', g::text, 'batch' from generate_series(1, 3) g`, [
      HARBOUR,
    ]);
    const answers = await Promise.all([...ormWrites, ...readings, batch]);
    expect(answers.filter((answer) => answer && 'errors' in answer && answer.errors)).toEqual([]);
    expect(await seal()).toBeGreaterThanOrEqual(43);
    const after = await auditChainHead(app.db.orm.em.fork(), HARBOUR);
    expect(after!.seq - before!.seq).toBeGreaterThanOrEqual(43);
    const forks = await sql(`select seq from audit_event where company_id = ? group by seq having count(*) > 1`, [HARBOUR]);
    expect(forks).toEqual([]);
    expect(await verifyChain(app.db.orm.em.fork(), HARBOUR)).toMatchObject({ problem: null, valid: true, checkedEvents: after!.seq, head: after });
  });

  it('inserts an ORM write’s event unsealed, holding no chain lock, and the sealer chains it next; a rollback leaves nothing', async () => {
    const before = await auditChainHead(app.db.orm.em.fork(), HARBOUR);
    const chainLockFree = () =>
      sql<{ free: boolean }>(`select pg_try_advisory_lock(1096107092, ?) as free, pg_advisory_unlock(1096107092, ?)`, [HARBOUR, HARBOUR]);
    let freeWhileOpen: boolean | undefined;
    await app.db.orm.em.fork().transactional(async (tx) => {
      recordAudit(tx, null, { companyId: HARBOUR, entity: 'test', entityId: 'open', action: 'committed' });
      await tx.flush();
      [{ free: freeWhileOpen }] = await chainLockFree();
    });
    expect(freeWhileOpen).toBe(true);
    const [event] = await sql(`select seq, entity_id, action from audit_event where company_id = ? and entity = 'test' and entity_id = 'open'`, [HARBOUR]);
    expect(event).toMatchObject({ action: 'committed', seq: null });
    expect(await verifyChain(app.db.orm.em.fork(), HARBOUR)).toMatchObject({ valid: true, head: before, unsealedEvents: 1 });
    expect(await seal()).toBe(1);
    const [sealed] = await sql(`select seq from audit_event where company_id = ? and entity = 'test' and entity_id = 'open'`, [HARBOUR]);
    expect(Number(sealed.seq)).toBe(before!.seq + 1);

    await expect(
      app.db.orm.em.fork().transactional(async (tx) => {
        recordAudit(tx, null, { companyId: HARBOUR, entity: 'test', entityId: 'rolled-back', action: 'never' });
        await tx.flush();
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await sql(`select id from audit_event where entity = 'test' and entity_id = 'rolled-back'`)).toEqual([]);
    expect(await verifyChain(app.db.orm.em.fork(), HARBOUR)).toMatchObject({ valid: true });
  });

  it('names the event a superuser edited behind the append-only trigger', async () => {
    const [victim] = await sql<{ id: string; seq: string }>(`select id, seq from audit_event where company_id = ? and seq = 5`, [HARBOUR]);
    // The app's own role may not do this (api/test/database/app-role.test.ts): the schema owner can.
    const owner = await connectOrm(app.db.ownerUrl, { poolSize: 1 });
    await owner.em.fork().transactional(async (tx) => {
      const connection = tx.getConnection();
      const ctx = tx.getTransactionContext();
      await connection.execute('alter table audit_event disable trigger audit_event_append_only', [], 'run', ctx);
      await connection.execute(`update audit_event set after = '{"temperature": 4}' where id = ?`, [victim.id], 'run', ctx);
      await connection.execute('alter table audit_event enable trigger audit_event_append_only', [], 'run', ctx);
    });
    await owner.close(true);
    const { data } = await manager.graphql(VERIFY);
    expect(data.verifyAuditChain).toMatchObject({ valid: false, checkedEvents: 4, firstBrokenEventId: victim.id, head: { seq: 4 } });
    const rival = await signedIn(app.baseUrl, 'rivermgr');
    expect((await rival.graphql(VERIFY)).data.verifyAuditChain.valid).toBe(true);
  });

  it('encodes an event in Node exactly as the database’s audit_event_canonical() does (escapes, Unicode, jsonb key order and numbers)', async () => {
    const after = { zz: 4.5, a: '“quoted” \\ "x"\n\t\u0001', bb: [1, 2.5, -0.0, 1e21, null, true], é: { nested: '😀 Zoë' } };
    const [{ id }] = await sql<{ id: string }>(
      `insert into audit_event (company_id, actor_id, entity, entity_id, action, before, after) values (?, 1, 'test', ?, 'encode', null, ?::jsonb) returning id`,
      [HARBOUR, 'a"b\\c\u001f\r', `${JSON.stringify(after).replace('2.5,', '2.50,')}`],
    );
    const [row] = await sql(`select ${AUDIT_EVENT_FIELDS_SQL}, audit_event_canonical(audit_event) as canonical from audit_event where id = ?`, [id]);
    const mine = canonicalEvent({
      ...row,
      prevHash: row.prev_hash,
      companyId: row.company_id,
      actorId: row.actor_id,
      occurredAtUs: row.occurred_at_us,
      entityId: row.entity_id,
    });
    expect(row.after).toContain('2.50');
    expect(mine).toBe(row.canonical);
  });

  it('names the event after one the schema owner deleted from the middle of the chain', async () => {
    const [{ company_id: RIVER }] = await sql<{ company_id: number }>(`select company_id from "user" where username = 'rivermgr'`);
    await sql(`insert into audit_event (company_id, entity, entity_id, action) select ?, 'test', g::text, 'batch' from generate_series(1, 4) g`, [RIVER]);
    await sealAuditChain(app.db.orm.em.fork(), RIVER);
    const [victim] = await sql<{ id: string; seq: string }>(`select id, seq from audit_event where company_id = ? order by seq offset 2 limit 1`, [RIVER]);
    const [next] = await sql<{ id: string }>(`select id from audit_event where company_id = ? and seq = ?`, [RIVER, Number(victim.seq) + 1]);
    expect(next).toBeDefined();
    const owner = await connectOrm(app.db.ownerUrl, { poolSize: 1 });
    await owner.em.fork().transactional(async (tx) => {
      const connection = tx.getConnection();
      const ctx = tx.getTransactionContext();
      await connection.execute('alter table audit_event disable trigger audit_event_append_only', [], 'run', ctx);
      await connection.execute('delete from audit_event where id = ?', [victim.id], 'run', ctx);
      await connection.execute('alter table audit_event enable trigger audit_event_append_only', [], 'run', ctx);
    });
    await owner.close(true);
    const result = await verifyChain(app.db.orm.em.fork(), RIVER);
    expect(result).toMatchObject({ valid: false, checkedEvents: Number(victim.seq) - 1, firstBrokenEventId: Number(next.id), unsealedEvents: 0 });
    expect(result.problem).toContain(`expected seq ${victim.seq}`);
  });

  it('holds a chain to the anchors kept of it: the same hash at the same seq, and no anchor past the head', async () => {
    const em = app.db.orm.em.fork();
    await sealAuditChain(em, null);
    const [{ seq, hash }] = await sql<{ seq: string; hash: string }>(
      `select seq, hash from audit_event where company_id is null and seq is not null order by seq desc limit 1`,
    );
    const anchor = { seq: Number(seq), hash };
    expect(await verifyChain(em, null, [anchor])).toMatchObject({ valid: true });
    expect(await verifyChain(em, null, [{ ...anchor, hash: 'f'.repeat(64) }])).toMatchObject({ valid: false, problem: expect.stringContaining('rewritten') });
    expect(await verifyChain(em, null, [{ ...anchor, seq: anchor.seq + 1 }])).toMatchObject({ valid: false, firstBrokenEventId: null });
  });
});
