import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['api/vitest.config.ts', 'web/vitest.config.ts'],
  },
});
