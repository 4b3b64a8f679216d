// Web push alerts (issue 34), imported into the generated service worker (vite.config.ts importScripts).
// The payload, decrypted by the browser: { title, body, actionUrl, acknowledgeUrl }.

self.addEventListener('push', (event) => {
  const alert = event.data ? event.data.json() : { title: 'Food Safety Management', body: '', actionUrl: '/actions', acknowledgeUrl: null };
  const actions = [...(alert.acknowledgeUrl ? [{ action: 'acknowledge', title: 'Acknowledge' }] : []), { action: 'open', title: 'Open' }];
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      icon: '/icons/icon-192.png',
      // One notification per action: a later word about it replaces the earlier one.
      tag: alert.actionUrl,
      requireInteraction: true,
      data: alert,
      actions,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  const alert = event.notification.data || {};
  event.notification.close();
  if (event.action === 'acknowledge' && alert.acknowledgeUrl) {
    event.waitUntil(acknowledge(alert));
    return;
  }
  event.waitUntil(openAction(alert.actionUrl || '/actions'));
});

/** POSTs the signed link on this origin (the same-origin rule lets it through); a refused link opens the action instead. */
async function acknowledge(alert) {
  const response = await fetch(new URL(alert.acknowledgeUrl).pathname, { method: 'POST', credentials: 'omit' }).catch(() => null);
  if (!response?.ok) return openAction(alert.actionUrl || '/actions');
  return self.registration.showNotification('Acknowledged', { body: alert.title, tag: alert.actionUrl, icon: '/icons/icon-192.png' });
}

/** Focuses an open window of the app on the action, or opens one. */
async function openAction(url) {
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
