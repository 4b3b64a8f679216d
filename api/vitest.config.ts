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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
