import { createRequire } from 'node:module';

/**
 * Counts every statement sent to PostgreSQL through either copy of `pg` (the ORM's own and the
 * one beside it): raw kysely statements never reach the ORM's query logger, so onQuery misses them.
 */
export function countStatements(): { texts: string[]; during<T>(run: () => Promise<T>): Promise<number> } {
  const texts: string[] = [];
  let on = false;
  const require = createRequire(import.meta.url);
  const copies = new Set([require('pg'), createRequire(require.resolve('@mikro-orm/postgresql'))('pg')]);
  for (const pg of copies) {
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0] as string | { text?: string } | undefined;
      if (on) texts.push(typeof first === 'string' ? first : (first?.text ?? ''));
      return original.apply(this, args);
    };
  }
  return {
    texts,
    async during(run) {
      texts.length = 0;
      on = true;
      try {
        await run();
      } finally {
        on = false;
      }
      return texts.length;
    },
  };
}
