import pg from 'pg';
import { percentile } from './common.ts';

/** The history statements, hand-written: what the API's readings and readingStats boil down to. */
export const PAGE_SQL = `select r.id, r.temperature, r.recorded_at, r.is_manual, r.user_id, r.api_key_id from temperature_reading r
  where r.equipment_id = $1 and r.recorded_at >= $2 and r.recorded_at < $3
    and ($4::bigint is null or (r.recorded_at, r.id) < (timestamptz 'epoch' + $4::bigint * interval '1 microsecond', $5::bigint))
  order by r.recorded_at desc, r.id desc limit 51`;
/** Daily stats read the per-unit daily summary for whole days (issue 18), so the baseline does too (UTC days; part days left out). */
export const STATS_SQL = `select day, min_temp, max_temp, round(sum_temp / readings, 2), readings from daily_temperature_summary
  where equipment_id = $1 and day >= ($2::timestamptz at time zone 'UTC')::date and day < ($3::timestamptz at time zone 'UTC')::date order by 1`;

/** The statement alone: `connections` clients each sending it back to back for `seconds`. */
export async function baseline(url: string, text: string, params: unknown[], connections: number, seconds: number) {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        while (performance.now() < until) {
          const t0 = performance.now();
          await client.query(text, params);
          latencies.push(performance.now() - t0);
        }
      } finally {
        await client.end();
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}
