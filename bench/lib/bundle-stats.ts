import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The parts of rollup-plugin-visualizer's `raw-data` output that say which module is in which chunk. */
interface RawData {
  nodeParts: Record<string, { gzipLength: number }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
}

export interface Contributor {
  /** An npm package (`react-dom`, `@apollo/client`) or a folder of the app (`src/features/mobile`). */
  name: string;
  gzipKb: number;
}

/** What a module counts under: its npm package, else its folder of web/src. */
export function contributorOf(moduleId: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId);
  if (pkg) return pkg[1];
  const src = /(?:^|\/)(src\/.*)\/[^/]+$/.exec(moduleId);
  if (src) return src[1];
  return moduleId.replace(/^\0/, '');
}

/**
 * The biggest contributors to a set of loaded chunk files. The visualizer measures each module
 * before minification, so each file's real gzipped size is shared out in proportion to its
 * modules' sizes: the shares add up to what the browser really downloads. No stats file, no list.
 */
export function topContributors(statsFile: string, distDir: string, files: string[], count = 8): Contributor[] {
  if (!existsSync(statsFile)) return [];
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as RawData;
  const totals = new Map<string, number>();
  for (const file of files) {
    const modules = Object.values(stats.nodeMetas).flatMap((meta) =>
      meta.moduleParts[file] ? [{ name: contributorOf(meta.id), size: stats.nodeParts[meta.moduleParts[file]].gzipLength }] : [],
    );
    const measured = modules.reduce((sum, m) => sum + m.size, 0);
    if (measured === 0) continue;
    const real = gzipSync(readFileSync(join(distDir, file))).length;
    for (const m of modules) totals.set(m.name, (totals.get(m.name) ?? 0) + (real * m.size) / measured);
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, gzipKb: bytes / 1024 }))
    .sort((a, b) => b.gzipKb - a.gzipKb)
    .slice(0, count);
}

/**
 * The share of a chunk that is library code (npm packages), by its modules' gzipped sizes; the
 * rest is the app's own. Undefined when the stats do not know the file (another build, no stats).
 */
export function librarySharer(statsFile: string): (file: string) => number | undefined {
  if (!existsSync(statsFile)) return () => undefined;
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as RawData;
  return (file) => {
    let library = 0;
    let total = 0;
    for (const meta of Object.values(stats.nodeMetas)) {
      const part = meta.moduleParts[file];
      if (!part) continue;
      const size = stats.nodeParts[part].gzipLength;
      total += size;
      if (/node_modules\//.test(meta.id)) library += size;
    }
    return total > 0 ? library / total : undefined;
  };
}
