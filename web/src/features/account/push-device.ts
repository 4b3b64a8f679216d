/** This browser's push subscription: whether it can have one, and subscribing with the server's VAPID key. */

/** on: subscribed; off: can be; blocked: the person refused notifications for this site; unsupported: no push in this browser. */
export type PushState = 'on' | 'off' | 'blocked' | 'unsupported';

export const pushSupported = (): boolean => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * Every page registers the service worker once loaded (app/service-worker.ts); before that it may
 * not exist yet, so asking for the state looks it up (none: no subscription) and subscribing
 * registers it first (the same /sw.js, which shows the alerts).
 */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** Subscribes this browser with the server's public key; the keys the server encrypts for, as it stores them. */
export async function subscribe(vapidPublicKey: string): Promise<{ endpoint: string; p256dh: string; auth: string }> {
  if (!(await navigator.serviceWorker.getRegistration('/'))) await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(vapidPublicKey) });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave no push keys');
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}

/** A name for the device in the person's list: the browser and system the user agent names. */
export function deviceLabel(userAgent: string): string {
  const browser = ['Edg', 'Firefox', 'Chrome', 'Safari'].find((name) => userAgent.includes(`${name}/`)) ?? 'Browser';
  const system = ['Android', 'iPhone', 'iPad', 'Windows', 'Mac OS', 'Linux'].find((name) => userAgent.includes(name)) ?? 'unknown system';
  return `${browser === 'Edg' ? 'Edge' : browser} on ${system}`;
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(
    text
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(text.length / 4) * 4, '='),
  );
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
