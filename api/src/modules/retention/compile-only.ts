import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type RawBuilder } from 'kysely';

/** Kysely as a compiler only: a query built by a module's writer, to run on a plain pg connection. */
const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

export function compileOnly(query: RawBuilder<unknown>): { sql: string; parameters: readonly unknown[] } {
  return query.compile(compiler);
}
