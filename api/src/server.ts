import { createServer as createHttpServer, type Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import type { Config } from './config.js';
import type { Orm } from './database/orm.js';
import type { GraphQLContext } from './graphql/context.js';
import { buildAppSchema } from './graphql/schema.js';
import { webAppRoutes } from './http/static.js';
import { healthRoutes } from './modules/health/health.routes.js';

export interface AppServer {
  httpServer: Server;
  listen(port: number): Promise<number>;
  close(): Promise<void>;
}

/** Builds the whole HTTP surface over an open ORM; tests use it with their own database. */
export async function createServer(orm: Orm, config: Config): Promise<AppServer> {
  const app = express();
  app.disable('x-powered-by');
  const httpServer = createHttpServer(app);

  const apollo = new ApolloServer<GraphQLContext>({
    schema: await buildAppSchema(),
    introspection: !config.isProduction,
    includeStacktraceInErrorResponses: !config.isProduction,
  });
  await apollo.start();

  app.use(express.json({ limit: '1mb' }));
  app.use((req, _res, next) => {
    req.em = orm.em.fork();
    next();
  });
  app.use('/api', healthRoutes);
  app.use('/graphql', expressMiddleware(apollo, { context: async ({ req }) => ({ em: req.em }) }));
  app.use(webAppRoutes());

  return {
    httpServer,
    listen: (port) =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, () => {
          const address = httpServer.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    close: async () => {
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeIdleConnections();
      });
      await apollo.stop();
    },
  };
}
