import pg from 'pg';

/**
 * The most single readings one company can commit per second on this machine, with and without
 * their audit events: PostgreSQL alone, no HTTP and no Node work but the driver's. Each write
 * is one autocommit statement shaped like the API's (the reading, the unit's latest value and,
 * when chained, an audit event). Until issue 32 the chain's insert trigger held the company's
 * advisory lock from the event's insert to commit, so chained writes of one company committed one
 * at a time (0.39–0.48× the unchained rate). Now the event is inserted unsealed, with no lock, and
 * the running API's job runner seals the company's chain meanwhile (modules/audit/audit-sealer.ts):
 * its CPU is in the chained rate. After the chained run the ceiling waits for the last event to be
 * sealed and checks every link the run added. The events say `bench_ceiling`.
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
  /** Events still unsealed when the chained run ended, at most, sampled every 250 ms. */
  maxUnsealed: number;
  /** Seconds from the end of the chained run until its last event was sealed. */
  sealedAfterSeconds: number;
  /** Events sealed since the chained run began, and how many of their links fail (seq − 1's hash, own hash). */
  sealedEvents: number;
  brokenLinks: number;
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
    const unchained = await rate(false);
    const startSeq = await sealedHead(pool, world.companyId);
    let maxUnsealed = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        maxUnsealed = Math.max(maxUnsealed, await unsealedCount(pool, world.companyId));
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    const chained = await rate(true);
    sampling = false;
    await sampler;
    const ended = performance.now();
    while ((await unsealedCount(pool, world.companyId)) > 0) {
      if (performance.now() - ended > 120_000) throw new Error('the chained run’s events were not sealed within 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const sealedAfterSeconds = (performance.now() - ended) / 1000;
    return { unchained, chained, maxUnsealed, sealedAfterSeconds, ...(await checkLinks(pool, world.companyId, startSeq)) };
  } finally {
    await pool.end();
  }
}

async function sealedHead(pool: pg.Pool, companyId: number): Promise<number> {
  const { rows } = await pool.query('select coalesce(max(seq), 0)::int as seq from audit_event where company_id = $1', [companyId]);
  return rows[0].seq;
}

async function unsealedCount(pool: pg.Pool, companyId: number): Promise<number> {
  const { rows } = await pool.query('select count(*)::int as n from audit_event where company_id = $1 and seq is null', [companyId]);
  return rows[0].n;
}

/** Every link sealed since startSeq: its prev_hash is seq − 1's hash and its hash is its own (the verifier's rule, in SQL). */
async function checkLinks(pool: pg.Pool, companyId: number, startSeq: number): Promise<{ sealedEvents: number; brokenLinks: number }> {
  const { rows } = await pool.query(
    `select count(*)::int as sealed, count(*) filter (where p.hash is distinct from a.prev_hash or a.hash <> audit_event_hash(a))::int as broken
     from audit_event a left join audit_event p on p.company_id = a.company_id and p.seq = a.seq - 1
     where a.company_id = $1 and a.seq > $2`,
    [companyId, startSeq],
  );
  return { sealedEvents: rows[0].sealed, brokenLinks: rows[0].broken };
}
