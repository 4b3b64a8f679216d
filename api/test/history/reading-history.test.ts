import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const PAGE = `query($e: Int!, $from: DateTimeISO!, $to: DateTimeISO!, $first: Int!, $after: String) {
  readings(equipmentId: $e, from: $from, to: $to, first: $first, after: $after) {
    nodes { id temperature recordedAt isManual source recordedByName status correctsId correctionReason corrections { id temperature reason recordedByName } }
    pageInfo { hasNextPage endCursor }
  } }`;
const STATS = `query($e: Int!, $from: DateTimeISO!, $to: DateTimeISO!, $bucket: ReadingBucket) {
  readingStats(equipmentId: $e, from: $from, to: $to, bucket: $bucket) {
    bucket targetMin targetMax buckets { start min max mean count outOfRange } excursions { startedAt actionId description status resolution }
  } }`;
const RANGE = { from: '2026-01-09T00:00:00Z', to: '2026-01-11T12:00:00Z' };

/**
 * A fridge at the Airport Café (America/New_York, UTC−5 in January) with hand-made readings:
 *   local 9 Jan: 15:00Z 3.0, 20:00Z 4.0, 03:00Z on the 10th 8.0 (22:00 local, out of 0–5, an excursion);
 *   local 10 Jan: three readings at the SAME instant 14:00Z — 2.0, 2.5, 3.5 — and a correction of 3.5 to 1.5.
 */
describe('temperature history', () => {
  let app: TestApp;
  let manager: TestClient;
  let river: TestClient;
  let unit = 0;
  const ids: Record<string, number> = {};
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);

  beforeAll(async () => {
    app = await startTestApp();
    [manager, river] = await Promise.all([signedIn(app.baseUrl, 'manager'), signedIn(app.baseUrl, 'rivermgr')]);
    [{ id: unit }] = await sql<{ id: number }>(
      `insert into equipment (company_id, location_id, name, type, target_min_temp, target_max_temp)
       select company_id, id, 'History Fridge', 'fridge', 0, 5 from location where name = 'Airport Café' returning id`,
    );
    const cook = `(select id from "user" where username = 'cook')`;
    const add = async (name: string, at: string, t: number, extra = '') => {
      const [row] = await sql<{ id: string }>(
        `insert into temperature_reading (company_id, equipment_id, user_id, temperature, is_manual, recorded_at, received_at ${extra ? ', corrects_id, correction_reason' : ''})
         values (1, ${unit}, ${cook}, ${t}, true, '${at}', '${at}' ${extra}) returning id`,
      );
      ids[name] = Number(row.id);
    };
    await add('a', '2026-01-09T15:00:00Z', 3);
    await add('b', '2026-01-09T20:00:00Z', 4);
    await add('c', '2026-01-10T03:00:00Z', 8);
    await add('d', '2026-01-10T14:00:00Z', 2);
    await add('e', '2026-01-10T14:00:00Z', 2.5);
    await add('f', '2026-01-10T14:00:00Z', 3.5);
    await add('g', '2026-01-10T14:00:00Z', 1.5, `, ${ids.f}, 'Probe not cleaned'`);
    await sql(
      `insert into corrective_action (company_id, location_id, equipment_id, type, description, severity, status, source, excursion_started_at, resolution, resolved_at, created_at)
       select company_id, location_id, id, 'temperature', 'History Fridge above 5 °C', 'high', 'resolved', 'automatic', '2026-01-10T03:00:00Z',
              'Door seal replaced', '2026-01-10T05:00:00Z', '2026-01-10T03:30:00Z' from equipment where id = ${unit}`,
    );
  });
  afterAll(() => app.close());

  it('pages newest first by keyset on (recordedAt, id), across readings with the same timestamp, without gaps or repeats', async () => {
    const seen: any[] = [];
    let after: string | null = null;
    const pages: boolean[] = [];
    do {
      const { data, errors } = await manager.graphql(PAGE, { e: unit, ...RANGE, first: 2, after });
      expect(errors).toBeUndefined();
      seen.push(...data.readings.nodes);
      pages.push(data.readings.pageInfo.hasNextPage);
      after = data.readings.pageInfo.endCursor;
      if (!data.readings.pageInfo.hasNextPage) break;
    } while (after);
    expect(seen.map((r) => r.id)).toEqual([ids.g, ids.f, ids.e, ids.d, ids.c, ids.b, ids.a]);
    expect(pages).toEqual([true, true, true, false]);
    const corrected = seen.find((r) => r.id === ids.f);
    expect(corrected.corrections).toEqual([{ id: ids.g, temperature: 1.5, reason: 'Probe not cleaned', recordedByName: expect.any(String) }]);
    expect(seen.find((r) => r.id === ids.g)).toMatchObject({ correctsId: ids.f, correctionReason: 'Probe not cleaned', source: 'MANUAL', isManual: true });
    expect(seen.find((r) => r.id === ids.c)).toMatchObject({ temperature: 8, status: 'ALERT' });
    expect(seen.find((r) => r.id === ids.a)).toMatchObject({ status: 'NORMAL', recordedByName: expect.any(String) });
  });

  it('computes daily min / max / mean in the location’s local day, counting a corrected reading at its correction', async () => {
    const { data, errors } = await manager.graphql(STATS, { e: unit, ...RANGE, bucket: 'DAY' });
    expect(errors).toBeUndefined();
    expect(data.readingStats).toMatchObject({ bucket: 'DAY', targetMin: 0, targetMax: 5 });
    expect(data.readingStats.buckets).toEqual([
      { start: '2026-01-09T05:00:00.000Z', min: 3, max: 8, mean: 5, count: 3, outOfRange: 1 },
      { start: '2026-01-10T05:00:00.000Z', min: 1.5, max: 2.5, mean: 2, count: 3, outOfRange: 0 },
    ]);
    expect(data.readingStats.excursions).toEqual([
      {
        startedAt: '2026-01-10T03:00:00.000Z',
        actionId: expect.any(Number),
        description: 'History Fridge above 5 °C',
        status: 'resolved',
        resolution: 'Door seal replaced',
      },
    ]);
  });

  it('picks the bucket by range length when asked AUTO: five minutes for a day, hours for a week, days for a month', async () => {
    const bucketFor = async (from: string, to: string) => (await manager.graphql(STATS, { e: unit, from, to })).data.readingStats.bucket;
    expect(await bucketFor('2026-01-10T00:00:00Z', '2026-01-11T00:00:00Z')).toBe('FIVE_MINUTES');
    expect(await bucketFor('2026-01-04T00:00:00Z', '2026-01-11T00:00:00Z')).toBe('HOUR');
    expect(await bucketFor('2025-12-12T00:00:00Z', '2026-01-11T00:00:00Z')).toBe('DAY');
  });

  it('refuses a reversed range, an over-long range, a page size out of bounds and a forged cursor as bad input', async () => {
    const code = (variables: Record<string, unknown>) => manager.graphqlErrorCode(PAGE, { e: unit, ...RANGE, first: 2, ...variables });
    expect(await code({ from: RANGE.to, to: RANGE.from })).toBe('BAD_USER_INPUT');
    expect(await code({ from: '2020-01-01T00:00:00Z' })).toBe('BAD_USER_INPUT');
    expect(await code({ first: 0 })).toBe('BAD_USER_INPUT');
    expect(await code({ first: 201 })).toBe('BAD_USER_INPUT');
    expect(await code({ after: 'bm90IGEgY3Vyc29y' })).toBe('BAD_USER_INPUT');
  });

  it('answers another company’s unit exactly like a missing one', async () => {
    expect(await river.graphqlErrorCode(PAGE, { e: unit, ...RANGE, first: 2 })).toBe('NOT_FOUND');
    expect(await river.graphqlErrorCode(STATS, { e: unit, ...RANGE })).toBe('NOT_FOUND');
    expect(await manager.graphqlErrorCode(PAGE, { e: 999_999, ...RANGE, first: 2 })).toBe('NOT_FOUND');
  });
});
