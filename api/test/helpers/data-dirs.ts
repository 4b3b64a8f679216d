import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDirs = new Map<string, string>();

/**
 * One data folder per test database: the test's API processes on one database share it, as
 * processes on one machine share DATA_DIR (a server refuses to keep files in another folder than
 * its peers on the same database).
 */
export function dataDirFor(databaseUrl: string): string {
  const dir = dataDirs.get(databaseUrl) ?? mkdtempSync(join(tmpdir(), 'fsm-app-'));
  dataDirs.set(databaseUrl, dir);
  return dir;
}
