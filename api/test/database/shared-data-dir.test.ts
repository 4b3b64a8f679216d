import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimCluster, releaseCluster } from '../../src/database/cluster-owner.js';
import { type ChildServer, spawnServer } from '../helpers/child-server.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { alive, postmasterPid } from '../helpers/postmaster.js';
import { collect, eventually, wsClient } from '../helpers/ws-client.js';

const CLI = fileURLToPath(new URL('../../dist/app/cli.js', import.meta.url));
const SUBSCRIPTION = 'subscription Live($locationId: Int!) { readingRecorded(locationId: $locationId) { reading { temperature } } }';

/** `node api/dist/app/cli.js <command>` on the given DATA_DIR, as `npm run audit:verify` runs it. */
async function cli(dataDir: string, command: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, command], {
      env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('a CLI command on the DATA_DIR of a running API (node api/dist, real embedded PostgreSQL)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fsm-shared-'));
  const env = { DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' };
  let server: ChildServer;
  let manager: TestClient;

  beforeAll(async () => {
    server = await spawnServer('embedded', env);
    manager = await signedIn(server.baseUrl, 'manager');
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('audit:verify uses the running server: the subscriber keeps receiving, readings keep answering 201, the answer is right', async () => {
    const postmaster = postmasterPid(dataDir);
    const socket = wsClient(server.baseUrl, manager.cookie);
    const live = collect<{ readingRecorded: { reading: { temperature: number } } }>(socket, SUBSCRIPTION, { locationId: 1 });
    await live.started;
    const statuses: number[] = [];
    let recording = true;
    const readings = (async () => {
      while (recording) {
        const temperature = 2 + statuses.length / 100;
        statuses.push((await manager.post('/api/temperature-readings', { equipmentId: 1, temperature })).status);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await eventually(() => live.events.length >= 3, 30_000);

    const verified = await cli(dataDir, 'audit-verify');
    const receivedDuringCli = live.events.length;
    const sentDuringCli = statuses.length;
    // After the command has ended too: its connections closed, the API's server untouched.
    await eventually(() => statuses.length > sentDuringCli + 5 && live.events.length > receivedDuringCli + 5, 30_000);
    recording = false;
    await readings;

    expect(verified.stderr).toMatch(/using the embedded PostgreSQL that process \d+ serves/);
    expect(verified.code, verified.stderr).toBe(0);
    expect(verified.stdout).toMatch(/^company 1: intact, \d+ events, head seq \d+ hash [0-9a-f]+(; \d+ events awaiting sealing, not checked)?$/m);
    expect(verified.stdout).toMatch(/^company 2: intact/m);
    expect(new Set(statuses)).toEqual(new Set([201]));
    await eventually(() => live.events.length === statuses.length, 30_000);
    expect(live.errors).toEqual([]);
    expect(postmasterPid(dataDir)).toBe(postmaster);
    expect(server.output()).not.toMatch(/57P01|terminating connection|\[database\] unavailable/);
    live.stop();
    await socket.dispose();
  }, 180_000);

  it('db:seed and db:migrate answer through the running server too, and a second API on the DATA_DIR refuses to start', async () => {
    const seeded = await cli(dataDir, 'seed');
    expect(seeded.stdout).toMatch(/Database already has data; nothing seeded/);
    expect((await cli(dataDir, 'migrate')).stdout).toMatch(/Migrations applied/);
    await expect(spawnServer('embedded', env)).rejects.toThrow(/served by another running process \(pid \d+\)/);
    expect((await manager.post('/api/temperature-readings', { equipmentId: 1, temperature: 3 })).status).toBe(201);
  }, 180_000);

  it('a leftover whose owner was killed is still recovered: the CLI stops it, runs on its own server and stops that', async () => {
    const orphan = postmasterPid(dataDir);
    server.process.kill('SIGKILL');
    await new Promise((resolve) =>
      server.process.exitCode !== null || server.process.signalCode !== null ? resolve(null) : server.process.once('exit', resolve),
    );
    expect(alive(orphan)).toBe(true);

    const verified = await cli(dataDir, 'audit-verify');
    expect(verified.stderr).toMatch(new RegExp(`PostgreSQL \\(pid ${orphan}\\) from an earlier run`));
    expect(verified.stdout).toMatch(/^company 1: intact/m);
    expect(verified.code).toBe(0);
    expect(alive(orphan)).toBe(false);
    // Its own server is stopped and its claim given up: the API starts again as usual.
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(join(dataDir, 'postgres-owner.json'))).toBe(false);
    server = await spawnServer('embedded', env);
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  }, 180_000);
});

describe('the claim on a cluster', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fsm-claim-'));
  const file = join(dataDir, 'postgres-owner.json');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('holds while its owner runs; a dead pid, or a live pid that started at another time (reused), is taken over', async () => {
    const owner = spawn('sleep', ['30']);
    try {
      const startTime = readFileSync(`/proc/${owner.pid}/stat`, 'utf8').split(') ')[1].split(' ')[19];
      writeFileSync(file, JSON.stringify({ pid: owner.pid, startTime, port: 5555 }));
      expect(claimCluster(dataDir, 6000)).toEqual({ pid: owner.pid, startTime, port: 5555 });

      writeFileSync(file, JSON.stringify({ pid: owner.pid, startTime: '1', port: 5555 }));
      expect(claimCluster(dataDir, 6001)).toBeUndefined();
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, port: 6001 });
      releaseCluster(dataDir);
      expect(existsSync(file)).toBe(false);
    } finally {
      owner.kill();
    }
    await new Promise((resolve) => owner.once('exit', resolve));
    writeFileSync(file, JSON.stringify({ pid: owner.pid, startTime: null, port: 5555 }));
    expect(claimCluster(dataDir, 6002)).toBeUndefined();
    releaseCluster(dataDir);
  });
});
