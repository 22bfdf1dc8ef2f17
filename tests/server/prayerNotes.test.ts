// A prayer's note and a step-up whose steps no source states (sample data) reach the API as the
// dataset gives them: the fixture with prayer 5 given a note and a sample step-up track.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, FIXTURE_DATA, type TestDatabase } from '../helpers/database.ts';
import { graphql } from '../helpers/graphql.ts';

const NOTE = 'The page gives no step costs: the Step-UP shown is sample data.';

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lw-prayer-notes-'));
  cpSync(FIXTURE_DATA, dataDir, { recursive: true });
  const file = join(dataDir, 'prayers', 'prayers.json');
  const prayers = JSON.parse(readFileSync(file, 'utf8'));
  const five = prayers.find((p: { id: number }) => p.id === 5);
  five.note = NOTE;
  five.stepUps[0].sample = true;
  writeFileSync(file, JSON.stringify(prayers, null, 2));
  database = await createTestDatabase(dataDir);
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a prayer's note and sample step-ups", () => {
  it('gives the note, and which step-up tracks are sample data, leaving the prayer itself real', async () => {
    const res = await graphql('{ five: prayer(id: 5) { sample note stepUps { index sample } } other: prayer(id: 9) { note } }');
    expect(res.errors).toBeUndefined();
    expect(res.data?.five).toEqual({
      sample: false,
      note: NOTE,
      stepUps: [
        { index: 0, sample: true },
        { index: 1, sample: false },
      ],
    });
    expect(res.data?.other).toEqual({ note: null });
  });
});
