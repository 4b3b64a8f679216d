/** What the phone app posts to the service worker to have its files kept for offline starts (app/service-worker.ts). */
export const CACHE_PHONE_APP = 'cache-phone-app';

/** The service worker's answer on the message's port, once the files are cached (or could not be). */
export type PhoneAppCached = { cached: true } | { cached: false; error: string };

/**
 * In a page: waits until the service worker controls it, asks it to keep the phone's files and
 * resolves with its answer. The browser journeys and the bench wait for the cache so (the app
 * itself does not wait). Self-contained, as Playwright sends it to the page as text: pass CACHE_PHONE_APP.
 */
export async function keepPhoneFilesAnswered(type: string): Promise<PhoneAppCached> {
  const registration = await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller)
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  const channel = new MessageChannel();
  const answered = new Promise<PhoneAppCached>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<PhoneAppCached>) => resolve(event.data);
  });
  registration.active?.postMessage({ type }, [channel.port2]);
  return answered;
}
