import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import BrowserJourneysSpread, { BROWSER_PROJECT, UNIT_PROJECT } from './tests/support/browser-journeys-spread.sequencer';
import { postgresReachable, TEST_DATABASE_URL } from './tests/support/test-db';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
};
const apiTests = ['tests/api/**/*.test.ts'];
// The compiled ESTV tax tables are generated and git-ignored: every project builds them if stale.
const globalSetup = ['tests/support/compile-tax-tables.setup.ts'];
// The tests of the app in-process (API, browser journeys) fork the child processes' built entries
// (built there if stale) instead of compiling the document readers through tsx in every child:
// seconds less per reading.
const forkBuiltEntries = ['tests/support/fork-built-entries.setup.ts'];

/**
 * The API suite runs twice: on embedded PGlite and on the PostgreSQL server of
 * TEST_DATABASE_URL. When that server is down the PostgreSQL run is skipped with one clear
 * line, unless REQUIRE_POSTGRES=1 (CI), where that is a failure.
 */
async function postgresProject(): Promise<TestProjectInlineConfiguration[]> {
  if (await postgresReachable()) {
    return [
      {
        resolve: { alias },
        test: { name: 'api-postgres', include: apiTests, globalSetup, setupFiles: forkBuiltEntries, env: { TEST_DB: 'postgres' }, testTimeout: 30_000, hookTimeout: 60_000 },
      },
    ];
  }
  const where = new URL(TEST_DATABASE_URL);
  if (process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL at ${where.host}${where.pathname} is unreachable`);
  }
  console.warn(`SKIPPED: API suite on PostgreSQL (${where.host}${where.pathname} unreachable; set TEST_DATABASE_URL or start PostgreSQL)`);
  return [];
}

export default defineConfig(async () => ({
  resolve: { alias },
  test: {
    // Vitest runs one file at a time on a 2-core machine by default (cores - 1). The API and
    // browser files spend much of their time waiting on PostgreSQL, the server process or
    // Chromium, so two at once finish the suite sooner on the same machine.
    maxWorkers: 2,
    // The browser journeys run beside the API files, spread over the queue (see the sequencer):
    // alone, after the rest, they kept one core idle for minutes.
    sequence: { sequencer: BrowserJourneysSpread },
    projects: [
      {
        resolve: { alias },
        test: {
          name: UNIT_PROJECT,
          globalSetup,
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'node',
          // Component tests read every text namespace; the app itself loads them per page.
          setupFiles: ['src/client/lib/component-test-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: { name: 'api-pglite', include: apiTests, globalSetup, setupFiles: forkBuiltEntries, env: { TEST_DB: 'pglite' }, testTimeout: 30_000, hookTimeout: 60_000 },
      },
      ...(await postgresProject()),
      {
        resolve: { alias },
        test: {
          name: BROWSER_PROJECT,
          globalSetup,
          // Browser journeys and whole-process tests (crash and restart): each file has its own
          // server, port, data folder and browser, so they may run beside any other file.
          include: ['tests/e2e/**/*.e2e.test.ts', 'tests/system/**/*.test.ts'],
          setupFiles: forkBuiltEntries,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
}));
