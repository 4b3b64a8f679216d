/**
 * The installed phone app's files (SPEC 1: it opens and records offline), kept in one cache once
 * the phone app asks for them, never at install on its own: every page registers the service
 * worker, and a first visit to the sign-in page or the dashboard must not download the phone app.
 * The build writes their list to a file of its own (phone-precache-plugin.ts); the worker knows its address.
 */

/** One file of the list; a name without a hash has a revision, which changes with its content. */
interface PhoneFile {
  url: string;
  revision: string | null;
}

const CACHE = 'phone-app';
/** What workbox's generated worker cached before this one (the whole list, at install). */
const OLD_PRECACHE = 'workbox-precache';

/** Caches every file of the list, then the list itself: a kept list means all its files are kept. */
export async function cachePhoneFiles(list: string): Promise<void> {
  const cache = await caches.open(CACHE);
  if (await cache.match(list)) return;
  const files: PhoneFile[] = await (await fetch(list)).json();
  const missing: Request[] = [];
  for (const { url, revision } of files) {
    // A hashed file never changes: kept from an earlier list, or taken from the HTTP cache (the page has just loaded it).
    if (revision || !(await cache.match(url))) missing.push(new Request(url, { cache: revision ? 'reload' : 'default' }));
  }
  // All or nothing: addAll stores none if any file fails.
  await cache.addAll(missing);
  await cache.add(list);
}

/** Whether this device has the phone app (this cache, or workbox's before it): an update then caches its files at install. */
export async function phoneAppKept(): Promise<boolean> {
  return (await caches.keys()).some((name) => name === CACHE || name.startsWith(OLD_PRECACHE));
}

/** Drops workbox's cache from before, and every file the kept list no longer names. */
export async function removeOutdated(list: string): Promise<void> {
  for (const name of await caches.keys()) if (name.startsWith(OLD_PRECACHE)) await caches.delete(name);
  const listed = await caches.match(list, { cacheName: CACHE });
  if (!listed) return;
  const files: PhoneFile[] = await listed.json();
  const current = new Set([list, ...files.map(({ url }) => new Request(url).url)]);
  const cache = await caches.open(CACHE);
  for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request);
}

/** Whether the file is in the phone app's cache. */
export async function isCached(address: string): Promise<boolean> {
  return Boolean(await caches.match(address, { cacheName: CACHE }));
}

/** The cached copy of a file (none: not looked for), else the navigation preload's response, else the network's. */
export async function fromCacheOrNetwork(request: Request, address?: string, preloaded?: Promise<Response | undefined>): Promise<Response> {
  const cached = address ? await caches.match(address, { cacheName: CACHE }) : undefined;
  return cached ?? (await preloaded) ?? fetch(request);
}
