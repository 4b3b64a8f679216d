import { useSyncExternalStore } from 'react';

/** Chrome's install offer (not in the DOM typings): kept so the app can show it on its own button. */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = (next: BeforeInstallPromptEvent | null) => {
  offer = next;
  for (const listener of listeners) listener();
};

/**
 * Listens from the moment the bundle loads: the browser fires the offer once per page load,
 * often before anyone has opened /mobile, and a listener added later would miss it.
 */
function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for the Install App button instead of the browser's own banner.
    event.preventDefault();
    changed(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => changed(null));
}

if (typeof window !== 'undefined') listenForInstallOffer();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The install action while the browser offers one, otherwise null (SPEC 2.20: the button is optional). */
export function useInstallOffer(): (() => Promise<void>) | null {
  const current = useSyncExternalStore(subscribe, () => offer);
  if (!current) return null;
  return async () => {
    await current.prompt();
    // An offer can be used once; the browser sends a new one if the user may still install.
    changed(null);
  };
}
