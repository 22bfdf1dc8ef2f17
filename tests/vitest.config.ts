import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import relay from 'vite-plugin-relay';
import { defineConfig } from 'vitest/config';
import { relayArtifacts } from '../client/relayArtifacts.ts';

const root = resolve(import.meta.dirname, '..');
// Node loads graphql's CommonJS build for the libraries; our own code must get the same copy,
// or graphql-js refuses schemas "from another module or realm".
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

// Files run side by side: twice as many as the machine has cores (at least 4, at most 8), since a
// browser test spends much of its time waiting on its page, its server or its browser rather than
// computing. TEST_WORKERS sets another number. The load test measures the machine's capacity, so
// it runs alone, after every other file (the fault test runs beside the others: its PostgreSQL
// server is its own, and its load is a few requests a second per connection).
const WORKERS = Number(process.env.TEST_WORKERS ?? Math.min(8, Math.max(4, 2 * availableParallelism())));
const LOAD_TESTS = ['tests/e2e/burst.test.ts'];

export default defineConfig({
  root,
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    maxWorkers: WORKERS,
    globalSetup: ['tests/helpers/buildClient.ts', 'tests/helpers/fixtureTemplate.ts', 'tests/helpers/postgresServer.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'tests/rest/**/*.test.ts', 'tests/data/**/*.test.ts'],
          environment: 'node',
          // The files of a worker share its loaded modules (loading the server again for each file
          // was a third of the project's CPU time). Every file opens its own database and site, and
          // the server keeps no state outside them (the read cache belongs to its database client).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The tests whose subject the database itself decides, again on PostgreSQL
          // (tests/helpers/database.ts makes each file's database there): writes and their
          // transactions (admin saves, imports, revisions and undo, suggestions and their limits),
          // what follows a write (the read cache, the sitemap, a Friend's page), the reveal rule's
          // own tests, and what SQL orders or matches (search, the story cards' sorts). The reads themselves are compared with SQLite's byte for byte, every page's
          // query and every documented /api read with the spoiler switch off and on
          // (tests/server/postgres.test.ts); running every read test again would run the same code.
          name: 'server-postgres',
          include: [
            'admin',
            'adminBundle',
            'audit',
            'characterPages',
            'evidence',
            'export',
            'importValidation',
            'rateLimits',
            'readCache',
            'recordWrites',
            'revealRules',
            'revealSurfaces',
            'revisions',
            'search',
            'sitemap',
            'spoilers',
            'storyCards',
            'storyCardsLongPages',
            'subscriptions',
            'suggestionKinds',
            'newRecords',
            'suggestions',
            'suggestionTrust',
            'sync',
            'towerSpoilers',
            'undo',
          ].map((name) => `tests/server/${name}.test.ts`),
          env: { TEST_DATABASE: 'postgres' },
          environment: 'node',
          isolate: false,
          // A test that makes its own databases (a dataset five times the fixture) migrates and
          // seeds each over the network here, on a machine busy with the other files.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // Compiles graphql`` tags to the relay-compiler artifacts, as the client build does.
        plugins: [relayArtifacts(resolve(root, 'client')), relay],
        test: {
          name: 'client',
          setupFiles: ['tests/helpers/clientSetup.ts'],
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: LOAD_TESTS,
          environment: 'node',
          // As for the server tests: each file starts its own site and browser, and shares its
          // worker's loaded modules with the files before it.
          isolate: false,
          // Starting \`npm start\` and its workers several times in one test takes tens of seconds
          // on a machine busy with the other files.
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'load',
          include: LOAD_TESTS,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 300_000,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
