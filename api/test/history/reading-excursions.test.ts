import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const HOUR = 3_600_000;
/** Two days ago on the hour: readings may be at most 31 days old and never ahead of now. */
const BASE = Math.floor((Date.now() - 48 * HOUR) / HOUR) * HOUR;
const at = (hours: number) => new Date(BASE + hours * HOUR).toISOString();

/**
 * The excursions history draws from the readings (evidence_excursions) are made only of the
 * out-of-range readings and the in-range reading that ends each: two excursions one in-range
 * reading apart stay two, each ends at that reading, and one still out of range when the range
 * ends has no end and lasts to its last reading. In-range readings around them change nothing.
 */
describe('readingStats: excursions from the readings', () => {
  let app: TestApp;
  let manager: TestClient;
  let unit = 0;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);

  beforeAll(async () => {
    app = await startTestApp('demo');
    manager = await signedIn(app.baseUrl, 'manager');
    const [{ id: site }] = await sql<{ id: number }>(`insert into location (company_id, name, timezone) values (1, 'Excursion Deli', 'UTC') returning id`);
    const created = await manager.graphqlData('mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id } }', {
      input: { locationId: site, name: 'Excursion Fridge', type: 'fridge', targetMinTemp: 0, targetMaxTemp: 5 },
    });
    unit = created.createEquipment.id;
    const values = [3, 4, 8, 9, 2, 7, 3, 4, 10, 6];
    const inputs = values.map((temperature, hours) => ({ equipmentId: unit, temperature, recordedAt: at(hours), isManual: true }));
    await manager.graphqlData('mutation($inputs: [RecordReadingInput!]!) { recordReadings(inputs: $inputs) { id } }', { inputs });
  });
  afterAll(() => app.close());

  it('two excursions one in-range reading apart, and one running at the end of the range', async () => {
    const data = await manager.graphqlData(
      `query($e: Int!, $from: DateTimeISO!, $to: DateTimeISO!) {
        readingStats(equipmentId: $e, from: $from, to: $to, bucket: HOUR) { readingExcursions { startedAt endedAt peak minutesOutOfRange target } } }`,
      { e: unit, from: at(0), to: at(10) },
    );
    expect(data.readingStats.readingExcursions).toEqual([
      { startedAt: at(2), endedAt: at(4), peak: 9, minutesOutOfRange: 120, target: '0 to 5' },
      { startedAt: at(5), endedAt: at(6), peak: 7, minutesOutOfRange: 60, target: '0 to 5' },
      { startedAt: at(8), endedAt: null, peak: 10, minutesOutOfRange: 60, target: '0 to 5' },
    ]);
  });
});
