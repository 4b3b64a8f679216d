import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const TEMPLATES = `query($type: String) { complianceTemplates(type: $type) { id name type description frequency estimatedMinutes checkItems { description } } }`;
const CHECKS = `query($locationId: Int!, $limit: Int) { complianceChecks(locationId: $locationId, limit: $limit) {
  id templateId templateName type description locationId status notes createdAt completedAt dueDate userName } }`;
const START = `mutation($input: StartComplianceCheckInput!) { startComplianceCheck(input: $input) { id templateId templateName type locationId status userName completedAt } }`;

describe('GraphQL compliance checks', () => {
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
    // A provider-wide template every company sees, and a retired one nobody sees.
    await sql(`insert into compliance_check_template (company_id, name, type, is_active) values (null, 'Allergen Matrix Review', 'daily_opening', true),
      (null, 'Retired Check', 'daily', false)`);
  });
  afterAll(() => app.close());

  it('lists the company’s active templates plus provider ones, by name, with defaults applied', async () => {
    const { data } = await manager.graphql(TEMPLATES);
    expect(data.complianceTemplates.map((t: { name: string }) => t.name)).toEqual([
      'Allergen Information Check',
      'Allergen Matrix Review',
      'Daily Closing Check',
      'Daily Opening Check',
      'Front of House Opening',
      'Kitchen Closing Check',
      'Monthly Pest Control Inspection',
      'Weekly Deep Clean Audit',
    ]);
    const byName = Object.fromEntries(data.complianceTemplates.map((t: { name: string }) => [t.name, t]));
    expect(byName['Daily Opening Check']).toMatchObject({ type: 'daily_opening', frequency: 'daily', estimatedMinutes: 10 });
    expect(byName['Daily Opening Check'].checkItems[0]).toEqual({ description: 'Fridge and freezer temperatures recorded' });
    expect(byName['Front of House Opening'].estimatedMinutes).toBe(5);
    expect(byName['Monthly Pest Control Inspection'].checkItems).toEqual([
      { description: 'Temperature Verification' },
      { description: 'Visual Inspection' },
      { description: 'Documentation Review' },
    ]);
  });

  it('filters templates by type and keeps other companies’ templates out', async () => {
    const { data } = await manager.graphql(TEMPLATES, { type: 'daily_opening' });
    expect(data.complianceTemplates.map((t: { name: string }) => t.name)).toEqual(['Allergen Matrix Review', 'Daily Opening Check', 'Front of House Opening']);
    const riverIds = (await river.graphql(TEMPLATES)).data.complianceTemplates.map((t: { id: number }) => t.id);
    expect(riverIds).toHaveLength(6);
    for (const id of Object.values(harbour)) expect(riverIds).not.toContain(id);
  });

  it('lists a location’s checks newest first with template names and who did them', async () => {
    const { data } = await manager.graphql(CHECKS, { locationId: 1 });
    // Eleven demo checks at Main Kitchen; a page holds ten by default.
    expect(data.complianceChecks).toHaveLength(10);
    const created = data.complianceChecks.map((c: { createdAt: string }) => Date.parse(c.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(data.complianceChecks[0]).toMatchObject({ locationId: 1, userName: expect.any(String), templateName: expect.any(String) });
    expect((await manager.graphql(CHECKS, { locationId: 1, limit: 2 })).data.complianceChecks).toHaveLength(2);
    expect((await manager.graphql(CHECKS, { locationId: 1, limit: null })).data.complianceChecks).toHaveLength(10);
  });

  it('filters checks by status and template type', async () => {
    const FILTERED = `query($status: String, $type: String) { complianceChecks(locationId: 1, limit: 100, status: $status, type: $type) { status type } }`;
    const pending = (await manager.graphql(FILTERED, { status: 'pending' })).data.complianceChecks;
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((c: { status: string }) => c.status === 'pending')).toBe(true);
    const opening = (await manager.graphql(FILTERED, { type: 'daily_opening' })).data.complianceChecks;
    expect(opening.every((c: { type: string }) => c.type === 'daily_opening')).toBe(true);
    expect(await manager.graphqlErrorCode(FILTERED, { status: 'finished' })).toBe('BAD_USER_INPUT');
  });

  it('names a check without a template "Compliance Check"', async () => {
    await sql(`insert into compliance_check (company_id, template_id, location_id, user_id, status) values (1, null, 3, 2, 'scheduled')`);
    const { data } = await manager.graphql(CHECKS, { locationId: 3 });
    expect(data.complianceChecks[0]).toMatchObject({ templateId: null, templateName: 'Compliance Check', type: null, status: 'scheduled' });
  });

  it('refuses limits outside 1..100, signed-out callers and other companies’ locations', async () => {
    for (const limit of [0, 101]) expect(await manager.graphqlErrorCode(CHECKS, { locationId: 1, limit })).toBe('BAD_USER_INPUT');
    expect((await manager.graphql(CHECKS, { locationId: 1, limit: 0 })).errors?.[0].message).toBe('limit must be a whole number from 1 to 100');
    expect(await river.graphqlErrorCode(CHECKS, { locationId: 1 })).toBe('NOT_FOUND');
    expect(await river.graphqlErrorCode(CHECKS, { locationId: 9999 })).toBe('NOT_FOUND');
    const signedOut = new TestClient(app.baseUrl);
    expect(await signedOut.graphqlErrorCode(CHECKS, { locationId: 1 })).toBe('UNAUTHENTICATED');
    expect(await signedOut.graphqlErrorCode(TEMPLATES)).toBe('UNAUTHENTICATED');
    expect(await signedOut.graphqlErrorCode(START, { input: { templateId: harbour['Daily Opening Check'], locationId: 1 } })).toBe('UNAUTHENTICATED');
  });

  it('starts a pending check and appends an audit event', async () => {
    const [before, auditsBefore] = [await checks(), await audits()];
    const { data, errors } = await manager.graphql(START, { input: { templateId: harbour['Daily Opening Check'], locationId: 2 } });
    expect(errors).toBeUndefined();
    expect(data.startComplianceCheck).toMatchObject({
      templateName: 'Daily Opening Check',
      type: 'daily_opening',
      locationId: 2,
      status: 'pending',
      userName: 'Maria Manager',
      completedAt: null,
    });
    expect(await checks()).toBe(before + 1);
    expect(await audits()).toBe(auditsBefore + 1);
    const [audit] = await sql<{ action: string; entity_id: string; actor_id: number }>(
      `select action, entity_id, actor_id from audit_event where entity = 'compliance_check' order by id desc limit 1`,
    );
    expect(audit).toEqual({ action: 'start', entity_id: String(data.startComplianceCheck.id), actor_id: 2 });
  });

  it('starts checks from provider templates but never from another company’s or a retired one', async () => {
    const [provider] = await sql<{ id: number }>(`select id from compliance_check_template where name = 'Allergen Matrix Review'`);
    const [retired] = await sql<{ id: number }>(`select id from compliance_check_template where name = 'Retired Check'`);
    expect((await river.graphql(START, { input: { templateId: provider.id, locationId: 4 } })).data.startComplianceCheck.status).toBe('pending');
    const before = await checks();
    const auditsBefore = await audits();
    expect(await river.graphqlErrorCode(START, { input: { templateId: harbour['Daily Opening Check'], locationId: 4 } })).toBe('NOT_FOUND');
    expect(await river.graphqlErrorCode(START, { input: { templateId: provider.id, locationId: 1 } })).toBe('NOT_FOUND');
    expect(await manager.graphqlErrorCode(START, { input: { templateId: retired.id, locationId: 1 } })).toBe('NOT_FOUND');
    expect(await manager.graphqlErrorCode(START, { input: { templateId: 99999, locationId: 1 } })).toBe('NOT_FOUND');
    // A branch user reaches only their own location.
    const staff = await signedIn(app.baseUrl, 'staff');
    expect(await staff.graphqlErrorCode(START, { input: { templateId: harbour['Daily Opening Check'], locationId: 2 } })).toBe('NOT_FOUND');
    expect([await checks(), await audits()]).toEqual([before, auditsBefore]);
  });

  it('refuses malformed start input with BAD_USER_INPUT and stores nothing', async () => {
    const before = await checks();
    const bad = [
      { templateId: 'one', locationId: 1 },
      { locationId: 1 },
      { templateId: 0, locationId: 1 },
      { templateId: 1, locationId: -3 },
      { templateId: 1.5, locationId: 1 },
    ];
    for (const input of bad) expect(await manager.graphqlErrorCode(START, { input }), JSON.stringify(input)).toBe('BAD_USER_INPUT');
    expect((await manager.graphql(START, { input: { templateId: 0, locationId: 1 } })).errors?.[0].message).toBe('templateId must be a positive whole number');
    expect(await checks()).toBe(before);
  });
});
