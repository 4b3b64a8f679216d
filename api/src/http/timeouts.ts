import type { Server } from 'node:http';
import type { HttpTimeouts } from '../config.js';

/**
 * Applies the connection limits. The socket idle timeout is what closes a connection that never
 * sends a byte: Node's headers timeout only starts counting once a request has begun. WebSocket
 * upgrades are exempt (ws clears the socket timeout on upgrade; graphql-ws keeps them alive).
 */
export function applyHttpTimeouts(server: Server, timeouts: HttpTimeouts): void {
  server.setTimeout(timeouts.idleMs);
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = Math.max(timeouts.requestMs, timeouts.headersMs);
  server.keepAliveTimeout = timeouts.keepAliveMs;
}

/** How often Node checks headers and request timeouts; it must be finer than the shortest one. */
export const connectionsCheckingInterval = (timeouts: HttpTimeouts): number => Math.max(100, Math.min(30_000, Math.floor(timeouts.headersMs / 4)));
