import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { countStatements } from '../helpers/sql-statements.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

// Every field of each type: the dashboard's one hand-written statement must give exactly what the entity-based screens give.
const FRAGMENTS = `
fragment Unit on Equipment {
  id name type isActive locationId locationName targetMinTemp targetMaxTemp effectiveMinTemp effectiveMaxTemp status currentTemperature
  lastReading { temperature recordedAt } alertDelayMinutes readingIntervalMinutes usesPresetAlertDelay usesPresetReadingInterval
}
fragment Read on Reading {
  id equipmentId locationId temperature isManual recordedAt receivedAt recordedById apiKeyId clientId correctsId correctionReason
  batteryPercent signalStrength status photoEvidence { uploadId url }
}
fragment Check on ComplianceCheck {
  id templateId templateName type description locationId status notes createdAt completedAt dueDate userName
  items { description critical result note } photoEvidence { uploadId url }
}
fragment Action on CorrectiveAction {
  id type description severity status equipmentId equipmentName locationId locationName createdAt dueDate resolvedAt resolution source
  excursionStartedAt escalatedAt resolvedByName canStart canComplete photoEvidence { uploadId url }
}`;

const DASHBOARD = `query D($locationId: Int, $limit: Int!) {
  dashboard(locationId: $locationId) { site {
    locationId activeMonitoring complianceRate
    equipment { ...Unit recentReadings(limit: $limit) { ...Read } }
    todaysChecks { ...Check } openActions { ...Action } } }
}${FRAGMENTS}`;

const SCREENS = `query S($locationId: Int!, $limit: Int!) {
  equipment(locationId: $locationId) { ...Unit recentReadings(limit: $limit) { ...Read } }
  complianceChecks(locationId: $locationId, limit: 3) { ...Check }
  correctiveActions { ...Action }
}${FRAGMENTS}`;

describe('the site dashboard in one statement', () => {
  let app: TestApp;
  let manager: TestClient;
  const sent = countStatements();
  const sql = (text: string) => app.db.orm.em.getConnection().execute(text);

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());

  it.each([1, 2])('gives the units, their %i newest readings, checks and open actions exactly as their own screens do', async (limit) => {
    for (const locationId of [1, 2]) {
      const { data } = await manager.graphql(DASHBOARD, { locationId, limit });
      const screens = (await manager.graphql(SCREENS, { locationId, limit })).data;
      const site = data.dashboard.site;
      expect(site.equipment.length).toBeGreaterThan(0);
      expect(site.equipment).toEqual(screens.equipment);
      expect(site.equipment.some((unit: { recentReadings: unknown[] }) => unit.recentReadings.length === limit)).toBe(true);
      expect(site.todaysChecks).toEqual(screens.complianceChecks);
      expect(site.openActions).toEqual(screens.correctiveActions.filter((a: any) => a.locationId === locationId && a.status !== 'resolved'));
    }
  });

  it('lists a unit without readings as unknown with none, and leaves a retired unit out', async () => {
    await sql(`insert into equipment (company_id, location_id, name, type, target_min_temp, target_max_temp) values (1, 2, 'Aaa new fridge', 'fridge', 0, 5)`);
    await sql(`insert into equipment (company_id, location_id, name, type, is_active) values (1, 2, 'Aaa retired fridge', 'fridge', false)`);
    const before = (await manager.graphql(SCREENS, { locationId: 2, limit: 5 })).data.equipment.length;
    const site = (await manager.graphql(DASHBOARD, { locationId: 2, limit: 5 })).data.dashboard.site;
    expect(site.activeMonitoring).toBe(before);
    expect(site.equipment.map((unit: { name: string }) => unit.name)).not.toContain('Aaa retired fridge');
    expect(site.equipment[0]).toMatchObject({ name: 'Aaa new fridge', status: 'UNKNOWN', lastReading: null, currentTemperature: null, recentReadings: [] });
    const normal = site.equipment.filter((unit: { status: string }) => unit.status === 'NORMAL').length;
    expect(site.complianceRate).toBe(Math.round((normal / before) * 1000) / 10);
  });

  it('costs one statement beyond the session and viewer look-ups, with or without recent readings, over GraphQL and REST', async () => {
    const statements = (send: () => Promise<unknown>) => sent.during(send);
    const viewerOnly = await statements(() => manager.graphql('{ __typename }'));
    // What a dashboard card shows (the company presets behind alertDelayMinutes would be a field's own look-up).
    const cards = `{ dashboard(locationId: 1) { site { totalChecks pendingActions
      equipment { id name status lastReading { temperature } recentReadings(limit: 5) { id temperature recordedAt status } }
      todaysChecks { id templateName type status } openActions { id description severity status createdAt } } } }`;
    expect(await statements(() => manager.graphql(cards))).toBe(viewerOnly + 1);
    expect(await statements(() => manager.graphql('{ dashboard { site { equipment { id } } } }'))).toBe(viewerOnly + 1);
    expect(await statements(() => manager.get('/api/dashboard?locationId=1'))).toBe(viewerOnly + 1);
  });

  it('a limit beyond recentReadings’ bound is refused by the field, as on any other screen', async () => {
    expect(await manager.graphqlErrorCode(DASHBOARD, { locationId: 1, limit: 101 })).toBe('BAD_USER_INPUT');
  });

  it('another company’s location and a missing one are NOT_FOUND, over GraphQL and REST', async () => {
    const river = await signedIn(app.baseUrl, 'rivermgr');
    for (const locationId of [1, 999_999]) {
      expect(await river.graphqlErrorCode(DASHBOARD, { locationId, limit: 5 })).toBe('NOT_FOUND');
      expect((await river.get(`/api/dashboard?locationId=${locationId}`)).status).toBe(404);
    }
  });
});
