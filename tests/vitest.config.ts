import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import relay from 'vite-plugin-relay';
import { defineConfig } from 'vitest/config';

const root = resolve(import.meta.dirname, '..');
// Node loads graphql's CommonJS build for the libraries; our own code must get the same copy,
// or graphql-js refuses schemas "from another module or realm".
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  root,
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'tests/rest/**/*.test.ts', 'tests/data/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // Compiles graphql`` tags to the relay-compiler artifacts, as the client build does.
        plugins: [relay],
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
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
