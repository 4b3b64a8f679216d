import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connectOrm, type Orm, type OrmOptions, openOrm } from '../../src/app/orm.js';
import { urlAsRole } from '../../src/database/app-role.js';
import { adminQuery, TEMPLATES, withDatabase } from './postgres.js';

export interface TestDatabase {
  /** Connected as the app's least-privileged role, like the running app (the owner for 'empty'). */
  orm: Orm;
  /** The app role's URL. */
  url: string;
  /** The superuser's URL, for tests that tamper as nobody running the app can. */
  ownerUrl: string;
  close(): Promise<void>;
}

/** A private database for one test file: empty (no schema), migrated, or migrated with the demo data. */
export async function createTestDatabase(kind: 'empty' | 'migrated' | 'demo' = 'demo', options?: OrmOptions): Promise<TestDatabase> {
  const admin = inject('adminDatabaseUrl');
  const role = inject('appRole');
  const name = `fsm_test_${randomBytes(6).toString('hex')}`;
  const template = kind === 'empty' ? 'template0' : TEMPLATES[kind];
  await adminQuery(admin, `create database "${name}" template "${template}"`);
  const ownerUrl = withDatabase(admin, name);
  const url = kind === 'empty' ? ownerUrl : urlAsRole(ownerUrl, role.name, role.password);
  const orm = kind === 'empty' ? await openOrm(url, options) : await connectOrm(url, options);
  return {
    orm,
    url,
    ownerUrl,
    close: async () => {
      await orm.close(true);
      await adminQuery(admin, `drop database if exists "${name}" with (force)`);
    },
  };
}
