import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const SUBMIT = `mutation($input: SubmitDigitalFormInput!) { submitDigitalForm(input: $input) { id type locationId submittedBy formData } }`;
const DUE = 'query($id: Int!) { requiredFormsDue(locationId: $id) { type name isRequired fields { name required } } }';
const TEMPLATES = '{ formTemplates { type isRequired } }';

const VISIT = { visitorName: 'Dana', company: 'Council', purpose: 'Inspection', timeIn: '10:00', safetyBriefing: true, escorted: true };
const FIT = { employeeName: 'Sophie Staff', date: '2026-11-27', temperature: 36.6, symptoms: 'No', medications: 'No', declaration: true };

describe('forms filled on the phone (issue 31)', () => {
  let app: TestApp;
  let staff: TestClient;
  let riverStaff: TestClient;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const count = async (query: string) => Number((await sql<{ n: string }>(query))[0].n);
  const stored = (clientId: string) =>
    Promise.all([
      count(`select count(*) n from digital_form where client_id = '${clientId}'`),
      count(`select count(*) n from audit_event where entity = 'digital_form'`),
    ]);
  const visit = (client: TestClient, clientId: string, locationId = 1, formData: Record<string, unknown> = VISIT) =>
    client.graphql(SUBMIT, { input: { type: 'visitor_log', locationId, formData, status: 'submitted', clientId } });
  const dueTypes = async (client: TestClient, id: number) => (await client.graphql(DUE, { id })).data.requiredFormsDue.map((t: { type: string }) => t.type);

  beforeAll(async () => {
    app = await startTestApp();
    [staff, riverStaff] = await Promise.all([signedIn(app.baseUrl, 'staff'), signedIn(app.baseUrl, 'riverstaff')]);
  });
  afterAll(() => app.close());

  it('stores a form once per clientId: a retry returns the form stored the first time', async () => {
    const clientId = randomUUID();
    const [, auditBefore] = await stored(clientId);
    const first = await visit(staff, clientId);
    expect(first.errors).toBeUndefined();
    const again = await visit(staff, clientId, 1, { ...VISIT, visitorName: 'Someone else' });
    expect(again.errors).toBeUndefined();
    expect(again.data.submitDigitalForm).toEqual(first.data.submitDigitalForm);
    expect(again.data.submitDigitalForm.formData.visitorName).toBe('Dana');
    expect(await stored(clientId)).toEqual([1, auditBefore + 1]);
  });

  it('sends at once with the same clientId store one form', async () => {
    const clientId = randomUUID();
    const answers = await Promise.all([visit(staff, clientId), visit(staff, clientId), visit(staff, clientId)]);
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    expect(new Set(answers.map((answer) => answer.data.submitDigitalForm.id)).size).toBe(1);
    expect((await stored(clientId))[0]).toBe(1);
  });

  it('a clientId another company used is fresh here: their form is neither returned nor touched', async () => {
    const clientId = randomUUID();
    const harbour = (await visit(staff, clientId)).data.submitDigitalForm;
    const river = await visit(riverStaff, clientId, 4, { ...VISIT, visitorName: 'River visitor' });
    expect(river.errors).toBeUndefined();
    expect(river.data.submitDigitalForm.id).not.toBe(harbour.id);
    expect(river.data.submitDigitalForm.formData.visitorName).toBe('River visitor');
    expect((await stored(clientId))[0]).toBe(2);
  });

  it('refuses a clientId that is not a UUID', async () => {
    const { errors } = await visit(staff, 'not-a-uuid');
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('still checks the answers of a form with a clientId, and stores nothing for a refused one', async () => {
    const clientId = randomUUID();
    const { errors } = await visit(staff, clientId, 1, { visitorName: 'Dana' });
    expect(errors?.[0].message).toBe('Please fill in: Company, Purpose of Visit, Time In, Safety briefing given, Visitor escorted');
    expect((await stored(clientId))[0]).toBe(0);
  });

  it('marks Fitness to Work required, and lists it as due at a location until one is filled in there today', async () => {
    const required = (await staff.graphql(TEMPLATES)).data.formTemplates.filter((t: { isRequired: boolean }) => t.isRequired);
    expect(required.map((t: { type: string }) => t.type)).toEqual(['fitness_to_work']);
    const fresh = await freshLocation('UTC');
    const due = (await staff.graphql(DUE, { id: fresh })).data.requiredFormsDue;
    expect(due).toHaveLength(1);
    expect(due[0]).toMatchObject({ type: 'fitness_to_work', name: 'Fitness to Work Declaration', isRequired: true });
    expect(due[0].fields.map((f: { name: string }) => f.name)).toEqual(Object.keys(FIT));
    const submitted = await staff.graphql(SUBMIT, {
      input: { type: 'fitness_to_work', locationId: fresh, formData: FIT, status: 'submitted', clientId: randomUUID() },
    });
    expect(submitted.errors).toBeUndefined();
    expect(await dueTypes(staff, fresh)).toEqual([]);
    // Another form type filled in does not count.
    const other = await freshLocation('UTC');
    await visit(staff, randomUUID(), other);
    expect(await dueTypes(staff, other)).toEqual(['fitness_to_work']);
  });

  it('“today” is the location’s own day, from its time zone', async () => {
    // Far ahead of UTC (from 10:00Z): a form just before local midnight is yesterday there, though today in UTC.
    // Far behind (before 10:00Z): a form just after local midnight is today there, though yesterday in UTC.
    const ahead = new Date().getUTCHours() >= 10;
    const zone = ahead ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const id = await freshLocation(zone);
    const at = ahead ? `date_trunc('day', now(), '${zone}') - interval '1 minute'` : `date_trunc('day', now(), '${zone}') + interval '1 minute'`;
    await sql(
      `insert into digital_form (company_id, type, location_id, user_id, form_data, status, created_at)
       select 1, 'fitness_to_work', ${id}, id, '{}', 'submitted', ${at} from "user" where username = 'staff'`,
    );
    expect(await dueTypes(staff, id)).toEqual(ahead ? ['fitness_to_work'] : []);
  });

  it('another company’s location is not found', async () => {
    const { errors } = await riverStaff.graphql(DUE, { id: 1 });
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  /** A Harbour location the staff member may reach, with no forms yet. */
  async function freshLocation(timezone: string): Promise<number> {
    const [row] = await sql<{ id: number }>(
      `insert into location (company_id, name, timezone) values (1, 'Pop-up ${randomUUID()}', '${timezone}') returning id`,
    );
    const id = Number(row.id);
    await sql(`insert into user_location (user_id, location_id) select id, ${id} from "user" where username = 'staff'`);
    return id;
  }
});
