import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Each test file still runs in its own context, but on a jsdom made once per worker thread
    // rather than once per file: the web tests took 111 s with a fresh environment per file, 45 s so.
    pool: 'vmThreads',
    // npm run test:unit runs four files at a time on two cores; a jsdom render can wait its turn.
    testTimeout: 15_000,
  },
});
