import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type Orm, type OrmOptions, openOrm } from '../../src/app/orm.js';
import { adminQuery, TEMPLATES, withDatabase } from './postgres.js';

export interface TestDatabase {
  orm: Orm;
  url: string;
  close(): Promise<void>;
}

/** A private database for one test file: empty (no schema), migrated, or migrated with the demo data. */
export async function createTestDatabase(kind: 'empty' | 'migrated' | 'demo' = 'demo', options?: OrmOptions): Promise<TestDatabase> {
  const admin = inject('adminDatabaseUrl');
  const name = `fsm_test_${randomBytes(6).toString('hex')}`;
  const template = kind === 'empty' ? 'template0' : TEMPLATES[kind];
  await adminQuery(admin, `create database "${name}" template "${template}"`);
  const url = withDatabase(admin, name);
  const orm = await openOrm(url, options);
  return {
    orm,
    url,
    close: async () => {
      await orm.close(true);
      await adminQuery(admin, `drop database if exists "${name}" with (force)`);
    },
  };
}
