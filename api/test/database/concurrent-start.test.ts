import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../src/app/database.js';
import { COMPANIES, DEMO_USERNAMES } from '../../src/app/seeders/demo-data.js';
import { seedDemoData } from '../../src/app/seeders/demo-seeder.js';
import { loadConfig } from '../../src/config.js';
import { urlAsRole } from '../../src/database/app-role.js';
import { adminQuery, withDatabase } from '../helpers/postgres.js';

/**
 * Replicas starting together on an external PostgreSQL, as main.ts starts: open the database
 * (migrate as MIGRATION_DATABASE_URL's owner, create and grant DATABASE_URL's role), then seed.
 */
const admin = inject('adminDatabaseUrl');
/** Migrating a new database and seeding it take several seconds each on a busy two-core machine. */
const START_TIMEOUT_MS = 180_000;
const unique = (prefix: string) => `${prefix}_${randomBytes(5).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'fsm-start-'));
const cleanups: string[][] = [];
afterAll(async () => {
  for (const statements of cleanups.reverse()) for (const statement of statements) await adminQuery(admin, statement);
  rmSync(dataDir, { recursive: true, force: true });
});

/** A new, empty database and the URLs of a new app role on it (not created yet: the start creates it). */
async function freshDatabase(owner?: string) {
  const name = unique('fsm_start');
  const appRole = unique('fsm_start_app');
  await adminQuery(admin, `create database "${name}"${owner ? ` owner "${owner}"` : ''}`);
  cleanups.push([`drop database if exists "${name}" with (force)`, `drop role if exists "${appRole}"`]);
  const ownerUrl = withDatabase(admin, name);
  return { ownerUrl, appUrl: urlAsRole(ownerUrl, appRole, randomBytes(12).toString('hex')), appRole };
}

async function start(ownerUrl: string, appUrl: string): Promise<{ database: Database; seeded: boolean }> {
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: appUrl, MIGRATION_DATABASE_URL: ownerUrl });
  const database = await openDatabase(config);
  try {
    return { database, seeded: await seedDemoData(database.orm) };
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function queryOne<T>(url: string, sql: string, values: unknown[] = []): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows[0];
  } finally {
    await client.end();
  }
}

describe('starting on a new database', () => {
  it(
    'four processes starting at once all come up: one migrates and seeds, the others wait and find it done',
    async () => {
      const { ownerUrl, appUrl } = await freshDatabase();
      const starts = await Promise.allSettled([1, 2, 3, 4].map(() => start(ownerUrl, appUrl)));
      const started = starts.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
      await Promise.all(started.map(({ database }) => database.close()));
      expect(starts.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'up'))).toEqual(['up', 'up', 'up', 'up']);
      expect(started.map(({ seeded }) => seeded).sort()).toEqual([false, false, false, true]);
      const seededOnce = await queryOne<{ companies: number; users: number; seeds: number }>(
        appUrl,
        `select (select count(*)::int from company) companies, (select count(*)::int from "user") users,
              (select count(*)::int from audit_event where action = 'seed') seeds`,
      );
      expect(seededOnce).toEqual({ companies: COMPANIES.length, users: DEMO_USERNAMES.length, seeds: COMPANIES.length });
    },
    START_TIMEOUT_MS,
  );

  it(
    'creates the app role when the owner has CREATEROLE only, not superuser, and starts again with it',
    async () => {
      const owner = unique('fsm_start_owner');
      const password = randomBytes(12).toString('hex');
      await adminQuery(admin, `create role "${owner}" login createrole nosuperuser password '${password}'`);
      cleanups.push([`drop role if exists "${owner}"`]);
      const { ownerUrl: adminOwned, appUrl, appRole } = await freshDatabase(owner);
      const ownerUrl = urlAsRole(adminOwned, owner, password);
      expect(await queryOne(ownerUrl, 'select rolsuper, rolcreaterole from pg_roles where rolname = current_user')).toEqual({
        rolsuper: false,
        rolcreaterole: true,
      });

      for (const seeded of [true, false]) {
        const { database, seeded: didSeed } = await start(ownerUrl, appUrl);
        await database.close();
        expect(didSeed).toBe(seeded);
      }
      const role = await queryOne(
        admin,
        'select rolcanlogin, rolsuper, rolcreatedb, rolcreaterole, rolreplication, rolbypassrls, rolinherit from pg_roles where rolname = $1',
        [appRole],
      );
      expect(role).toEqual({
        rolcanlogin: true,
        rolsuper: false,
        rolcreatedb: false,
        rolcreaterole: false,
        rolreplication: false,
        rolbypassrls: false,
        rolinherit: true,
      });
      // The role signs in with DATABASE_URL's password and reads the seeded data, owning none of it.
      expect(
        await queryOne(appUrl, `select count(*)::int companies, (select count(*)::int from pg_tables where tableowner = current_user) owns from company`),
      ).toEqual({
        companies: COMPANIES.length,
        owns: 0,
      });
    },
    START_TIMEOUT_MS,
  );
});
