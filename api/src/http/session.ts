import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type pg from 'pg';
import type { Config } from '../config.js';
import { databaseFailed, isConnectionFailure } from '../database/outage.js';
import type { PgListener } from '../database/pg-listener.js';
import { Forbidden } from '../errors.js';
import { cacheSessions } from './session-cache.js';

declare module 'express-session' {
  interface SessionData {
    userId: number;
    /** Epoch ms of the sign-in: a person over their company's session limit loses their oldest sessions first. */
    signedInAt: number;
  }
}

export const SESSION_COOKIE = 'fsm.sid';
export const INSECURE_SIGN_IN =
  'Signing in needs HTTPS: the session cookie is only sent over a secure connection. Behind a proxy that ends TLS, set TRUST_PROXY so the server sees the request as secure.';
/** Until sign-in sets the user's own idle timeout (company settings). */
const TWELVE_HOURS = 12 * 60 * 60 * 1000;
/** A sliding session's stored expiry moves forward at most this often per process (not a write on every request). */
const TOUCH_EVERY_MS = 60 * 1000;
const MAX_TRACKED_TOUCHES = 10_000;

/** connect-pg-simple's look-up, sent on every signed-in request: the pool prepares it (database/prepared-statements.ts). */
export const SESSION_STATEMENTS: ReadonlySet<string> = new Set(['SELECT sess FROM "session" WHERE sid = $1 AND expire >= to_timestamp($2)']);

const COOKIE_OPTIONS = { path: '/', httpOnly: true, sameSite: 'lax' } as const;

export interface SessionMiddleware {
  handler: RequestHandler;
  /** Called with the id of each session this process destroys (a logout), after the store removed it. */
  onEnded(listener: (sessionId: string) => void): void;
  close(): void;
}

/** Sessions live in PostgreSQL so API processes stay stateless. */
export async function createSessionMiddleware(pool: pg.Pool, config: Config, listener: PgListener): Promise<SessionMiddleware> {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: 'session',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
    // The outage is logged once, not once per request that needed its session.
    errorLog: (...args: unknown[]) =>
      args.some(isConnectionFailure) ? databaseFailed('session store', args.find(isConnectionFailure)) : console.error('[sessions]', ...args),
  });
  await cacheSessions(store, listener, config.viewerCacheSeconds * 1000);
  throttleTouches(store);
  const endedListeners = reportDestroyed(store);
  const handler = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { ...COOKIE_OPTIONS, secure: config.isProduction, maxAge: TWELVE_HOURS },
  });
  return { handler: afterNotifications(handler, listener, config), onEnded: (listener) => endedListeners.push(listener), close: () => store.close() };
}

/**
 * The session and viewer caches trust what NOTIFY told this process. A logout or deactivation
 * committed elsewhere just before this request may not have reached it yet, so a request with a
 * session cookie first waits for the LISTEN connection to catch up: one shared round trip, and
 * such a change then counts from the very next request, in every process.
 */
function afterNotifications(handler: RequestHandler, listener: PgListener, config: Config): RequestHandler {
  if (config.viewerCacheSeconds === 0) return handler;
  return (req, res, next) => {
    if (!req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return handler(req, res, next);
    listener
      .caughtUp()
      .then(() => handler(req, res, next))
      .catch(next);
  };
}

/**
 * `rolling` re-sends the cookie on every response and express-session then touches the store:
 * an UPDATE (and a commit) per request, all on one row for a user's tabs and devices. The
 * stored expiry only needs to follow the cookie's idle timeout to the minute, so each process
 * writes it at most once a minute per session; the cookie itself still rolls on every response.
 */
function throttleTouches(store: session.Store): void {
  const touch = store.touch?.bind(store);
  if (!touch) return;
  const lastTouch = new Map<string, number>();
  store.touch = (sid, sess, callback) => {
    const now = Date.now();
    const last = lastTouch.get(sid);
    if (last !== undefined && now - last < TOUCH_EVERY_MS) return callback?.();
    if (lastTouch.size >= MAX_TRACKED_TOUCHES) lastTouch.clear();
    lastTouch.set(sid, now);
    touch(sid, sess, callback);
  };
}

function reportDestroyed(store: session.Store): ((sessionId: string) => void)[] {
  const listeners: ((sessionId: string) => void)[] = [];
  const destroy = store.destroy.bind(store);
  store.destroy = (sid, callback) =>
    destroy(sid, (error) => {
      if (!error) for (const listener of listeners) listener(sid);
      callback?.(error);
    });
  return listeners;
}

/** Session operations the auth resolvers and routes need, without knowing about express. */
export interface SessionControl {
  userId(): number | undefined;
  /** The id of the session this request carries (after signIn, the new one). */
  sessionId(): string;
  /**
   * Issues a fresh session id (no fixation) bound to the user. The session ends after
   * `idleMinutes` without a request: the cookie's Max-Age and the stored expiry both roll
   * forward on use, and the store refuses a row past its expiry.
   */
  signIn(userId: number, idleMinutes: number): Promise<void>;
  signOut(): Promise<void>;
}

export function sessionControl(req: Request): SessionControl {
  return {
    userId: () => req.session?.userId,
    sessionId: () => req.sessionID,
    signIn: (userId, idleMinutes) =>
      new Promise((resolve, reject) => {
        // express-session silently drops a secure cookie on a plain-HTTP request: say so rather than answer 200 signed out.
        if (req.session.cookie.secure && !req.secure) return reject(new Forbidden(INSECURE_SIGN_IN));
        req.session.regenerate((error) => {
          if (error) return reject(error);
          req.session.userId = userId;
          req.session.signedInAt = Date.now();
          req.session.cookie.maxAge = idleMinutes * 60 * 1000;
          req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
        });
      }),
    signOut: () =>
      new Promise((resolve, reject) =>
        req.session.destroy((error) => {
          if (error) return reject(error);
          // The browser forgets the cookie too, not only the server its session.
          req.res?.clearCookie(SESSION_COOKIE, { ...COOKIE_OPTIONS, secure: req.secure });
          resolve();
        }),
      ),
  };
}
