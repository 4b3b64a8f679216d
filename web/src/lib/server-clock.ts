import { useSyncExternalStore } from 'react';

/**
 * How far this device's clock is from the server's, learnt from the HTTP Date header of each API
 * answer (app/apollo.ts). Records taken on a phone are dated by its clock, and the server refuses a
 * reading dated more than 5 minutes ahead: a phone whose clock is wrong must be told so.
 */
let offsetMs: number | null = null;
const listeners = new Set<() => void>();

/** Beyond this, the phone says its clock is wrong (Date headers are whole seconds, answers take a moment). */
export const CLOCK_TOLERANCE_MS = 2 * 60_000;

/**
 * Notes the server's time from an answer's Date header, against the device's time halfway through
 * the request. Positive: the device is ahead of the server.
 */
export function noteServerDate(dateHeader: string | null, sentAt: number, receivedAt: number): void {
  const serverTime = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  if (Number.isNaN(serverTime)) return;
  // The header drops the milliseconds: the server's clock read up to a second later than it says.
  const next = Math.round((sentAt + receivedAt) / 2 - (serverTime + 500));
  if (offsetMs !== null && Math.abs(next - offsetMs) < 1000) return;
  offsetMs = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The device's clock minus the server's, in ms (null until an answer said); follows every change. */
export function useClockOffset(): number | null {
  return useSyncExternalStore(subscribe, () => offsetMs);
}

/** fetch, noting the server's time from every answer. */
export const fetchNotingServerTime: typeof fetch = async (input, init) => {
  const sentAt = Date.now();
  const response = await fetch(input, init);
  noteServerDate(response.headers.get('date'), sentAt, Date.now());
  return response;
};
