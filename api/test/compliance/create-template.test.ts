import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const CREATE = `mutation($input: CreateComplianceTemplateInput!) { createComplianceTemplate(input: $input) {
  id name type description frequency dueTime estimatedMinutes editable checkItems { description critical } } }`;
const TEMPLATES = '{ complianceTemplates { id name } }';
const START = 'mutation($input: StartComplianceCheckInput!) { startComplianceCheck(input: $input) { id status items { description critical result } } }';
const COMPLETE = 'mutation($input: CompleteComplianceCheckInput!) { completeComplianceCheck(input: $input) { id status } }';

const FRIDAY = {
  name: '  Friday deep clean ',
  type: 'weekly',
  description: ' Before the weekend rush ',
  frequency: 'weekly',
  dueTime: '15:00',
  estimatedMinutes: 40,
  checkItems: [
    { description: ' Ovens degreased inside ', critical: true },
    { description: 'Floor drains cleaned', critical: false },
  ],
};

describe('New checklist: an administrator writes a template from scratch', () => {
  let app: TestApp;
  let manager: TestClient;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const templateCount = async () => Number((await sql('select count(*) n from compliance_check_template'))[0].n);

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());

  it('refuses bad input with a plain message, and stores nothing', async () => {
    const before = await templateCount();
    const refusal = async (change: Record<string, unknown>) => {
      const { errors } = await manager.graphql(CREATE, { input: { ...FRIDAY, ...change } });
      expect(errors?.[0]?.extensions?.code, JSON.stringify(change)).toBe('BAD_USER_INPUT');
      return errors?.[0]?.message;
    };
    expect(await refusal({ name: '' })).toBe('Name is required');
    expect(await refusal({ name: '   ' })).toBe('Name is required');
    expect(await refusal({ name: 'x'.repeat(201) })).toBe('Name must be at most 200 characters');
    expect(await refusal({ checkItems: [] })).toBe('Add at least one item');
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ description: `Item ${i + 1}`, critical: false }));
    expect(await refusal({ checkItems: tooMany })).toBe('A checklist can have at most 100 items');
    expect(await refusal({ checkItems: [{ description: '', critical: false }] })).toBe('Each item needs a description');
    expect(
      await refusal({
        checkItems: [
          { description: 'Bins emptied', critical: false },
          { description: '  ', critical: true },
        ],
      }),
    ).toBe('Each item needs a description');
    expect(await refusal({ checkItems: [{ description: 'x'.repeat(501), critical: false }] })).toBe('An item is at most 500 characters');
    expect(
      await refusal({
        checkItems: [
          { description: 'Bins', critical: false },
          { description: ' Bins ', critical: true },
        ],
      }),
    ).toBe('Each item must be worded differently');
    expect(await refusal({ type: 'calibration' })).toBe('Type must be one of daily_opening, closing, allergen, daily, weekly, monthly');
    expect(await refusal({ frequency: 'hourly' })).toBe('Frequency must be one of daily, weekly, monthly');
    expect(await refusal({ type: 'closing', frequency: 'weekly' })).toBe('Opening and closing checks are daily');
    expect(await refusal({ dueTime: '25:00' })).toBe('Due time must be a 24-hour time such as 08:00');
    expect(await refusal({ frequency: null })).toBe('Only a scheduled checklist has a due time');
    expect(await refusal({ estimatedMinutes: 0 })).toBe('Estimated minutes must be a whole number from 1 to 480');
    expect(await templateCount()).toBe(before);
  });

  it('is refused to everyone but a company’s administrators; the capability says so', async () => {
    const before = await templateCount();
    // Issue 33 item 4: a head-office checklist is used at every site, so branch roles (branchmgr, branchadmin) do not write one.
    for (const username of ['cook', 'staff', 'riverstaff', 'super', 'branchmgr', 'branchadmin']) {
      const client = await signedIn(app.baseUrl, username);
      expect(await client.graphqlErrorCode(CREATE, { input: FRIDAY }), username).toBe('FORBIDDEN');
    }
    for (const username of ['cook', 'staff', 'riverstaff', 'super']) {
      const client = await signedIn(app.baseUrl, username);
      expect((await client.graphql('{ me { capabilities { manageCheckTemplates } } }')).data.me.capabilities.manageCheckTemplates, username).toBe(false);
    }
    // Issue 35: a site's administrators may add checklists of their own sites alone, so New checklist is theirs too.
    for (const username of ['manager', 'admin', 'companyadmin', 'branchmgr', 'branchadmin']) {
      const client = await signedIn(app.baseUrl, username);
      expect((await client.graphql('{ me { capabilities { manageCheckTemplates } } }')).data.me.capabilities.manageCheckTemplates, username).toBe(true);
    }
    expect(await templateCount()).toBe(before);
  });

  it('stores it trimmed for the company, audited; staff see it and work a check of it, a failed critical item opening an action', async () => {
    const { data, errors } = await manager.graphql(CREATE, { input: FRIDAY });
    expect(errors).toBeUndefined();
    const created = data.createComplianceTemplate;
    expect(created).toMatchObject({
      name: 'Friday deep clean',
      type: 'weekly',
      description: 'Before the weekend rush',
      frequency: 'weekly',
      dueTime: '15:00',
      estimatedMinutes: 40,
      editable: true,
      checkItems: [
        { description: 'Ovens degreased inside', critical: true },
        { description: 'Floor drains cleaned', critical: false },
      ],
    });
    const [row] = await sql(`select company_id from compliance_check_template where id = ${created.id}`);
    expect(row.company_id).toBe(1);
    const [audit] = await sql(`select company_id, action, after from audit_event where entity = 'compliance_check_template' and entity_id = '${created.id}'`);
    expect(audit).toMatchObject({ company_id: 1, action: 'create', after: { name: 'Friday deep clean', checkItems: created.checkItems } });

    const cook = await signedIn(app.baseUrl, 'cook');
    expect((await cook.graphql(TEMPLATES)).data.complianceTemplates.map((t: { name: string }) => t.name)).toContain('Friday deep clean');
    const started = await cook.graphql(START, { input: { templateId: created.id, locationId: 1 } });
    expect(started.errors).toBeUndefined();
    expect(started.data.startComplianceCheck.items).toEqual([
      { description: 'Ovens degreased inside', critical: true, result: null },
      { description: 'Floor drains cleaned', critical: false, result: null },
    ]);
    const answers = [
      { description: 'Ovens degreased inside', result: 'fail', note: 'Grease left on the door' },
      { description: 'Floor drains cleaned', result: 'pass' },
    ];
    const done = await cook.graphql(COMPLETE, { input: { checkId: started.data.startComplianceCheck.id, answers } });
    expect(done.errors).toBeUndefined();
    expect(done.data.completeComplianceCheck.status).toBe('completed');
    const actions = await sql(`select severity, check_item from corrective_action where compliance_check_id = ${done.data.completeComplianceCheck.id}`);
    expect(actions).toEqual([{ severity: 'critical', check_item: 'Ovens degreased inside' }]);
  });
});
