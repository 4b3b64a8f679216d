import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { HttpTimeouts } from '../config.js';

/**
 * Applies the connection limits. The socket idle timeout is what closes a connection that never
 * sends a byte: Node's headers timeout only starts counting once a request has begun. WebSocket
 * upgrades are exempt (ws clears the socket timeout on upgrade; graphql-ws keeps them alive).
 */
export function applyHttpTimeouts(server: Server, timeouts: HttpTimeouts): void {
  // A request still being answered (a slow report, a loaded database) is not idle: only a socket with none open is closed.
  const inFlight = new WeakMap<Socket, number>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    inFlight.set(req.socket, (inFlight.get(req.socket) ?? 0) + 1);
    res.once('close', () => inFlight.set(req.socket, (inFlight.get(req.socket) ?? 1) - 1));
  });
  server.setTimeout(timeouts.idleMs, (socket: Socket) => {
    if (!inFlight.get(socket)) socket.destroy();
  });
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = Math.max(timeouts.requestMs, timeouts.headersMs);
  server.keepAliveTimeout = timeouts.keepAliveMs;
}

/** How often Node checks headers and request timeouts; it must be finer than the shortest one. */
export const connectionsCheckingInterval = (timeouts: HttpTimeouts): number => Math.max(100, Math.min(30_000, Math.floor(timeouts.headersMs / 4)));
