import { createServer as createHttpServer, type Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Request } from 'express';
import type { Config } from '../config.js';
import { claimFileStorage } from '../database/file-storage-claim.js';
import { startPgListener } from '../database/pg-listener.js';
import { createPgPool } from '../database/pg-pool.js';
import { withStartLock } from '../database/start-lock.js';
import type { GraphQLContext } from '../graphql/context.js';
import { formatGraphQLError } from '../graphql/errors.js';
import { graphqlLimits, MAX_TOKENS } from '../graphql/limits.js';
import { bearerToken } from '../http/bearer.js';
import { graphqlBoundaryErrorHandler, restErrorHandler } from '../http/errors.js';
import { inputGuard } from '../http/input-guard.js';
import { sameOriginWrites } from '../http/same-origin.js';
import { securityHeaders, webAppContentSecurityPolicy } from '../http/security-headers.js';
import { createSessionMiddleware, SESSION_STATEMENTS, sessionControl } from '../http/session.js';
import { webAppRoutes } from '../http/static.js';
import { applyHttpTimeouts, connectionsCheckingInterval } from '../http/timeouts.js';
import { assertGatewayMayCall, gatewayOperationsOnly } from '../modules/api-keys/api-key-gate.js';
import { assertNetworkAllowed } from '../modules/auth/network-gate.js';
import { passwordChangeGatePlugin } from '../modules/auth/password-change-gate.js';
import { viewerCache } from '../modules/auth/viewer-cache.js';
import type { AppServices } from '../services.js';
import { type JobRunner, startJobRunner } from './jobs.js';
import type { Orm } from './orm.js';
import { restApi } from './rest.js';
import { buildAppSchema } from './schema.js';
import { restoreDemoFiles } from './seeders/demo-files.js';
import { createServices } from './services.js';
import { subscriptionSessions } from './subscription-sessions.js';
import { attachSubscriptions } from './subscriptions.js';

/** How long in-flight requests get to finish on shutdown before their connections are cut. */
const DRAIN_MS = 3000;

export interface AppServer {
  httpServer: Server;
  services: AppServices;
  /** The background job runner, unless RUN_JOBS is off. */
  jobs: JobRunner | null;
  listen(port: number): Promise<number>;
  close(): Promise<void>;
}

/** Builds the whole HTTP and WebSocket surface over an open ORM, with the job runner; tests use it with their own database. */
export async function createServer(orm: Orm, config: Config, databaseUrl: string, ownerUrl?: string): Promise<AppServer> {
  // First, so a process that must not run beside the others stops before it serves anything.
  const fileStorage = config.uploadsS3 ? undefined : await claimFileStorage(databaseUrl, config.dataDir);
  const pool = createPgPool(databaseUrl, SESSION_STATEMENTS);
  // The process's one LISTEN connection (live events, viewer-cache invalidation); it reconnects after an outage.
  const listener = await startPgListener(databaseUrl);
  const services = await createServices(config, pool, listener);
  const viewers = await viewerCache(listener, config.viewerCacheSeconds, orm.em.getEventManager());
  // One process at a time: replicas share one bucket, and a GET racing another process's PUT of the same
  // object can be cut short (s3rver rewrites objects in place; CI saw a first start die of it).
  await withStartLock(databaseUrl, () => restoreDemoFiles(orm, services.uploads));
  const sessions = await createSessionMiddleware(pool, config, listener);
  const schema = await buildAppSchema();
  const limits = graphqlLimits({ introspection: config.graphqlIntrospection });

  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy) app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders());
  // Before the session is read: another site's page never gets a write done with a visitor's cookie.
  app.use('/api', sameOriginWrites(config.allowedOrigins));
  const httpServer = createHttpServer({ connectionsCheckingInterval: connectionsCheckingInterval(config.http) }, app);
  applyHttpTimeouts(httpServer, config.http);

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: config.graphqlIntrospection,
    // No field sets cache hints, so the cache-control plugin would only wrap every field resolver for nothing.
    plugins: [
      ...(limits.plugins as ApolloServerPlugin<GraphQLContext>[]),
      gatewayOperationsOnly,
      passwordChangeGatePlugin,
      ApolloServerPluginCacheControlDisabled(),
      // Apollo's landing page loads its script from Apollo's CDN onto this origin and names the server's version:
      // a development tool (Sandbox, beside introspection), never served in production.
      ...(config.isProduction ? [ApolloServerPluginLandingPageDisabled()] : []),
    ],
    validationRules: limits.validationRules,
    parseOptions: { maxTokens: MAX_TOKENS },
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: !config.isProduction,
    formatError: (formatted, error) => formatGraphQLError(formatted, error, !config.isProduction),
  });
  await apollo.start();
  const sessionGuard = subscriptionSessions(orm, pool, config.liveSessionCheckSeconds);
  sessions.onEnded(sessionGuard.ended);
  const subscriptions = attachSubscriptions({
    httpServer,
    schema,
    orm,
    services,
    sessionHandler: sessions.handler,
    validationRules: limits.validationRules,
    allowedOrigins: config.allowedOrigins,
    exposeErrorDetails: !config.isProduction,
    sessionGuard,
    // The socket's handshake is a plain IncomingMessage: its address is read as express reads req.ip (TRUST_PROXY included).
    clientAddress: (req) => Object.create(app.request, { headers: { value: req.headers }, socket: { value: req.socket } }).ip ?? '',
  });

  // A sensor gateway's request carries its API key, never a session: no cookie is read or set for it.
  app.use((req, res, next) => (bearerToken(req) === undefined ? sessions.handler(req, res, next) : next()));
  app.use(async (req, _res, next) => {
    // A fresh EntityManager per request, and the viewer behind the API key or the session cookie.
    req.em = orm.em.fork();
    const apiKey = bearerToken(req);
    if (apiKey === undefined) {
      req.viewer = req.session.userId ? ((await viewers.viewer(req.em, req.session.userId)) ?? null) : null;
      assertNetworkAllowed(req.viewer?.allowedNetworks, req.ip ?? '');
    } else {
      req.viewer = await services.apiKeys.authenticate(req.em, apiKey);
      assertGatewayMayCall(req.viewer, req.method, req.path);
    }
    next();
  });
  // A key refused above (401, 403, 429) gets GraphQL's error shape on /graphql, and { message } elsewhere.
  app.use('/graphql', graphqlBoundaryErrorHandler);
  app.use('/api', restApi(services));
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    inputGuard,
    expressMiddleware(apollo, { context: async ({ req }) => graphqlContext(req, services) }),
    graphqlBoundaryErrorHandler,
  );
  app.use(webAppContentSecurityPolicy(), webAppRoutes(config.webDist));
  // Anything that failed before a route's own boundary (the session store, the viewer look-up) still answers JSON.
  app.use(restErrorHandler);
  const jobs = config.runJobs ? await startJobRunner(orm, config, databaseUrl, services, ownerUrl) : null;

  return {
    httpServer,
    services,
    jobs,
    listen: (port) =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, () => {
          const address = httpServer.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    close: async () => {
      // Running jobs finish first (they publish and send mail through the services below).
      await jobs?.stop();
      await subscriptions.close();
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeIdleConnections();
        // Busy kept-alive clients would hold close() open for as long as they keep sending.
        setTimeout(() => httpServer.closeAllConnections(), DRAIN_MS).unref();
      });
      await apollo.stop();
      await services.events.close();
      await listener.close();
      services.mailer.close();
      sessions.close();
      // Its probe reads the primary's position through `pool`.
      await services.historyDb.close();
      await pool.end();
      await fileStorage?.release();
    },
  };
}

function graphqlContext(req: Request, services: AppServices): GraphQLContext {
  return { em: req.em, viewer: req.viewer, session: sessionControl(req), ip: req.ip ?? 'unknown', services };
}
