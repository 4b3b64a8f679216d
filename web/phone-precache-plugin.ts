import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';

/**
 * The modules whose chunks the installed phone app needs offline: its screen and the data client.
 * Not sign-in: signing in needs the network anyway (offline, the last user carries on, lib/session).
 */
const PHONE_ROOTS = [/\/src\/features\/mobile\/MobileAppPage\.tsx$/, /\/src\/app\/data-client\.tsx$/];

interface ChunkLinks {
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
}

/**
 * The files the service worker keeps once the phone app asks (SPEC 1: it works offline; see
 * src/service-worker/), not every desktop screen: the entry and the files it imports, and each
 * phone root with every chunk it imports or loads on demand. The build's chunk graph says which
 * files those are; the plugin records it, and `manifestTransform` (workbox's manifestTransforms)
 * drops every other /assets file from the list. The desktop screens load from the network.
 *
 * The list is written to a file of its own, assets/phone-files-<hash>.json, fetched only by a phone
 * that asks; the worker, which every first visit downloads, carries only that file's address (its
 * one manifest entry), so a new list is still a new worker.
 */
export function phonePrecache(): { plugin: Plugin; manifestTransform: ManifestTransform } {
  let phoneFiles: Set<string> | undefined;
  let outDir = '';
  const plugin: Plugin = {
    name: 'phone-precache',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLinks>();
      for (const [file, output] of Object.entries(bundle)) if (output.type === 'chunk') chunks.set(file, output);
      phoneFiles = reachable(chunks);
    },
  };
  const manifestTransform: ManifestTransform = async (entries) => {
    if (!phoneFiles) throw new Error('phone-precache: the chunk graph was not recorded before the service worker was generated');
    const kept = phoneFiles;
    const list = entries.filter((entry) => !/^assets\/.*\.js$/.test(entry.url) || kept.has(entry.url)).map(({ url, revision }) => ({ url, revision }));
    const text = JSON.stringify(list);
    const url = `assets/phone-files-${createHash('sha256').update(text).digest('hex').slice(0, 10)}.json`;
    await writeFile(join(outDir, url), text);
    return { manifest: [{ url, revision: null, size: text.length }], warnings: [] };
  };
  return { plugin, manifestTransform };
}

/** The entries' static imports, and each phone root's static and on-demand imports, transitively. */
function reachable(chunks: Map<string, ChunkLinks>): Set<string> {
  const holds = (chunk: ChunkLinks, root: RegExp) => chunk.moduleIds.some((id) => root.test(id));
  if (!PHONE_ROOTS.every((root) => [...chunks.values()].some((c) => holds(c, root))))
    throw new Error('phone-precache: a phone root was not found in the build');
  const roots = [...chunks].filter(([, c]) => c.isEntry || PHONE_ROOTS.some((root) => holds(c, root)));
  const seen = new Set<string>();
  const stack = roots.map(([file]) => file);
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = chunks.get(file);
    if (!chunk) continue;
    stack.push(...chunk.imports);
    // The entry loads every screen on demand: only the phone roots' own on-demand chunks are followed.
    if (!chunk.isEntry) stack.push(...chunk.dynamicImports);
  }
  return seen;
}
