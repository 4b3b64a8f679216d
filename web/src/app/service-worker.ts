import { CACHE_PHONE_APP } from '../service-worker/messages';

/**
 * SPEC 1: every page registers the service worker from /sw.js once it has loaded, so it never
 * competes with the page's own files. Registering costs a first visit only the small worker script:
 * it caches nothing at install (service-worker/sw.ts). Plain `register`, not workbox-window: its
 * events are not needed here, and it would be one more script.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // Refused where /sw.js is not served (the vite dev server): the app works the same without it.
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

let phoneAsked = false;

/**
 * The phone app, as it opens: asks the service worker to keep the phone's files, so the installed
 * app opens and records offline from then on (a device that has them gets each update's files with
 * the update). When an update takes over this page, the page reloads to run the new version.
 */
export function keepPhoneAppOffline(): void {
  if (phoneAsked || !('serviceWorker' in navigator)) return;
  phoneAsked = true;
  const wasControlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (wasControlled) window.location.reload();
  });
  // The answer (PhoneAppCached, on a port when one is sent) is not awaited: a failed attempt is asked again on the next start.
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: CACHE_PHONE_APP }));
}
