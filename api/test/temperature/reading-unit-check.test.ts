import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { countStatements } from '../helpers/sql-statements.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const RECORD = 'mutation($input: RecordReadingInput!) { recordReading(input: $input) { id status equipment { status } } }';

/*
 * Issue 38: the reading write checks its unit in its own statement. The process judges a reading by
 * the unit as it last saw it; a unit changed since (here by hand, behind the process's back) makes
 * the write store nothing and answer with the unit as it is, and the reading is judged again. Each
 * test changes a unit the process has just written to, so it is remembered.
 */
describe('the reading write checks its unit in the same statement', () => {
  let app: TestApp;
  let manager: TestClient;
  const sent = countStatements();
  const sql = <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const record = (equipmentId: number, temperature: number) => manager.graphql(RECORD, { input: { equipmentId, temperature } });
  const count = async (text: string) => Number((await sql<{ n: string }>(text))[0].n);
  const stored = (unitId: number) => count(`select count(*) n from temperature_reading where equipment_id = ${unitId}`);
  const audited = () => count(`select count(*) n from audit_event where entity = 'temperature_reading'`);
  /** Main Kitchen's active unit of this type (demo data). */
  const unitOf = async (type: string) =>
    (await sql<{ id: number }>(`select id from equipment where location_id = 1 and type = '${type}' and is_active order by id limit 1`))[0].id;
  /** A unit the process has just written a reading for. */
  const remembered = async (type: string, temperature: number) => {
    const id = await unitOf(type);
    const { errors } = await record(id, temperature);
    expect(errors).toBeUndefined();
    return id;
  };

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());

  it('a reading for a remembered unit is one statement: the write, with no look-up of the unit before it', async () => {
    const fridge = await remembered('fridge', 3);
    await sent.during(() => record(fridge, 3.5));
    const touchingUnits = sent.texts.filter((text) => /\bequipment\b/.test(text));
    expect(touchingUnits).toHaveLength(1);
    expect(touchingUnits[0]).toContain('insert into temperature_reading');
  });

  it('a unit deactivated since: refused as any inactive unit is, and nothing is stored or audited', async () => {
    const freezer = await remembered('freezer', -18);
    await sql(`update equipment set is_active = false where id = ${freezer}`);
    const [before, audits] = [await stored(freezer), await audited()];
    const { errors } = await record(freezer, -18);
    expect(errors?.[0]).toMatchObject({ message: 'Readings cannot be recorded for inactive equipment', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await stored(freezer)).toBe(before);
    expect(await audited()).toBe(audits);
  });

  it('a unit moved to another company since: not found, as another company’s unit is, and nothing is stored', async () => {
    const van = await remembered('delivery', 5);
    const [riverside] = await sql<{ id: number; company_id: number }>(
      `select id, company_id from location where company_id <> (select company_id from location where id = 1) order by id limit 1`,
    );
    await sql(`update equipment set location_id = ${riverside.id}, company_id = ${riverside.company_id} where id = ${van}`);
    const before = await stored(van);
    const { errors } = await record(van, 5);
    expect(errors?.[0]).toMatchObject({ message: 'Equipment not found', extensions: { code: 'NOT_FOUND' } });
    expect(await stored(van)).toBe(before);
  });

  it('a band narrowed since: the reading is judged by the band the unit has now, and starts its excursion', async () => {
    const store = await remembered('storage', 3);
    await sql(`update equipment set target_max_temp = 2 where id = ${store}`);
    const { data, errors } = await record(store, 3);
    expect(errors).toBeUndefined();
    expect(data.recordReading).toMatchObject({ status: 'ALERT', equipment: { status: 'ALERT' } });
    const [unit] = await sql<{ excursion_started_at: Date | null }>(`select excursion_started_at from equipment where id = ${store}`);
    expect(unit.excursion_started_at).not.toBeNull();
  });

  it('a type changed since: a reading the remembered type could not give is judged again by the unit as it is, and stored', async () => {
    const chiller = await remembered('goods_in', 5);
    await sql(`update equipment set type = 'cooking', target_min_temp = 75, target_max_temp = 100 where id = ${chiller}`);
    const before = await stored(chiller);
    const { data, errors } = await record(chiller, 90);
    expect(errors).toBeUndefined();
    expect(data.recordReading.status).toBe('NORMAL');
    expect(await stored(chiller)).toBe(before + 1);
  });
});
