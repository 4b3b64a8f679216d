import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './common.ts';

const WEB = join(ROOT, 'web');
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

/** The production build into `dist` (under bench/out, so web/dist, which others may be serving, is left alone). */
export function buildWeb(dist: string, env: Record<string, string> = {}): void {
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: WEB,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error('vite build failed');
}
