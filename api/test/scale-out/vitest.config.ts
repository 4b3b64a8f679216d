import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * `npm run test:scale-out`: the scale-out suite (issue 37) on the local topology of
 * `npm run scale:local` — real API processes, one embedded PostgreSQL, an s3rver bucket. Its own
 * run, after `npm test` in CI: each file starts its own topology, one file at a time.
 */
export default defineConfig({
  resolve: { alias: { graphql: require.resolve('graphql') } },
  test: {
    root: import.meta.dirname,
    include: ['*.scale-out.ts'],
    globalSetup: ['./build-api.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
