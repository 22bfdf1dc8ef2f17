import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';

const GOLDEN_DIR = join(import.meta.dirname, '../rest/golden');

/**
 * Compares a legacy response with its golden file. UPDATE_GOLDEN=1 rewrites the file; a missing
 * file fails, so a new path cannot pass without its golden file being reviewed and committed.
 */
export function expectGolden(name: string, value: unknown): void {
  const path = join(GOLDEN_DIR, `${name}.json`);
  const text = `${JSON.stringify(value, null, 2)}\n`;
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    return;
  }
  if (!existsSync(path)) throw new Error(`Missing golden file ${path}: run with UPDATE_GOLDEN=1 and review it`);
  expect(JSON.parse(text)).toEqual(JSON.parse(readFileSync(path, 'utf8')));
}
