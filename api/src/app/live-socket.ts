import type { IncomingMessage } from 'node:http';
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from 'graphql-ws';
import type WebSocket from 'ws';
import type { WebSocketServer } from 'ws';
import { isShared, serializedOnce } from '../graphql/shared-results.js';

/** What a socket may hold unsent before its client counts as too slow to keep: it is dropped, not buffered without bound. */
export const MAX_SOCKET_BUFFER_BYTES = 1024 * 1024;
const KEEP_ALIVE_MS = 12_000;

export interface SocketExtra {
  readonly socket: WebSocket;
  readonly request: IncomingMessage;
}

/**
 * graphql-ws on a ws server (graphql-ws/use/ws, adapted). Differences: a send never waits for
 * the client to read (one slow reader must not hold up the event loop's fan-out, nor queue
 * events for it without bound); a socket over MAX_SOCKET_BUFFER_BYTES is terminated; a shared
 * result's JSON is spliced into each message instead of serialized per subscriber.
 */
export function serveGraphqlWs<E extends Record<PropertyKey, unknown>>(
  options: ServerOptions<Record<string, unknown>, SocketExtra & Partial<E>>,
  ws: WebSocketServer,
) {
  ws.options.handleProtocols = handleProtocols;
  let sharedJson: string | undefined;
  const server = makeServer({
    ...options,
    // Runs synchronously inside stringifyMessage, right before that message's send below.
    jsonMessageReplacer: (key, value) => {
      if (key !== 'payload' || !isShared(value)) return value;
      sharedJson = serializedOnce(value);
      return SHARED_MARK;
    },
  });
  ws.on('connection', (socket, request) => {
    socket.once('error', () => socket.terminate());
    const keepAlive = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      const pongWait = setTimeout(() => socket.terminate(), KEEP_ALIVE_MS);
      socket.once('pong', () => clearTimeout(pongWait));
      socket.ping();
    }, KEEP_ALIVE_MS);
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) => {
          const message = sharedJson === undefined ? data : data.replace(SHARED_MARK_JSON, () => sharedJson!);
          sharedJson = undefined;
          if (socket.readyState !== socket.OPEN) return;
          if (socket.bufferedAmount > MAX_SOCKET_BUFFER_BYTES) return void socket.terminate();
          socket.send(message);
        },
        close: (code, reason) => socket.close(code, reason),
        onMessage: (cb) =>
          socket.on('message', async (event) => {
            try {
              await cb(String(event));
            } catch {
              socket.close(CloseCode.InternalServerError, 'Internal server error');
            }
          }),
      },
      { socket, request } as SocketExtra & Partial<E>,
    );
    socket.once('close', (code, reason) => {
      clearInterval(keepAlive);
      void closed(code, String(reason));
    });
  });
  return {
    dispose: async () => {
      for (const client of ws.clients) client.close(1001, 'Going away');
      ws.removeAllListeners();
      await new Promise<void>((resolve, reject) => ws.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

const SHARED_MARK = '\u0000shared-result\u0000';
const SHARED_MARK_JSON = JSON.stringify(SHARED_MARK);
