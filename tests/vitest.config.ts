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
          // The same server and REST tests on PostgreSQL (tests/helpers/database.ts makes each
          // file's database there), but for the ones about SQLite's own files, the PostgreSQL file
          // itself, and the files that never open a database (the data builder, the edge's own
          // bounds and statuses, the simulator's statistics, pure helpers): those would only run
          // the same code twice.
          name: 'server-postgres',
          include: ['tests/server/**/*.test.ts', 'tests/rest/**/*.test.ts'],
          exclude: [
            'tests/server/migrations.test.ts',
            'tests/server/seed.test.ts',
            'tests/server/postgres.test.ts',
            'tests/server/architecture.test.ts',
            // The edge's statuses and routing, the password rules and the pages drawn from GraphQL
            // answers do not depend on the database (postgres.test.ts compares every page query's
            // answer with SQLite's byte for byte).
            'tests/server/statusCodes.test.ts',
            'tests/server/http.test.ts',
            'tests/server/pages.test.ts',
            'tests/server/adminPasswords.test.ts',
            'tests/server/boundedWork.test.ts',
            'tests/server/readKey.test.ts',
            // The API description is checked against the documented answers, which postgres.test.ts
            // compares with SQLite's byte for byte; the workers' readiness does not touch the data.
            'tests/rest/openapi.test.ts',
            'tests/server/executor.test.ts',
            'tests/server/dayBounds.test.ts',
            'tests/server/prayerRolls.test.ts',
            'tests/server/storyCardHelpers.test.ts',
            'tests/server/versionMemo.test.ts',
          ],
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
