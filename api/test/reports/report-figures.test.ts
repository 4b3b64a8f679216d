import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const FIGURES = `query($from: DateTimeISO!, $to: DateTimeISO!, $locations: [Int!]) {
  reportFigures(from: $from, to: $to, locationIds: $locations) {
    complianceRate checksDue checksCompleted temperatureAlerts formsCompleted avgMinutesToStart avgMinutesToResolve
    responseBySeverity { severity actions minutesToStart minutesToResolve }
    completionByFrequency { frequency completed scheduled }
    incidents { kind title occurredAt severity status }
    staffPerformance { name checksCompleted readingsRecorded }
    temperatureByUnit { name locationName readings outOfRange excursions }
  } }`;
const MARCH = { from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:00Z' };

/**
 * A new Harbour site, "Report Kitchen", with a hand-made March (and one February record that must not count):
 *   checks: 4 daily (3 completed: cook, cook, admin; 1 overdue) + 1 weekly (cook) → 4 of 5 = 80 %;
 *   actions: critical opened 10:00, started 10:10, resolved 11:00; high excursion opened 08:05, started 08:35;
 *            low never started → to start (10 + 30) / 2 = 20 min, to resolve 60 min;
 *   forms: an incident report and a visitor log submitted, one draft → 2;
 *   readings of "Report Fridge" (0–5 °C): cook 3 (one at 7 °C), a sensor 1.
 */
describe('reportFigures', () => {
  let app: TestApp;
  let manager: TestClient;
  let river: TestClient;
  let site = 0;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);

  beforeAll(async () => {
    app = await startTestApp();
    [{ id: site }] = await sql<{ id: number }>(`insert into location (company_id, name, timezone) values (1, 'Report Kitchen', 'UTC') returning id`);
    [manager, river] = await Promise.all([signedIn(app.baseUrl, 'manager'), signedIn(app.baseUrl, 'rivermgr')]);
    const user = (name: string) => `(select id from "user" where username = '${name}')`;
    const [{ id: daily }] = await sql<{ id: number }>(
      `insert into compliance_check_template (company_id, name, type, frequency) values (1, 'Report daily', 'daily_opening', 'daily') returning id`,
    );
    const [{ id: weekly }] = await sql<{ id: number }>(
      `insert into compliance_check_template (company_id, name, type, frequency) values (1, 'Report weekly', 'weekly', 'weekly') returning id`,
    );
    const check = (template: number, period: string, status: string, who: string | null, completed: string | null) =>
      sql(`insert into compliance_check (company_id, template_id, location_id, user_id, status, period_start, completed_at)
           values (1, ${template}, ${site}, ${who ? user(who) : 'null'}, '${status}', '${period}', ${completed ? `'${completed}'` : 'null'})`);
    await check(daily, '2026-03-02T00:00:00Z', 'completed', 'cook', '2026-03-02T09:00:00Z');
    await check(daily, '2026-03-03T00:00:00Z', 'completed', 'cook', '2026-03-03T09:00:00Z');
    await check(daily, '2026-03-04T00:00:00Z', 'completed', 'admin', '2026-03-04T09:00:00Z');
    await check(daily, '2026-03-05T00:00:00Z', 'overdue', null, null);
    await check(weekly, '2026-03-02T00:00:00Z', 'completed', 'cook', '2026-03-06T09:00:00Z');
    await check(daily, '2026-02-20T00:00:00Z', 'completed', 'cook', '2026-02-20T09:00:00Z');

    const [{ id: fridge }] = await sql<{ id: number }>(
      `insert into equipment (company_id, location_id, name, type, target_min_temp, target_max_temp) values (1, ${site}, 'Report Fridge', 'fridge', 0, 5) returning id`,
    );
    const [{ id: key }] = await sql<{ id: number }>(
      `insert into api_key (company_id, name, prefix, secret_hash, created_by_id) values (1, 'Report gateway', 'fsm_0000rprt', repeat('r', 64), 1) returning id`,
    );
    await sql(`insert into temperature_reading (company_id, equipment_id, user_id, api_key_id, temperature, is_manual, recorded_at, received_at) values
      (1, ${fridge}, ${user('cook')}, null, 3, true, '2026-03-02T08:00:00Z', '2026-03-02T08:00:00Z'),
      (1, ${fridge}, ${user('cook')}, null, 7, true, '2026-03-04T08:00:00Z', '2026-03-04T08:00:00Z'),
      (1, ${fridge}, ${user('cook')}, null, 4, false, '2026-03-05T08:00:00Z', '2026-03-05T08:00:00Z'),
      (1, ${fridge}, null, ${key}, 2, false, '2026-03-06T08:00:00Z', '2026-03-06T08:00:00Z'),
      (1, ${fridge}, ${user('cook')}, null, 9, true, '2026-02-20T08:00:00Z', '2026-02-20T08:00:00Z')`);

    const action = async (severity: string, created: string, extra: Record<string, string> = {}) => {
      const columns = Object.keys(extra)
        .map((c) => `, ${c}`)
        .join('');
      const values = Object.values(extra)
        .map((v) => `, '${v}'`)
        .join('');
      const [{ id }] = await sql<{ id: number }>(
        `insert into corrective_action (company_id, location_id, equipment_id, type, description, severity, status, created_at ${columns})
         values (1, ${site}, ${fridge}, 'temperature', 'Report ${severity}', '${severity}', '${extra.resolved_at ? 'resolved' : 'open'}', '${created}' ${values}) returning id`,
      );
      return id;
    };
    const started = (id: number, at: string) =>
      sql(
        `insert into audit_event (company_id, actor_id, occurred_at, entity, entity_id, action) values (1, 1, '${at}', 'corrective_action', '${id}', 'start')`,
      );
    await started(await action('critical', '2026-03-03T10:00:00Z', { resolved_at: '2026-03-03T11:00:00Z' }), '2026-03-03T10:10:00Z');
    await started(await action('high', '2026-03-04T08:05:00Z', { excursion_started_at: '2026-03-04T08:00:00Z' }), '2026-03-04T08:35:00Z');
    await action('low', '2026-03-05T12:00:00Z');

    const form = (type: string, status: string, data: string, at: string) =>
      sql(
        `insert into digital_form (company_id, type, location_id, user_id, form_data, status, created_at) values (1, '${type}', ${site}, ${user('cook')}, '${data}', '${status}', '${at}')`,
      );
    await form('incident_report', 'submitted', '{"description": "Glass in salad", "severity": "High"}', '2026-03-06T12:00:00Z');
    await form('visitor_log', 'submitted', '{}', '2026-03-07T12:00:00Z');
    await form('visitor_log', 'draft', '{}', '2026-03-08T12:00:00Z');
  });
  afterAll(() => app.close());

  it('match the hand-computed March figures of the chosen location', async () => {
    const { data, errors } = await manager.graphql(FIGURES, { ...MARCH, locations: [site] });
    expect(errors).toBeUndefined();
    const cook = (await sql<{ full_name: string }>(`select full_name from "user" where username = 'cook'`))[0].full_name;
    const admin = (await sql<{ full_name: string }>(`select full_name from "user" where username = 'admin'`))[0].full_name;
    expect(data.reportFigures).toEqual({
      complianceRate: 80,
      checksDue: 5,
      checksCompleted: 4,
      temperatureAlerts: 1,
      formsCompleted: 2,
      avgMinutesToStart: 20,
      avgMinutesToResolve: 60,
      responseBySeverity: [
        { severity: 'critical', actions: 1, minutesToStart: 10, minutesToResolve: 60 },
        { severity: 'high', actions: 1, minutesToStart: 30, minutesToResolve: null },
        { severity: 'medium', actions: 0, minutesToStart: null, minutesToResolve: null },
        { severity: 'low', actions: 1, minutesToStart: null, minutesToResolve: null },
      ],
      completionByFrequency: [
        { frequency: 'daily', completed: 3, scheduled: 4 },
        { frequency: 'weekly', completed: 1, scheduled: 1 },
      ],
      incidents: [
        { kind: 'incident_report', title: 'Glass in salad', occurredAt: '2026-03-06T12:00:00.000Z', severity: 'high', status: 'submitted' },
        { kind: 'critical_action', title: 'Report critical', occurredAt: '2026-03-03T10:00:00.000Z', severity: 'critical', status: 'resolved' },
      ],
      staffPerformance: [
        { name: cook, checksCompleted: 3, readingsRecorded: 3 },
        { name: admin, checksCompleted: 1, readingsRecorded: 0 },
      ],
      temperatureByUnit: [{ name: 'Report Fridge', locationName: 'Report Kitchen', readings: 4, outOfRange: 1, excursions: 1 }],
    });
  });

  it('count nothing outside the range', async () => {
    const { data } = await manager.graphql(FIGURES, { from: '2026-04-01T00:00:00Z', to: '2026-05-01T00:00:00Z', locations: [site] });
    expect(data.reportFigures).toMatchObject({
      complianceRate: null, // no checks due: no rate, not 0 % (issue 30)
      checksDue: 0,
      temperatureAlerts: 0,
      formsCompleted: 0,
      avgMinutesToStart: null,
      incidents: [],
      staffPerformance: [],
    });
  });

  it('answer another company’s location like a missing one, and refuse a reversed range', async () => {
    expect(await river.graphqlErrorCode(FIGURES, { ...MARCH, locations: [site] })).toBe('NOT_FOUND');
    expect(await manager.graphqlErrorCode(FIGURES, { from: MARCH.to, to: MARCH.from })).toBe('BAD_USER_INPUT');
  });
});
