import { defineConfig } from 'vitest/config';

/** Browser journeys against the real built app (see global-setup.ts); run by `npm run test:e2e`. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Chromium at a time on a 2-core machine; files share one server.
    fileParallelism: false,
    // A screen waits on a shared server and a loaded 2-core machine (argon2 hashing, review jobs):
    // vitest's 1-second default for expect.poll is shorter than such a wait can take.
    expect: { poll: { timeout: 10_000 } },
  },
});
