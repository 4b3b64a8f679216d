import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

/** Writes an auditor must never make, one of each kind (GraphQL and REST), all refused before they run. */
const MUTATIONS = [
  'mutation { recordReading(input: { equipmentId: 1, temperature: 3 }) { id } }',
  'mutation { updateLocation(id: 1, input: { name: "Audited" }) { id } }',
  'mutation { createCorrectiveAction(input: { type: "other", description: "x", severity: "low", locationId: 1 }) { id } }',
  'mutation { createApiKey(input: { name: "x" }) { secret } }',
  'mutation { createInspectorLink(input: { label: "x", locationIds: [1], periodStart: "2026-01-01T00:00:00Z", periodEnd: "2026-01-02T00:00:00Z" }) { token } }',
  'mutation { updateMyProfile(input: { fullName: "Renamed" }) { id } }',
  'mutation { updateFormTemplate(input: { templateId: 2, fields: [{ label: "Badge number", type: "text", required: true }] }) { id } }',
];

describe('the auditor role', () => {
  let app: TestApp;
  let auditor: TestClient;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const writes = async () => (await sql<{ n: string }>('select count(*) n from audit_event'))[0].n;

  beforeAll(async () => {
    app = await startTestApp('demo');
    await sql(
      `insert into "user" (username, password, full_name, role, company_id, location_id) select 'auditor', password, 'Avery Auditor', 'auditor', company_id, location_id from "user" where username = 'manager'`,
    );
    auditor = await signedIn(app.baseUrl, 'auditor');
  });
  afterAll(() => app.close());

  it('reads every location of the company and its audit trail, with every write capability off', async () => {
    const { data, errors } = await auditor.graphql(
      '{ me { roleLabel capabilities { administration manageManuals manageSchedules manageEquipment changeLocationStatus manageSettings manageApiKeys readAuditTrail } } equipment { id } auditEvents(first: 1) { events { id } } verifyAuditChain { valid } }',
    );
    expect(errors).toBeUndefined();
    expect(data.me.roleLabel).toBe('Auditor');
    expect(data.me.capabilities).toEqual({
      administration: false,
      manageManuals: false,
      manageSchedules: false,
      manageEquipment: false,
      changeLocationStatus: false,
      manageSettings: false,
      manageApiKeys: false,
      readAuditTrail: true,
    });
    const [{ n }] = await sql<{ n: string }>('select count(*) n from equipment where company_id = 1');
    expect(data.equipment.length).toBe(Number(n));
    expect(data.verifyAuditChain.valid).toBe(true);
  });

  it('is refused every mutation and REST write before it runs, and nothing is stored', async () => {
    const before = await writes();
    for (const mutation of MUTATIONS) {
      const response = await auditor.graphql(mutation);
      expect(response.errors?.[0], mutation).toMatchObject({ message: 'Your role can read records but not change them', extensions: { code: 'FORBIDDEN' } });
    }
    const rest = await auditor.post('/api/temperature-readings', { equipmentId: 1, temperature: 3 });
    expect(rest.status).toBe(403);
    expect(await writes()).toBe(before);
    expect((await auditor.get('/api/user')).status).toBe(200);
  });
});
