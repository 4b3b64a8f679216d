import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, InvalidInput } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { type PushDevice, removePushDevice, savePushDevice } from './push-subscriptions.js';
import type { PushSubscriptionInput } from './push-subscriptions.types.js';

/** An uncompressed P-256 point: 0x04, then x and y of 32 bytes each. */
const P256_POINT_BYTES = 65;
const AUTH_SECRET_BYTES = 16;
const MAX_ENDPOINT_LENGTH = 2000;
const MAX_LABEL_LENGTH = 200;

/** Turns alerts on for the viewer's device; keys that could not encrypt a payload are refused before anything is stored. */
export async function savePushSubscription(em: EntityManager, viewer: Viewer, input: PushSubscriptionInput): Promise<boolean> {
  const companyId = viewersCompany(viewer);
  const label = input.label?.trim().slice(0, MAX_LABEL_LENGTH) || null;
  await savePushDevice(em, companyId, viewer.userId, { ...checkedDevice(input), label });
  return true;
}

/** Turns alerts off for one of the viewer's own devices: true if it was theirs and is gone, false otherwise. */
export async function removePushSubscription(em: EntityManager, viewer: Viewer, endpoint: string): Promise<boolean> {
  return removePushDevice(em, viewersCompany(viewer), viewer.userId, endpoint);
}

const viewersCompany = (viewer: Viewer): number => {
  if (viewer.companyId === null) throw new Forbidden('Alerts go to a company’s people: sign in to a company');
  return viewer.companyId;
};

function checkedDevice({ endpoint, p256dh, auth }: PushSubscriptionInput): PushDevice {
  if (endpoint.length > MAX_ENDPOINT_LENGTH || !URL.canParse(endpoint) || new URL(endpoint).protocol !== 'https:') {
    throw new InvalidInput('The push endpoint must be an https URL');
  }
  const key = base64url(p256dh);
  if (key?.length !== P256_POINT_BYTES || key[0] !== 0x04) throw new InvalidInput('The p256dh key must be an uncompressed P-256 point (65 bytes, base64url)');
  if (base64url(auth)?.length !== AUTH_SECRET_BYTES) throw new InvalidInput('The auth secret must be 16 bytes, base64url');
  return { endpoint, p256dh, auth };
}

/** The bytes of a base64url string (padding allowed), or null if it is not one. */
const base64url = (text: string): Buffer | null => (/^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64url') : null);
