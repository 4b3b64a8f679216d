import { CloseCode } from 'graphql-ws';
import type pg from 'pg';
import type WebSocket from 'ws';
import { databaseFailed, isConnectionFailure } from '../database/outage.js';
import { loadViewer } from '../modules/auth/viewer.js';
import type { Orm } from './orm.js';

interface Tracked {
  sessionId: string;
  userId: number;
}

/**
 * A subscription socket is authorised once, when it opens; this keeps it tied to its session.
 * Every `checkSeconds` each open socket's session is looked up: a deactivated person's sockets
 * close with 4403, those of a session that ended (logout on any process, idle expiry, ended by
 * an administrator) with 4401. A logout on this process closes its sockets at once.
 */
export function subscriptionSessions(orm: Orm, pool: pg.Pool, checkSeconds: number) {
  const open = new Map<WebSocket, Tracked>();
  let checking = false;

  const check = async () => {
    if (checking || open.size === 0) return;
    checking = true;
    try {
      const sockets = [...open];
      const { rows } = await pool.query<{ sid: string }>('select sid from session where sid = any($1) and expire > now()', [
        sockets.map(([, t]) => t.sessionId),
      ]);
      const liveSessions = new Set(rows.map((row) => row.sid));
      const activeUsers = new Set<number>();
      for (const userId of new Set(sockets.map(([, t]) => t.userId))) if (await loadViewer(orm.em.fork(), userId)) activeUsers.add(userId);
      for (const [socket, { sessionId, userId }] of sockets) {
        if (!activeUsers.has(userId)) socket.close(CloseCode.Forbidden, 'Forbidden');
        else if (!liveSessions.has(sessionId)) socket.close(CloseCode.Unauthorized, 'Session ended');
      }
    } catch (error) {
      // During an outage nothing can be checked; sockets stay until the database answers again.
      if (isConnectionFailure(error)) databaseFailed('subscription session check', error);
      else console.error('[subscriptions] session check failed', error);
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void check(), checkSeconds * 1000);
  timer.unref();

  return {
    track(socket: WebSocket, sessionId: string, userId: number): void {
      open.set(socket, { sessionId, userId });
      socket.once('close', () => open.delete(socket));
    },
    /** The session was destroyed here (logout): its sockets close now, not at the next check. */
    ended(sessionId: string): void {
      for (const [socket, tracked] of open) if (tracked.sessionId === sessionId) socket.close(CloseCode.Unauthorized, 'Signed out');
    },
    stop: () => clearInterval(timer),
  };
}

export type SubscriptionSessions = ReturnType<typeof subscriptionSessions>;
