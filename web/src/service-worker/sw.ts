/**
 * SPEC 1's service worker, /sw.js: every page registers it once loaded (app/service-worker.ts).
 * It caches nothing at install: the phone app asks it to keep the phone's files (CACHE_PHONE_APP),
 * and from then on that device's app opens from the cache, online or not. Data always comes from
 * the network; readings taken offline wait in the app's own outbox. A new version takes over at
 * once (skipWaiting, clients.claim), having cached the new files first on a device with the phone app.
 * Built by vite-plugin-pwa's injectManifest: self.__WB_MANIFEST becomes the address of the phone's
 * file list (phone-precache-plugin.ts), which changes with the list, and the web app manifest's
 * revision (the plugin adds it): either change makes a new worker.
 */
import { CACHE_PHONE_APP, type PhoneAppCached } from './messages';
import { cachePhoneFiles, fromCacheOrNetwork, isCached, phoneAppKept, removeOutdated } from './phone-files';
import { showPushAlerts } from './push-alerts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string }[] };

// Addresses relative to this script, /sw.js: the app's root.
const list = new Request(self.__WB_MANIFEST.find(({ url }) => url.includes('phone-files-'))!.url).url;
const shell = new Request('index.html').url;
/** Navigations the app's router does not answer. */
const notTheApp = /^\/(api|graphql)(\/|$)/;
/** Where the phone's files are: the built scripts and styles, the icons, the web app manifest. */
const appFile = /^\/(assets\/|icons\/|manifest\.webmanifest$)/;

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
    phoneApp = await isCached(list);
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
  event.waitUntil(phoneAppKept().then((kept) => (kept ? cachePhoneFiles(list) : undefined)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([self.clients.claim(), removeOutdated(list).then(lookAtCache)]));
});

self.addEventListener('message', (event) => {
  if (event.data?.type !== CACHE_PHONE_APP) return;
  const reply = cachePhoneFiles(list)
    .then(lookAtCache)
    .then(
      (): PhoneAppCached => ({ cached: true }),
      (error): PhoneAppCached => ({ cached: false, error: String(error) }),
    );
  event.waitUntil(reply.then((cached) => event.ports[0]?.postMessage(cached)));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Every page of the app is the same index.html (the router picks the screen); /api and /graphql are not pages.
    const page = phoneApp !== false && !notTheApp.test(url.pathname);
    event.respondWith(fromCacheOrNetwork(request, page ? shell : undefined, event.preloadResponse));
  } else if (phoneApp !== false && appFile.test(url.pathname)) event.respondWith(fromCacheOrNetwork(request, `${url.origin}${url.pathname}`));
});
