import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Hot-path statements start with this comment: the connection prepares them once (a named
 * statement) and later calls only bind and execute, so PostgreSQL does not plan the reading
 * write's CTE again on every request (planning cost more than executing it: bench/RESULTS.md).
 * Only fixed SQL texts may carry it: every distinct text stays prepared on each pooled
 * connection for that connection's life.
 */
export const PREPARED = '/* prepared */ ';

/**
 * A named statement's first five runs are planned with their values; PostgreSQL then keeps
 * planning every run unless the generic plan's estimate looks as cheap, which for the reading
 * write depends on those five runs (measured: one process planned it 2.5 ms per call, another
 * never). The hot-path statements are key look-ups whose plan does not depend on the values, so
 * these connections always use the generic plan. Unnamed statements (all other SQL) are planned
 * per run as before; PL/pgSQL in triggers also caches generic plans, which suits their key look-ups.
 */
const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

const names = new Map<string, string>();

/** One name per text, the same on every connection and process: a hash, so two texts never share one. */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `fsm_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** Whether a statement is worth preparing: marked hot-path SQL, or a text a library sends on every request. */
function prepares(text: string, alsoPrepared: ReadonlySet<string>): boolean {
  return text.startsWith(PREPARED) || alsoPrepared.has(text);
}

/**
 * A `pg` client (the pools' `Client` option) that sends the statements `prepares` picks as named
 * ones; `pg` remembers per connection which names it has parsed. Everything else passes through.
 */
export function preparingClient(alsoPrepared: ReadonlySet<string> = new Set()): typeof pg.Client {
  class PreparingClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      const options = typeof config === 'string' ? { connectionString: config } : (config ?? {});
      // pg-pool keeps the password non-enumerable (out of logs), so a spread would drop it.
      super({ ...options, password: options.password, options: [options.options, GENERIC_PLANS].filter(Boolean).join(' ') });
    }
  }
  // Wrapped on the prototype rather than overridden: pg's query() has many overloads, all passed through.
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  Object.defineProperty(PreparingClient.prototype, 'query', {
    value(this: pg.Client, ...args: unknown[]) {
      const [text, values, callback] = args;
      if (typeof text === 'string' && Array.isArray(values) && prepares(text, alsoPrepared)) {
        return query.call(this, { name: statementName(text), text, values }, callback);
      }
      return query.apply(this, args);
    },
  });
  return PreparingClient;
}
