import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/app/seeders/demo-seeder.js';
import { verifyPassword } from '../../src/modules/auth/passwords.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

describe('demo data', () => {
  let db: TestDatabase;
  const query = <T>(sql: string) => db.orm.em.getConnection().execute<T[]>(sql);
  const count = async (sql: string) => Number((await query<{ n: string }>(sql))[0].n);

  beforeAll(async () => {
    db = await createTestDatabase('migrated');
    expect(await seedDemoData(db.orm)).toBe(true);
  });
  afterAll(() => db.close());

  it('creates both companies with Main Kitchen as location 1', async () => {
    expect(await query('select id, name from company order by id')).toEqual([
      { id: 1, name: 'Harbour Kitchens Ltd' },
      { id: 2, name: 'Riverside Catering Co' },
    ]);
    const locations = await query<{ id: number; name: string; company_id: number; opening_times: unknown }>('select * from location order by id');
    expect(locations.map((l) => [l.id, l.name, l.company_id])).toEqual([
      [1, 'Main Kitchen', 1],
      [2, 'Downtown Branch', 1],
      [3, 'Airport Café', 1],
      [4, 'Riverside Central Kitchen', 2],
      [5, 'Quayside Events Hall', 2],
    ]);
    expect(locations.every((l) => l.opening_times)).toBe(true);
  });

  it('creates a user for every role with the demo password hashed by argon2id', async () => {
    const users = await query<{ username: string; role: string; password: string; company_id: number | null }>('select * from "user" order by id');
    expect(Object.fromEntries(users.map((u) => [u.username, u.role]))).toMatchObject({
      super: 'super_user',
      manager: 'customer_admin',
      branchmgr: 'branch_manager',
      admin: 'admin',
      staff: 'branch_user',
      cook: 'user',
      companyadmin: 'company_admin',
      branchadmin: 'branch_admin',
      rivermgr: 'customer_admin',
    });
    expect(users.find((u) => u.username === 'super')?.company_id).toBeNull();
    expect(users.filter((u) => u.company_id === 2).length).toBeGreaterThan(0);
    expect(users[0].password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(users[0].password, 'demo1234')).toBe(true);
    expect(await verifyPassword(users[0].password, 'wrong')).toBe(false);
  });

  it('puts all nine equipment types at every location with a week of readings, and display units at two', async () => {
    expect(await count('select count(*) n from (select location_id from equipment group by location_id having count(distinct type) >= 9) t')).toBe(5);
    expect(await count(`select count(distinct location_id) n from equipment where type in ('hot_display', 'cold_display')`)).toBe(2);
    expect(await count(`select count(*) n from equipment where type = 'fridge' and target_min_temp = 0 and target_max_temp = 4`)).toBe(5);
    expect(await count(`select count(*) n from equipment where type = 'freezer' and target_min_temp = -20 and target_max_temp = -15`)).toBe(5);
    expect(
      await count('select count(*) n from equipment e where e.company_id = 1 and not exists (select 1 from temperature_reading r where r.equipment_id = e.id)'),
    ).toBe(1);
    expect(await count(`select count(*) n from temperature_reading where recorded_at > now() - interval '8 days'`)).toBeGreaterThan(2000);
    expect(await count('select count(*) n from equipment where last_temperature < target_min_temp or last_temperature > target_max_temp')).toBeGreaterThan(0);
    // The latest reading on each unit matches its newest history row.
    expect(
      await count(
        `select count(*) n from equipment e where e.last_recorded_at is distinct from (select max(recorded_at) from temperature_reading r where r.equipment_id = e.id)`,
      ),
    ).toBe(0);
  });

  it('covers every status and category the screens show', async () => {
    const values = async (sql: string) => (await query<{ v: string }>(sql)).map((r) => r.v).sort();
    expect(await values('select distinct status v from compliance_check where company_id = 1')).toEqual([
      'completed',
      'in_progress',
      'overdue',
      'pending',
      'scheduled',
    ]);
    expect(await values('select distinct type v from compliance_check_template where company_id = 1')).toEqual([
      'allergen',
      'closing',
      'daily',
      'daily_opening',
      'monthly',
      'weekly',
    ]);
    expect(await count('select count(*) n from allergen_matrix_version where company_id = 1')).toBe(2);
    expect(await count(`select count(*) n from corrective_action where status <> 'resolved' and company_id = 1`)).toBeGreaterThan(0);
    expect(await values('select distinct frequency v from cleaning_schedule where company_id = 1')).toEqual(['daily', 'monthly', 'weekly']);
    expect(await count('select count(*) n from cleaning_schedule where location_id is null')).toBeGreaterThan(0);
    expect(await values('select distinct status v from training_record where company_id = 1')).toEqual(['completed', 'expired', 'in_progress', 'scheduled']);
    expect(
      await count(`select count(*) n from training_record where company_id = 1 and status = 'expired' and certificate_id is not null and expiry_date < now()`),
    ).toBe(1);
    expect(await values('select distinct category v from food_safety_manual where company_id = 1')).toEqual(['policies', 'procedures', 'training']);
    expect(await count('select count(*) n from digital_form where location_id = 1')).toBeGreaterThan(0);
  });

  it('is idempotent: a second run on a non-empty database adds nothing', async () => {
    const tables = ['company', 'location', '"user"', 'equipment', 'temperature_reading', 'compliance_check', 'audit_event'];
    const before = await Promise.all(tables.map((t) => count(`select count(*) n from ${t}`)));
    expect(await seedDemoData(db.orm)).toBe(false);
    expect(await Promise.all(tables.map((t) => count(`select count(*) n from ${t}`)))).toEqual(before);
  });
});
