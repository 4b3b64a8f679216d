import { existsSync } from 'node:fs';
import pg from 'pg';
import { equipmentPresets, openOrm, seedDemoData } from './api-dist.ts';
import {
  type DatasetMarker,
  type DatasetShape,
  dataDirOf,
  expectedReadings,
  type RunningDatabase,
  readMarker,
  removeDataset,
  startDatabase,
  withClient,
  writeMarker,
} from './dataset.ts';

export const BENCH_USER = 'benchadmin';
export const BENCH_COMPANY = 'Bench Foods Ltd';
const WORKERS = 2;

export interface SeedStats {
  readings: number;
  /** Seconds spent inserting readings (indexes dropped, FK triggers off). */
  insertSeconds: number;
  /** Seconds rebuilding the secondary indexes, the unique client_id constraint and the daily temperature summary. */
  indexSeconds: number;
  /** Seconds for VACUUM ANALYZE and the final checkpoint. */
  vacuumSeconds: number;
  totalSeconds: number;
  /** Rows/s of the same INSERT ... SELECT into a bare copy of the table (no indexes, no constraints), same workers. */
  baselineRowsPerSecond: number;
}

/** Opens a dataset's database, seeding it first when it is missing or was left half-built. */
export async function openDataset(shape: DatasetShape, log = console.log): Promise<{ db: RunningDatabase; seeded?: SeedStats }> {
  let seeded: SeedStats | undefined;
  if (!readMarker(shape)) {
    if (existsSync(dataDirOf(shape))) log(`seed: ${dataDirOf(shape)} is incomplete, rebuilding it`);
    removeDataset(shape);
    const db = await startDatabase(shape);
    seeded = await seed(db.url, shape, log);
    return { db: { ...db, marker: readMarker(shape) }, seeded };
  }
  return { db: await startDatabase(shape) };
}

async function seed(url: string, shape: DatasetShape, log: (line: string) => void): Promise<SeedStats> {
  const started = performance.now();
  const orm = await openOrm(url);
  await seedDemoData(orm);
  await orm.close(true);
  if (shape.locations === 0) {
    const stats = { readings: 0, insertSeconds: 0, indexSeconds: 0, vacuumSeconds: 0, totalSeconds: 0, baselineRowsPerSecond: 0 };
    writeMarker(shape, { shape, seededAt: new Date().toISOString(), readings: 0, benchCompanyId: null, benchUser: null, seed: { ...stats } });
    return stats;
  }
  const world = await withClient(url, (c) => createWorld(c, shape));
  log(
    `seed: bench company ${world.companyId}: ${shape.locations} locations × ${shape.equipmentPerLocation} units; ${expectedReadings(shape).toLocaleString()} readings to load`,
  );

  const slotsPerChunk = Math.round((24 * 60) / shape.intervalMinutes); // one day of readings for every unit per statement
  const totalSlots = Math.round((shape.days * 24 * 60) / shape.intervalMinutes);
  const end = new Date(Math.floor(Date.now() / (shape.intervalMinutes * 60_000)) * shape.intervalMinutes * 60_000);
  const chunk = (table: string, first: number) => readingsInsert(table, world, shape, end, totalSlots, first, Math.min(totalSlots, first + slotsPerChunk));

  const baselineRowsPerSecond = await withClient(url, async (c) => {
    await c.query('drop table if exists bench_seed_baseline; create table bench_seed_baseline (like temperature_reading including defaults)');
    const t = performance.now();
    await runChunks(
      url,
      Array.from({ length: WORKERS }, (_, i) => chunk('bench_seed_baseline', i * slotsPerChunk)),
    );
    const rows = Number((await c.query('select count(*) from bench_seed_baseline')).rows[0].count);
    await c.query('drop table bench_seed_baseline');
    return rows / ((performance.now() - t) / 1000);
  });

  const dropped = await withClient(url, dropSecondaryIndexes);
  const insertStart = performance.now();
  const chunks: string[] = [];
  for (let first = 0; first < totalSlots; first += slotsPerChunk) chunks.push(chunk('temperature_reading', first));
  await runChunks(url, chunks, (done) => {
    if (done % 10 === 0 || done === chunks.length) log(`seed: ${done}/${chunks.length} days loaded`);
  });
  const insertSeconds = (performance.now() - insertStart) / 1000;

  const indexStart = performance.now();
  await withClient(url, async (c) => {
    for (const statement of dropped) {
      log(`seed: ${statement.slice(0, 110)}…`);
      await c.query(statement);
    }
    // The loading sessions ran with triggers off, so the daily summary (kept by a trigger) is built here, once.
    log('seed: daily temperature summary');
    await c.query('select summarise_temperature_days(array(select id from equipment where company_id = $1))', [world.companyId]);
  });
  const indexSeconds = (performance.now() - indexStart) / 1000;

  const vacuumStart = performance.now();
  const readings = await withClient(url, async (c) => {
    // The equipment rows carry each unit's latest reading, as the API keeps them.
    await c.query(
      `update equipment e set (last_temperature, last_recorded_at) =
         (select t.temperature, t.recorded_at from temperature_reading t where t.equipment_id = e.id order by t.recorded_at desc limit 1)
       where e.company_id = $1`,
      [world.companyId],
    );
    await c.query(
      `insert into audit_event (company_id, actor_id, entity, entity_id, action, after) values ($1::int, $2, 'company', $1::int::text, 'seed', jsonb_build_object('bench', $3::jsonb))`,
      [world.companyId, world.userId, JSON.stringify(shape)],
    );
    log('seed: vacuum analyze');
    await c.query('vacuum (analyze) temperature_reading');
    await c.query('analyze');
    await c.query('checkpoint');
    return Number((await c.query('select count(*) from temperature_reading where company_id = $1', [world.companyId])).rows[0].count);
  });
  const vacuumSeconds = (performance.now() - vacuumStart) / 1000;
  const stats: SeedStats = {
    readings,
    insertSeconds,
    indexSeconds,
    vacuumSeconds,
    totalSeconds: (performance.now() - started) / 1000,
    baselineRowsPerSecond,
  };
  const marker: DatasetMarker = {
    shape,
    seededAt: new Date().toISOString(),
    readings,
    benchCompanyId: world.companyId,
    benchUser: BENCH_USER,
    seed: { ...stats },
  };
  writeMarker(shape, marker);
  return stats;
}

interface World {
  companyId: number;
  userId: number;
}

/** Company, locations, equipment, check templates, checks, corrective actions and a company-wide user, in that order. */
async function createWorld(c: pg.Client, shape: DatasetShape): Promise<World> {
  await c.query('begin');
  const presets = await equipmentPresets();
  const demoCompany = Number((await c.query('select min(id) as id from company')).rows[0].id);
  const companyId = Number(
    (
      await c.query(
        `insert into company (name, email, phone, address) values ($1, 'ops@benchfoods.example', '+44 20 7946 0999', '1 Bench Street, London') returning id`,
        [BENCH_COMPANY],
      )
    ).rows[0].id,
  );
  await c.query(
    `insert into location (company_id, name, address, opening_times)
     select $1, format('Bench Site %s', lpad(i::text, 3, '0')), format('%s Bench Street, London', i), (select opening_times from location where company_id = $2 order by id limit 1)
     from generate_series(1, $3::int) i`,
    [companyId, demoCompany, shape.locations],
  );
  await c.query(
    `insert into equipment (company_id, location_id, name, type, target_min_temp, target_max_temp)
     select l.company_id, l.id, format('%s %s', p.name, k / $3::int + 1), p.type, p.min, p.max
     from location l
     cross join generate_series(0, $2::int - 1) k
     join rows from (jsonb_to_recordset($4::jsonb) as (name text, type text, min numeric, max numeric)) with ordinality as p(name, type, min, max, ord) on p.ord = k % $3::int + 1
     where l.company_id = $1
     order by l.id, k`,
    [companyId, shape.equipmentPerLocation, presets.length, JSON.stringify(presets)],
  );
  const userId = Number(
    (
      await c.query(
        `insert into "user" (username, password, email, full_name, role, company_id, location_id)
         select $1::text, password, $1::text || '@example.com', 'Bea Bench', 'customer_admin', $2, (select min(id) from location where company_id = $2)
         from "user" where username = 'manager' returning id`,
        [BENCH_USER, companyId],
      )
    ).rows[0].id,
  );
  await c.query(
    `insert into compliance_check_template (company_id, name, type, description, checklist_items, frequency, estimated_minutes)
     select $1, name, type, description, checklist_items, frequency, estimated_minutes from compliance_check_template where company_id = $2 order by id`,
    [companyId, demoCompany],
  );
  // Three checks a day per location (the last day's still pending, a few overdue), one corrective action a week.
  await c.query(
    `insert into compliance_check (company_id, template_id, location_id, user_id, status, completed_at, created_at)
     select $1, t.id, l.id, $2,
            case when d = 0 then 'pending' when (l.id + d) % 29 = 0 then 'overdue' else 'completed' end,
            case when d = 0 or (l.id + d) % 29 = 0 then null else now() - make_interval(days => d) + interval '1 hour' end,
            now() - make_interval(days => d) - make_interval(mins => t.n::int * 7)
     from location l
     cross join generate_series(0, $3::int - 1) d
     cross join (select id, row_number() over (order by id) as n from compliance_check_template where company_id = $1 order by id limit 3) t
     where l.company_id = $1`,
    [companyId, userId, shape.days],
  );
  await c.query(
    `insert into corrective_action (company_id, location_id, equipment_id, user_id, type, description, severity, status, resolution, resolved_at, created_at)
     select $1, l.id, (select min(e.id) from equipment e where e.location_id = l.id) + w % $2::int, $3, 'temperature_alert',
            'Unit above its target range; product moved and unit checked.', case when w % 3 = 0 then 'high' else 'medium' end,
            case when w < 2 then 'open' else 'resolved' end,
            case when w < 2 then null else 'Door seal replaced.' end,
            case when w < 2 then null else now() - make_interval(days => w * 7 - 1) end,
            now() - make_interval(days => w * 7)
     from location l cross join generate_series(0, greatest(1, $4::int / 7) - 1) w
     where l.company_id = $1`,
    [companyId, shape.equipmentPerLocation, userId, shape.days],
  );
  await c.query('commit');
  return { companyId, userId };
}

/**
 * One INSERT ... SELECT of `last - first` time slots for every bench unit: deterministic values
 * inside each unit's band, an occasional spike above it, and a few units ending out of range.
 * Rows are generated in time order, as live traffic would store them.
 */
function readingsInsert(table: string, world: World, shape: DatasetShape, end: Date, totalSlots: number, first: number, last: number): string {
  return `insert into ${table} (company_id, equipment_id, user_id, temperature, is_manual, recorded_at, received_at, client_id)
    select e.company_id, e.id, ${world.userId},
           round((case when ((e.id * 31 + k) % 997 = 0) or (k = ${totalSlots - 1} and e.id % 7 = 1)
                       then e.hi + 2 + 2 * ((e.id * 7919 + k * 104729) % 1000) / 1000.0::float8
                       else e.lo + (e.hi - e.lo) * (0.2 + 0.6 * ((e.id * 7919 + k * 104729) % 1000) / 1000.0::float8)
                  end)::numeric, 1),
           false, ts, ts + interval '2 seconds', gen_random_uuid()
    -- bigint: k * 104729 passes int4's range past ~20,500 slots (a year at 15 minutes).
    from generate_series(${first}::bigint, ${last - 1}::bigint) k
    cross join (select id, company_id, coalesce(target_min_temp, 0)::float8 as lo, coalesce(target_max_temp, 100)::float8 as hi,
                       '${end.toISOString()}'::timestamptz - (id % 60) * interval '1 second' as unit_end
                from equipment where company_id = ${world.companyId}) e
    cross join lateral (select e.unit_end - (${totalSlots - 1} - k) * interval '${shape.intervalMinutes} minutes' as ts) t
    order by k, e.id`;
}

/** Runs statements on WORKERS connections; FK and append-only triggers are off for these sessions (rows are correct by construction). */
async function runChunks(url: string, statements: string[], progress?: (done: number) => void): Promise<void> {
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query("set session_replication_role = replica; set synchronous_commit = off; set work_mem = '256MB'");
        while (next < statements.length) {
          const statement = statements[next++];
          await c.query(statement);
          progress?.(++done);
        }
      } finally {
        await c.end();
      }
    }),
  );
}

/** Drops temperature_reading's secondary indexes and unique constraints; returns the statements that recreate them. */
async function dropSecondaryIndexes(c: pg.Client): Promise<string[]> {
  const { rows } = await c.query<{ name: string; def: string; conname: string | null; condef: string | null }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def, c.conname, pg_get_constraintdef(c.oid) as condef
     from pg_index i left join pg_constraint c on c.conindid = i.indexrelid and c.conrelid = i.indrelid
     where i.indrelid = 'temperature_reading'::regclass and not i.indisprimary`,
  );
  const recreate: string[] = [];
  for (const row of rows) {
    if (row.conname) {
      await c.query(`alter table temperature_reading drop constraint "${row.conname}"`);
      recreate.push(`alter table temperature_reading add constraint "${row.conname}" ${row.condef}`);
    } else {
      await c.query(`drop index ${row.name}`);
      recreate.push(row.def);
    }
  }
  return recreate;
}
