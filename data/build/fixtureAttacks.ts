// The test fixture's attacks (tests/fixtures/data/characters/attacks.json): the real rows of the
// attack table for the fixture's Friends, built by the same join as the dataset's (attacks.ts).
// The fixture's Japanese base stats are those of its Friends with a game unit id the same way.
// Run: npx tsx data/build/fixtureAttacks.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAttacks, buildJapaneseBaseStats } from './attacks.ts';
import { buildCharacters } from './characters.ts';
import { REPO_ROOT, writeJson } from './lib/io.ts';

export const FIXTURE_CHARACTERS = join(REPO_ROOT, 'tests', 'fixtures', 'data', 'characters');

/** The fixture's attacks and Japanese base stats, from the raw sources. */
export function fixtureFigures(dir = FIXTURE_CHARACTERS) {
  const fixture = JSON.parse(readFileSync(join(dir, 'characters.json'), 'utf8')) as { id: string; gameUnitId?: number }[];
  const ids = new Set(fixture.map((c) => c.id));
  const built = buildCharacters();
  const attacks = buildAttacks(built).attacks.filter((a) => ids.has(a.characterId));
  // The fixture's own Friends (their game unit ids, if any), joined as the dataset's are.
  const chars = built.characters.filter((c) => ids.has(c.id));
  const withUnit = chars.map((c) => ({ ...c, gameUnitId: fixture.find((f) => f.id === c.id)?.gameUnitId }));
  return { attacks, japaneseBaseStats: buildJapaneseBaseStats(withUnit).records };
}

if (process.argv[1]?.endsWith('data/build/fixtureAttacks.ts')) {
  const { attacks, japaneseBaseStats } = fixtureFigures();
  writeJson(join(FIXTURE_CHARACTERS, 'attacks.json'), attacks);
  writeJson(join(FIXTURE_CHARACTERS, 'japaneseBaseStats.json'), japaneseBaseStats);
  console.log(`attacks ${attacks.length}, Japanese base stats ${japaneseBaseStats.length}`);
}
