import type session from 'express-session';
import type { PgListener } from '../database/pg-listener.js';

/** Sent by the session table's trigger (Migration20261125110000_viewer_notify) with the changed row's sid. */
export const SESSION_CHANGED = 'fsm_session_changed';
const MAX_ENTRIES = 10_000;
const localFlushes = new Set<() => void>();

/**
 * This process ended sessions with SQL (deactivation, password reset): its caches drop every
 * entry now, so the very next request here is refused even before the NOTIFY comes back.
 */
export function sessionsEndedHere(): void {
  for (const flush of localFlushes) flush();
}

interface Entry {
  /** The stored session as JSON: express-session changes the object it is handed, so each request gets its own copy. */
  json: string;
  until: number;
}

/**
 * Keeps what the store answered for each session for up to `ttlMs`, so a signed-in request does
 * not read its session row every time. A logout, an administrator ending sessions or a stored
 * expiry moving forward changes or deletes the row, whose trigger NOTIFYs every process at
 * commit: the entry goes. An entry never outlives the cookie expiry it holds (which is never
 * later than the row's). Trusted only while the LISTEN connection is up; emptied when it drops
 * or comes back, as notifications in between are lost.
 */
export async function cacheSessions(store: session.Store, listener: PgListener, ttlMs: number): Promise<void> {
  if (ttlMs === 0) return;
  const entries = new Map<string, Entry>();
  let generation = 0;
  await listener.listen(SESSION_CHANGED, (sid) => {
    generation++;
    entries.delete(sid);
  });
  const flush = () => {
    generation++;
    entries.clear();
  };
  listener.onState(flush);
  localFlushes.add(flush);
  const get = store.get.bind(store);
  store.get = (sid, callback) => {
    const now = Date.now();
    const hit = listener.listening ? entries.get(sid) : undefined;
    if (hit && hit.until > now) return callback(null, JSON.parse(hit.json));
    const started = generation;
    get(sid, (error, sess) => {
      // A load that raced a change is not kept: it may have read the old row.
      if (!error && sess && started === generation && listener.listening) {
        const expires = sess.cookie?.expires ? new Date(sess.cookie.expires).getTime() : Number.POSITIVE_INFINITY;
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(sid, { json: JSON.stringify(sess), until: Math.min(now + ttlMs, expires) });
      }
      callback(error, sess);
    });
  };
  // This process's own writes notify too, but dropping the entry now spares the wait. (A touch only moves the row's expiry, not what is cached.)
  for (const method of ['set', 'destroy'] as const) {
    const original = store[method]?.bind(store) as ((sid: string, ...rest: never[]) => void) | undefined;
    if (!original) continue;
    (store as unknown as Record<string, unknown>)[method] = (sid: string, ...rest: never[]) => {
      generation++;
      entries.delete(sid);
      original(sid, ...rest);
    };
  }
}
