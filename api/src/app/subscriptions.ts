import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RequestHandler, Response } from 'express';
import { execute, type GraphQLSchema, getOperationAST, type ValidationRule } from 'graphql';
import { WebSocketServer } from 'ws';
import type { GraphQLContext } from '../graphql/context.js';
import { formatGraphQLError } from '../graphql/errors.js';
import { limitedParse, limitedValidate } from '../graphql/limits.js';
import { isShared, subscribeShared } from '../graphql/shared-results.js';
import { isOwnOrAllowedOrigin } from '../http/same-origin.js';
import { networkAllowed } from '../modules/auth/network-gate.js';
import { passwordChangeRefusal } from '../modules/auth/password-change-gate.js';
import { loadViewer } from '../modules/auth/viewer.js';
import type { AppServices } from '../services.js';
import { type Viewer } from '../viewer.js';
import { serveGraphqlWs } from './live-socket.js';
import type { Orm } from './orm.js';
import type { SubscriptionSessions } from './subscription-sessions.js';

interface Options {
  httpServer: Server;
  schema: GraphQLSchema;
  orm: Orm;
  services: AppServices;
  sessionHandler: RequestHandler;
  validationRules: ValidationRule[];
  allowedOrigins: string[];
  exposeErrorDetails: boolean;
  /** Keeps each open socket tied to its session (app/subscription-sessions.ts). */
  sessionGuard: SubscriptionSessions;
  /** The client's address as express's req.ip gives it (the company's IP restriction applies to sockets too). */
  clientAddress(req: IncomingMessage): string;
}

type SessionRequest = IncomingMessage & { session?: { userId?: number }; sessionID?: string };

/**
 * graphql-ws on /graphql. Browsers send cookies on cross-site WebSocket handshakes, so the
 * Origin must be this app's own (or configured); the session cookie then identifies the user.
 */
export function attachSubscriptions(options: Options): { close(): Promise<void> } {
  const wsServer = new WebSocketServer({ noServer: true });
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/graphql') return socket.destroy();
    if (!originAllowed(req, options.allowedOrigins)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    options.sessionHandler(req as never, {} as Response, () => wsServer.handleUpgrade(req, socket, head, (ws) => wsServer.emit('connection', ws, req)));
  };
  options.httpServer.on('upgrade', onUpgrade);

  const server = serveGraphqlWs<{ request: SessionRequest; viewer?: Viewer }>(
    {
      schema: options.schema,
      parse: limitedParse,
      validate: limitedValidate(options.validationRules),
      // The same error boundary as HTTP: domain codes, no internals.
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatGraphQLError(error.toJSON(), error, options.exposeErrorDetails)),
      execute: (args) => {
        const refusal = passwordChangeRefusal((args.contextValue as GraphQLContext).viewer, getOperationAST(args.document, args.operationName));
        return refusal ? { errors: [refusal] } : execute(args);
      },
      subscribe: subscribeShared,
      // A shared result goes out as the very object every subscriber got, so its JSON is made once.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((error) => formatGraphQLError(error.toJSON(), error, options.exposeErrorDetails)) }
          : isShared(result)
            ? result
            : undefined,
      // Returning false closes the socket with 4403 Forbidden: no anonymous subscribers.
      onConnect: async (ctx) => {
        const userId = ctx.extra.request.session?.userId;
        const viewer = userId ? await loadViewer(options.orm.em.fork(), userId) : undefined;
        if (!viewer || !networkAllowed(viewer, options.clientAddress(ctx.extra.request))) return false;
        ctx.extra.viewer = viewer;
        options.sessionGuard.track(ctx.extra.socket, ctx.extra.request.sessionID!, viewer.userId);
        return true;
      },
      // Each operation re-reads the viewer, so a deactivation or a password change counts from the next one.
      context: async (ctx): Promise<GraphQLContext> => {
        const em = options.orm.em.fork();
        const loaded = ctx.extra.viewer ? await loadViewer(em, ctx.extra.viewer.userId) : undefined;
        // A list saved since the socket opened counts from its next operation: from outside it, it is signed out.
        const viewer = loaded && networkAllowed(loaded, options.clientAddress(ctx.extra.request)) ? loaded : null;
        return {
          em,
          viewer,
          session: { userId: () => ctx.extra.viewer?.userId, sessionId: () => ctx.extra.request.sessionID ?? '', signIn: refuse, signOut: refuse },
          ip: ctx.extra.request.socket.remoteAddress ?? 'unknown',
          services: options.services,
        };
      },
    },
    wsServer,
  );
  return {
    close: async () => {
      options.httpServer.off('upgrade', onUpgrade);
      options.sessionGuard.stop();
      await server.dispose();
      wsServer.close();
    },
  };
}

const refuse = () => Promise.reject(new Error('Sign in and out over HTTP, not the subscription socket'));

function originAllowed(req: IncomingMessage, allowed: string[]): boolean {
  const origin = req.headers.origin;
  // Non-browser clients (integrations, tests) send no Origin and cannot ride a victim's cookies.
  return !origin || isOwnOrAllowedOrigin(origin, req.headers.host, allowed);
}
