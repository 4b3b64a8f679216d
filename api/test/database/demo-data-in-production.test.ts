import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { type ChildServer, spawnServer } from '../helpers/child-server.js';
import { TestClient } from '../helpers/client.js';

const CLI = fileURLToPath(new URL('../../dist/app/cli.js', import.meta.url));
/** Production cookies are Secure: sign-in goes through a TLS proxy (TRUST_PROXY=1 trusts its header). */
const HTTPS = { 'x-forwarded-proto': 'https' };

/** The people in the embedded database a server started under dataDir (its superuser, on the port it claimed). */
async function usernames(dataDir: string): Promise<string[]> {
  const { port } = JSON.parse(readFileSync(join(dataDir, 'postgres-owner.json'), 'utf8'));
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({ connectionString: `postgresql://postgres:${password}@127.0.0.1:${port}/food_safety` });
  await client.connect();
  try {
    return (await client.query<{ username: string }>('select username from "user" order by username')).rows.map((row) => row.username);
  } finally {
    await client.end();
  }
}

const signIn = async (baseUrl: string, username: string, password: string) =>
  (await new TestClient(baseUrl).post('/api/login', { username, password }, HTTPS)).status;

describe('demo data with NODE_ENV=production (node api/dist/main.js, embedded PostgreSQL)', () => {
  const dataDirs: string[] = [];
  let server: ChildServer | undefined;
  const start = async (seed: string) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fsm-prod-demo-'));
    dataDirs.push(dataDir);
    server = await spawnServer('embedded', { DATA_DIR: dataDir, NODE_ENV: 'production', TRUST_PROXY: '1', SEED_DEMO_DATA: seed });
    return { dataDir, server };
  };
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });
  afterAll(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is not seeded when SEED_DEMO_DATA is not set: no demo users, demo1234 signs nobody in', async () => {
    const { dataDir, server } = await start('');
    expect(await usernames(dataDir)).toEqual([]);
    expect(await signIn(server.baseUrl, 'super', 'demo1234')).toBe(401);
    expect(server.output()).not.toMatch(/Seeded demo data/);
  }, 180_000);

  it('with SEED_DEMO_DATA=true every demo account gets a random password, printed once; demo1234 does not sign in', async () => {
    const { dataDir, server } = await start('true');
    expect(await usernames(dataDir)).toContain('super');
    expect(await signIn(server.baseUrl, 'super', 'demo1234')).toBe(401);
    expect(await signIn(server.baseUrl, 'manager', 'demo1234')).toBe(401);
    const printed = Object.fromEntries([...server.output().matchAll(/^ {2}(\w+): (\S+)$/gm)].map(([, username, password]) => [username, password]));
    expect(Object.keys(printed).sort()).toEqual((await usernames(dataDir)).sort());
    expect(new Set(Object.values(printed)).size).toBe(Object.keys(printed).length);
    expect(await signIn(server.baseUrl, 'manager', printed.manager)).toBe(200);
  }, 180_000);

  it('npm run db:seed refuses in production unless SEED_DEMO_DATA=true', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fsm-prod-seed-'));
    dataDirs.push(dataDir);
    const refused = await promisify(execFile)(process.execPath, [CLI, 'seed'], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/not seeded with NODE_ENV=production unless SEED_DEMO_DATA=true/) });
  });
});

describe('the SEED_DEMO_DATA default', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fsm-seed-flag-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('on for the embedded database on a development machine (npm start), off in production unless set to true', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).seedDemoData).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }).seedDemoData).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgresql://x@db/y' }).seedDemoData).toBe(false);
  });
});
