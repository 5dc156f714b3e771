import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@core': fileURLToPath(new URL('./src/core', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
};

// Two projects: `unit` (rules, services and API through app.inject on PGlite, or on a real
// PostgreSQL when TEST_DATABASE_URL is set) and `e2e` (the built server driven in Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          // *.pg.test.ts need several connections to one PostgreSQL server (PGlite is one process):
          // they run in the PostgreSQL suite only (TEST_DATABASE_URL), never as skipped tests.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['src/**/*.pg.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at once: each is a server and a Chromium that spend much of their time
          // waiting on each other, so two share 2 cores (on 2026-11-26: 6 to 7.5 minutes instead
          // of 10 one at a time, and no failure in three whole runs beside a benchmark).
          maxWorkers: 2,
          // expect.poll waits for the page to reach a state; its default (1 s) is shorter than a
          // busy machine can take to render after a fetch. This bound only stops a hang.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
