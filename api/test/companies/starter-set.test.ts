import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleDueChecks } from '../../src/modules/checklists/check-schedule.service.js';
import { createStarterSet } from '../../src/modules/companies/starter-set.service.js';
import { Company } from '../../src/modules/tenancy/company.entity.js';
import { Location } from '../../src/modules/tenancy/location.entity.js';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const CREATE_MINE = 'mutation($input: CreateMyCompanyInput!) { createMyCompany(input: $input) { companyId locationId } }';
const TEMPLATES = '{ complianceTemplates { id name type frequency dueTime estimatedMinutes editable checkItems { description critical } } }';
const CLEANING = '{ cleaningSchedules { name frequency dayOfWeek dayOfMonth locationId tasks { name } } }';
const UK_ALLERGENS = [
  'celery',
  'cereals containing gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'tree nuts',
  'peanuts',
  'sesame',
  'soybeans',
  'sulphur dioxide and sulphites',
];
const US_ALLERGENS = ['milk', 'eggs', 'fish', 'crustacean shellfish', 'tree nuts', 'peanuts', 'wheat', 'soybeans', 'sesame'];

interface Template {
  id: number;
  name: string;
  type: string;
  frequency: string | null;
  dueTime: string | null;
  estimatedMinutes: number;
  editable: boolean;
  checkItems: { description: string; critical: boolean }[];
}

/** Each checklist in short: what the schedule reads, how many items and how many of them are critical. */
const outline = (templates: Template[]) =>
  templates.map(({ name, type, frequency, dueTime, checkItems }) => ({
    name,
    type,
    frequency,
    dueTime,
    items: checkItems.length,
    critical: checkItems.filter((item) => item.critical).length,
  }));
const EXPECTED_OUTLINE = [
  { name: 'Allergen Check', type: 'allergen', frequency: 'daily', dueTime: null, items: 6, critical: 3 },
  { name: 'Closing Check', type: 'closing', frequency: 'daily', dueTime: '22:00', items: 7, critical: 3 },
  { name: 'Monthly Pest Check', type: 'monthly', frequency: 'monthly', dueTime: null, items: 6, critical: 1 },
  { name: 'Opening Check', type: 'daily_opening', frequency: 'daily', dueTime: null, items: 8, critical: 5 },
  { name: 'Weekly Deep Clean', type: 'weekly', frequency: 'weekly', dueTime: null, items: 6, critical: 1 },
];
const itemsOf = (templates: Template[], name: string) => templates.find((t) => t.name === name)?.checkItems.map((item) => item.description) ?? [];

/** A new sign-up who creates a business whose first location is in `timezone`. */
async function founder(app: TestApp, username: string, timezone: string) {
  const owner = new TestClient(app.baseUrl);
  const registered = await owner.post('/api/register', { fullName: 'New Owner', username, email: `${username}@example.com`, password: 'starter-pass-1' });
  expect(registered.status).toBe(201);
  const created = await owner.graphql(CREATE_MINE, { input: { name: `${username} Ltd`, location: { name: `${username} Kitchen`, timezone } } });
  expect(created.errors).toBeUndefined();
  return { owner, ...(created.data.createMyCompany as { companyId: number; locationId: number }) };
}

describe('a new company starts with the starter set of its region', () => {
  let app: TestApp;
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('createMyCompany in a UK zone: the UK/EU checklists, cleaning schedules and the four forms, each creation audited', async () => {
    const { owner, companyId } = await founder(app, 'ukowner', 'Europe/London');
    const templates: Template[] = (await owner.graphql(TEMPLATES)).data.complianceTemplates;
    expect(outline(templates)).toEqual(EXPECTED_OUTLINE);
    expect(templates.every((t) => t.editable)).toBe(true);
    const opening = itemsOf(templates, 'Opening Check');
    expect(opening).toContain('Fridges and chilled displays at 8 °C or below (aim for 5 °C or below)');
    expect(opening).toContain('Freezers at −18 °C or below');
    expect(templates.flatMap((t) => t.checkItems.map((i) => i.description)).join(' ')).not.toMatch(/°F/);
    const allergenText = itemsOf(templates, 'Allergen Check').join(' ');
    for (const allergen of UK_ALLERGENS) expect(allergenText, allergen).toContain(allergen);
    expect(allergenText).toContain('all 14 allergens');
    // The phone asks the same list, and the documented REST route too.
    const rest = await owner.get('/api/compliance-check-templates');
    expect(rest.body.map((t: Template) => t.name)).toEqual(templates.map((t) => t.name));

    const cleaning = (await owner.graphql(CLEANING)).data.cleaningSchedules;
    expect(cleaning.map(({ tasks, ...rest }: any) => ({ ...rest, tasks: tasks.length }))).toEqual([
      { name: 'Food-contact surfaces', frequency: 'daily', dayOfWeek: null, dayOfMonth: null, locationId: null, tasks: 4 },
      { name: 'Fridge deep clean', frequency: 'weekly', dayOfWeek: 1, dayOfMonth: null, locationId: null, tasks: 3 },
      { name: 'Extraction canopy and filters', frequency: 'monthly', dayOfWeek: null, dayOfMonth: 1, locationId: null, tasks: 3 },
    ]);
    const forms = (await owner.graphql('{ formTemplates { type } }')).data.formTemplates.map((f: { type: string }) => f.type);
    expect(forms).toEqual(['fitness_to_work', 'visitor_log', 'wastage_sheet', 'incident_report']);

    const audits = await sql(`select entity, action, actor_id, after from audit_event where company_id = ? order by id`, [companyId]);
    const created = (entity: string) => audits.filter((a) => a.entity === entity && a.action === 'create').length;
    expect([created('compliance_check_template'), created('cleaning_schedule')]).toEqual([5, 3]);
    const [owned] = await sql(`select id from "user" where username = 'ukowner'`);
    expect(new Set(audits.map((a) => a.actor_id))).toEqual(new Set([owned.id]));
    expect(audits[2].after).toMatchObject({
      name: 'Opening Check',
      type: 'daily_opening',
      frequency: 'daily',
      dueTime: null,
      checkItems: expect.arrayContaining([{ description: 'Freezers at −18 °C or below', critical: true }]),
    });
    expect(audits[7].after).toMatchObject({ name: 'Food-contact surfaces', locationId: null, frequency: 'daily', tasks: expect.any(Array) });
  });

  it('createMyCompany in a US zone: the US checklists (FDA Food Code: °F, 9 major allergens) and cleaning', async () => {
    const { owner } = await founder(app, 'usowner', 'America/Chicago');
    const templates: Template[] = (await owner.graphql(TEMPLATES)).data.complianceTemplates;
    expect(outline(templates)).toEqual(EXPECTED_OUTLINE);
    expect(itemsOf(templates, 'Opening Check')).toContain('Refrigerators and cold-holding units at 41 °F or below');
    expect(itemsOf(templates, 'Closing Check')).toContain('Cooked food cooling from 135 °F to 70 °F within 2 hours, and to 41 °F within 6 hours in total');
    expect(templates.flatMap((t) => t.checkItems.map((i) => i.description)).join(' ')).not.toMatch(/°C/);
    const allergenText = itemsOf(templates, 'Allergen Check').join(' ');
    for (const allergen of US_ALLERGENS) expect(allergenText, allergen).toContain(allergen);
    expect(allergenText).toContain('all 9 major food allergens');
    expect(allergenText).not.toContain('lupin');
    const cleaning = (await owner.graphql(CLEANING)).data.cleaningSchedules.map((s: { name: string }) => s.name);
    expect(cleaning).toEqual(['Food-contact surfaces', 'Fridge deep clean', 'Hood and filters']);
  });

  it('createCompany (the provider) gives the new company its starter set too, audited as the provider', async () => {
    const provider = await signedIn(app.baseUrl, 'super');
    const input = {
      name: 'Dublin Diners',
      location: { name: 'Quay Diner', timezone: 'Europe/Dublin' },
      administrator: { fullName: 'Dara Diner', username: 'daradiner', email: 'dara@diners.example', password: 'Diners#2026' },
    };
    const { data, errors } = await provider.graphql('mutation($input: CreateCompanyInput!) { createCompany(input: $input) { id } }', { input });
    expect(errors).toBeUndefined();
    const id = data.createCompany.id;
    const templates = await sql(`select name, due_time, checklist_items from compliance_check_template where company_id = ? order by name`, [id]);
    expect(templates.map((t) => [t.name, t.due_time])).toEqual(EXPECTED_OUTLINE.map((t) => [t.name, t.dueTime]));
    expect(JSON.stringify(templates)).toContain('8 °C');
    expect(Number((await sql(`select count(*) n from cleaning_schedule where company_id = ?`, [id]))[0].n)).toBe(3);
    const actors = await sql(`select distinct actor_id from audit_event where company_id = ? and entity = 'compliance_check_template'`, [id]);
    const [super_] = await sql(`select id from "user" where username = 'super'`);
    expect(actors).toEqual([{ actor_id: super_.id }]);
  });

  it('opening and closing checks fall due when the site usually opens and closes, and the schedule creates them then', async () => {
    const em = app.db.orm.em.fork();
    await sql(`update location set opening_times = ? where id = 4`, [
      JSON.stringify({ Monday: '06:30-21:30', Tuesday: '06:30-21:30', Wednesday: '06:30-21:30', Thursday: '06:30-21:30', Sunday: '10:00-16:00' }),
    ]);
    await em.transactional(async (tx) => {
      const location = await tx.findOneOrFail(Location, 4);
      await createStarterSet(tx, { userId: 1 }, await tx.findOneOrFail(Company, location.company.id), location, 'uk_eu');
    });
    const times = await sql(
      `select name, due_time from compliance_check_template where company_id = 2 and name in ('Opening Check', 'Closing Check') order by name`,
    );
    expect(times).toEqual([
      { name: 'Closing Check', due_time: '21:30' },
      { name: 'Opening Check', due_time: '06:30' },
    ]);
    // Wednesday 10 June 2026, 13:00 in London (BST): today's opening check fell due at 06:30 local.
    await scheduleDueChecks(app.db.orm.em.fork(), new Date('2026-06-10T12:00:00Z'));
    const [due] = await sql(`select c.due_date from compliance_check c join compliance_check_template t on t.id = c.template_id
      where t.company_id = 2 and t.name = 'Opening Check' and c.location_id = 4`);
    expect(new Date(due.due_date).toISOString()).toBe('2026-06-10T05:30:00.000Z');
  });
});

describe('the schedule job creates the new company’s checks by itself', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200', CHECK_SCHEDULE_SECONDS: '1' } });
  });
  afterAll(() => app.close());

  it('a business whose site it is 13:00 at gets today’s opening check, due at 08:00 local, with nobody’s name on it yet', async () => {
    // A fixed-offset zone where it is now about 13:00, so today's 08:00 opening check is due and still open.
    let offset = 13 - new Date().getUTCHours();
    if (offset > 14) offset -= 24;
    if (offset < -12) offset += 24;
    const zone = `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    const { companyId, locationId } = await founder(app, 'jobowner', zone);
    const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);
    const opening = () =>
      sql(
        `select c.status, c.user_id, to_char(c.due_date at time zone l.timezone, 'HH24:MI') as local_due from compliance_check c
         join compliance_check_template t on t.id = c.template_id join location l on l.id = c.location_id
         where c.company_id = ? and c.location_id = ? and t.name = 'Opening Check'`,
        [companyId, locationId],
      );
    await expect.poll(async () => (await opening()).length, { timeout: 10_000 }).toBe(1);
    expect(await opening()).toEqual([{ status: 'pending', user_id: null, local_due: '08:00' }]);
  });
});
