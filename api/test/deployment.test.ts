import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The compose files and the load balancer's configuration, checked by the real tools without a
 * daemon: `docker-compose config` (Debian's docker-compose, which .ci/run installs) and
 * `caddy validate`. Neither may be missing: a check that cannot run fails.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'fsm-deploy-'));

/** A tool run in the repository with only PATH and HOME set: no SESSION_SECRET or .env of the caller's leaks in. */
function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } });
  if (result.error) throw new Error(`${command} could not run (.ci/run installs it): ${result.error.message}`);
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
const compose = (file: string, args: string[], env?: Record<string, string>) => run('docker-compose', ['-f', file, 'config', ...args], env);
const SECRET = { SESSION_SECRET: 'a-shared-secret' };

/** A copy of a repository file with one change, beside the original's folder layout (for relative paths). */
function broken(file: string, from: string, to: string): string {
  const text = readFileSync(join(root, file), 'utf8');
  expect(text).toContain(from);
  const copy = join(scratch, file.replaceAll('/', '_'));
  writeFileSync(copy, text.replace(from, to));
  return copy;
}

/** The environment names a service's containers get, from `docker-compose config`'s resolved output. */
function environmentOf(resolved: string, service: string): string[] {
  const block = new RegExp(`^  ${service}:\\n((?:    .*\\n|\\n)*)`, 'm').exec(resolved)?.[1] ?? '';
  const environment = /^ {4}environment:\n((?: {6}.*\n)*)/m.exec(block)?.[1] ?? '';
  return [...environment.matchAll(/^ {6}([A-Z0-9_]+):/gm)].map((match) => match[1]);
}

describe('docker-compose.yml (one app)', () => {
  it('validates', () => {
    expect(compose('docker-compose.yml', ['-q'])).toEqual({ status: 0, output: '' });
  });

  it('an invalid file is refused (the check can fail)', () => {
    const result = compose(broken('docker-compose.yml', 'condition: service_healthy', 'condition: service_fine'), ['-q']);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('service_fine');
  });
});

describe('docker-compose.scale.yml (replicas behind a load balancer)', () => {
  it('validates with a shared SESSION_SECRET, and refuses to start without one', () => {
    expect(compose('docker-compose.scale.yml', ['-q'], SECRET)).toEqual({ status: 0, output: '' });
    const missing = compose('docker-compose.scale.yml', ['-q']);
    expect(missing.status).not.toBe(0);
    expect(missing.output).toContain('set SESSION_SECRET');
  });

  it('an invalid file is refused (the check can fail)', () => {
    const result = compose(broken('docker-compose.scale.yml', 'replicas: 2', 'replica: 2'), ['-q'], SECRET);
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/deploy/);
  });

  it('has the load balancer, the app replicas, the primary and its replica, MinIO and the bucket', () => {
    const services = compose('docker-compose.scale.yml', ['--services'], SECRET).output.trim().split('\n').sort();
    expect(services).toEqual(['app', 'caddy', 'minio', 'minio-bucket', 'postgres', 'postgres-replica']);
    const resolved = compose('docker-compose.scale.yml', [], SECRET).output;
    expect(resolved).toMatch(/^ {4}deploy:\n {6}replicas: 2$/m);
    expect(resolved).toContain('LIVE_EVENTS: postgres');
    expect(resolved).toContain('READ_DATABASE_URL: postgresql://fsm_app:fsm_app@postgres-replica:5432/food_safety');
  });

  it('gives the app only settings the app reads (each named in docs/configuration.md)', () => {
    const documented = readFileSync(join(root, 'docs/configuration.md'), 'utf8');
    const names = environmentOf(compose('docker-compose.scale.yml', [], SECRET).output, 'app');
    expect(names.length).toBeGreaterThan(10);
    // READ_DATABASE_URL is issue 37 item 5 (the read replica), documented by its own branch: drop it from here once merged.
    expect(names.filter((name) => !documented.includes(`\`${name}\``))).toEqual([]);
  });
});

describe('deploy/: the load balancer and the replica scripts', () => {
  it('the Caddyfile is valid for Caddy, and an invalid one is refused', () => {
    expect(run('caddy', ['validate', '--adapter', 'caddyfile', '--config', 'deploy/Caddyfile'])).toMatchObject({ status: 0 });
    const bad = broken('deploy/Caddyfile', 'lb_policy round_robin', 'lb_policy round_robbin');
    expect(run('caddy', ['validate', '--adapter', 'caddyfile', '--config', bad])).toMatchObject({ status: 1 });
  });

  it('the PostgreSQL scripts parse as sh', () => {
    for (const script of ['deploy/postgres/init-replication.sh', 'deploy/postgres/replica-entrypoint.sh'])
      expect(run('sh', ['-n', script])).toEqual({ status: 0, output: '' });
  });
});
