import session from 'express-session';
import { describe, expect, it } from 'vitest';
import type { PgListener } from '../../src/database/pg-listener.js';
import { cacheSessions, SESSION_CHANGED } from '../../src/http/session-cache.js';

/** A LISTEN connection seen from inside: notifications are delivered by hand, and it can go down. */
function handListener() {
  const channels = new Map<string, (payload: string) => void>();
  const stateListeners: ((listening: boolean) => void)[] = [];
  let listening = true;
  const listener: PgListener = {
    listen: async (channel, onNotify) => void channels.set(channel, onNotify),
    get listening() {
      return listening;
    },
    onState: (callback) => stateListeners.push(callback),
    caughtUp: async () => {},
    close: async () => {},
  };
  return {
    listener,
    notify: (channel: string, payload: string) => channels.get(channel)?.(payload),
    set(value: boolean) {
      listening = value;
      for (const callback of stateListeners) callback(value);
    },
  };
}

const read = (store: session.Store, sid: string) =>
  new Promise<session.SessionData | null | undefined>((resolve, reject) => store.get(sid, (error, sess) => (error ? reject(error) : resolve(sess))));
/** Writes behind the cache's back, as another process writes the session row. */
const writeElsewhere = (store: session.MemoryStore, sid: string, userId: number | null) => {
  const sessions = (store as unknown as { sessions: Record<string, string> }).sessions;
  if (userId === null) delete sessions[sid];
  else sessions[sid] = JSON.stringify({ cookie: { expires: new Date(Date.now() + 3_600_000) }, userId });
};

describe('cacheSessions', () => {
  it('serves a session from memory until its row changes (NOTIFY) or the LISTEN connection is lost', async () => {
    const store = new session.MemoryStore();
    const hand = handListener();
    await cacheSessions(store, hand.listener, 30_000);
    writeElsewhere(store, 'a', 1);
    expect((await read(store, 'a'))?.userId).toBe(1);
    writeElsewhere(store, 'a', 2);
    // Unannounced change: the cached copy is still served (so the cache is real).
    expect((await read(store, 'a'))?.userId).toBe(1);
    hand.notify(SESSION_CHANGED, 'a');
    expect((await read(store, 'a'))?.userId).toBe(2);
    // Logout elsewhere while the LISTEN connection is down: nothing cached is trusted.
    hand.set(false);
    writeElsewhere(store, 'a', null);
    expect(await read(store, 'a')).toBeUndefined();
    writeElsewhere(store, 'a', 3);
    expect((await read(store, 'a'))?.userId).toBe(3);
    hand.set(true);
    writeElsewhere(store, 'a', 4);
    expect((await read(store, 'a'))?.userId).toBe(4);
  });

  it('hands each request its own copy, and drops an entry at once when this process destroys the session', async () => {
    const store = new session.MemoryStore();
    const hand = handListener();
    await cacheSessions(store, hand.listener, 30_000);
    writeElsewhere(store, 'b', 5);
    const first = await read(store, 'b');
    (first as { userId: number }).userId = 99;
    expect((await read(store, 'b'))?.userId).toBe(5);
    await new Promise<void>((resolve) => store.destroy('b', () => resolve()));
    expect(await read(store, 'b')).toBeUndefined();
  });
});
