/**
 * SPEC 1's service worker, /sw.js: every page registers it once loaded (app/service-worker.ts).
 * It caches nothing at install: the phone app asks it to keep the phone's files (CACHE_PHONE_APP),
 * and from then on that device's app opens from the cache, online or not. Data always comes from
 * the network; readings taken offline wait in the app's own outbox. A new version takes over at
 * once (skipWaiting, clients.claim), having cached the new files first on a device with the phone app.
 * Built by vite-plugin-pwa's injectManifest, which puts the phone's file list in place of self.__WB_MANIFEST.
 */
import { CACHE_PHONE_APP, type PhoneAppCached } from './messages';
import { cachePhoneFiles, fromCacheOrNetwork, isCached, type PhoneFile, phoneAppKept, phoneFiles, removeOutdated } from './phone-files';
import { showPushAlerts } from './push-alerts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PhoneFile[] };

const keys = phoneFiles(self.__WB_MANIFEST);
const shell = keys.get(new URL('index.html', self.registration.scope).href) ?? '';
/** Navigations the app's router does not answer. */
const notTheApp = /^\/(api|graphql)(\/|$)/;

/**
 * Whether this device keeps the phone app: unknown (undefined) from the worker's start until its
 * cache has been looked at, and meanwhile the app's files are looked for in it. A device without
 * them (a desktop) then passes every request to the network, and asks the network for each page
 * while the worker starts (navigation preload), so a navigation that wakes the worker waits for nothing.
 */
let phoneApp: boolean | undefined;
let looking = Promise.resolve();

function lookAtCache(): Promise<void> {
  looking = looking.then(async () => {
    phoneApp = await isCached(shell);
    const preload = self.registration.navigationPreload;
    // Refused while no version is active yet (the very first install): activation looks again.
    await (phoneApp ? preload.disable() : preload.enable()).catch(() => undefined);
  });
  return looking;
}
void lookAtCache();

showPushAlerts();

self.addEventListener('install', (event) => {
  void self.skipWaiting();
  event.waitUntil(phoneAppKept().then((kept) => (kept ? cachePhoneFiles(keys) : undefined)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([self.clients.claim(), removeOutdated(keys).then(lookAtCache)]));
});

self.addEventListener('message', (event) => {
  if (event.data?.type !== CACHE_PHONE_APP) return;
  const reply = cachePhoneFiles(keys)
    .then(lookAtCache)
    .then(
      (): PhoneAppCached => ({ cached: true }),
      (error): PhoneAppCached => ({ cached: false, error: String(error) }),
    );
  event.waitUntil(reply.then((cached) => event.ports[0]?.postMessage(cached)));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    // Every page of the app is the same index.html (the router picks the screen); /api and /graphql are not pages.
    const page = phoneApp !== false && !notTheApp.test(url.pathname);
    event.respondWith(fromCacheOrNetwork(request, page ? shell : undefined, event.preloadResponse));
    return;
  }
  const key = keys.get(`${url.origin}${url.pathname}`);
  if (key && phoneApp !== false) event.respondWith(fromCacheOrNetwork(request, key));
});
