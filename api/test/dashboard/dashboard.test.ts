import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const DASHBOARD = `query Dashboard($locationId: Int) {
  dashboard(locationId: $locationId) {
    userRole
    site { locationId locationName activeMonitoring complianceRate pendingActions totalChecks overdueChecks
           equipment { id status } todaysChecks { id status templateName } openActions { id status } }
    overview { totalCompanies totalLocations totalUsers totalAlerts companies { id name locationCount userCount equipmentCount alertCount } }
  }
}`;

describe('dashboard', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('site view for the user’s first location with figures computed on the server', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    const { data } = await manager.graphql(DASHBOARD);
    const site = data.dashboard.site;
    expect(data.dashboard).toMatchObject({ userRole: 'customer_admin', overview: null });
    expect(site).toMatchObject({ locationId: 1, locationName: 'Main Kitchen', activeMonitoring: 11, overdueChecks: 1 });
    const normal = site.equipment.filter((e: any) => e.status === 'NORMAL').length;
    expect(site.complianceRate).toBe(Math.round((normal / 11) * 1000) / 10);
    expect(site.pendingActions).toBe(site.openActions.length);
    expect(site.pendingActions).toBeGreaterThan(0);
    expect(site.todaysChecks.length).toBeLessThanOrEqual(3);
    expect(site.totalChecks).toBeGreaterThan(0);
  });

  it('another reachable location, and NOT_FOUND for one outside the company', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    expect((await manager.graphql(DASHBOARD, { locationId: 2 })).data.dashboard.site.locationName).toBe('Downtown Branch');
    const river = await signedIn(app.baseUrl, 'rivermgr');
    expect(await river.graphqlErrorCode(DASHBOARD, { locationId: 1 })).toBe('NOT_FOUND');
    expect((await river.get('/api/dashboard?locationId=1')).status).toBe(404);
  });

  it('super user gets the company overview', async () => {
    const superUser = await signedIn(app.baseUrl, 'super');
    const { overview, site, userRole } = (await superUser.graphql(DASHBOARD)).data.dashboard;
    expect(userRole).toBe('super_user');
    expect(site).toBeNull();
    expect(overview).toMatchObject({ totalCompanies: 2, totalLocations: 5 });
    expect(overview.companies.map((c: any) => [c.name, c.locationCount, c.equipmentCount])).toEqual([
      ['Harbour Kitchens Ltd', 3, 31],
      ['Riverside Catering Co', 2, 18],
    ]);
    expect(overview.totalAlerts).toBe(overview.companies.reduce((n: number, c: any) => n + c.alertCount, 0));
  });

  it('GET /api/dashboard keeps the documented fields', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    const { status, body } = await manager.get('/api/dashboard');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      userRole: 'customer_admin',
      equipment: expect.any(Array),
      correctiveActions: expect.any(Array),
      complianceChecks: expect.any(Array),
    });
    expect(body.equipment[0].targetMinTemp).toMatch(/^-?\d+\.\d\d$/);
    const superBody = (await (await signedIn(app.baseUrl, 'super')).get('/api/dashboard')).body;
    expect(superBody).toMatchObject({ userRole: 'super_user', totalCompanies: 2, companies: expect.any(Array) });
    expect((await new TestClient(app.baseUrl).get('/api/dashboard')).status).toBe(401);
    expect((await manager.get('/api/dashboard?locationId=x')).status).toBe(400);
  });

  // Last: it adds a location, which the overview above counts.
  it('a location without equipment has no compliance rate (null, shown as "—"), not 0 % (issue 30)', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    const created = await manager.graphql('mutation { createLocation(input: { name: "Empty Kiosk" }) { id } }');
    const { site } = (await manager.graphql(DASHBOARD, { locationId: created.data.createLocation.id })).data.dashboard;
    expect(site).toMatchObject({ activeMonitoring: 0, complianceRate: null });
  });
});
