import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';
import { type AppRoleLogin, grantAppRole } from '../database/app-role.js';
import { migrateJobQueue } from '../database/job-queue.js';
import { migrationsList } from '../database/migrations/index.js';
import { IDLE_CONNECTION_MS } from '../database/pg-pool.js';
import { preparingClient } from '../database/prepared-statements.js';
import { withStartLock } from '../database/start-lock.js';
import { entities } from './entities.js';

export type Orm = MikroORM;

export interface OrmOptions {
  poolSize?: number;
  /** Called with every SQL statement the ORM sends (tests count them). */
  onQuery?: (sql: string) => void;
  /** Give up connecting after this long (the read replica's: an unreachable one must not hold a request). */
  connectTimeoutMs?: number;
}

export function ormConfig(clientUrl: string, options: OrmOptions = {}) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator, SeedManager],
    debug: options.onQuery ? ['query'] : false,
    ...(options.onQuery ? { logger: options.onQuery } : {}),
    pool: { min: 0, max: options.poolSize ?? 10, idleTimeoutMillis: IDLE_CONNECTION_MS },
    // Hot-path statements marked PREPARED are parsed and planned once per connection.
    driverOptions: { Client: preparingClient(), ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}) },
    // Imported explicitly so that compiled and TypeScript runs apply the same list.
    migrations: {
      migrationsList,
      path: fileURLToPath(new URL('../database/migrations', import.meta.url)),
      snapshot: false,
      // Never generate drops: the session tables and the evidence triggers live in hand-written migrations.
      safe: true,
      silent: true,
    },
    forceUtcTimezone: true,
    serialization: { forceObject: true },
  });
}

/**
 * Connects and applies pending migrations (the entities', then the job runner's), one process at a
 * time (database/start-lock.ts); never alters the schema any other way.
 */
export async function openOrm(clientUrl: string, options?: OrmOptions): Promise<Orm> {
  const orm = await MikroORM.init(ormConfig(clientUrl, options));
  await withStartLock(clientUrl, async () => {
    await orm.migrator.up();
    await migrateJobQueue(clientUrl);
  });
  return orm;
}

/** Connects without migrating: the app's least-privileged role may not change the schema. */
export function connectOrm(clientUrl: string, options?: OrmOptions): Promise<Orm> {
  return MikroORM.init(ormConfig(clientUrl, options));
}

/**
 * As the owner: applies pending migrations, then grants the app's role its rights on every table
 * (database/app-role.ts). With a login the role is created when missing too.
 */
export async function migrateDatabase(ownerUrl: string, appRole?: { name: string; login?: AppRoleLogin }): Promise<void> {
  const orm = await openOrm(ownerUrl, { poolSize: 1 });
  await orm.close(true);
  if (appRole) await grantAppRole(ownerUrl, appRole.name, appRole.login);
}
