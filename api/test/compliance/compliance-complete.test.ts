import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const COMPLETE = `mutation($input: CompleteComplianceCheckInput!) { completeComplianceCheck(input: $input) { id templateName status notes completedAt userName } }`;

describe('GraphQL completeComplianceCheck (phone app)', () => {
  let app: TestApp;
  let manager: TestClient;
  let river: TestClient;
  /** Harbour's seeded templates by name. */
  const harbour: Record<string, number> = {};
  const sql = async <T>(query: string) => app.db.orm.em.getConnection().execute<T[]>(query);
  const count = async (query: string) => Number((await sql<{ n: string }>(query))[0].n);
  const checks = () => count('select count(*) n from compliance_check');
  const audits = () => count(`select count(*) n from audit_event where entity = 'compliance_check'`);

  beforeAll(async () => {
    app = await startTestApp();
    [manager, river] = await Promise.all([signedIn(app.baseUrl, 'manager'), signedIn(app.baseUrl, 'rivermgr')]);
    for (const row of await sql<{ id: number; name: string }>('select id, name from compliance_check_template where company_id = 1'))
      harbour[row.name] = row.id;
  });
  afterAll(() => app.close());

  it('records a check completed on the phone with every item answered', async () => {
    const input = {
      templateId: harbour['Daily Closing Check'],
      locationId: 1,
      answers: [
        { description: 'Bins emptied', result: 'pass' },
        { description: 'Food covered, labelled and dated', result: 'pass', note: ' all dated ' },
        { description: 'Equipment switched off', result: 'not_applicable' },
      ],
      photoCount: 2,
      notes: ' Back door seal worn ',
    };
    const { data, errors } = await manager.graphql(COMPLETE, { input });
    expect(errors).toBeUndefined();
    expect(data.completeComplianceCheck).toMatchObject({
      templateName: 'Daily Closing Check',
      status: 'completed',
      notes: 'Back door seal worn',
      userName: 'Maria Manager',
    });
    expect(Date.now() - Date.parse(data.completeComplianceCheck.completedAt)).toBeLessThan(60_000);
    const [row] = await sql<{ checklist_data: unknown }>(`select checklist_data from compliance_check where id = ${data.completeComplianceCheck.id}`);
    expect(row.checklist_data).toEqual({
      items: [
        { description: 'Food covered, labelled and dated', critical: false, result: 'pass', note: 'all dated' },
        { description: 'Bins emptied', critical: false, result: 'pass', note: null },
        { description: 'Equipment switched off', critical: false, result: 'not_applicable', note: null },
      ],
      photoCount: 2,
    });
    const [audit] = await sql<{ action: string }>(`select action from audit_event where entity = 'compliance_check' order by id desc limit 1`);
    expect(audit.action).toBe('complete');
  });

  it('uses the default items for templates without their own, and photoCount defaults to 0', async () => {
    const answers = ['Temperature Verification', 'Visual Inspection', 'Documentation Review'].map((description, i) => ({
      description,
      result: i === 1 ? 'fail' : 'pass',
    }));
    const input = { templateId: harbour['Monthly Pest Control Inspection'], locationId: 1, answers, photoCount: null };
    const { data } = await manager.graphql(COMPLETE, { input });
    const [row] = await sql<{ checklist_data: { items: { result: string }[]; photoCount: number } }>(
      `select checklist_data from compliance_check where id = ${data.completeComplianceCheck.id}`,
    );
    expect(row.checklist_data.items.map((i) => i.result)).toEqual(['pass', 'fail', 'pass']);
    expect(row.checklist_data.photoCount).toBe(0);
  });

  it('refuses bad completions and other companies’ ids, storing nothing', async () => {
    const [before, auditsBefore] = [await checks(), await audits()];
    const all = ['Food covered, labelled and dated', 'Bins emptied', 'Equipment switched off'].map((description) => ({ description, result: 'pass' }));
    const base = { templateId: harbour['Daily Closing Check'], locationId: 1, answers: all as unknown[] };
    const bad = [
      { ...base, answers: [...all, { description: 'Not on the list', result: 'pass' }] },
      { ...base, answers: [] },
      { ...base, answers: all.slice(1) },
      { ...base, answers: null },
      { ...base, answers: [{ ...all[0], result: 'maybe' }, ...all.slice(1)] },
      { ...base, photoCount: -1 },
      { ...base, notes: 'x'.repeat(2001) },
      { ...base, answers: [{ description: 'x'.repeat(501), result: 'pass' }] },
      { answers: all },
    ];
    for (const input of bad) expect(await manager.graphqlErrorCode(COMPLETE, { input }), JSON.stringify(input).slice(0, 80)).toBe('BAD_USER_INPUT');
    expect((await manager.graphql(COMPLETE, { input: bad[0] })).errors?.[0].message).toBe('Not an item of "Daily Closing Check": Not on the list');
    expect((await manager.graphql(COMPLETE, { input: bad[2] })).errors?.[0].message).toBe(
      'Answer every item before completing the check. Unanswered: Food covered, labelled and dated',
    );
    expect(await river.graphqlErrorCode(COMPLETE, { input: base })).toBe('NOT_FOUND');
    expect(await river.graphqlErrorCode(COMPLETE, { input: { ...base, locationId: 4 } })).toBe('NOT_FOUND');
    expect(await new TestClient(app.baseUrl).graphqlErrorCode(COMPLETE, { input: base })).toBe('UNAUTHENTICATED');
    expect([await checks(), await audits()]).toEqual([before, auditsBefore]);
  });
});
