import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  // One copy of graphql, or type-graphql and Apollo see schemas "from another module or realm".
  resolve: { alias: { graphql: require.resolve('graphql') } },
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Files share a worker's loaded modules (the schema, the ORM, the app): each file still starts its own
    // app on its own database. The app's process-level state is caches and hints that hold for any database,
    // and the outage log's state, which a new app's first connection resets (database/outage.ts). 366 s →
    // 238 s for the API files on 2 cores (four at a time), most of it the modules each file loaded again.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
