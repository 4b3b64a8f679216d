import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const RECORD_MANY = `mutation($inputs: [RecordReadingInput!]!) { recordReadings(inputs: $inputs) { id clientId temperature } }`;

/** clientId makes retries idempotent within a company; it never says anything about another company. */
describe('reading clientIds', () => {
  let app: TestApp;
  let harbour: TestClient;
  let river: TestClient;
  let riverUnit: number;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const readings = async () => Number((await sql<{ n: string }>('select count(*) n from temperature_reading'))[0].n);

  beforeAll(async () => {
    app = await startTestApp();
    harbour = await signedIn(app.baseUrl, 'manager');
    river = await signedIn(app.baseUrl, 'rivermgr');
    const [unit] = await sql<{ id: number }>(
      `select e.id from equipment e join "user" u on u.username = 'rivermgr' where e.location_id = u.location_id and e.is_active order by e.id limit 1`,
    );
    riverUnit = unit.id;
  });
  afterAll(() => app.close());

  it('refuses a batch that names one clientId twice, storing none of it', async () => {
    const before = await readings();
    const clientId = randomUUID();
    const response = await harbour.graphql(RECORD_MANY, {
      inputs: [
        { equipmentId: 1, temperature: 3, clientId },
        { equipmentId: 2, temperature: -18, clientId: clientId.toUpperCase() },
      ],
    });
    expect(response.errors?.[0]).toMatchObject({ message: `clientId ${clientId} appears twice in one batch: each reading needs its own` });
    expect(response.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await readings()).toBe(before);
  });

  it('another company’s clientId is simply fresh here: stored as a new reading, and its retry is idempotent', async () => {
    const clientId = randomUUID();
    const theirs = await river.graphql(RECORD_MANY, { inputs: [{ equipmentId: riverUnit, temperature: 4, clientId }] });
    expect(theirs.errors).toBeUndefined();
    const mine = await harbour.graphql(RECORD_MANY, { inputs: [{ equipmentId: 1, temperature: 3, clientId }] });
    expect(mine.errors).toBeUndefined();
    expect(mine.data.recordReadings[0]).toMatchObject({ clientId, temperature: 3 });
    expect(mine.data.recordReadings[0].id).not.toBe(theirs.data.recordReadings[0].id);
    const retry = await harbour.graphql(RECORD_MANY, { inputs: [{ equipmentId: 1, temperature: 3, clientId }] });
    expect(retry.data.recordReadings[0].id).toBe(mine.data.recordReadings[0].id);
    const rest = await harbour.post('/api/temperature-readings', { equipmentId: 1, temperature: 3, clientId });
    expect(rest.body.id).toBe(mine.data.recordReadings[0].id);
  });

  it('a reading may be up to 31 days old; older is refused', async () => {
    const day = 24 * 60 * 60 * 1000;
    const fine = await harbour.post('/api/temperature-readings', { equipmentId: 1, temperature: 3, timestamp: new Date(Date.now() - 30 * day).toISOString() });
    expect(fine.status).toBe(201);
    const old = await harbour.post('/api/temperature-readings', { equipmentId: 1, temperature: 3, timestamp: new Date(Date.now() - 32 * day).toISOString() });
    expect(old.status).toBe(400);
    expect(old.body.message).toBe('A reading cannot be more than 31 days old');
  });
});
