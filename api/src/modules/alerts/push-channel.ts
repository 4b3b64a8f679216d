import type { EntityManager } from '@mikro-orm/postgresql';
import webPush from 'web-push';
import type { VapidKeys } from '../../config.js';
import type { AlertChannel, AlertMessage } from './alert-channel.js';
import { forgetPushDevice, type PushDevice, pushDeviceReached, pushDevicesOf } from './push-subscriptions.js';
import { alertFacts } from './sms-channel.js';

declare module '../../services.js' {
  interface AppServices {
    /** The server's VAPID keys: web push is always available (the keys are configured or generated). */
    vapid: VapidKeys;
  }
}

/** What the service worker shows: the alert's title and facts, and where Open and Acknowledge go. */
export interface PushPayload {
  title: string;
  body: string;
  actionUrl: string;
  acknowledgeUrl: string | null;
}

/** How long a push service keeps an alert for a device that is off (a day: an older alert is stale). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;
/** The push service's word that a subscription is gone for good. */
const GONE = new Set([404, 410]);

/**
 * Web push to every device the recipient turned alerts on for, the payload encrypted by web-push
 * (RFC 8291) and signed with the server's VAPID key. A device the push service calls gone is
 * forgotten; the message counts as sent when any device got it, else it fails and is retried.
 */
export function pushChannel(em: EntityManager, vapid: VapidKeys): AlertChannel {
  return {
    name: 'push',
    send: async (message) => {
      if (message.recipientId === null) throw new Error('A push goes to a person');
      const devices = await pushDevicesOf(em, message.companyId, message.recipientId);
      if (devices.length === 0) throw new Error('The recipient has no device with alerts turned on');
      const payload = JSON.stringify(pushPayload(message));
      const failures = (await Promise.all(devices.map((device) => pushTo(em, vapid, device, payload)))).filter((failure) => failure !== null);
      if (failures.length === devices.length) throw new Error(failures.join('; '));
    },
  };
}

/** Room for a dozen units' facts, well inside a push service's payload limit once encrypted. */
const PUSH_BODY_CHARACTERS = 1500;

export const pushPayload = ({ subject, body, actionUrl, acknowledgeUrl }: AlertMessage): PushPayload => ({
  title: subject,
  // A grouped alert lists many units; push services refuse payloads past about 4 KB.
  body: alertFacts(body).join('\n').slice(0, PUSH_BODY_CHARACTERS),
  actionUrl,
  acknowledgeUrl,
});

/** One device: null when delivered, else why not (a gone device is forgotten on the way). */
async function pushTo(em: EntityManager, vapid: VapidKeys, device: PushDevice, payload: string): Promise<string | null> {
  const host = new URL(device.endpoint).host;
  try {
    await webPush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      urgency: 'high',
      timeout: PUSH_TIMEOUT_MS,
    });
    await pushDeviceReached(em, device.endpoint);
    return null;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && GONE.has(status)) await forgetPushDevice(em, device.endpoint);
    return status === undefined ? `${host}: ${error instanceof Error ? error.message : String(error)}` : `${host} answered ${status}`;
  }
}
