import { withClient } from './dataset.ts';
import { BENCH_COMPANY, BENCH_USER } from './seed-data.ts';

export interface BenchUnit {
  id: number;
  locationId: number;
  min: number;
  max: number;
}

export interface BenchWorld {
  companyId: number;
  userId: number;
  username: string;
  units: BenchUnit[];
  /** Bench location ids, ascending. */
  locationIds: number[];
}

/** The bench company's ids, read back from the seeded database. */
export async function benchWorld(url: string): Promise<BenchWorld> {
  return withClient(url, async (c) => {
    const company = await c.query('select id from company where name = $1', [BENCH_COMPANY]);
    if (!company.rows.length) throw new Error('no bench company: run npm run bench:seed first');
    const companyId = Number(company.rows[0].id);
    const user = await c.query('select id from "user" where username = $1', [BENCH_USER]);
    const units = await c.query(
      'select id, location_id, coalesce(target_min_temp, 0)::float8 as min, coalesce(target_max_temp, 100)::float8 as max from equipment where company_id = $1 order by id',
      [companyId],
    );
    return {
      companyId,
      userId: Number(user.rows[0].id),
      username: BENCH_USER,
      units: units.rows.map((r) => ({ id: r.id, locationId: r.location_id, min: r.min, max: r.max })),
      locationIds: [...new Set(units.rows.map((r) => r.location_id as number))].sort((a, b) => a - b),
    };
  });
}

/** A plausible reading for a unit: inside its band, one decimal. */
export function sampleTemperature(unit: BenchUnit): number {
  return Math.round((unit.min + (unit.max - unit.min) * (0.2 + 0.6 * Math.random())) * 10) / 10;
}
