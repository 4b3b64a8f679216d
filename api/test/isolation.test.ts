import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessLiveEvents } from '../src/events/live-events.js';
import { loadViewer } from '../src/modules/auth/viewer.js';
import { type LiveGapNotice, liveGapsFor } from '../src/modules/live-updates/live-gaps.js';
import { signedIn, TestClient } from './helpers/client.js';
import { startTestApp, type TestApp } from './helpers/test-server.js';
import { collect, eventually, wsClient } from './helpers/ws-client.js';
import { lht65, ttnUplink } from './sensor-networks/fixtures.js';

/**
 * Tenant isolation matrix: a Riverside manager aims every id-taking REST route and GraphQL
 * operation at Harbour Kitchens' records. Each answer must be exactly what a missing id gets
 * (404 / NOT_FOUND), and the database must be byte-for-byte unchanged afterwards.
 */
/** Harbour's mapped LoRaWAN device and one it heard but has not mapped. */
const HARBOUR_EUI = 'AAAAAAAAAAAAAAA1';
const HARBOUR_UNKNOWN_EUI = 'BBBBBBBBBBBBBBB2';

describe('tenant isolation', () => {
  let app: TestApp;
  let river: TestClient;
  /** Riverside's company administrator: the role that adds cleaning schedules and training records. */
  let riverAdmin: TestClient;
  /** Riverside's sensor gateway: its API key, with no cookie. */
  let riverGateway: TestClient;
  let riverKey = '';
  const harbour: Record<string, number> = {};
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);

  /** A digest of every business table: any insert, update or delete changes it. */
  async function fingerprint(): Promise<string> {
    const tables = await sql<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_name not in ('session', 'login_throttle', 'api_key_rate_limit', 'job_worker_heartbeat') and table_name not like 'mikro_orm%'`,
    );
    const digests = await Promise.all(
      tables.map(({ table_name }) => sql<{ d: string }>(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) d from "${table_name}" t`)),
    );
    return digests.map(([row], i) => `${tables[i].table_name}:${row.d}`).join(',');
  }

  beforeAll(async () => {
    app = await startTestApp();
    river = await signedIn(app.baseUrl, 'rivermgr');
    const first = async (query: string) => Number((await sql<{ id: number }>(query))[0].id);
    harbour.location = 1;
    harbour.equipment = await first('select id from equipment where company_id = 1 order by id limit 1');
    harbour.reading = await first('select id from temperature_reading where company_id = 1 order by id limit 1');
    harbour.template = await first('select id from compliance_check_template where company_id = 1 order by id limit 1');
    harbour.action = await first(`select id from corrective_action where company_id = 1 and status <> 'resolved' order by id limit 1`);
    harbour.inProgress = await first(`select id from corrective_action where company_id = 1 and status = 'in_progress' order by id limit 1`);
    harbour.manual = await first('select id from food_safety_manual where company_id = 1 order by id limit 1');
    harbour.user = await first(`select id from "user" where username = 'cook'`);
    harbour.riversOwnStaff = await first(`select id from "user" where username = 'riverstaff'`);
    harbour.manualUpload = await first(
      `insert into upload (company_id, purpose, content_type, size_bytes, sha256, storage_key, original_name) values (1, 'manual', 'application/pdf', 5, repeat('b', 64), 'isolation-spare', 'spare.pdf') returning id`,
    );
    harbour.upload = await first('select file_id id from food_safety_manual where company_id = 1 and file_id is not null order by id limit 1');
    harbour.photo = await first(
      `insert into upload (company_id, purpose, content_type, size_bytes, sha256, storage_key, original_name) values (1, 'photo', 'image/jpeg', 5, repeat('d', 64), 'isolation-photo', 'p.jpg') returning id`,
    );
    harbour.riversOwnTemplate = await first('select id from compliance_check_template where company_id = 2 order by id limit 1');
    // Riverside's own critical temperature action, started, so Mark Complete applies and only the reading it names is Harbour's.
    harbour.riversOwnAction = await first(`select id from corrective_action where company_id = 2 and severity = 'critical' order by id limit 1`);
    harbour.disposition = await first(
      `insert into food_disposition (company_id, corrective_action_id, food, quantity, unit, decision, reason, recorded_by_id)
       select 1, ${harbour.action}, 'Chicken', 5, 'kg', 'discarded', 'Too warm', id from "user" where username = 'cook' returning id`,
    );
    harbour.cleaningSchedule = await first('select id from cleaning_schedule where company_id = 1 and location_id is null order by id limit 1');
    harbour.training = await first('select id from training_record where company_id = 1 order by id limit 1');
    harbour.certificate = await first(
      `insert into upload (company_id, purpose, content_type, size_bytes, sha256, storage_key, original_name) values (1, 'certificate', 'application/pdf', 5, repeat('c', 64), 'isolation-certificate', 'c.pdf') returning id`,
    );
    await sql(
      `insert into "user" (username, password, full_name, role, company_id, location_id) select 'riveradmin', password, 'River Admin', 'company_admin', company_id, location_id from "user" where username = 'rivermgr'`,
    );
    riverAdmin = await signedIn(app.baseUrl, 'riveradmin');
    harbour.riverUser = await first(`select id from "user" where username = 'riverstaff'`);
    harbour.closedLocation = await first(`insert into location (company_id, name, is_active) values (1, 'Closed Pier', false) returning id`);
    harbour.report = await first(
      `insert into report (company_id, user_id, type, format, parameters, file_path, status) values (1, 1, 'due_diligence_pack', 'pdf', '{"from": "2026-11-01T00:00:00Z", "to": "2026-11-08T00:00:00Z", "locationIds": [1], "locationNames": ["x"]}', '1.pdf', 'ready') returning id`,
    );
    harbour.check = await first('select id from compliance_check where company_id = 1 order by id limit 1');
    harbour.haccpPlan = await first('insert into haccp_plan (company_id) values (1) returning id');
    harbour.haccpVersion = await first(
      `insert into haccp_plan_version (company_id, plan_id, version, steps, created_by_id) select 1, ${harbour.haccpPlan}, 1, '[]', id from "user" where username = 'manager' returning id`,
    );
    // Issue 35: Harbour's demo area (London), and a retired one.
    harbour.area = await first(`select id from area where company_id = 1 and is_active order by id limit 1`);
    harbour.retiredArea = await first(`insert into area (company_id, name, is_active) values (1, 'Old Harbour', false) returning id`);
    // Today's opening check at Main Kitchen, as the schedule generates it: what Harbour's phones complete by its id.
    harbour.occurrence = await first(
      `insert into compliance_check (company_id, template_id, location_id, status, due_date, overdue_after, period_start)
       select 1, id, 1, 'pending', now(), now() + interval '12 hours', date_trunc('day', now(), 'Europe/London') from compliance_check_template where company_id = 1 order by id limit 1 returning id`,
    );
    harbour.reminder = await first('select id from reminder where company_id = 1 and not is_completed order by id limit 1');
    harbour.foodProcess = await first(
      `insert into food_process (company_id, location_id, started_by_id, kind, food_item, quantity, stages, started_at)
       values (1, 1, 1, 'cooling', 'Beef stew', '4 kg', '[{"targetC": 21, "withinMinutes": 120, "holdC": null, "holdMinutes": null}]', now()) returning id`,
    );
    harbour.apiKey = await first(
      `insert into api_key (company_id, name, prefix, secret_hash, created_by_id) values (1, 'Harbour gateway', 'fsm_0000abcd', repeat('a', 64), 1) returning id`,
    );
    harbour.inspectorLink = await first(
      `insert into inspector_link (company_id, label, location_ids, period_start, period_end, token_hash, expires_at, created_by_id) values (1, 'Harbour EHO', '[1]', now() - interval '7 days', now(), repeat('d', 64), now() + interval '7 days', 1) returning id`,
    );
    harbour.formVersion = await first(
      `insert into form_template_version (company_id, template_type, version, fields, created_by_id) values (1, 'visitor_log', 1, '[{"name": "visitorName", "label": "Visitor Name", "type": "text", "required": true, "options": null}]', 1) returning id`,
    );
    // Harbour's own form built from scratch (issue 35), with its version 1.
    harbour.customForm = await first(`insert into form_template (company_id, name, created_by_id) values (1, 'Harbour allergen briefing', 1) returning id`);
    await sql(
      `insert into form_template_version (company_id, template_type, version, fields, created_by_id) values (1, 'custom_${harbour.customForm}', 1, '[{"name": "done", "label": "Done", "type": "text", "required": false, "options": null}]', 1)`,
    );
    harbour.notification = await first(
      `insert into notification (company_id, corrective_action_id, recipient_id, channel, reason, subject, body) values (1, ${harbour.action}, ${harbour.user}, 'log', 'alert', 'Harbour alert', 'x')
       on conflict (corrective_action_id, recipient_id, reason, channel) do update set subject = notification.subject returning id`,
    );
    // Harbour's LoRaWAN sensor on its unit, and a device Harbour heard but has not mapped.
    await sql(`update equipment set device_eui = '${HARBOUR_EUI}' where id = ${harbour.equipment}`);
    await sql(
      `insert into unknown_device (company_id, device_eui, network, payload_sample) values (1, '${HARBOUR_UNKNOWN_EUI}', 'chirpstack', '{"TempC_SHT": 4}')`,
    );
    await river.graphql('mutation($id: Int!) { startCorrectiveAction(id: $id) { id } }', { id: harbour.riversOwnAction });
    riverKey = (await river.graphql('mutation { createApiKey(input: { name: "River gateway" }) { secret } }')).data.createApiKey.secret;
    riverGateway = new TestClient(app.baseUrl);
    // Its first use marks it used; later ones within the minute change nothing, so the fingerprints below hold.
    await riverGateway.request('GET', '/api/user', undefined, { authorization: `Bearer ${riverKey}` });
  });
  afterAll(() => app.close());

  const restCases = (): [string, () => Promise<{ status: number; body: any }>][] => [
    ['GET /api/locations/:id/equipment', () => river.get(`/api/locations/${harbour.location}/equipment`)],
    ['GET /api/equipment?locationId', () => river.get(`/api/equipment?locationId=${harbour.location}`)],
    ['POST /api/temperature-readings', () => river.post('/api/temperature-readings', { equipmentId: harbour.equipment, temperature: 3 })],
    ['GET /api/locations/:id/compliance-checks', () => river.get(`/api/locations/${harbour.location}/compliance-checks`)],
    [
      'POST /api/compliance-checks',
      () => river.post('/api/compliance-checks', { templateId: harbour.template, locationId: harbour.location, status: 'pending' }),
    ],
    ['POST /api/compliance-checks (own location, their template)', () => river.post('/api/compliance-checks', { templateId: harbour.template, locationId: 4 })],
    ['GET /api/locations/:id/digital-forms', () => river.get(`/api/locations/${harbour.location}/digital-forms`)],
    [
      'POST /api/digital-forms',
      () => river.post('/api/digital-forms', { type: 'visitor_log', locationId: harbour.location, formData: {}, status: 'submitted' }),
    ],
    ['GET /api/dashboard?locationId', () => river.get(`/api/dashboard?locationId=${harbour.location}`)],
    ['GET /api/uploads/:id', () => river.get(`/api/uploads/${harbour.upload}`)],
    ['GET /api/uploads/:id?download', () => river.get(`/api/uploads/${harbour.upload}?download`)],
    ['GET /api/uploads/:id (their photo)', () => river.get(`/api/uploads/${harbour.photo}`)],
    ['GET /api/reports/:id/download', () => river.get(`/api/reports/${harbour.report}/download`)],
    ['GET /api/haccp-plan-versions/:id/pdf', () => river.get(`/api/haccp-plan-versions/${harbour.haccpVersion}/pdf`)],
    // Issue 33 item 7: an inspector link's pack is asked for and fetched by its token only; a token not of a live link is missing.
    ['POST /api/inspect/:token/pack', () => river.post('/api/inspect/not-a-live-token/pack', {})],
    ['GET /api/inspect/:token/pack', () => river.get('/api/inspect/not-a-live-token/pack')],
    ['POST /api/door-events', () => river.post('/api/door-events', { equipmentId: harbour.equipment, open: true })],
    [
      'POST /api/door-events with their API key',
      () => riverGateway.post('/api/door-events', { equipmentId: harbour.equipment, open: true }, { authorization: `Bearer ${riverKey}` }),
    ],
    [
      'POST /api/temperature-readings with their API key',
      () => riverGateway.post('/api/temperature-readings', { equipmentId: harbour.equipment, temperature: 3 }, { authorization: `Bearer ${riverKey}` }),
    ],
  ];

  const graphqlCases = (): [string, string, Record<string, unknown>][] => [
    ['equipment', 'query($id: Int) { equipment(locationId: $id) { id } }', { id: harbour.location }],
    ['locationRota', 'query($l: Int!) { locationRota(locationId: $l) { userId } }', { l: harbour.location }],
    ['onDutyNow', 'query($l: Int!) { onDutyNow(locationId: $l) { userId } }', { l: harbour.location }],
    [
      'setLocationRota',
      'mutation($l: Int!, $u: Int!) { setLocationRota(locationId: $l, entries: [{ userId: $u, weekdays: ["monday"], startsAt: "22:00", endsAt: "06:00" }]) { userId } }',
      { l: harbour.location, u: harbour.riversOwnStaff },
    ],
    [
      'requestExport',
      'mutation($l: [Int!]!) { requestExport(from: "2026-11-01T00:00:00Z", to: "2026-11-08T00:00:00Z", locationIds: $l, format: "pdf") { id } }',
      { l: [harbour.location] },
    ],
    [
      'requestExport (own location and theirs)',
      'mutation($l: [Int!]!) { requestExport(from: "2026-11-01T00:00:00Z", to: "2026-11-08T00:00:00Z", locationIds: $l, format: "csv") { id } }',
      { l: [4, harbour.location] },
    ],
    ['dashboard', 'query($id: Int) { dashboard(locationId: $id) { userRole } }', { id: harbour.location }],
    ['todaysCheckCounts', 'query($id: Int!) { todaysCheckCounts(locationId: $id) { pending } }', { id: harbour.location }],
    ['correctiveActions at their location (the league table’s link)', 'query($l: Int) { correctiveActions(locationId: $l) { id } }', { l: harbour.location }],
    ['markNotificationsRead (another person’s notification)', 'mutation($ids: [Int!]) { markNotificationsRead(ids: $ids) }', { ids: [harbour.notification] }],
    ['recordReading', 'mutation($e: Int!) { recordReading(input: { equipmentId: $e, temperature: 3 }) { id } }', { e: harbour.equipment }],
    [
      'recordReadings',
      'mutation($e: Int!) { recordReadings(inputs: [{ equipmentId: 30, temperature: 3 }, { equipmentId: $e, temperature: 3 }]) { id } }',
      { e: harbour.equipment },
    ],
    ['correctReading', 'mutation($r: Int!) { correctReading(input: { readingId: $r, temperature: 1, reason: "probe error" }) { id } }', { r: harbour.reading }],
    ['complianceChecks', 'query($id: Int!) { complianceChecks(locationId: $id) { id } }', { id: harbour.location }],
    ['complianceSummary', 'query($id: Int!) { complianceSummary(locationId: $id) { pendingCount } }', { id: harbour.location }],
    [
      'startComplianceCheck',
      'mutation($t: Int!, $l: Int!) { startComplianceCheck(input: { templateId: $t, locationId: $l }) { id } }',
      { t: harbour.template, l: harbour.location },
    ],
    [
      'completeComplianceCheck',
      'mutation($t: Int!) { completeComplianceCheck(input: { templateId: $t, locationId: 4, answers: [] }) { id } }',
      { t: harbour.template },
    ],
    [
      'completeComplianceCheck with their photo',
      'mutation($t: Int!, $p: Int!) { completeComplianceCheck(input: { templateId: $t, locationId: 4, answers: [], photoIds: [$p] }) { id } }',
      { t: harbour.riversOwnTemplate, p: harbour.photo },
    ],
    [
      'recordReading with their photo',
      'mutation($p: Int!) { recordReading(input: { equipmentId: 30, temperature: 3, photoIds: [$p] }) { id } }',
      { p: harbour.photo },
    ],
    [
      'createCorrectiveAction with their photo',
      'mutation($p: Int!) { createCorrectiveAction(input: { type: "other", description: "x", severity: "low", locationId: 4, photoIds: [$p] }) { id } }',
      { p: harbour.photo },
    ],
    ['completeComplianceCheck (checkId)', 'mutation($c: Int!) { completeComplianceCheck(input: { checkId: $c, answers: [] }) { id } }', { c: harbour.check }],
    ['saveCheckProgress', 'mutation($c: Int!) { saveCheckProgress(input: { checkId: $c, answers: [] }) { id } }', { c: harbour.check }],
    ['dueChecks', 'query($id: Int!) { dueChecks(locationId: $id) { timezone checks { id } } }', { id: harbour.location }],
    [
      'completeComplianceCheck (their due check, from a phone)',
      'mutation($c: Int!) { completeComplianceCheck(input: { checkId: $c, answers: [], clientId: "0b6f1f8e-7c1d-4d8a-9f21-3c5e2a7b9d10" }) { id } }',
      { c: harbour.occurrence },
    ],
    ['updateComplianceTemplate', 'mutation($t: Int!) { updateComplianceTemplate(input: { id: $t, checkItems: [] }) { id } }', { t: harbour.template }],
    ['retireComplianceTemplate', 'mutation($t: Int!) { retireComplianceTemplate(id: $t) { id } }', { t: harbour.template }],
    ['complianceTemplates (at their site)', 'query($id: Int!) { complianceTemplates(locationId: $id) { id } }', { id: harbour.location }],
    [
      'createComplianceTemplate published to their site',
      'mutation($l: Int!) { createComplianceTemplate(input: { name: "x", type: "daily", checkItems: [{ description: "x" }], publication: { scope: "sites", locationIds: [$l] } }) { id } }',
      { l: harbour.location },
    ],
    [
      'createComplianceTemplate owned by their site',
      'mutation($l: Int!) { createComplianceTemplate(input: { name: "x", type: "daily", checkItems: [{ description: "x" }], publication: { scope: "sites", ownerLocationId: $l } }) { id } }',
      { l: harbour.location },
    ],
    [
      'updateComplianceTemplate (their own) published to their site',
      'mutation($t: Int!, $l: Int!) { updateComplianceTemplate(input: { id: $t, checkItems: [{ description: "x" }], publication: { scope: "sites", locationIds: [$l] } }) { id } }',
      { t: harbour.riversOwnTemplate, l: harbour.location },
    ],
    ['digitalForms', 'query($id: Int!) { digitalForms(locationId: $id) { id } }', { id: harbour.location }],
    ['requiredFormsDue', 'query($id: Int!) { requiredFormsDue(locationId: $id) { id } }', { id: harbour.location }],
    [
      'submitDigitalForm',
      'mutation($l: Int!) { submitDigitalForm(input: { type: "visitor_log", locationId: $l, formData: {} }) { id } }',
      { l: harbour.location },
    ],
    ['formTemplates at their location', 'query($id: Int) { formTemplates(locationId: $id) { id } }', { id: harbour.location }],
    [
      'submitDigitalForm of their custom form',
      'mutation($t: String!) { submitDigitalForm(input: { type: $t, locationId: 4, formData: {}, status: "submitted" }) { id } }',
      { t: `custom_${harbour.customForm}` },
    ],
    ['correctiveActionSummary', 'query($id: Int) { correctiveActionSummary(locationId: $id) { total } }', { id: harbour.location }],
    ['correctiveAction', 'query($id: Int!) { correctiveAction(id: $id) { id history { action } } }', { id: harbour.action }],
    ['startCorrectiveAction', 'mutation($id: Int!) { startCorrectiveAction(id: $id) { id } }', { id: harbour.action }],
    ['acknowledgeCorrectiveAction', 'mutation($id: Int!) { acknowledgeCorrectiveAction(id: $id) { id } }', { id: harbour.action }],
    ['completeCorrectiveAction', 'mutation($id: Int!) { completeCorrectiveAction(id: $id, resolution: "Fixed") { id } }', { id: harbour.inProgress }],
    // Issue 36: the owner, root cause, food disposition, waste log and sign-off.
    [
      'assignCorrectiveAction',
      'mutation($id: Int!, $to: Int!) { assignCorrectiveAction(id: $id, assigneeId: $to) { id } }',
      { id: harbour.action, to: harbour.riversOwnStaff },
    ],
    [
      'assignCorrectiveAction of their own action to Harbour’s cook',
      'mutation($id: Int!, $to: Int!) { assignCorrectiveAction(id: $id, assigneeId: $to) { id } }',
      { id: harbour.riversOwnAction, to: harbour.user },
    ],
    ['recordActionRootCause', 'mutation($id: Int!) { recordActionRootCause(id: $id, rootCause: "power_cut") { id } }', { id: harbour.action }],
    [
      'recordFoodDisposition',
      'mutation($id: Int!) { recordFoodDisposition(input: { actionId: $id, food: "Ham", quantity: 1, unit: "kg", decision: "discarded", reason: "x" }) { id } }',
      { id: harbour.action },
    ],
    [
      'recordFoodDisposition correcting Harbour’s disposition',
      'mutation($id: Int!, $c: Int!) { recordFoodDisposition(input: { actionId: $id, food: "Ham", quantity: 1, unit: "kg", decision: "discarded", reason: "x", correctsId: $c }) { id } }',
      { id: harbour.riversOwnAction, c: harbour.disposition },
    ],
    ['signOffCorrectiveAction', 'mutation($id: Int!) { signOffCorrectiveAction(id: $id, password: "demo1234") { id } }', { id: harbour.action }],
    [
      'wasteLog',
      'query($l: Int!) { wasteLog(locationId: $l, from: "2026-01-01T00:00:00Z", to: "2026-12-31T00:00:00Z") { totals { unit } } }',
      { l: harbour.location },
    ],
    [
      'completeCorrectiveAction verified by their reading',
      'mutation($id: Int!, $r: Int!) { completeCorrectiveAction(id: $id, resolution: "Fixed", verification: { readingId: $r }) { id } }',
      { id: harbour.riversOwnAction, r: harbour.reading },
    ],
    [
      'createCorrectiveAction about their unit',
      'mutation($e: Int!) { createCorrectiveAction(input: { type: "other", description: "x", severity: "low", equipmentId: $e }) { id } }',
      { e: harbour.equipment },
    ],
    [
      'createCorrectiveAction about their check',
      'mutation($c: Int!) { createCorrectiveAction(input: { type: "other", description: "x", severity: "low", complianceCheckId: $c }) { id } }',
      { c: harbour.check },
    ],
    [
      'createCorrectiveAction at their location',
      'mutation($l: Int!) { createCorrectiveAction(input: { type: "other", description: "x", severity: "low", locationId: $l }) { id } }',
      { l: harbour.location },
    ],
    ['deleteManual', 'mutation($id: Int!) { deleteManual(id: $id) }', { id: harbour.manual }],
    ['revokeInspectorLink', 'mutation($id: Int!) { revokeInspectorLink(id: $id) { id } }', { id: harbour.inspectorLink }],
    [
      'createInspectorLink for their location',
      'mutation($l: Int!) { createInspectorLink(input: { label: "Sneaky", locationIds: [4, $l], periodStart: "2026-01-01T00:00:00Z", periodEnd: "2026-01-02T00:00:00Z" }) { token } }',
      { l: harbour.location },
    ],
    ['manualVersions', 'query($id: Int!) { manualVersions(id: $id) { id } }', { id: harbour.manual }],
    [
      'uploadManual with their upload',
      'mutation($u: Int!) { uploadManual(input: { title: "Sneaky", category: "policies", uploadId: $u }) { id } }',
      { u: harbour.manualUpload },
    ],
    ['createLocation in another company', 'mutation { createLocation(input: { name: "Sneaky", companyId: 1 }) { id } }', {}],
    ['updateLocation', 'mutation($id: Int!) { updateLocation(id: $id, input: { name: "Sneaky" }) { id } }', { id: harbour.location }],
    ['setLocationActive', 'mutation($id: Int!) { setLocationActive(id: $id, isActive: false) { id } }', { id: harbour.location }],
    ['setLocationActive (a deactivated one)', 'mutation($id: Int!) { setLocationActive(id: $id, isActive: true) { id } }', { id: harbour.closedLocation }],
    ['updateLocation (a deactivated one)', 'mutation($id: Int!) { updateLocation(id: $id, input: { name: "Sneaky" }) { id } }', { id: harbour.closedLocation }],
    ['createEquipment', 'mutation($l: Int!) { createEquipment(input: { locationId: $l, name: "Sneaky", type: "fridge" }) { id } }', { l: harbour.location }],
    ['updateEquipment', 'mutation($e: Int!) { updateEquipment(id: $e, input: { name: "Sneaky" }) { id } }', { e: harbour.equipment }],
    ['retireEquipment', 'mutation($e: Int!) { retireEquipment(id: $e) { id } }', { e: harbour.equipment }],
    ['companySettings of another company', 'query { companySettings(companyId: 1) { companyId } }', {}],
    [
      'updateCompanySettings of another company',
      'mutation { updateCompanySettings(companyId: 1, input: { notifications: { criticalEscalation: false, escalationMinutes: 5, temperatureAlerts: false, dailyReminders: false, overdueAlerts: false } }) { companyId } }',
      {},
    ],
    ['resetCompanySettings of another company', 'mutation { resetCompanySettings(companyId: 1) { companyId } }', {}],
    ['revokeApiKey', 'mutation($id: Int!) { revokeApiKey(id: $id) { id } }', { id: harbour.apiKey }],
    ['recordCleaningDone', 'mutation($id: Int!) { recordCleaningDone(scheduleId: $id) { id } }', { id: harbour.cleaningSchedule }],
    ['checkTypeSummary', 'query($id: Int!) { checkTypeSummary(locationId: $id, type: "closing") { pending } }', { id: harbour.location }],
    ['allergenMatrix', 'query($id: Int!) { allergenMatrix(locationId: $id) { regime } }', { id: harbour.location }],
    ['allergenMatrixVersions', 'query($id: Int!) { allergenMatrixVersions(locationId: $id) { id } }', { id: harbour.location }],
    ['saveAllergenMatrix', 'mutation($l: Int!) { saveAllergenMatrix(input: { locationId: $l, items: [] }) { id } }', { l: harbour.location }],
    ['completeReminder', 'mutation($id: Int!) { completeReminder(id: $id) { id } }', { id: harbour.reminder }],
    ['probeCalibrations', 'query($id: Int!) { probeCalibrations(locationId: $id) { id } }', { id: harbour.location }],
    ['probesDueForCalibration', 'query($id: Int!) { probesDueForCalibration(locationId: $id) { equipmentId } }', { id: harbour.location }],
    [
      'recordProbeCalibration',
      'mutation($e: Int!) { recordProbeCalibration(input: { equipmentId: $e, referenceTemp: 0, actualTemp: 5 }) { id } }',
      { e: harbour.equipment },
    ],
    ['foodProcesses', 'query($id: Int!) { foodProcesses(locationId: $id) { id } }', { id: harbour.location }],
    [
      'startFoodProcess',
      'mutation($l: Int!) { startFoodProcess(input: { kind: "cooling", locationId: $l, foodItem: "Stock", quantity: "5 l" }) { id } }',
      { l: harbour.location },
    ],
    [
      'startFoodProcess on another company’s unit',
      'mutation($l: Int!, $e: Int!) { startFoodProcess(input: { kind: "cooling", locationId: $l, foodItem: "Stock", quantity: "5 l", equipmentId: $e }) { id } }',
      { l: 4, e: harbour.equipment },
    ],
    [
      'recordProcessTemperature',
      'mutation($p: Int!) { recordProcessTemperature(input: { processId: $p, temperature: 20 }) { id } }',
      { p: harbour.foodProcess },
    ],
    ['createApiKey at their location', 'mutation($l: Int!) { createApiKey(input: { name: "Sneaky", locationId: $l }) { secret } }', { l: harbour.location }],
    [
      'createUser at another company’s location',
      'mutation($l: Int!) { createUser(input: { fullName: "Spy", username: "spy", role: "branch_user", locationId: $l, password: "Spy#2026x" }) { id } }',
      { l: harbour.location },
    ],
    [
      'createUser in another company',
      'mutation { createUser(input: { fullName: "Spy", username: "spy", role: "branch_user", locationId: 4, password: "Spy#2026x", companyId: 1 }) { id } }',
      {},
    ],
    [
      'createUser with another company’s extra location',
      'mutation($l: Int!) { createUser(input: { fullName: "Spy", username: "spy", role: "branch_user", locationId: 4, extraLocationIds: [$l], password: "Spy#2026x" }) { id } }',
      { l: harbour.location },
    ],
    ['updateUser', 'mutation($id: Int!) { updateUser(input: { id: $id, fullName: "Renamed" }) { id } }', { id: harbour.user }],
    [
      'updateUser moving their own staff to another company’s location',
      'mutation($id: Int!, $l: Int!) { updateUser(input: { id: $id, locationId: $l }) { id } }',
      { id: harbour.riversOwnStaff, l: harbour.location },
    ],
    ['setUserActive', 'mutation($id: Int!) { setUserActive(id: $id, active: false) { id } }', { id: harbour.user }],
    ['resetUserPassword', 'mutation($id: Int!) { resetUserPassword(id: $id, password: "Reset#2026x") { id } }', { id: harbour.user }],
    ['resetUserTwoFactor', 'mutation($id: Int!) { resetUserTwoFactor(id: $id) { id } }', { id: harbour.user }],
    [
      'readings',
      'query($e: Int!) { readings(equipmentId: $e, from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z") { nodes { id } } }',
      { e: harbour.equipment },
    ],
    [
      'readingStats',
      'query($e: Int!) { readingStats(equipmentId: $e, from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z") { bucket } }',
      { e: harbour.equipment },
    ],
    [
      'readingIntegrityFlags at their location',
      'query($l: Int!) { readingIntegrityFlags(from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z", locationIds: [$l]) { rule } }',
      { l: harbour.location },
    ],
    [
      'readingIntegrityFlags of their unit',
      'query($e: Int!) { readingIntegrityFlags(from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z", equipmentId: $e) { rule } }',
      { e: harbour.equipment },
    ],
    [
      'reportFigures at their location',
      'query($l: Int!) { reportFigures(from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z", locationIds: [4, $l]) { complianceRate } }',
      { l: harbour.location },
    ],
    ['haccpLimitChoices at their location', 'query($l: Int) { haccpLimitChoices(locationId: $l) { limit { key } } }', { l: harbour.location }],
    [
      'haccpCoverage',
      'query($p: Int!) { haccpCoverage(planId: $p, from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z") { step } }',
      { p: harbour.haccpPlan },
    ],
    ['generateHaccpPlan at their location', 'mutation($l: Int) { generateHaccpPlan(locationId: $l) { id } }', { l: harbour.location }],
    ['saveHaccpPlanVersion', 'mutation($p: Int!) { saveHaccpPlanVersion(input: { planId: $p, steps: [] }) { id } }', { p: harbour.haccpPlan }],
    ['signHaccpPlanVersion', 'mutation($v: Int!) { signHaccpPlanVersion(versionId: $v, password: "demo1234") { id } }', { v: harbour.haccpVersion }],
    // Issue 35: areas.
    ['renameArea', 'mutation($id: Int!) { renameArea(id: $id, input: { name: "Sneaky" }) { id } }', { id: harbour.area }],
    ['renameArea (a retired one)', 'mutation($id: Int!) { renameArea(id: $id, input: { name: "Sneaky" }) { id } }', { id: harbour.retiredArea }],
    ['retireArea', 'mutation($id: Int!) { retireArea(id: $id) { id } }', { id: harbour.area }],
    ['setLocationArea (their site)', 'mutation($l: Int!) { setLocationArea(locationId: $l, areaId: null) { id } }', { l: harbour.location }],
    ['setLocationArea (their area)', 'mutation($a: Int!) { setLocationArea(locationId: 4, areaId: $a) { id } }', { a: harbour.area }],
    [
      'createUser looking after their area',
      'mutation($a: Int!) { createUser(input: { fullName: "Spy", username: "spy", role: "area_manager", locationId: 4, password: "Spy#2026x", areaIds: [$a] }) { id } }',
      { a: harbour.area },
    ],
    [
      'updateUser giving their own person another company’s area',
      'mutation($id: Int!, $a: Int!) { updateUser(input: { id: $id, role: "area_manager", areaIds: [$a] }) { id } }',
      { id: harbour.riversOwnStaff, a: harbour.area },
    ],
    ['company', 'query { company(id: 1) { id } }', {}],
    ['updateCompany', 'mutation { updateCompany(id: 1, input: { name: "Taken over" }) { id } }', {}],
    ['setCompanyActive', 'mutation { setCompanyActive(id: 1, active: false) { id } }', {}],
  ];

  it('every id-taking REST route answers 404 for another company’s ids, and stores nothing', async () => {
    const before = await fingerprint();
    for (const [name, call] of restCases()) {
      const { status, body } = await call();
      expect(status, name).toBe(404);
      expect(body.message, name).toMatch(/not found$/);
    }
    expect(await fingerprint()).toBe(before);
  });

  /** Operations only administrators may call, aimed at Harbour by Riverside's company administrator. */
  const adminGraphqlCases = (): [string, string, Record<string, unknown>][] => [
    [
      'createCleaningSchedule at their location',
      'mutation($l: Int!) { createCleaningSchedule(input: { name: "Sneaky", frequency: "daily", tasks: ["x"], locationId: $l }) { id } }',
      { l: harbour.location },
    ],
    [
      'createTrainingRecord for their person',
      'mutation($u: Int!) { createTrainingRecord(input: { userId: $u, trainingType: "x", trainingName: "x" }) { id } }',
      { u: harbour.user },
    ],
    [
      'createTrainingRecord at their location',
      'mutation($u: Int!, $l: Int!) { createTrainingRecord(input: { userId: $u, trainingType: "x", trainingName: "x", locationId: $l }) { id } }',
      { u: harbour.riverUser, l: harbour.location },
    ],
    [
      'createTrainingRecord with their certificate',
      'mutation($u: Int!, $c: Int!) { createTrainingRecord(input: { userId: $u, trainingType: "x", trainingName: "x", certificateUploadId: $c }) { id } }',
      { u: harbour.riverUser, c: harbour.certificate },
    ],
    ['updateTrainingRecord', 'mutation($id: Int!) { updateTrainingRecord(id: $id, input: { notes: "Sneaky" }) { id } }', { id: harbour.training }],
    [
      'updateFormTemplate of their custom form',
      'mutation($id: Int!) { updateFormTemplate(input: { templateId: $id, fields: [{ label: "Sneaky", type: "text", required: false }] }) { id } }',
      { id: harbour.customForm },
    ],
    ['retireFormTemplate', 'mutation($id: Int!) { retireFormTemplate(templateId: $id) { id } }', { id: harbour.customForm }],
    [
      'createFormTemplate published to their site',
      'mutation($l: Int!) { createFormTemplate(input: { name: "Sneaky", fields: [{ label: "A", type: "text", required: false }], publication: { scope: "sites", locationIds: [$l] } }) { id } }',
      { l: harbour.location },
    ],
    [
      'updateFormTemplate from their version',
      'mutation($v: Int!) { updateFormTemplate(input: { templateId: 2, basedOnVersionId: $v, fields: [{ label: "Sneaky", type: "text", required: false }] }) { id } }',
      { v: harbour.formVersion },
    ],
    // Nullable, so its data is { haccpPlan: null } beside the error: listed here, where only the code is compared.
    ['haccpPlan at their location', 'query($l: Int) { haccpPlan(locationId: $l) { id } }', { l: harbour.location }],
  ];

  it('administrator-only operations answer NOT_FOUND for another company’s ids, and change nothing', async () => {
    const before = await fingerprint();
    for (const [name, query, variables] of adminGraphqlCases()) {
      const response = await riverAdmin.graphql(query, variables);
      expect(response.errors?.[0]?.extensions?.code, name).toBe('NOT_FOUND');
    }
    expect(await fingerprint()).toBe(before);
  });

  it('every id-taking GraphQL operation answers NOT_FOUND for another company’s ids, and changes nothing', async () => {
    const before = await fingerprint();
    for (const [name, query, variables] of graphqlCases()) {
      const response = await river.graphql(query, variables);
      expect(response.errors?.[0]?.extensions?.code, name).toBe('NOT_FOUND');
      expect(response.data ?? null, name).toBeNull();
    }
    expect(await fingerprint()).toBe(before);
  });

  it('recordReadingsEach refuses, item by item, another company’s unit and photo exactly as a missing one, and changes nothing', async () => {
    const before = await fingerprint();
    const query = 'mutation($inputs: [RecordReadingInput!]!) { recordReadingsEach(inputs: $inputs) { status code reason reading { id } } }';
    const answer = async (input: Record<string, unknown>) => (await river.graphql(query, { inputs: [input] })).data.recordReadingsEach[0];
    const missingUnit = await answer({ equipmentId: 999999, temperature: 3 });
    expect(missingUnit).toEqual({ status: 'REFUSED', code: 'NOT_FOUND', reason: 'Equipment not found', reading: null });
    expect(await answer({ equipmentId: harbour.equipment, temperature: 3 })).toEqual(missingUnit);
    const missingPhoto = await answer({ equipmentId: 30, temperature: 3, photoIds: [999999] });
    expect(missingPhoto).toMatchObject({ status: 'REFUSED', code: 'NOT_FOUND' });
    expect(await answer({ equipmentId: 30, temperature: 3, photoIds: [harbour.photo] })).toEqual(missingPhoto);
    expect(await fingerprint()).toBe(before);
  });

  it('the same ids answered for a missing record look identical, so ids cannot be probed', async () => {
    const foreign = await river.get(`/api/locations/${harbour.location}/equipment`);
    const missing = await river.get('/api/locations/999999/equipment');
    expect(foreign).toMatchObject({ status: missing.status, body: missing.body });
  });

  it('the audit log and its filters never show another company’s events or people; their person filters like a missing one', async () => {
    const log = await river.graphql(
      `query($u: Int!) {
      all: auditEvents(first: 100) { events { id } } byTheirPerson: auditEvents(filter: { actorId: $u }) { events { id } }
      byMissingPerson: auditEvents(filter: { actorId: 999999 }) { events { id } } auditEventFilters { people { id } }
    }`,
      { u: harbour.user },
    );
    expect(log.errors).toBeUndefined();
    const harbourEvents = new Set((await sql<{ id: string }>('select id from audit_event where company_id = 1')).map((r) => String(r.id)));
    expect(log.data.all.events.length).toBeGreaterThan(0);
    expect(log.data.all.events.some((e: any) => harbourEvents.has(e.id))).toBe(false);
    expect(log.data.byTheirPerson).toEqual(log.data.byMissingPerson);
    expect(log.data.auditEventFilters.people.map((p: any) => p.id)).not.toContain(harbour.user);
  });

  it('lists never include another company’s rows', async () => {
    const lists = await river.graphql(`{
      locations(includeInactive: true) { companyId } equipment { locationId } complianceTemplates { id } cleaningSchedules { id } trainingRecords { id }
      manuals { id } correctiveActions { id } users { companyId } apiKeys { id } harbourUsers: users(companyId: 1) { id } inspectorLinks { id }
      reports { id } myNotifications { id } dashboard { site { recentActivity { id } } }
      areas(includeRetired: true) { companyId sites { id } }
    }`);
    expect(lists.errors).toBeUndefined();
    const harbourIds = async (table: string) => new Set((await sql<{ id: number }>(`select id from ${table} where company_id = 1`)).map((r) => Number(r.id)));
    expect(lists.data.locations.every((l: any) => l.companyId === 2)).toBe(true);
    expect(lists.data.equipment.every((e: any) => [4, 5].includes(e.locationId))).toBe(true);
    expect(lists.data.users.every((u: any) => u.companyId === 2)).toBe(true);
    expect(lists.data.harbourUsers).toEqual([]);
    expect(lists.data.areas.every((a: any) => a.companyId === 2 && a.sites.every((site: any) => [4, 5].includes(site.id)))).toBe(true);
    expect(lists.data.reports).toEqual([]);
    const harbourEvents = new Set((await sql<{ id: string }>('select id from audit_event where company_id = 1')).map((r) => String(r.id)));
    expect(lists.data.dashboard.site.recentActivity.some((a: any) => harbourEvents.has(a.id))).toBe(false);
    for (const [field, table] of [
      ['complianceTemplates', 'compliance_check_template'],
      ['cleaningSchedules', 'cleaning_schedule'],
      ['trainingRecords', 'training_record'],
      ['manuals', 'food_safety_manual'],
      ['correctiveActions', 'corrective_action'],
      ['apiKeys', 'api_key'],
      ['inspectorLinks', 'inspector_link'],
      ['myNotifications', 'notification'],
    ]) {
      const theirs = await harbourIds(table);
      expect(
        lists.data[field].some((row: any) => theirs.has(row.id)),
        field,
      ).toBe(false);
    }
  });

  it('the league table, its CSV and the dashboard’s sites needing attention rank only their own company’s sites', async () => {
    const league = await river.graphql('{ siteLeague(period: { preset: last_30_days }) { locationId } sitesNeedingAttention { locationId } }');
    expect(league.errors).toBeUndefined();
    expect(league.data.siteLeague.map((row: any) => row.locationId).sort()).toEqual([4, 5]);
    expect(league.data.sitesNeedingAttention.every((row: any) => [4, 5].includes(row.locationId))).toBe(true);
    const csv = await river.get('/api/site-league/export?preset=last_30_days');
    expect(csv.status).toBe(200);
    const harbourSites = await sql<{ name: string }>('select name from location where company_id = 1');
    for (const { name } of harbourSites) expect(String(csv.body), name).not.toContain(name);
    expect(String(csv.body)).toContain('Riverside Central Kitchen');
  });

  it('alert channels stay in their company and person: Riverside’s webhook and defaults, and its manager’s number, change nothing of Harbour’s', async () => {
    await sql(
      `insert into company_alert_channels (company_id, webhook_url, webhook_secret, webhook_format) values (1, 'https://chat.harbour.example/hook', 'harbour-secret-harbour', 'slack')`,
    );
    const harbourBefore = await sql(`select * from company_alert_channels where company_id = 1`);
    const harbourPeople = await sql(`select id, mobile_phone, alert_by_email, alert_by_sms, daily_summary from "user" where company_id = 1 order by id`);
    const seen = await riverAdmin.graphql('{ alertChannelSettings { webhookUrl webhookFormat smsSeverities } }');
    expect(seen.data.alertChannelSettings).toEqual({ webhookUrl: null, webhookFormat: 'json', smsSeverities: ['critical'] });
    const saved = await riverAdmin.graphql('mutation($input: AlertChannelSettingsInput!) { updateAlertChannelSettings(input: $input) { webhookUrl } }', {
      input: {
        emailByDefault: false,
        smsByDefault: false,
        smsSeverities: ['high', 'critical'],
        webhookUrl: 'https://chat.river.example/hook',
        webhookSecret: 'river-secret-river-secret',
        webhookFormat: 'teams',
      },
    });
    expect(saved.errors).toBeUndefined();
    const mine = await river.graphql('mutation($input: MyAlertChannelsInput!) { updateMyAlertChannels(input: $input) { mobilePhone } }', {
      input: { mobilePhone: '+447700900999', email: true, sms: true },
    });
    expect(mine.errors).toBeUndefined();
    // The daily summary (issue 34) is the administrator's own choice, and reports their own company only (alerts/daily-summary.test.ts).
    const summary = await riverAdmin.graphql('mutation($input: MyAlertChannelsInput!) { updateMyAlertChannels(input: $input) { dailySummary } }', {
      input: { email: true, sms: false, dailySummary: true },
    });
    expect(summary.data.updateMyAlertChannels).toEqual({ dailySummary: true });
    expect(await sql(`select * from company_alert_channels where company_id = 1`)).toEqual(harbourBefore);
    expect(await sql(`select id, mobile_phone, alert_by_email, alert_by_sms, daily_summary from "user" where company_id = 1 order by id`)).toEqual(
      harbourPeople,
    );
    expect(await sql(`select company_id, webhook_url from company_alert_channels order by company_id`)).toEqual([
      { company_id: 1, webhook_url: 'https://chat.harbour.example/hook' },
      { company_id: 2, webhook_url: 'https://chat.river.example/hook' },
    ]);
  });

  it('push subscriptions stay with their person: Riverside cannot remove Harbour’s device, and saving its own changes nothing of Harbour’s', async () => {
    const harbourDevice = 'https://push.example/harbour-cook-phone';
    const point = `B${'A'.repeat(86)}`;
    await sql(
      `insert into push_subscription (company_id, user_id, endpoint, p256dh, auth) values (1, ${harbour.user}, '${harbourDevice}', '${point}', 'AAAAAAAAAAAAAAAAAAAAAA')`,
    );
    const harbourRows = () => sql(`select * from push_subscription where company_id = 1 order by id`);
    const before = await harbourRows();
    const removed = await river.graphql('mutation($endpoint: String!) { removePushSubscription(endpoint: $endpoint) }', { endpoint: harbourDevice });
    expect(removed.data.removePushSubscription).toBe(false);
    const saved = await river.graphql('mutation($input: PushSubscriptionInput!) { savePushSubscription(input: $input) }', {
      input: { endpoint: 'https://push.example/river-phone', p256dh: point, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(saved.errors).toBeUndefined();
    expect(await harbourRows()).toEqual(before);
    expect(await sql(`select company_id, endpoint from push_subscription order by id`)).toEqual([
      { company_id: 1, endpoint: harbourDevice },
      { company_id: 2, endpoint: 'https://push.example/river-phone' },
    ]);
  });

  it('LoRaWAN devices stay in their company: another company’s EUI is an unknown device, its unknown devices are never listed', async () => {
    const harbourReadings = () => sql<{ id: number }>(`select id from temperature_reading where equipment_id = ${harbour.equipment} order by id`);
    const before = await harbourReadings();
    const uplink = await riverGateway.post('/api/integrations/ttn', ttnUplink(HARBOUR_EUI, 1, lht65(3)), { authorization: `Bearer ${riverKey}` });
    expect(uplink.status).toBe(202);
    expect(uplink.body).toEqual({ status: 'unknown_device' });
    expect(await harbourReadings()).toEqual(before);
    const listed = await riverAdmin.graphql('{ unknownDevices { deviceEui network } }');
    expect(listed.data.unknownDevices).toEqual([{ deviceEui: HARBOUR_EUI, network: 'ttn' }]);
    // Harbour's EUI is free in Riverside: mapping it says nothing of Harbour's unit.
    const [{ id: unit }] = await sql<{ id: number }>('select id from equipment where company_id = 2 order by id limit 1');
    const mapped = await riverAdmin.graphql('mutation($id: Int!) { updateEquipment(id: $id, input: { deviceEui: "aaaaaaaaaaaaaaa1" }) { deviceEui } }', {
      id: unit,
    });
    expect(mapped.data.updateEquipment.deviceEui).toBe(HARBOUR_EUI);
    expect((await riverAdmin.graphql('{ unknownDevices { deviceEui } }')).data.unknownDevices).toEqual([]);
    const [harbourDevice] = await sql<{ company_id: number; uplinks: number }>(
      `select company_id, uplinks from unknown_device where device_eui = '${HARBOUR_UNKNOWN_EUI}'`,
    );
    expect(harbourDevice).toEqual({ company_id: 1, uplinks: 1 });
    expect((await sql<{ n: string }>(`select count(*) n from equipment where device_eui = '${HARBOUR_EUI}' and company_id = 1`))[0].n).toBe('1');
  });

  it('a form edit stays in its company: Riverside’s own edit leaves Harbour’s fields as they were', async () => {
    const harbourVersions = () => sql<{ id: number }>('select id from form_template_version where company_id = 1 order by id');
    const before = await harbourVersions();
    const edited = await riverAdmin.graphql(
      'mutation { updateFormTemplate(input: { templateId: 2, fields: [{ label: "Badge", type: "text", required: true }] }) { version fields { label } } }',
    );
    expect(edited.data.updateFormTemplate).toEqual({ version: 1, fields: [{ label: 'Badge' }] });
    expect(await harbourVersions()).toEqual(before);
    const riversideVisit = await river.post('/api/digital-forms', { type: 'visitor_log', locationId: 4, formData: { Badge: 'x' }, status: 'submitted' });
    expect(riversideVisit.body.message).toBe('Please fill in: Badge');
  });

  it('a new checklist stays in its company: Harbour never lists, starts, completes or edits Riverside’s; only administrators write one', async () => {
    const create = 'mutation($input: CreateComplianceTemplateInput!) { createComplianceTemplate(input: $input) { id } }';
    const input = { name: 'River Friday clean', type: 'weekly', frequency: 'weekly', checkItems: [{ description: 'Drains cleaned', critical: true }] };
    const created = await river.graphql(create, { input });
    expect(created.errors).toBeUndefined();
    const id = created.data.createComplianceTemplate.id;
    expect((await sql(`select company_id from compliance_check_template where id = ${id}`))[0].company_id).toBe(2);
    const [harbourManager, riverStaff] = await Promise.all([signedIn(app.baseUrl, 'manager'), signedIn(app.baseUrl, 'riverstaff')]);
    const before = await fingerprint();
    expect((await harbourManager.graphql('{ complianceTemplates { id } }')).data.complianceTemplates.map((t: any) => t.id)).not.toContain(id);
    for (const [name, query] of [
      ['startComplianceCheck', 'mutation($t: Int!) { startComplianceCheck(input: { templateId: $t, locationId: 1 }) { id } }'],
      ['completeComplianceCheck', 'mutation($t: Int!) { completeComplianceCheck(input: { templateId: $t, locationId: 1, answers: [] }) { id } }'],
      [
        'updateComplianceTemplate',
        'mutation($t: Int!) { updateComplianceTemplate(input: { id: $t, checkItems: [{ description: "x", critical: false }] }) { id } }',
      ],
    ]) {
      expect(await harbourManager.graphqlErrorCode(query, { t: id }), name).toBe('NOT_FOUND');
    }
    expect(await riverStaff.graphqlErrorCode(create, { input })).toBe('FORBIDDEN');
    expect(await fingerprint()).toBe(before);
  });

  /** Issue 33 item 4: a branch role's reach is its locations; company-wide templates and people elsewhere are company administrators'. */
  it('branch administrators change no company-wide template and reach no person outside their locations; company administrators do', async () => {
    const TRAINEES = '{ trainees { username } }';
    const RECORDS = '{ trainingRecords { id user { username } } }';
    const CREATE_TRAINING = 'mutation($input: CreateTrainingRecordInput!) { createTrainingRecord(input: $input) { id user { username } } }';
    const UPDATE_TRAINING = 'mutation($id: Int!) { updateTrainingRecord(id: $id, input: { notes: "Signed off" }) { id } }';
    const UPDATE_TEMPLATE =
      'mutation($t: Int!) { updateComplianceTemplate(input: { id: $t, checkItems: [{ description: "Door seals", critical: false }] }) { id } }';
    const CREATE_TEMPLATE = 'mutation($input: CreateComplianceTemplateInput!) { createComplianceTemplate(input: $input) { id } }';
    const newTemplate = { name: 'Airport only', type: 'daily', checkItems: [{ description: 'Gate fridge', critical: true }] };
    const id = async (username: string) => Number((await sql(`select id from "user" where username = '${username}'`))[0].id);
    // A company-wide training record (no location) of Carl Cook, who works at Main Kitchen only; and Sophie, assigned to the Airport Café too.
    const companyWideRecord = Number(
      (
        await sql(
          `insert into training_record (company_id, user_id, training_type, training_name, status) values (1, ${await id('cook')}, 'HACCP', 'Company induction', 'scheduled') returning id`,
        )
      )[0].id,
    );
    await sql(`insert into user_location (user_id, location_id) values (${await id('staff')}, 3)`);
    const [airport, branchmgr, companyAdmin] = await Promise.all([
      signedIn(app.baseUrl, 'branchadmin'),
      signedIn(app.baseUrl, 'branchmgr'),
      signedIn(app.baseUrl, 'companyadmin'),
    ]);

    const before = await fingerprint();
    for (const [who, client] of [
      ['branchadmin', airport],
      ['branchmgr', branchmgr],
    ] as const) {
      expect(await client.graphqlErrorCode(UPDATE_TEMPLATE, { t: harbour.template }), who).toBe('FORBIDDEN');
      expect(await client.graphqlErrorCode(CREATE_TEMPLATE, { input: newTemplate }), who).toBe('FORBIDDEN');
      const templates = (await client.graphql('{ complianceTemplates { editable } }')).data;
      expect(
        templates.complianceTemplates.some((t: { editable: boolean }) => t.editable),
        who,
      ).toBe(false);
    }
    // The Airport Café's admin lists the people working there (home or assigned), no one else.
    expect((await airport.graphql(TRAINEES)).data.trainees.map((t: { username: string }) => t.username)).toEqual(['branchadmin', 'staff']);
    expect((await airport.graphql(RECORDS)).data.trainingRecords.map((r: { id: number }) => r.id)).not.toContain(companyWideRecord);
    expect(await airport.graphqlErrorCode(CREATE_TRAINING, { input: { userId: await id('cook'), trainingType: 'HACCP', trainingName: 'Level 2' } })).toBe(
      'NOT_FOUND',
    );
    expect(await airport.graphqlErrorCode(UPDATE_TRAINING, { id: companyWideRecord })).toBe('NOT_FOUND');
    expect(await fingerprint()).toBe(before);

    const mine = await airport.graphql(CREATE_TRAINING, {
      input: { userId: await id('staff'), locationId: 3, trainingType: 'Allergens', trainingName: 'Gate 4 menu' },
    });
    expect(mine.data?.createTrainingRecord.user.username).toBe('staff');
    // A company administrator reaches every person and every company template.
    expect((await companyAdmin.graphql(TRAINEES)).data.trainees.map((t: { username: string }) => t.username)).toContain('cook');
    expect((await companyAdmin.graphql(UPDATE_TRAINING, { id: companyWideRecord })).errors).toBeUndefined();
    expect((await companyAdmin.graphql(UPDATE_TEMPLATE, { t: harbour.template })).errors).toBeUndefined();
  });

  it('a gap in live events is told only to those it concerns: Harbour’s site and the cook’s bell never reach Riverside', async () => {
    const bus = inProcessLiveEvents();
    const em = app.db.orm.em.fork();
    const riverUser = Number((await sql<{ id: number }>(`select id from "user" where username = 'rivermgr'`))[0].id);
    const listen = async (userId: number) => {
      const notices: LiveGapNotice[] = [];
      const gaps = liveGapsFor(bus, (await loadViewer(em, userId))!)[Symbol.asyncIterator]();
      const next = async (): Promise<void> => {
        const step = await gaps.next();
        if (step.done) return;
        notices.push(step.value);
        return next();
      };
      void next();
      return { notices, stop: () => gaps.return?.() };
    };
    const [cook, rivers] = [await listen(harbour.user), await listen(riverUser)];
    await new Promise((resolve) => setTimeout(resolve, 20));
    bus.signalGap({ topic: 'reading_recorded', key: harbour.location });
    bus.signalGap({ topic: 'my_notifications_changed', key: harbour.user });
    bus.signalGap({ topic: null, key: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cook.notices).toEqual([{ locationId: harbour.location }, { locationId: null }, { locationId: null }]);
    // A reconnect concerns everyone on the process; nothing of Harbour's reaches Riverside.
    expect(rivers.notices).toEqual([{ locationId: null }]);
    // Each listener waits on its next gap; return() is queued behind it, so it is not awaited.
    void cook.stop();
    void rivers.stop();
  });

  it('the bell’s live stream is the subscriber’s own: Harbour’s cook marking read reaches the cook’s socket, not Riverside’s', async () => {
    const LIVE = 'subscription { myNotificationsChanged { notificationId unreadCount } }';
    const cook = await signedIn(app.baseUrl, 'cook');
    const [cookSocket, riverSocket] = [wsClient(app.baseUrl, cook.cookie), wsClient(app.baseUrl, river.cookie)];
    const [cooks, rivers] = [collect<any>(cookSocket, LIVE, {}), collect<any>(riverSocket, LIVE, {})];
    await Promise.all([cooks.started, rivers.started]);
    const marked = await cook.graphql('mutation($ids: [Int!]) { markNotificationsRead(ids: $ids) }', { ids: [harbour.notification] });
    expect(marked.errors).toBeUndefined();
    await eventually(() => cooks.events.length === 1);
    expect(cooks.events[0].myNotificationsChanged.notificationId).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rivers.events).toEqual([]);
    cooks.stop();
    rivers.stop();
    await Promise.all([cookSocket.dispose(), riverSocket.dispose()]);
  });
});
