import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { OUT, ROOT } from './common.ts';

const WEB = join(ROOT, 'web');
/** The bench's own production build (pages builds it; phone serves it when current). */
export const WEB_DIST = join(OUT, 'web-dist');
/** Written by the build (web/vite.config.ts, BUNDLE_STATS): which modules each chunk holds. */
export const BUNDLE_STATS = join(OUT, 'web-bundle-stats.json');
/** What a production build is made from; a build newer than all of it is current. */
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'graphql-documents-plugin.ts', 'package.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

/** Whether `dist` holds a build made after the last change to the web app's sources. */
export function webBuildIsCurrent(dist: string): boolean {
  const index = join(dist, 'index.html');
  return existsSync(index) && statSync(index).mtimeMs > Math.max(...SOURCES.map((source) => newestChange(join(WEB, source))));
}

const viteBuild = (dist: string) => [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'];

/** The production build into `dist` (under bench/out, so web/dist, which others may be serving, is left alone). */
export function buildWeb(dist: string, env: Record<string, string> = {}): void {
  const result = spawnSync(process.execPath, viteBuild(dist), { cwd: WEB, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error('vite build failed');
}

/** The same build in the background: `npm run bench` runs it beside the API's build, before anything is measured. */
export function startWebBuild(dist: string, env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, viteBuild(dist), { cwd: WEB, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('vite build failed'))));
  });
}
