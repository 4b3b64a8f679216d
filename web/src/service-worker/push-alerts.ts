/**
 * Web push alerts (issue 34), shown with Acknowledge and Open.
 * The payload, decrypted by the browser: { title, body, actionUrl, acknowledgeUrl }.
 */
interface PushAlert {
  title: string;
  body: string;
  actionUrl: string;
  acknowledgeUrl: string | null;
}

/** The notification's buttons, which TypeScript's DOM typings do not list. */
type WithButtons = NotificationOptions & { actions: { action: string; title: string }[] };

declare const self: ServiceWorkerGlobalScope;

export function showPushAlerts(): void {
  self.addEventListener('push', (event) => {
    const alert: PushAlert = event.data ? event.data.json() : { title: 'Food Safety Management', body: '', actionUrl: '/actions', acknowledgeUrl: null };
    const options: WithButtons = {
      body: alert.body,
      icon: '/icons/icon-192.png',
      // One notification per action: a later word about it replaces the earlier one.
      tag: alert.actionUrl,
      requireInteraction: true,
      data: alert,
      actions: [...(alert.acknowledgeUrl ? [{ action: 'acknowledge', title: 'Acknowledge' }] : []), { action: 'open', title: 'Open' }],
    };
    event.waitUntil(self.registration.showNotification(alert.title, options));
  });

  self.addEventListener('notificationclick', (event) => {
    const alert: Partial<PushAlert> = event.notification.data ?? {};
    event.notification.close();
    if (event.action === 'acknowledge' && alert.acknowledgeUrl) {
      event.waitUntil(acknowledge(alert.acknowledgeUrl, alert));
      return;
    }
    event.waitUntil(openAction(alert.actionUrl || '/actions'));
  });
}

/** POSTs the signed link on this origin (the same-origin rule lets it through); a refused link opens the action instead. */
async function acknowledge(acknowledgeUrl: string, alert: Partial<PushAlert>): Promise<unknown> {
  const response = await fetch(new URL(acknowledgeUrl).pathname, { method: 'POST', credentials: 'omit' }).catch(() => null);
  if (!response?.ok) return openAction(alert.actionUrl || '/actions');
  return self.registration.showNotification('Acknowledged', { body: alert.title, tag: alert.actionUrl, icon: '/icons/icon-192.png' });
}

/** Focuses an open window of the app on the action, or opens one. */
async function openAction(url: string): Promise<unknown> {
  const path = new URL(url, self.location.origin);
  const target = `${path.pathname}${path.search}`;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    await open.focus();
    return open.navigate(target);
  }
  return self.clients.openWindow(target);
}
