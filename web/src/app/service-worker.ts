import { CACHE_PHONE_APP } from '../service-worker/messages';

/**
 * SPEC 1: every page registers the service worker from /sw.js once it has loaded, so it never
 * competes with the page's own files. Registering costs a first visit only the small worker script:
 * it caches nothing at install (service-worker/sw.ts). Plain `register`, not workbox-window: its
 * events are not needed here, and it would be one more script.
 */
export function registerServiceWorker(): void {
  // The entry runs before the load event. Refused where /sw.js is not served (the vite dev server): the app works the same.
  window.addEventListener('load', () => void navigator.serviceWorker?.register('/sw.js').catch(() => undefined), { once: true });
}

let phoneAsked = false;

/**
 * The phone app, as it opens: asks the service worker to keep the phone's files, so the installed
 * app opens and records offline from then on (a device that has them gets each update's files with
 * the update). A page the worker already controlled reloads when an update takes it over, to run the new version.
 */
export function keepPhoneAppOffline(): void {
  const workers = navigator.serviceWorker;
  if (phoneAsked || !workers) return;
  phoneAsked = true;
  if (workers.controller) workers.addEventListener('controllerchange', () => window.location.reload());
  // The answer (PhoneAppCached, on a port when one is sent) is not awaited: a failed attempt is asked again on the next start.
  void workers.ready.then((registration) => registration.active?.postMessage({ type: CACHE_PHONE_APP }));
}
