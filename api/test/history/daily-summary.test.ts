import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const DAILY = `query($e: Int!, $from: DateTimeISO!, $to: DateTimeISO!) {
  readingStats(equipmentId: $e, from: $from, to: $to, bucket: DAY) { buckets { start min max mean count outOfRange } } }`;
const RECORD = `mutation($i: [RecordReadingInput!]!) { recordReadings(inputs: $i) { id } }`;
const CORRECT = `mutation($i: CorrectReadingInput!) { correctReading(input: $i) { id } }`;

/**
 * The daily figures read the daily summary for whole days (Migration20261125130000). The oracle
 * here is the readings-only statement they replaced: every reading of the range, a corrected one at
 * its latest correction's value, grouped by the location's local day. Both must agree exactly.
 */
const ORACLE = (unit: number, from: string, to: string) => `
  with lc as (select distinct on (corrects_id) corrects_id, temperature from temperature_reading where corrects_id is not null order by corrects_id, id desc),
  v as (select r.recorded_at, coalesce(lc.temperature, r.temperature) t from temperature_reading r left join lc on lc.corrects_id = r.id
        where r.equipment_id = ${unit} and r.corrects_id is null and r.recorded_at >= '${from}' and r.recorded_at < '${to}')
  select date_trunc('day', v.recorded_at, l.timezone) as start, min(t)::float8 as min, max(t)::float8 as max, round(avg(t), 2)::float8 as mean,
         count(*)::int as count, count(*) filter (where t < e.target_min_temp or t > e.target_max_temp)::int as "outOfRange"
  from v, equipment e join location l on l.id = e.location_id where e.id = ${unit}
  group by 1 order by 1`;

describe('daily temperature summary', () => {
  let app: TestApp;
  let manager: TestClient;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const newUnit = async (location: string) =>
    (
      await sql<{ id: number }>(
        `insert into equipment (company_id, location_id, name, type, target_min_temp, target_max_temp)
         select company_id, id, 'Summary Fridge ' || id, 'fridge', 0, 5 from location where name = '${location}' returning id`,
      )
    )[0].id;
  const daily = async (unit: number, from: string, to: string) => {
    const { data, errors } = await manager.graphql(DAILY, { e: unit, from, to });
    expect(errors).toBeUndefined();
    return data.readingStats.buckets;
  };
  /** The API's answer equals the readings-only oracle, and is returned for the checks that follow. */
  const exact = async (unit: number, from: string, to: string) => {
    const answer = await daily(unit, from, to);
    const oracle = (await sql(ORACLE(unit, from, to))).map((row) => ({ ...row, start: new Date(row.start).toISOString() }));
    expect(answer).toEqual(oracle);
    return answer;
  };

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());

  it('stays exact with a late reading and a correction recorded through the API, on New York’s 25-hour day', async () => {
    const unit = await newUnit('Airport Café');
    // Local days (America/New_York): 31 Oct starts 04:00Z; 1 Nov (clocks back at 06:00Z) starts 04:00Z and lasts 25 h; 2 Nov starts 05:00Z.
    const at = (recordedAt: string, temperature: number) => ({ equipmentId: unit, temperature, recordedAt, isManual: true });
    const first = await manager.graphql(RECORD, {
      i: [
        at('2026-11-01T03:30:00Z', 1),
        at('2026-11-01T04:30:00Z', 3),
        at('2026-11-01T12:00:00Z', 4),
        at('2026-11-02T04:30:00Z', 2),
        at('2026-11-02T05:30:00Z', 2.5),
      ],
    });
    expect(first.errors).toBeUndefined();
    const whole = ['2026-10-31T04:00:00Z', '2026-11-03T05:00:00Z'] as const;
    expect(await exact(unit, ...whole)).toEqual([
      { start: '2026-10-31T04:00:00.000Z', min: 1, max: 1, mean: 1, count: 1, outOfRange: 0 },
      { start: '2026-11-01T04:00:00.000Z', min: 2, max: 4, mean: 3, count: 3, outOfRange: 0 },
      { start: '2026-11-02T05:00:00.000Z', min: 2.5, max: 2.5, mean: 2.5, count: 1, outOfRange: 0 },
    ]);

    // A reading taken on 1 Nov reaches the server three weeks later: it raises that day's max.
    const late = await manager.graphql(RECORD, { i: [at('2026-11-01T20:00:00Z', 4.8)] });
    expect(late.errors).toBeUndefined();
    expect((await exact(unit, ...whole))[1]).toEqual({ start: '2026-11-01T04:00:00.000Z', min: 2, max: 4.8, mean: 3.45, count: 4, outOfRange: 0 });

    // Correcting it down must lower the max again: a running max cannot, so the day is re-read.
    const corrected = await manager.graphql(CORRECT, {
      i: { readingId: Number(late.data.recordReadings[0].id), temperature: 3.2, reason: 'Probe in the door' },
    });
    expect(corrected.errors).toBeUndefined();
    expect((await exact(unit, ...whole))[1]).toEqual({ start: '2026-11-01T04:00:00.000Z', min: 2, max: 4, mean: 3.05, count: 4, outOfRange: 0 });

    // A day that left the band counts its out-of-range readings from the readings; part days at the ends too.
    expect((await manager.graphql(RECORD, { i: [at('2026-11-02T15:00:00Z', 7.5)] })).errors).toBeUndefined();
    expect((await exact(unit, ...whole))[2]).toEqual({ start: '2026-11-02T05:00:00.000Z', min: 2.5, max: 7.5, mean: 5, count: 2, outOfRange: 1 });
    await exact(unit, '2026-11-01T10:00:00Z', '2026-11-02T12:00:00Z');
    await exact(unit, '2026-10-31T20:00:00Z', '2026-11-02T18:00:00Z');

    const [summary] = await sql(
      `select min_temp::float8 as min, max_temp::float8 as max, readings from daily_temperature_summary where equipment_id = ${unit} and day = '2026-11-01'`,
    );
    expect(summary).toEqual({ min: 2, max: 4, readings: 4 });
  });

  it('stays exact when readings and corrections of one day arrive at once, from many requests', async () => {
    const unit = await newUnit('Airport Café');
    const at = (recordedAt: string, temperature: number) => ({ equipmentId: unit, temperature, recordedAt, isManual: true });
    const seed = await manager.graphql(RECORD, { i: [0, 1, 2, 3, 4].map((k) => at(`2026-11-10T1${k}:00:00Z`, 4 + k / 10)) });
    expect(seed.errors).toBeUndefined();
    const originals: number[] = seed.data.recordReadings.map((r: { id: string }) => Number(r.id));
    const batches = Array.from({ length: 8 }, (_, b) =>
      manager.graphql(RECORD, { i: [0, 1, 2].map((k) => at(`2026-11-10T${10 + k}:${10 + b}:00Z`, 1 + b / 10 + k)) }),
    );
    const corrections = originals.map((readingId, k) =>
      manager.graphql(CORRECT, { i: { readingId, temperature: 0.5 + k / 10, reason: 'Recalibrated probe' } }),
    );
    for (const { errors } of await Promise.all([...batches, ...corrections])) expect(errors).toBeUndefined();
    const [day] = await exact(unit, '2026-11-10T05:00:00Z', '2026-11-11T05:00:00Z');
    expect(day).toMatchObject({ count: 29, min: 0.5, max: 3.7 });
  });

  it('keeps London’s local days across the clock change, and rebuilds them when the location’s time zone changes', async () => {
    const unit = await newUnit('Main Kitchen');
    // One multi-row statement, as a gateway batch writes: hourly from 22:00Z on 24 Oct to 01:00Z on 26 Oct (clocks back at 01:00Z on 25 Oct).
    await sql(
      `insert into temperature_reading (company_id, equipment_id, user_id, temperature, recorded_at, received_at)
       select 1, ${unit}, (select id from "user" where username = 'cook'), 2 + (extract(hour from t)::int % 3), t, now() from generate_series(timestamptz '2026-10-24T22:00:00Z', '2026-10-26T01:00:00Z', '1 hour') t`,
    );
    const range = ['2026-10-23T23:00:00Z', '2026-10-27T00:00:00Z'] as const;
    const london = await exact(unit, ...range);
    expect(london.map((b: { start: string; count: number }) => [b.start, b.count])).toEqual([
      ['2026-10-23T23:00:00.000Z', 1],
      ['2026-10-24T23:00:00.000Z', 25],
      ['2026-10-26T00:00:00.000Z', 2],
    ]);

    await sql(`update location set timezone = 'UTC' where name = 'Main Kitchen'`);
    const utc = await exact(unit, '2026-10-24T00:00:00Z', '2026-10-27T00:00:00Z');
    expect(utc.map((b: { start: string; count: number }) => [b.start, b.count])).toEqual([
      ['2026-10-24T00:00:00.000Z', 2],
      ['2026-10-25T00:00:00.000Z', 24],
      ['2026-10-26T00:00:00.000Z', 2],
    ]);
    const days = await sql(`select day::text, readings from daily_temperature_summary where equipment_id = ${unit} order by day`);
    expect(days).toEqual([
      { day: '2026-10-24', readings: 2 },
      { day: '2026-10-25', readings: 24 },
      { day: '2026-10-26', readings: 2 },
    ]);
  });
});
