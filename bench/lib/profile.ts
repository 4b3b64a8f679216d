import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './common.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/**
 * A stretch of the profiled process's life, in microseconds of the monotonic clock
 * (`process.hrtime`), which is the clock V8 stamps its samples with in every process.
 */
export interface ProfileWindow {
  from: number;
  to: number;
}

/** Now on the clock a V8 CPU profile's samples carry, in microseconds. */
export const profileClock = (): number => Number(process.hrtime.bigint() / 1000n);

/**
 * The newest .cpuprofile in dir, summarised as markdown: self time by package and by function,
 * and the time inside each function with its callees (inclusive), where the app's own code shows.
 * With windows, only the samples taken within them count (the measured runs, not start-up or the
 * idle time between runs), and shares are of the busy samples among them.
 */
export function summariseProfile(dir: string, top = 25, windows: ProfileWindow[] = []): string {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files.length) return 'no profile written';
  const profile = JSON.parse(readFileSync(files[0], 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  let time = profile.startTime;
  let counted = 0;
  let busy = 0;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i] ?? 0;
    if (windows.length && !windows.some((w) => time >= w.from && time <= w.to)) return;
    counted++;
    const node = nodes.get(id)!;
    if (node.callFrame.functionName === '(idle)') return;
    busy++;
    add(byFunction, frameName(node));
    add(byPackage, packageOf(node));
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const name = frameName(nodes.get(at)!);
      if (!seen.has(name)) add(inclusive, name);
      seen.add(name);
    }
  });
  const table = (map: Map<string, number>, n: number, keep: (key: string) => boolean = () => true) =>
    [...map.entries()]
      .filter(([k]) => keep(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `| ${((100 * v) / Math.max(busy, 1)).toFixed(1)} % | \`${k}\` |`)
      .join('\n');
  const scope = windows.length
    ? `${counted} samples in the ${windows.length} measured run(s), ${busy} of them busy (${((100 * busy) / Math.max(counted, 1)).toFixed(0)} %); shares are of the busy samples`
    : `${counted} samples over the process's whole life, ${busy} busy; shares are of the busy samples`;
  return [
    `Profile ${relative(ROOT, files[0])}: ${scope}.`,
    `| self | package |\n|---:|---|\n${table(byPackage, 15)}`,
    `| self | function |\n|---:|---|\n${table(byFunction, top)}`,
    // Inclusive: the app's functions and the libraries' entry points, not node's or the runtime's own frames.
    `| with callees | function |\n|---:|---|\n${table(inclusive, top, (k) => !k.includes(' node:') && !k.endsWith('(native)'))}`,
  ].join('\n\n');
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace('file://', '');
  const where = file ? `${file.startsWith('node:') ? file : relative(ROOT, file)}:${lineNumber + 1}` : '(native)';
  return `${functionName || '(anonymous)'} ${where}`;
}

function packageOf(node: ProfileNode): string {
  const { functionName, url } = node.callFrame;
  const file = url.replace('file://', '');
  return (
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ??
    (file.includes('/api/dist/') ? 'api' : file.startsWith('node:') ? 'node' : functionName.startsWith('(') ? functionName : 'other')
  );
}
