import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const CHECK = 'id status userName completedAt items { description critical result note }';
const START = `mutation($input: StartComplianceCheckInput!) { startComplianceCheck(input: $input) { ${CHECK} } }`;
const SAVE = `mutation($input: SaveCheckProgressInput!) { saveCheckProgress(input: $input) { ${CHECK} } }`;
const COMPLETE = `mutation($input: CompleteComplianceCheckInput!) { completeComplianceCheck(input: $input) { ${CHECK} } }`;
const UPDATE_TEMPLATE = `mutation($input: UpdateComplianceTemplateInput!) { updateComplianceTemplate(input: $input) { id checkItems { description critical } } }`;
const OPENING_ITEMS = ['Fridge and freezer temperatures recorded', 'Hand-wash stations stocked', 'Surfaces sanitised', 'Pest activity checked'];

describe('checklists: worked item by item, completed only when every item is answered', () => {
  let app: TestApp;
  let manager: TestClient;
  let cook: TestClient;
  let opening: number;
  const sql = async <T>(query: string) => app.db.orm.em.getConnection().execute<T[]>(query);
  const start = async () => (await manager.graphql(START, { input: { templateId: opening, locationId: 1 } })).data.startComplianceCheck;
  const pass = (description: string) => ({ description, result: 'pass' });

  beforeAll(async () => {
    app = await startTestApp();
    [manager, cook] = await Promise.all([signedIn(app.baseUrl, 'manager'), signedIn(app.baseUrl, 'cook')]);
    [{ id: opening }] = await sql<{ id: number }>(`select id from compliance_check_template where company_id = 1 and name = 'Daily Opening Check'`);
  });
  afterAll(() => app.close());

  it('administrators mark items critical (audited); others may not; old item shapes stay readable', async () => {
    const checkItems = OPENING_ITEMS.map((description, i) => ({ description, critical: i === 0 }));
    const { data, errors } = await manager.graphql(UPDATE_TEMPLATE, { input: { id: opening, checkItems } });
    expect(errors).toBeUndefined();
    expect(data.updateComplianceTemplate.checkItems).toEqual(checkItems);
    expect(await cook.graphqlErrorCode(UPDATE_TEMPLATE, { input: { id: opening, checkItems } })).toBe('FORBIDDEN');
    expect(await manager.graphqlErrorCode(UPDATE_TEMPLATE, { input: { id: opening, checkItems: [...checkItems, checkItems[0]] } })).toBe('BAD_USER_INPUT');
    const editable = async (client: TestClient) =>
      (await client.graphql('query { complianceTemplates { id editable } }')).data.complianceTemplates.find((t: { id: number }) => t.id === opening).editable;
    expect([await editable(manager), await editable(cook)]).toEqual([true, false]);
    const [audit] = await sql<{ n: string }>(`select count(*) n from audit_event where entity = 'compliance_check_template' and action = 'update'`);
    expect(audit.n).toBe('1');
  });

  it('saves progress (pending → in progress, audited), refuses an incomplete completion naming the open items, then completes and seals', async () => {
    const check = await start();
    expect(check.items.map((i: { result: string | null }) => i.result)).toEqual([null, null, null, null]);
    const saved = (
      await manager.graphql(SAVE, {
        input: { checkId: check.id, answers: [pass(OPENING_ITEMS[0]), { description: OPENING_ITEMS[1], result: 'fail', note: ' soap out ' }] },
      })
    ).data.saveCheckProgress;
    expect(saved.status).toBe('in_progress');
    expect(saved.items.slice(0, 2)).toEqual([
      { description: OPENING_ITEMS[0], critical: true, result: 'pass', note: null },
      { description: OPENING_ITEMS[1], critical: false, result: 'fail', note: 'soap out' },
    ]);
    const refused = await manager.graphql(COMPLETE, { input: { checkId: check.id, answers: [pass(OPENING_ITEMS[2])] } });
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0].message).toBe('Answer every item before completing the check. Unanswered: Pest activity checked');
    const [still] = await sql<{ status: string }>(`select status from compliance_check where id = ${check.id}`);
    expect(still.status).toBe('in_progress');

    const done = await manager.graphql(COMPLETE, {
      input: { checkId: check.id, answers: [pass(OPENING_ITEMS[2]), { description: OPENING_ITEMS[3], result: 'not_applicable' }] },
    });
    expect(done.errors).toBeUndefined();
    expect(done.data.completeComplianceCheck).toMatchObject({ status: 'completed', userName: 'Maria Manager' });
    expect(done.data.completeComplianceCheck.items.map((i: { result: string }) => i.result)).toEqual(['pass', 'fail', 'pass', 'not_applicable']);
    const actions = await sql<{ n: string }>(`select count(*) n from corrective_action where compliance_check_id = ${check.id}`);
    expect(actions[0].n).toBe('0'); // the failed item was not critical

    expect(await manager.graphqlErrorCode(SAVE, { input: { checkId: check.id, answers: [] } })).toBe('BAD_USER_INPUT');
    expect(await manager.graphqlErrorCode(COMPLETE, { input: { checkId: check.id, answers: [] } })).toBe('BAD_USER_INPUT');
    await expect(sql(`update compliance_check set notes = 'changed' where id = ${check.id}`)).rejects.toThrow(/sealed/);
    const audits = await sql<{ action: string }>(`select action from audit_event where entity = 'compliance_check' and entity_id = '${check.id}' order by id`);
    expect(audits.map((a) => a.action)).toEqual(['start', 'save_progress', 'complete']);
  });

  it('a failed critical item opens exactly one critical action linked to the check, and tells the branch manager', async () => {
    const check = await start();
    const answers = [{ description: OPENING_ITEMS[0], result: 'fail', note: 'Walk-in at 9 °C' }, ...OPENING_ITEMS.slice(1).map(pass)];
    await manager.graphql(SAVE, { input: { checkId: check.id, answers } });
    expect((await sql<{ n: string }>(`select count(*) n from corrective_action where compliance_check_id = ${check.id}`))[0].n).toBe('0');
    const [first, second] = await Promise.all([
      manager.graphql(COMPLETE, { input: { checkId: check.id, answers } }),
      manager.graphql(COMPLETE, { input: { checkId: check.id, answers } }),
    ]);
    expect([first, second].filter((r) => !r.errors)).toHaveLength(1);
    expect([first, second].flatMap((r) => r.errors ?? []).map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    const actions = await sql<{ id: number; type: string; severity: string; description: string; location_id: number }>(
      `select id, type, severity, description, location_id from corrective_action where compliance_check_id = ${check.id}`,
    );
    expect(actions).toEqual([
      {
        id: expect.any(Number),
        type: 'compliance_issue',
        severity: 'critical',
        location_id: 1,
        description: 'Critical item failed in "Daily Opening Check": Fridge and freezer temperatures recorded (Walk-in at 9 °C)',
      },
    ]);
    const told = await sql<{ username: string }>(
      `select u.username from notification n join "user" u on u.id = n.recipient_id where n.corrective_action_id = ${actions[0].id} order by u.username`,
    );
    expect(told.map((t) => t.username)).toEqual(['branchmgr', 'manager']);
    const audits = await sql<{ actor_id: number | null; after: unknown }>(
      `select actor_id, after from audit_event where entity = 'corrective_action' and entity_id = '${actions[0].id}' and action = 'open'`,
    );
    expect(audits).toEqual([
      {
        actor_id: null,
        after: { source: 'automatic', type: 'compliance_issue', severity: 'critical', description: actions[0].description, complianceCheckId: check.id },
      },
    ]);
  });
});
