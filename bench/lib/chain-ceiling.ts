import pg from 'pg';

/**
 * The most single readings one company can commit per second on this machine, with and without
 * their audit events: PostgreSQL alone, no HTTP and no Node work but the driver's. Each write
 * is one autocommit statement shaped like the API's (the reading, the unit's latest value and,
 * when chained, an audit event). The audit chain's trigger holds the company's advisory lock from
 * the event's insert to commit (issue 15: one chain per company, written in the change's
 * transaction), so chained writes of one company commit one at a time; the gap between the two
 * rates is that lock, whatever the API does around it. The events say `bench_ceiling`.
 */
const WRITE = (chained: boolean) => `with fresh as (
    insert into temperature_reading (company_id, user_id, equipment_id, temperature, client_id)
    values ($1, $2, $3, 3.5, gen_random_uuid()) returning id, equipment_id, temperature),
  moved as (update equipment set last_temperature = 3.5, last_recorded_at = now() where id = $3 returning id)
  ${
    chained
      ? `, audit as (insert into audit_event (company_id, actor_id, entity, entity_id, action, after)
    select $1, $2, 'bench_ceiling', id::text, 'record', jsonb_build_object('equipmentId', equipment_id, 'temperature', temperature) from fresh)`
      : ''
  }
  -- moved is read by the main query, so it runs before audit (run after it, being unread): the unit's
  -- row lock is always taken before the chain's lock, as in the API's write, never the other way.
  select id from fresh cross join (select count(*) from moved) m`;

export interface Ceiling {
  chained: number;
  unchained: number;
}

export async function chainCeiling(
  url: string,
  world: { companyId: number; userId: number; unitIds: number[] },
  connections: number,
  seconds: number,
): Promise<Ceiling> {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  try {
    const rate = async (chained: boolean, runSeconds = seconds) => {
      const name = chained ? 'bench_ceiling_chained' : 'bench_ceiling_unchained';
      const text = WRITE(chained);
      const started = performance.now();
      const until = started + runSeconds * 1000;
      let writes = 0;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (performance.now() < until) {
            const unit = world.unitIds[Math.floor(Math.random() * world.unitIds.length)];
            await pool.query({ name, text, values: [world.companyId, world.userId, unit] });
            writes++;
          }
        }),
      );
      return writes / ((performance.now() - started) / 1000);
    };
    await rate(true, 1); // warm-up: connections, plans, caches
    return { unchained: await rate(false), chained: await rate(true) };
  } finally {
    await pool.end();
  }
}
