import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openOrm } from '../../src/app/orm.js';
import { seedDemoData } from '../../src/app/seeders/demo-seeder.js';
import { EMBEDDED_APP_ROLE } from '../../src/database/app-role.js';
import { startEmbeddedPostgres, THROWAWAY_CLUSTER_SETTINGS } from '../../src/database/embedded.js';
import { buildApi } from './child-server.js';
import { adminQuery, TEMPLATES, withDatabase } from './postgres.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** URL of a maintenance database on the test server; test files clone templates from it. */
    adminDatabaseUrl: string;
    /** The least-privileged role the app under test connects as (the embedded server's fsm_app). */
    appRole: { name: string; password: string };
  }
}

/**
 * One PostgreSQL for the whole run (TEST_DATABASE_URL, or an embedded server in a temp dir).
 * Two templates are prepared once: migrated, and migrated + demo data. Each test file clones one.
 * The API is compiled to api/dist once, for the files that run its real entry point.
 */
export default async function setup(project: TestProject) {
  // api/dist is compiled once, before any file runs: files that each compiled it in their own
  // beforeAll rewrote it under one another's starting servers (a half-written errors.js).
  buildApi();
  const dataDir = mkdtempSync(join(tmpdir(), 'fsm-test-'));
  // Three workers each run an app (request pools, the job runners' pools, the sealer's sweep keeping
  // a runner's connections busy every second) and some tests a second process: past 100 at peaks.
  const settings = { ...THROWAWAY_CLUSTER_SETTINGS, max_connections: '300' };
  const server = process.env.TEST_DATABASE_URL ? undefined : await startEmbeddedPostgres(dataDir, 'postgres', settings);
  const adminUrl = process.env.TEST_DATABASE_URL ?? server!.url;
  for (const template of Object.values(TEMPLATES)) {
    await adminQuery(adminUrl, `drop database if exists "${template}"`);
    await adminQuery(adminUrl, `create database "${template}"`);
  }
  const appRole = { name: EMBEDDED_APP_ROLE, password: randomBytes(16).toString('hex') };
  await prepare(withDatabase(adminUrl, TEMPLATES.migrated), false, appRole);
  await prepare(withDatabase(adminUrl, TEMPLATES.demo), true, appRole);
  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('appRole', appRole);
  return async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Migrated and granted as the app starts a database; the demo data is seeded as the owner. */
async function prepare(url: string, seed: boolean, appRole: { name: string; password: string }): Promise<void> {
  await migrateDatabase(url, { name: appRole.name, login: { password: appRole.password, resetExisting: true } });
  if (!seed) return;
  const orm = await openOrm(url);
  await seedDemoData(orm);
  await orm.close(true);
}
