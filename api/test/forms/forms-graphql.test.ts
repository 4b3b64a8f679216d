import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const TEMPLATES = `{ formTemplates { id name description category status type lastUsed fields { name label type required options } } }`;
const FORMS = `query($locationId: Int!, $limit: Int) { digitalForms(locationId: $locationId, limit: $limit) { id type status createdAt locationId submittedBy formData } }`;
const SUBMIT = `mutation($input: SubmitDigitalFormInput!) { submitDigitalForm(input: $input) { id type status createdAt locationId submittedBy formData } }`;

const FIT = { employeeName: 'Carl Cook', date: '2026-11-24', temperature: 36.7, symptoms: 'No', medications: 'No', declaration: true };

describe('GraphQL digital forms', () => {
  let app: TestApp;
  let manager: TestClient;
  let river: TestClient;
  const sql = async <T>(query: string) => app.db.orm.em.getConnection().execute<T[]>(query);
  const count = async (query: string) => Number((await sql<{ n: string }>(query))[0].n);
  const stored = () => Promise.all([count('select count(*) n from digital_form'), count(`select count(*) n from audit_event where entity = 'digital_form'`)]);

  beforeAll(async () => {
    app = await startTestApp();
    [manager, river] = await Promise.all([signedIn(app.baseUrl, 'manager'), signedIn(app.baseUrl, 'rivermgr')]);
  });
  afterAll(() => app.close());

  it('serves the four built-in templates of SPEC 3', async () => {
    const { data } = await manager.graphql(TEMPLATES);
    const templates = data.formTemplates;
    expect(templates.map((t: { name: string; type: string; category: string; status: string }) => [t.name, t.type, t.category, t.status])).toEqual([
      ['Fitness to Work Declaration', 'fitness_to_work', 'Daily', 'active'],
      ['Visitor Log', 'visitor_log', 'As Needed', 'active'],
      ['Food Wastage Sheet', 'wastage_sheet', 'Daily', 'active'],
      ['Incident Report Form', 'incident_report', 'As Needed', 'active'],
    ]);
    const fields = (i: number) =>
      templates[i].fields.map((f: { name: string; type: string; required: boolean }) => `${f.name}:${f.type}${f.required ? '*' : ''}`);
    expect(fields(0)).toEqual(['employeeName:text*', 'date:date*', 'temperature:number*', 'symptoms:radio*', 'medications:radio*', 'declaration:checkbox*']);
    expect(fields(1)).toEqual([
      'visitorName:text*',
      'company:text*',
      'purpose:text*',
      'timeIn:time*',
      'timeOut:time',
      'safetyBriefing:checkbox*',
      'escorted:checkbox*',
    ]);
    expect(fields(2)).toEqual(['date:date*', 'foodItem:text*', 'quantity:text*', 'reason:select*', 'disposalMethod:text*', 'cost:number']);
    expect(fields(3)).toEqual(['date:date*', 'time:time*', 'location:text*', 'description:textarea*', 'severity:select*', 'actionTaken:textarea*']);
    expect(templates[0].fields[2].label).toBe('Temperature (°C)');
    expect(templates[0].fields[3]).toMatchObject({ label: 'Any symptoms?', options: ['Yes', 'No'] });
    expect(templates[2].fields[3].options).toEqual(['Expired', 'Damaged', 'Overproduction', 'Customer Return', 'Other']);
    expect(templates[3].fields[4].options).toEqual(['Low', 'Medium', 'High', 'Critical']);
    expect(templates[0].fields[0].options).toBeNull();
  });

  it('lastUsed is the newest form of that type in the viewer’s company only', async () => {
    const lastUsed = async (client: TestClient) =>
      Object.fromEntries((await client.graphql(TEMPLATES)).data.formTemplates.map((t: { type: string; lastUsed: string | null }) => [t.type, t.lastUsed]));
    const before = await lastUsed(manager);
    expect(before.fitness_to_work).not.toBeNull();
    expect(before.incident_report).toBeNull();
    const input = {
      type: 'incident_report',
      locationId: 1,
      status: 'submitted',
      formData: { date: '2026-11-24', time: '09:15', location: 'Pass', description: 'Glass broke near food', severity: 'High', actionTaken: 'Food discarded' },
    };
    const created = (await manager.graphql(SUBMIT, { input })).data.submitDigitalForm;
    expect((await lastUsed(manager)).incident_report).toBe(created.createdAt);
    expect((await lastUsed(river)).incident_report).toBeNull();
  });

  it('lists a location’s forms newest first, with who submitted them', async () => {
    const { data } = await manager.graphql(FORMS, { locationId: 1, limit: 100 });
    expect(data.digitalForms.length).toBeGreaterThanOrEqual(3);
    const created = data.digitalForms.map((f: { createdAt: string }) => Date.parse(f.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(data.digitalForms.find((f: { type: string }) => f.type === 'visitor_log')).toMatchObject({
      status: 'submitted',
      locationId: 1,
      submittedBy: expect.any(String),
    });
    expect((await manager.graphql(FORMS, { locationId: 1, limit: 1 })).data.digitalForms).toHaveLength(1);
    expect(await manager.graphqlErrorCode(FORMS, { locationId: 1, limit: 101 })).toBe('BAD_USER_INPUT');
    expect(await river.graphqlErrorCode(FORMS, { locationId: 1 })).toBe('NOT_FOUND');
    expect(await new TestClient(app.baseUrl).graphqlErrorCode(FORMS, { locationId: 1 })).toBe('UNAUTHENTICATED');
    expect(await new TestClient(app.baseUrl).graphqlErrorCode(TEMPLATES)).toBe('UNAUTHENTICATED');
  });

  it('stores a submitted form and appends an audit event', async () => {
    const before = await stored();
    const { data, errors } = await manager.graphql(SUBMIT, {
      input: { type: 'fitness_to_work', locationId: 2, formData: FIT, status: 'submitted', emailedTo: 'ops@example.com' },
    });
    expect(errors).toBeUndefined();
    expect(data.submitDigitalForm).toMatchObject({ type: 'fitness_to_work', status: 'submitted', locationId: 2, submittedBy: 'Maria Manager', formData: FIT });
    expect(await stored()).toEqual([before[0] + 1, before[1] + 1]);
    const [row] = await sql<{ company_id: number; emailed_to: string; action: string }>(`select f.company_id, f.emailed_to, a.action from digital_form f
      join audit_event a on a.entity = 'digital_form' and a.entity_id = f.id::text where f.id = ${data.submitDigitalForm.id}`);
    expect(row).toEqual({ company_id: 1, emailed_to: 'ops@example.com', action: 'submit' });
    expect((await manager.graphql(FORMS, { locationId: 2 })).data.digitalForms[0].id).toBe(data.submitDigitalForm.id);
  });

  it('keeps a form without a status as a draft', async () => {
    const { data } = await manager.graphql(SUBMIT, { input: { type: 'fitness_to_work', locationId: 1, formData: FIT } });
    expect(data.submitDigitalForm.status).toBe('draft');
  });

  it('names the missing required fields by label', async () => {
    const before = await stored();
    const formData = { ...FIT, employeeName: '', symptoms: null, declaration: false, temperature: 0 };
    const { errors } = await manager.graphql(SUBMIT, { input: { type: 'fitness_to_work', locationId: 1, formData, status: 'submitted' } });
    expect(errors?.[0]).toMatchObject({
      message: 'Please fill in: Employee Name, Temperature (°C), Any symptoms?, I declare that I am fit to work',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const visitor = await manager.graphql(SUBMIT, {
      input: { type: 'visitor_log', locationId: 1, formData: { visitorName: 'Dana', company: 'Council', purpose: 'Inspection', timeIn: '10:00' } },
    });
    expect(visitor.errors?.[0].message).toBe('Please fill in: Safety briefing given, Visitor escorted');
    expect(await stored()).toEqual(before);
  });

  it('refuses malformed input with BAD_USER_INPUT and stores nothing', async () => {
    const before = await stored();
    const base = { type: 'fitness_to_work', locationId: 1, formData: FIT, status: 'submitted' };
    const bad = [
      { ...base, type: 'tax_return' },
      { ...base, type: undefined },
      { ...base, locationId: 'main' },
      { ...base, locationId: 0 },
      { ...base, formData: ['not', 'an', 'object'] },
      { ...base, formData: 'text' },
      { ...base, formData: { ...FIT, nested: { a: 1 } } },
      { ...base, formData: { ...FIT, list: [1] } },
      { ...base, formData: { ...FIT, employeeName: 'x'.repeat(5001) } },
      { ...base, formData: { ...FIT, ...Object.fromEntries(Array.from({ length: 45 }, (_, i) => [`extra${i}`, 'x'])) } },
      { ...base, status: 'approved' },
      { ...base, emailedTo: 'not-an-email' },
    ];
    for (const input of bad) expect(await manager.graphqlErrorCode(SUBMIT, { input }), JSON.stringify(input).slice(0, 120)).toBe('BAD_USER_INPUT');
    expect((await manager.graphql(SUBMIT, { input: bad[0] })).errors?.[0].message).toMatch(/^Unknown form type/);
    expect((await manager.graphql(SUBMIT, { input: bad[10] })).errors?.[0].message).toBe('status must be submitted');
    expect(await stored()).toEqual(before);
  });

  it('another company’s location is NOT_FOUND, signed out is UNAUTHENTICATED, and nothing is stored', async () => {
    const before = await stored();
    expect(await river.graphqlErrorCode(SUBMIT, { input: { type: 'fitness_to_work', locationId: 1, formData: FIT, status: 'submitted' } })).toBe('NOT_FOUND');
    expect(await river.graphqlErrorCode(SUBMIT, { input: { type: 'fitness_to_work', locationId: 999, formData: FIT } })).toBe('NOT_FOUND');
    expect(await new TestClient(app.baseUrl).graphqlErrorCode(SUBMIT, { input: { type: 'fitness_to_work', locationId: 1, formData: FIT } })).toBe(
      'UNAUTHENTICATED',
    );
    expect(await stored()).toEqual(before);
  });
});
