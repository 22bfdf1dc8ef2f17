// Builds the seed dataset under data/ from the raw sources (RAW_DIR, default data/raw
// relative to the repository root) and the curated fact tables in data/build/curated.
// Run: npx tsx data/build/index.ts  (optionally --out <dir>; the default is data/)
import { join, resolve } from 'node:path';
import { buildAttacks, buildJapaneseBaseStats } from './attacks.ts';
import { buildCharacters } from './characters.ts';
import { buildHistory } from './history.ts';
import { REPO_ROOT, writeJson } from './lib/io.ts';
import { matchPortraits, portraitFields } from './portraits.ts';
import { buildPrayers, equalChance } from './prayers.ts';
import { buildStoryCards } from './storyCards.ts';
import { buildTower } from './tower.ts';
import { buildUpdates } from './updates.ts';

export interface BuiltDataset {
  files: Record<string, unknown[]>;
  chars: ReturnType<typeof buildCharacters>;
  cards: ReturnType<typeof buildStoryCards>;
  attacks: ReturnType<typeof buildAttacks>;
  japaneseBaseStats: ReturnType<typeof buildJapaneseBaseStats>;
  portraits: ReturnType<typeof matchPortraits>;
  history: ReturnType<typeof buildHistory>;
}

/** Builds every file of the dataset in memory. */
export function buildDataset(): BuiltDataset {
  const chars = buildCharacters();
  // Each character's portrait: its set, file, content hash and size (data/build/portraits.ts).
  const portraits = matchPortraits(chars.characters, chars.origins);
  for (const c of chars.characters) {
    const m = portraits.matches.get(c.id);
    if (m) Object.assign(c, portraitFields(m));
  }
  // Each attack of the lostwordchronicle table joined to its Friend; JP base stats from thlost.
  const attacks = buildAttacks(chars);
  const japaneseBaseStats = buildJapaneseBaseStats(chars.characters);
  const cards = buildStoryCards(chars.characters, chars.personOf, chars.cnNames);
  const prayers = buildPrayers(chars.characters, cards.storyCards);

  // Debuts (with precision and source), CN tie-breaker, rebirths, batches, maintenance, dev letters.
  const history = buildHistory(chars, prayers);

  // A counted forever prayer pool whose members of a type are known one by one: those Friends, and
  // each type's share from its count (the guides give one chance per Friend: "a 1 out of 85 chance").
  const byId = new Map(chars.characters.map((c) => [c.id, c]));
  for (const pool of history.poolMembers) {
    const f = prayers.foreverPrayers.find((x) => x.title === pool.foreverPrayer);
    if (!f) throw new Error(`Forever prayer ${pool.foreverPrayer} (a counted pool) is not in FOREVER_PRAYERS`);
    const members = pool.ids.map((id) => byId.get(id) as (typeof chars.characters)[number]);
    members.sort(
      (a, b) =>
        (a.debutAt ?? '').localeCompare(b.debutAt ?? '') ||
        (a.cnDebutAt ?? '').localeCompare(b.cnDebutAt ?? '') ||
        a.id.localeCompare(b.id),
    );
    f.characters = members.map((c) => ({ id: c.id }));
    // Rates from the counts per type (one chance per Friend), not from the Friends named one by one.
    f.thresholds = equalChance(f.startAt, pool.counts);
    f.source = `${f.source}; Friends ${pool.reason}`;
  }

  // A card's release is the start of the first prayer listing it as new.
  for (const card of cards.storyCards) {
    const rel = prayers.cardReleaseOf.get(card.id);
    if (rel && !card.releaseAt) card.releaseAt = rel.at;
    if (rel && card.source && !card.source.includes(rel.source)) card.source = `${card.source}; ${rel.source}`;
  }

  const tower = buildTower(chars.characters);
  const counts = {
    characters: chars.characters.length,
    worlds: chars.worlds.length,
    variantGroups: chars.variantGroups.length,
    storyCards: cards.storyCards.length,
    officialCardNames: cards.stats.official,
    illustrators: cards.illustrators.length,
    prayers: prayers.prayers.length,
    samplePrayers: prayers.prayers.filter((p) => p.sample).length,
    datedPrayers: prayers.prayers.filter((p) => p.startAt).length,
    endedPrayers: prayers.prayers.filter((p) => p.endAt).length,
    datedCharacters: chars.characters.filter((c) => c.debutAt).length,
    towerFloors: tower.floors.length,
    sampleTowerFloors: tower.floors.filter((f) => f.sample).length,
  };
  const dated: Record<string, number> = {};
  for (const p of ['launch', 'instant', 'day', 'month', 'between', 'by']) {
    const n = chars.characters.filter((c) => c.debutPrecision === p).length;
    if (n) dated[p] = n;
  }
  const updates = buildUpdates(counts, { ...history, dated });

  const files: Record<string, unknown[]> = {
    'characters/worldGroups.json': chars.worldGroups,
    'characters/worlds.json': chars.worlds,
    'characters/seriesTabs.json': chars.seriesTabs,
    'characters/series.json': chars.series,
    'characters/variantGroups.json': chars.variantGroups,
    'characters/characters.json': chars.characters,
    'characters/batches.json': history.batches,
    'characters/attacks.json': attacks.attacks,
    'characters/japaneseBaseStats.json': japaneseBaseStats.records,
    'storyCards/illustrators.json': cards.illustrators,
    'storyCards/storyCards.json': cards.storyCards,
    'prayers/pools.json': prayers.pools,
    'prayers/prayers.json': prayers.prayers,
    'prayers/foreverPrayers.json': prayers.foreverPrayers,
    'tower/items.json': tower.items,
    'tower/floors.json': tower.floors,
    'updates/updates.json': updates.updates,
    'updates/maintenance.json': updates.maintenance,
    'updates/devLetters.json': updates.devLetters,
  };
  return { files, chars, cards, attacks, japaneseBaseStats, portraits, history };
}

function main() {
  const outIdx = process.argv.indexOf('--out');
  const out = outIdx >= 0 ? resolve(process.argv[outIdx + 1]) : join(REPO_ROOT, 'data');
  const { files } = buildDataset();
  for (const [file, records] of Object.entries(files)) {
    writeJson(join(out, file), records);
    console.log(`${file.padEnd(32)} ${records.length}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('data/build/index.ts')) main();
