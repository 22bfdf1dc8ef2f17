// Every /api/characters path issues as many SQL statements on a dataset five times larger as on the
// fixture: nothing is loaded per character, per series or per batch.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeJson } from '../../data/build/lib/io.ts';
import { generateSynthetic } from '../../data/build/synthetic.ts';
import { charactersLegacy } from '../../server/characters/legacy.ts';
import { readDataset } from '../../server/dataset/validate.ts';
import { createTestDatabase, FIXTURE_DATA } from '../helpers/database.ts';
import { api } from '../helpers/rest.ts';

const SCALE = 5;
const PATHS = charactersLegacy.routes.map((r) => (r.path === '/api/characters/modal' ? `${r.path}?id=l1-reimu` : r.path));
const scaledDir = mkdtempSync(join(tmpdir(), 'lw-scaled-'));
afterAll(() => rmSync(scaledDir, { recursive: true, force: true }));

interface Measured {
  statements: Record<string, number>;
  released: number;
}

/** Loads the dataset into a fresh database and counts the statements of one request per path. */
async function measure(dataDir: string): Promise<Measured> {
  const database = await createTestDatabase(dataDir);
  try {
    const statements: Record<string, number> = {};
    // The first request after an import also reads when the data next changes (once per version).
    await api('/api/characters/release-date');
    for (const path of PATHS) {
      database.statements.length = 0;
      const res = await api(path);
      expect(res.status, path).toBe(200);
      statements[path] = database.statements.length;
    }
    const released = (await api('/api/characters/release-date')).body.data.length;
    return { statements, released };
  } finally {
    await database.close();
  }
}

describe('statements per /api/characters request', () => {
  it(`do not grow with a dataset ${SCALE} times larger`, async () => {
    for (const [file, rows] of Object.entries(generateSynthetic(readDataset(FIXTURE_DATA), SCALE))) writeJson(join(scaledDir, file), rows);
    const fixture = await measure(FIXTURE_DATA);
    const scaled = await measure(scaledDir);
    expect(scaled.released).toBe(fixture.released * SCALE);
    expect(scaled.statements).toEqual(fixture.statements);
  });
});
