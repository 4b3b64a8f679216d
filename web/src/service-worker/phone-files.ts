/**
 * The installed phone app's files (SPEC 1: it opens and records offline), kept in one cache once
 * the phone app asks for them, never at install on its own: every page registers the service
 * worker, and a first visit to the sign-in page or the dashboard must not download the phone app.
 */

/** One file of the list vite-plugin-pwa injects (phone-precache-plugin.ts chooses them); hashed names have no revision. */
export interface PhoneFile {
  url: string;
  revision: string | null;
}

const CACHE = 'phone-app';
/** What workbox's generated worker cached before this one (the whole list, at install). */
const OLD_PRECACHE = 'workbox-precache';

declare const self: ServiceWorkerGlobalScope;

/** Each file's address and the key it is cached under: a revisioned file's key carries its revision, so builds never mix. */
export function phoneFiles(list: PhoneFile[]): Map<string, string> {
  const keys = new Map<string, string>();
  for (const { url, revision } of list) {
    const address = new URL(url, self.registration.scope).href;
    keys.set(address, revision ? `${address}?__WB_REVISION__=${revision}` : address);
  }
  return keys;
}

let caching: Promise<void> | undefined;

/** Caches every file not cached yet (all or nothing: a failed file fails the whole), once at a time. */
export function cachePhoneFiles(keys: Map<string, string>): Promise<void> {
  caching ??= cacheMissing(keys).finally(() => {
    caching = undefined;
  });
  return caching;
}

async function cacheMissing(keys: Map<string, string>): Promise<void> {
  const cache = await caches.open(CACHE);
  const cached = new Set((await cache.keys()).map((request) => request.url));
  const missing = [...keys].filter(([, key]) => !cached.has(key));
  // A hashed file may come from the HTTP cache (the page has just loaded it); a revisioned one is fetched anew.
  const fetched = await Promise.all(
    missing.map(async ([address, key]) => {
      const response = await fetch(address, { cache: key === address ? 'default' : 'reload', credentials: 'same-origin' });
      if (!response.ok || response.redirected) throw new Error(`${address}: ${response.status}`);
      return [key, response] as const;
    }),
  );
  await Promise.all(fetched.map(([key, response]) => cache.put(key, response)));
}

/** Whether this device has the phone app (this version's cache or workbox's before it): an update then caches its files at install. */
export async function phoneAppKept(): Promise<boolean> {
  return (await caches.keys()).some((name) => name === CACHE || name.startsWith(OLD_PRECACHE));
}

/** Drops what an earlier build cached and this one no longer lists, and workbox's cache from before. */
export async function removeOutdated(keys: Map<string, string>): Promise<void> {
  const current = new Set(keys.values());
  for (const name of await caches.keys()) if (name.startsWith(OLD_PRECACHE)) await caches.delete(name);
  if (!(await caches.has(CACHE))) return;
  const cache = await caches.open(CACHE);
  for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request);
}

/** Whether the file is in the phone app's cache. */
export async function isCached(key: string): Promise<boolean> {
  return Boolean(await caches.match(key, { cacheName: CACHE }));
}

/** The cached copy of a file (none: not looked for), else the navigation preload's response, else the network's. */
export async function fromCacheOrNetwork(request: Request, key?: string, preloaded?: Promise<Response | undefined>): Promise<Response> {
  const cached = key ? await caches.match(key, { cacheName: CACHE }) : undefined;
  return cached ?? (await preloaded) ?? fetch(request);
}
