import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const FLAGS = `query($from: DateTimeISO!, $to: DateTimeISO!, $locations: [Int!], $e: Int) {
  readingIntegrityFlags(from: $from, to: $to, locationIds: $locations, equipmentId: $e) {
    rule explanation readingIds equipmentId equipmentName recordedByName firstRecordedAt lastRecordedAt
  } }`;
const MARCH = { from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:00Z' };
const hour = (day: number, h: number, m = 0) => `2026-03-${String(day).padStart(2, '0')}T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00Z`;

/**
 * On a new site's two fridges, readings that look invented and some that only look alike:
 *   Fridge A, 10 March: 5 manual readings of 3.0 in a row (flagged), then 4 of 4.0 (not: under 5);
 *   Fridge A, 10 March: a sensor's 5 identical readings in between (sensors are not judged);
 *   Fridge B, 11 March: a manual reading taken 08:00, received 12:00 (late by 4 h);
 *   Fridge A, 12 March: 6 manual readings claiming 06:00–11:00, all sent at 18:00–18:05 (a shift at once; each also late).
 */
describe('record-integrity flags', () => {
  let app: TestApp;
  let manager: TestClient;
  let river: TestClient;
  let site = 0;
  const units: Record<string, number> = {};
  const ids: Record<string, number[]> = { run: [], late: [], burst: [] };
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);

  beforeAll(async () => {
    app = await startTestApp();
    [manager, river] = await Promise.all([signedIn(app.baseUrl, 'manager'), signedIn(app.baseUrl, 'rivermgr')]);
    [{ id: site }] = await sql<{ id: number }>(`insert into location (company_id, name) values (1, 'Flag Kitchen') returning id`);
    for (const name of ['A', 'B']) {
      [{ id: units[name] }] = await sql<{ id: number }>(
        `insert into equipment (company_id, location_id, name, type, target_min_temp, target_max_temp) values (1, ${site}, 'Fridge ${name}', 'fridge', 0, 5) returning id`,
      );
    }
    const [{ id: key }] = await sql<{ id: number }>(
      `insert into api_key (company_id, name, prefix, secret_hash, created_by_id) values (1, 'Flag gateway', 'fsm_0000flag', repeat('f', 64), 1) returning id`,
    );
    const add = async (unit: string, t: number, recorded: string, received = recorded, manual = true) => {
      const who = manual ? `(select id from "user" where username = 'cook'), null` : `null, ${key}`;
      const [row] = await sql<{ id: string }>(
        `insert into temperature_reading (company_id, equipment_id, user_id, api_key_id, temperature, is_manual, recorded_at, received_at)
         values (1, ${units[unit]}, ${who}, ${t}, ${manual}, '${recorded}', '${received}') returning id`,
      );
      return Number(row.id);
    };
    for (let h = 0; h < 5; h++) ids.run.push(await add('A', 3, hour(10, 6 + h)));
    for (let h = 0; h < 5; h++) await add('A', 3, hour(10, 6 + h, 30), hour(10, 6 + h, 30), false);
    for (let h = 0; h < 4; h++) await add('A', 4, hour(10, 12 + h));
    ids.late.push(await add('B', 3.5, hour(11, 8), hour(11, 12)));
    for (let h = 0; h < 6; h++) ids.burst.push(await add('A', 2 + h / 10, hour(12, 6 + h), hour(12, 18, h)));
  });
  afterAll(() => app.close());

  it('flag each kind of invented-looking manual reading, naming the rule that raised it', async () => {
    const { data, errors } = await manager.graphql(FLAGS, { ...MARCH, locations: [site] });
    expect(errors).toBeUndefined();
    const flags = data.readingIntegrityFlags as any[];
    const of = (rule: string) => flags.filter((f) => f.rule === rule);
    expect(of('IDENTICAL_RUN')).toEqual([
      {
        rule: 'IDENTICAL_RUN',
        explanation: 'Identical values: 5 manual readings in a row of exactly 3 °C (rule: 5 or more)',
        readingIds: ids.run,
        equipmentId: units.A,
        equipmentName: 'Fridge A',
        recordedByName: null,
        firstRecordedAt: '2026-03-10T06:00:00.000Z',
        lastRecordedAt: '2026-03-10T10:00:00.000Z',
      },
    ]);
    expect(of('SHIFT_BURST')).toEqual([
      expect.objectContaining({
        readingIds: ids.burst,
        equipmentId: units.A,
        explanation: 'Shift entered at once: 6 manual readings claiming 5.0 h were sent within 15 minutes (rule: 6 or more over 4 h or more)',
        recordedByName: expect.any(String),
      }),
    ]);
    const late = of('LATE_ENTRY');
    expect(late.map((f) => f.readingIds[0])).toEqual([...ids.late, ...ids.burst]);
    expect(late[0]).toMatchObject({
      equipmentName: 'Fridge B',
      explanation: 'Late entry: reached the server 4 h after the time it claims (rule: more than 2 h)',
    });
    expect(flags).toHaveLength(1 + 1 + 7);
  });

  it('flag six manual readings sent within 15 minutes of each other across a clock slot (18:10–18:20), not six spread over 16 minutes', async () => {
    const add = async (day: number, h: number, sentMinute: number) => {
      const [row] = await sql<{ id: string }>(
        `insert into temperature_reading (company_id, equipment_id, user_id, temperature, is_manual, recorded_at, received_at)
         values (1, ${units.B}, (select id from "user" where username = 'cook'), ${2 + h / 10}, true, '${hour(day, h).replace('-03-', '-04-')}',
                 '${hour(day, 18, sentMinute).replace('-03-', '-04-')}') returning id`,
      );
      return Number(row.id);
    };
    const across: number[] = [];
    for (let i = 0; i < 6; i++) across.push(await add(2, 6 + i, 10 + 2 * i));
    for (const [i, minute] of [10, 13, 16, 19, 22, 26].entries()) await add(3, 6 + i, minute);
    const { data } = await manager.graphql(FLAGS, { from: '2026-04-01T00:00:00Z', to: '2026-05-01T00:00:00Z', locations: [site] });
    const bursts = data.readingIntegrityFlags.filter((f: any) => f.rule === 'SHIFT_BURST');
    expect(bursts).toEqual([expect.objectContaining({ readingIds: across, equipmentId: units.B, firstRecordedAt: '2026-04-02T06:00:00.000Z' })]);
  });

  it('narrow to one unit and to the range', async () => {
    const { data } = await manager.graphql(FLAGS, { ...MARCH, e: units.B });
    expect(data.readingIntegrityFlags.map((f: any) => f.rule)).toEqual(['LATE_ENTRY']);
    const tenth = await manager.graphql(FLAGS, { from: hour(10, 0), to: hour(11, 0), locations: [site] });
    expect(tenth.data.readingIntegrityFlags.map((f: any) => f.rule)).toEqual(['IDENTICAL_RUN']);
  });

  it('answer another company’s location or unit like a missing one', async () => {
    expect(await river.graphqlErrorCode(FLAGS, { ...MARCH, locations: [site] })).toBe('NOT_FOUND');
    expect(await river.graphqlErrorCode(FLAGS, { ...MARCH, e: units.A })).toBe('NOT_FOUND');
    expect(await manager.graphqlErrorCode(FLAGS, { ...MARCH, e: 999_999 })).toBe('NOT_FOUND');
  });
});
