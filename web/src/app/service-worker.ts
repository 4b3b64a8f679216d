/**
 * SPEC 1: the service worker from /sw.js, registered once the page has loaded; it updates itself
 * (autoUpdate). The phone app registers it as it opens (router.tsx): it is what the installed app
 * needs to start offline, and it precaches only the phone's files (phone-precache-plugin.ts). The
 * sign-in page and the desktop screens do not, so their first visit does not download the phone
 * app as well. workbox-window comes with it, in the same on-demand chunk.
 */
let registered = false;

export function registerServiceWorker(): void {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  void import('virtual:pwa-register').then(({ registerSW }) => registerSW());
}
