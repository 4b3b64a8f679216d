import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './common.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

/** The newest .cpuprofile in dir, summarised: self time by function and by package, top N as markdown. */
export function summariseProfile(dir: string, top = 25): string {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files.length) return 'no profile written';
  const profile = JSON.parse(readFileSync(files[0], 'utf8')) as { nodes: ProfileNode[]; samples: number[] };
  const total = profile.samples.length;
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.replace('file://', '');
    const where = file ? `${relative(ROOT, file)}:${lineNumber + 1}` : '(native)';
    const key = `${functionName || '(anonymous)'} ${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ??
      (file.includes('/api/dist/') ? 'api' : file.startsWith('node:') ? 'node' : functionName.startsWith('(') ? functionName : 'other');
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits);
  }
  const table = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `| ${((100 * v) / total).toFixed(1)} % | \`${k}\` |`)
      .join('\n');
  return `Profile ${relative(ROOT, files[0])}, ${total} samples.\n\n| self | package |\n|---:|---|\n${table(byPackage, 15)}\n\n| self | function |\n|---:|---|\n${table(byFunction, top)}`;
}
