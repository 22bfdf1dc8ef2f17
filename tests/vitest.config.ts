import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = resolve(import.meta.dirname, '..');

export default defineConfig({
  root,
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'server', include: ['tests/server/**/*.test.ts', 'tests/rest/**/*.test.ts', 'tests/data/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: { name: 'client', include: ['tests/client/**/*.test.{ts,tsx}'], environment: 'jsdom', testTimeout: 15_000 },
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
