import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeJson } from '../../data/build/lib/io.ts';
import { generateSynthetic } from '../../data/build/synthetic.ts';
import { readDataset } from '../../server/dataset/validate.ts';

const DATA = join(__dirname, '..', '..', 'data');
const base = readDataset(DATA);
const SCALED = [
  'characters/characters.json',
  'storyCards/illustrators.json',
  'storyCards/storyCards.json',
  'prayers/prayers.json',
  'tower/floors.json',
] as const;

describe('synthetic generator', () => {
  const x10 = generateSynthetic(base, 10);

  it('is deterministic', () => {
    expect(JSON.stringify(generateSynthetic(base, 10))).toBe(JSON.stringify(x10));
    expect(JSON.stringify(generateSynthetic(base, 10, 7))).not.toBe(JSON.stringify(x10));
  });

  it('scales the flaggable entities ten times and flags every generated record', () => {
    for (const file of SCALED) {
      const rows = x10[file] as { synthetic?: boolean }[];
      expect(rows.length, file).toBe(base[file].length * 10);
      expect(rows.filter((r) => r.synthetic).length, file).toBe(base[file].length * 9);
      expect(
        rows.slice(0, base[file].length).every((r) => !r.synthetic),
        file,
      ).toBe(true);
    }
  });

  it('writes output that validates against the format', () => {
    const dir = join(tmpdir(), `lostword-synthetic-x10-${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    for (const [file, rows] of Object.entries(x10)) writeJson(join(dir, file), rows);
    const read = readDataset(dir);
    expect(read['characters/characters.json'].length).toBe(base['characters/characters.json'].length * 10);
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves the input untouched', () => {
    expect(base['characters/characters.json'].some((c) => c.synthetic)).toBe(false);
  });
});
