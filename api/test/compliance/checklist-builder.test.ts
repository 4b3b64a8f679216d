import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleDueChecks } from '../../src/modules/checklists/check-schedule.service.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { upload } from '../uploads/upload-client.js';

const ITEM = 'description critical type helpText required unit min max options';
const TEMPLATE = `id name version isActive editable publication { scope areaIds summary ownerLocationId } checkItems { ${ITEM} }`;
const CREATE = `mutation($input: CreateComplianceTemplateInput!) { createComplianceTemplate(input: $input) { ${TEMPLATE} } }`;
const UPDATE = `mutation($input: UpdateComplianceTemplateInput!) { updateComplianceTemplate(input: $input) { ${TEMPLATE} } }`;
const RETIRE = `mutation($id: Int!) { retireComplianceTemplate(id: $id) { ${TEMPLATE} } }`;
const LIST = `query($locationId: Int, $includeRetired: Boolean) { complianceTemplates(locationId: $locationId, includeRetired: $includeRetired) { id isActive } }`;
const CHECK = 'id status templateVersion items { description type result value } photoEvidence { uploadId }';
const START = `mutation($input: StartComplianceCheckInput!) { startComplianceCheck(input: $input) { ${CHECK} } }`;
const COMPLETE = `mutation($input: CompleteComplianceCheckInput!) { completeComplianceCheck(input: $input) { ${CHECK} } }`;

const MAIN_KITCHEN = 1;
const DOWNTOWN = 2;

/** Head office's new checklist: a reading with a range, a critical photo, and one item of every other type. */
const PROBE_CHECK = {
  name: 'Walk-in probe check',
  type: 'daily',
  frequency: 'daily',
  checkItems: [
    { description: 'Walk-in air temperature', type: 'temperature', min: 0, max: 5, critical: true, helpText: 'Probe the middle shelf' },
    { description: 'Sanitiser strength', type: 'number', unit: 'ppm', min: 100, max: 400 },
    { description: 'Door seals intact', type: 'yes_no' },
    { description: 'Who checked the seals', type: 'text' },
    { description: 'Probe used', type: 'choice', options: ['Red', 'Blue'] },
    { description: 'Best-before of the oldest stock', type: 'date' },
    { description: 'Photo of the display', type: 'photo', critical: true },
    { description: 'Signature', type: 'signature', required: false },
  ],
};

const answers = (overrides: Record<string, { result?: string; value?: string | null }>, photoId: number) =>
  [
    { description: 'Walk-in air temperature', value: '3.5' },
    { description: 'Sanitiser strength', value: '200' },
    { description: 'Door seals intact', result: 'pass' },
    { description: 'Who checked the seals', value: 'Carla' },
    { description: 'Probe used', value: 'Red' },
    { description: 'Best-before of the oldest stock', value: '2026-12-01' },
    { description: 'Photo of the display', value: String(photoId) },
    { description: 'Signature', value: null },
  ].map((answer) => ({ ...answer, ...overrides[answer.description] }));

describe('checklists built by head office: item types, versions, publication, retirement (issue 35 item 2)', () => {
  let app: TestApp;
  let manager: TestClient;
  let branch: TestClient;
  let cook: TestClient;
  let north = 0;
  let riverArea = 0;
  let probe = 0;
  const sql = async <T = any>(query: string) => app.db.orm.em.getConnection().execute<T[]>(query);
  const count = async (query: string) => Number((await sql<{ n: string }>(query))[0].n);
  const photo = async (client: TestClient) => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#88aa44' } })
      .jpeg()
      .toBuffer();
    const { status, body } = await upload(client, 'photo', jpeg, 'display.jpg', 'image/jpeg');
    expect(status).toBe(201);
    return body.id as number;
  };
  const start = async (client: TestClient, templateId: number, locationId: number) =>
    client.graphql(START, { input: { templateId, locationId } }).then(({ data, errors }) => {
      expect(errors).toBeUndefined();
      return data.startComplianceCheck;
    });

  beforeAll(async () => {
    app = await startTestApp();
    [manager, branch, cook] = await Promise.all([signedIn(app.baseUrl, 'manager'), signedIn(app.baseUrl, 'branchmgr'), signedIn(app.baseUrl, 'cook')]);
    [{ id: north }] = await sql<{ id: number }>(`insert into area (company_id, name) values (1, 'North') returning id`);
    [{ id: riverArea }] = await sql<{ id: number }>(`insert into area (company_id, name) values (2, 'River') returning id`);
    await sql(`update location set area_id = ${north} where id = ${DOWNTOWN}`);
  });
  afterAll(() => app.close());

  it('refuses a checklist that says something impossible with a clear 4xx, storing nothing', async () => {
    const templates = await count('select count(*) n from compliance_check_template');
    const versions = await count('select count(*) n from compliance_check_template_version');
    const refusal = async (change: Record<string, unknown>) => {
      const { errors } = await manager.graphql(CREATE, { input: { ...PROBE_CHECK, publication: { scope: 'areas', areaIds: [north] }, ...change } });
      return [errors?.[0]?.extensions?.code, errors?.[0]?.message];
    };
    const items = (...checkItems: Record<string, unknown>[]) => ({ checkItems });
    expect(await refusal(items())).toEqual(['BAD_USER_INPUT', 'Add at least one item']);
    expect(await refusal(items({ description: 'Fridge temperature' }, { description: ' fridge TEMPERATURE ' }))).toEqual([
      'BAD_USER_INPUT',
      'Each item must be worded differently',
    ]);
    expect(await refusal(items({ description: 'Chlorine', type: 'number', unit: 'ppm' }))).toEqual([
      'BAD_USER_INPUT',
      '"Chlorine" needs a range: a minimum, a maximum or both',
    ]);
    expect(await refusal(items({ description: 'Fridge', type: 'temperature', min: 8, max: 0 }))).toEqual([
      'BAD_USER_INPUT',
      '"Fridge": the minimum must not be above the maximum',
    ]);
    expect(await refusal(items({ description: 'Probe', type: 'choice', options: [] }))).toEqual(['BAD_USER_INPUT', '"Probe" needs its options']);
    expect(await refusal(items({ description: 'Colour', type: 'colour' }))).toEqual([
      'BAD_USER_INPUT',
      "An item's type must be one of yes_no, number, temperature, text, choice, date, photo, signature",
    ]);
    expect((await refusal({ publication: { scope: 'areas', areaIds: [riverArea] } }))[0]).toBe('NOT_FOUND');
    expect((await refusal({ publication: { scope: 'areas', areaIds: [] } }))[0]).toBe('BAD_USER_INPUT');
    expect(await count('select count(*) n from compliance_check_template')).toBe(templates);
    expect(await count('select count(*) n from compliance_check_template_version')).toBe(versions);
  });

  it('builds a checklist of every item type, published to one area, as version 1', async () => {
    const { data, errors } = await manager.graphql(CREATE, { input: { ...PROBE_CHECK, publication: { scope: 'areas', areaIds: [north] } } });
    expect(errors).toBeUndefined();
    const built = data.createComplianceTemplate;
    probe = built.id;
    expect(built).toMatchObject({ version: 1, isActive: true, editable: true, publication: { scope: 'areas', areaIds: [north], summary: 'Areas: North' } });
    expect(built.checkItems.map((item: any) => item.type)).toEqual(['temperature', 'number', 'yes_no', 'text', 'choice', 'date', 'photo', 'signature']);
    expect(built.checkItems[0]).toEqual({
      description: 'Walk-in air temperature',
      critical: true,
      type: 'temperature',
      helpText: 'Probe the middle shelf',
      required: true,
      unit: '°C',
      min: 0,
      max: 5,
      options: [],
    });
    expect(built.checkItems[4].options).toEqual(['Red', 'Blue']);
    expect(built.checkItems[7].required).toBe(false);
    expect(await sql(`select version, created_by_id from compliance_check_template_version where template_id = ${probe}`)).toEqual([
      { version: 1, created_by_id: 2 },
    ]);
  });

  it('applies only where published: the schedule, the site’s template list and starting a check by hand', async () => {
    await scheduleDueChecks(app.db.orm.em.fork(), new Date());
    const sites = await sql<{ location_id: number }>(`select location_id from compliance_check where template_id = ${probe}`);
    expect(sites.map((row) => row.location_id)).toEqual([DOWNTOWN]);
    const listed = async (locationId: number) => (await manager.graphql(LIST, { locationId })).data.complianceTemplates.some((t: any) => t.id === probe);
    expect([await listed(MAIN_KITCHEN), await listed(DOWNTOWN)]).toEqual([false, true]);
    expect(await manager.graphqlErrorCode(START, { input: { templateId: probe, locationId: MAIN_KITCHEN } })).toBe('FORBIDDEN');
    const phoneCompletion = { templateId: probe, locationId: MAIN_KITCHEN, answers: answers({}, await photo(manager)) };
    expect(await manager.graphqlErrorCode(COMPLETE, { input: phoneCompletion })).toBe('FORBIDDEN');
  });

  it('judges answers on the server: out of range fails, and a failed critical item opens one corrective action', async () => {
    const check = await start(manager, probe, DOWNTOWN);
    expect(check.templateVersion).toBe(1);
    const photoId = await photo(manager);
    const bad = async (overrides: Record<string, { value?: string | null; result?: string }>) =>
      manager.graphqlErrorCode(COMPLETE, { input: { checkId: check.id, answers: answers(overrides, photoId) } });
    expect(await bad({ 'Probe used': { value: 'Green' } })).toBe('BAD_USER_INPUT');
    expect(await bad({ 'Sanitiser strength': { value: 'lots' } })).toBe('BAD_USER_INPUT');
    expect(await bad({ 'Best-before of the oldest stock': { value: '1 December' } })).toBe('BAD_USER_INPUT');
    expect(await bad({ 'Photo of the display': { value: null } })).toBe('BAD_USER_INPUT');
    expect(await count(`select count(*) n from corrective_action where compliance_check_id = ${check.id}`)).toBe(0);

    // 9 °C in a 0–5 °C band fails whatever the client says; 450 ppm above 400 fails too (not critical: no action).
    const overrides = { 'Walk-in air temperature': { value: '9', result: 'pass' }, 'Sanitiser strength': { value: '450' } };
    const { data, errors } = await manager.graphql(COMPLETE, { input: { checkId: check.id, answers: answers(overrides, photoId) } });
    expect(errors).toBeUndefined();
    const done = data.completeComplianceCheck;
    expect(done.items.map((item: any) => [item.result, item.value])).toEqual([
      ['fail', '9'],
      ['fail', '450'],
      ['pass', null],
      ['pass', 'Carla'],
      ['pass', 'Red'],
      ['pass', '2026-12-01'],
      ['pass', String(photoId)],
      ['not_applicable', null],
    ]);
    expect(done.photoEvidence).toEqual([{ uploadId: photoId }]);
    const actions = await sql(`select check_item, severity, status from corrective_action where compliance_check_id = ${check.id}`);
    expect(actions).toEqual([{ check_item: 'Walk-in air temperature', severity: 'critical', status: 'open' }]);
  });

  it('makes version 2 on an edit; a check started on version 1 finishes on it, the next check is version 2', async () => {
    const before = await start(manager, probe, DOWNTOWN);
    const [scheduled] = await sql<{ id: number }>(`select id from compliance_check where template_id = ${probe} and period_start is not null`);
    const checkItems = [{ description: 'Walk-in air temperature', type: 'temperature', min: 1, max: 4, critical: true }, { description: 'Floor dry' }];
    const { data, errors } = await manager.graphql(UPDATE, { input: { id: probe, checkItems } });
    expect(errors).toBeUndefined();
    expect(data.updateComplianceTemplate).toMatchObject({ version: 2, publication: { summary: 'Areas: North' } });
    expect(await sql(`select version from compliance_check_template_version where template_id = ${probe} order by version`)).toEqual([
      { version: 1 },
      { version: 2 },
    ]);

    // Started before the edit: still version 1's eight items, completed on them.
    const finished = await manager.graphql(COMPLETE, { input: { checkId: before.id, answers: answers({}, await photo(manager)) } });
    expect(finished.errors).toBeUndefined();
    expect(finished.data.completeComplianceCheck).toMatchObject({ status: 'completed', templateVersion: 1 });
    expect(finished.data.completeComplianceCheck.items).toHaveLength(8);
    const generated = (await manager.graphql(`query { complianceChecks(locationId: ${DOWNTOWN}, limit: 100) { id templateVersion items { description } } }`))
      .data.complianceChecks;
    expect(generated.find((c: any) => c.id === scheduled.id)).toMatchObject({ templateVersion: 1 });
    expect(generated.find((c: any) => c.id === scheduled.id).items).toHaveLength(8);

    const after = await start(manager, probe, DOWNTOWN);
    expect(after.templateVersion).toBe(2);
    expect(after.items.map((item: any) => item.description)).toEqual(['Walk-in air temperature', 'Floor dry']);
    // 4.5 °C was inside version 1's band, and is outside version 2's.
    const v2 = await manager.graphql(COMPLETE, {
      input: {
        checkId: after.id,
        answers: [
          { description: 'Walk-in air temperature', value: '4.5' },
          { description: 'Floor dry', result: 'pass' },
        ],
      },
    });
    expect(v2.data.completeComplianceCheck.items[0].result).toBe('fail');

    // Versions are evidence: the database refuses to change one.
    await expect(sql(`update compliance_check_template_version set version = 9 where template_id = ${probe}`)).rejects.toThrow(/append-only|permission denied/);
  });

  it('lets only head office change its template, and a site administrator add one for their own site', async () => {
    const items = [{ description: 'Floor dry' }];
    expect(await branch.graphqlErrorCode(UPDATE, { input: { id: probe, checkItems: items } })).toBe('FORBIDDEN');
    expect(await branch.graphqlErrorCode(RETIRE, { id: probe })).toBe('FORBIDDEN');
    expect(await branch.graphqlErrorCode(CREATE, { input: { ...PROBE_CHECK, name: 'Head office?' } })).toBe('FORBIDDEN');
    const own = await branch.graphql(CREATE, {
      input: { ...PROBE_CHECK, name: 'Downtown bar check', publication: { scope: 'sites', ownerLocationId: DOWNTOWN } },
    });
    expect(own.errors).toBeUndefined();
    const site = own.data.createComplianceTemplate;
    expect(site).toMatchObject({ editable: true, publication: { ownerLocationId: DOWNTOWN, summary: 'Site only: Downtown Branch' } });
    expect((await branch.graphql(UPDATE, { input: { id: site.id, checkItems: items } })).data.updateComplianceTemplate.version).toBe(2);
    expect(await cook.graphqlErrorCode(UPDATE, { input: { id: site.id, checkItems: items } })).toBe('FORBIDDEN');
    expect(await manager.graphqlErrorCode(START, { input: { templateId: site.id, locationId: MAIN_KITCHEN } })).toBe('FORBIDDEN');
  });

  it('retires a template in use: no new checks, its checks and history stay; never deleted', async () => {
    const checks = await count(`select count(*) n from compliance_check where template_id = ${probe}`);
    expect(await cook.graphqlErrorCode(RETIRE, { id: probe })).toBe('FORBIDDEN');
    const { data, errors } = await manager.graphql(RETIRE, { id: probe });
    expect(errors).toBeUndefined();
    expect(data.retireComplianceTemplate).toMatchObject({ isActive: false, version: 2 });
    const ids = async (variables: Record<string, unknown>) => (await manager.graphql(LIST, variables)).data.complianceTemplates.map((t: any) => t.id);
    expect(await ids({})).not.toContain(probe);
    expect(await ids({ includeRetired: true })).toContain(probe);
    expect(await manager.graphqlErrorCode(START, { input: { templateId: probe, locationId: DOWNTOWN } })).toBe('NOT_FOUND');
    expect(await manager.graphqlErrorCode(RETIRE, { id: probe })).toBe('NOT_FOUND');
    expect(await count(`select count(*) n from compliance_check where template_id = ${probe}`)).toBe(checks);
    expect(await count(`select count(*) n from audit_event where entity = 'compliance_check_template' and entity_id = '${probe}' and action = 'retire'`)).toBe(
      1,
    );
  });
});
