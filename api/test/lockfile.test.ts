import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The image installs with `npm ci`, which refuses a lockfile out of step with the package.json
 * files or missing a platform's optional package (Biome's binaries for other systems, dropped
 * when the lockfile is rewritten on one machine). Checked offline, from the files alone.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A file as committed: what a clean clone's image installs. CI runs `npm install` before the
 * tests, which would mend the working copy's lockfile, so git's copy is read when there is one.
 */
function committed(path: string): string {
  try {
    return execFileSync('git', ['show', `HEAD:${path}`], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return readFileSync(join(root, path), 'utf8');
  }
}
const readJson = (path: string) => JSON.parse(committed(path));

interface LockedPackage {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const lock: { lockfileVersion: number; packages: Record<string, LockedPackage> } = readJson('package-lock.json');
const rootManifest = readJson('package.json');
const workspaces: string[] = rootManifest.workspaces;

/** Where Node finds `name` from the package at `from`: its own node_modules, then each parent's, then the root's. */
function resolveLocked(from: string, name: string): LockedPackage | undefined {
  for (let at = from; ; at = at.slice(0, Math.max(0, at.lastIndexOf('/node_modules/')))) {
    const found = lock.packages[at ? `${at}/node_modules/${name}` : `node_modules/${name}`];
    if (found || !at) return found;
  }
}

const DECLARED = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'] as const;

describe('package-lock.json', () => {
  it('declares what the root and every workspace package.json declare', () => {
    expect(lock.lockfileVersion).toBe(3);
    for (const [path, manifest] of [['', rootManifest], ...workspaces.map((workspace) => [workspace, readJson(`${workspace}/package.json`)])]) {
      for (const field of DECLARED)
        expect({ path, field, declared: lock.packages[path]?.[field] ?? {} }).toEqual({ path, field, declared: manifest[field] ?? {} });
    }
  });

  it("locks every optional dependency of every package, every platform's included", () => {
    const missing = Object.entries(lock.packages).flatMap(([path, locked]) =>
      Object.keys(locked.optionalDependencies ?? {})
        .filter((name) => !resolveLocked(path, name))
        .map((name) => `${path || '(root)'} → ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("locks Biome's binary for each system at Biome's own version", () => {
    const biome = lock.packages['node_modules/@biomejs/biome'];
    const platforms = Object.keys(biome.optionalDependencies ?? {});
    // Linux, macOS and Windows at least: fewer means the check would pass on nothing.
    expect(platforms.length).toBeGreaterThanOrEqual(6);
    for (const name of platforms)
      expect({ name, version: resolveLocked('node_modules/@biomejs/biome', name)?.version }).toEqual({ name, version: biome.version });
  });
});

/** What the Dockerfile copies before its `RUN npm ci`: the files that install sees. */
function copiedBeforeInstall(): string[] {
  const beforeInstall = committed('Dockerfile').split(/^RUN npm ci\b/m)[0];
  return [...beforeInstall.matchAll(/^COPY (.+) \S+$/gm)].flatMap((match) => match[1].split(/\s+/));
}

/** `npm ci --dry-run` (offline, no scripts) over those files as committed, in a folder of their own. */
function npmCi(change?: (path: string, text: string) => string): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'fsm-npm-ci-'));
  for (const path of copiedBeforeInstall()) {
    mkdirSync(join(dir, dirname(path)), { recursive: true });
    writeFileSync(join(dir, path), change ? change(path, committed(path)) : committed(path));
  }
  const result = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--offline', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("npm ci, the image's install step", () => {
  it('accepts the committed lockfile with the package.json files the Dockerfile copies', () => {
    expect(copiedBeforeInstall()).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', 'api/package.json', 'web/package.json']));
    const { status, output } = npmCi();
    expect({ status, output: output.split('\n').filter((line) => /npm error/.test(line)) }).toEqual({ status: 0, output: [] });
  }, 120_000);

  it('refuses a package.json out of step with the lockfile (the check can fail)', () => {
    const unlocked = (path: string, text: string) =>
      path === 'api/package.json' ? text.replace('"dependencies": {', '"dependencies": {\n    "left-pad": "^1.3.0",') : text;
    const { status, output } = npmCi(unlocked);
    expect(status).not.toBe(0);
    expect(output).toContain('left-pad');
  }, 120_000);
});
