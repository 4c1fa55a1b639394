import { defineConfig } from 'vitest/config';

/**
 * Every test runs on SQLite (the embedded default); the HTTP suite, and the replica
 * tests, run again on a real PostgreSQL started by test/helpers/postgres-setup.ts.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['test/helpers/setup.ts'],
    projects: [
      { extends: true, test: { name: 'sqlite', include: ['test/**/*.test.ts'], exclude: ['test/postgres/**'] } },
      { extends: true, test: { name: 'postgres', include: ['test/http/**/*.test.ts', 'test/postgres/**/*.test.ts'], globalSetup: ['test/helpers/postgres-setup.ts'] } },
    ],
  },
});
