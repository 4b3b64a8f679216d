import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './common.ts';

/**
 * The compiled API (api/dist), imported at run time: the API uses legacy decorators, which
 * Node's type stripping cannot run, so the bench uses the same JavaScript that production runs.
 * Only the few functions the bench needs are typed here.
 */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}
export interface Orm {
  close(force?: boolean): Promise<void>;
}
export interface AppServer {
  listen(port: number): Promise<number>;
  close(): Promise<void>;
}
export interface EquipmentPreset {
  type: string;
  name: string;
  min: number;
  max: number;
}

const dist = (path: string) => import(pathToFileURL(join(ROOT, 'api/dist', path)).href);

export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedDatabase> {
  return (await dist('database/embedded.js')).startEmbeddedPostgres(dataDir);
}

export async function openOrm(url: string, options?: { poolSize?: number; onQuery?: (sql: string) => void }): Promise<Orm> {
  return (await dist('app/orm.js')).openOrm(url, options);
}

export async function seedDemoData(orm: Orm): Promise<boolean> {
  return (await dist('app/seeders/demo-seeder.js')).seedDemoData(orm);
}

export async function equipmentPresets(): Promise<EquipmentPreset[]> {
  return (await dist('app/seeders/demo-data.js')).EQUIPMENT;
}

/** createServer(orm, config, databaseUrl) with loadConfig(env): an API server inside this process. */
export async function createInProcessServer(orm: Orm, env: Record<string, string>, databaseUrl: string): Promise<AppServer> {
  const { loadConfig } = await dist('config.js');
  const { createServer } = await dist('app/server.js');
  return createServer(orm, loadConfig(env), databaseUrl);
}
