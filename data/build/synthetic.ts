// Synthetic scale-up of the dataset for load and performance testing. Never writes into data/.
// Run: npx tsx data/build/synthetic.ts --scale 10|100 --out <dir> [--from <dataset dir>] [--seed <n>]
//
// The output holds the real dataset plus (scale - 1) generated copies of every entity whose format
// has a `synthetic` field (characters, illustrators, story cards, prayers, tower floors), so each of
// those files ends up `scale` times larger. Every generated record has `synthetic: true`; string
// ids get a `-s<k>` suffix and numeric ids an offset of k * 100000 (tower floors k * 1000), so they
// never collide with real ids. References inside a copy point to the same copy. Values are varied
// with a seeded generator, so the same seed and scale always give the same files. Files whose format
// has no `synthetic` field (worlds, pools, forever prayers, update log...) are copied unchanged.
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { Dataset, DatasetFile } from '../../server/dataset/files.ts';
import { readDataset } from '../../server/dataset/validate.ts';
import { REPO_ROOT, writeJson } from './lib/io.ts';
import { intBetween, pick, rng } from './lib/random.ts';

const ROLES = ['attack', 'defense', 'speed', 'heal', 'support', 'debuff', 'destroy', 'technical'];
const ID_OFFSET = 100_000;
const FLOOR_OFFSET = 1_000;

function shiftInstant(iso: string | null | undefined, days: number): string | undefined {
  if (!iso) return undefined;
  return new Date(Date.parse(iso) + days * 86_400_000).toISOString().replace('.000Z', 'Z');
}

/** Builds a dataset `scale` times larger than `base`; pure and deterministic for a given seed. */
export function generateSynthetic(base: Dataset, scale: number, seed = 20260521): Dataset {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be a positive integer, got ${scale}`);
  const out = structuredClone(base) as Dataset;
  const chars = base['characters/characters.json'];
  const artists = base['storyCards/illustrators.json'];
  const cards = base['storyCards/storyCards.json'];
  const prayers = base['prayers/prayers.json'];
  const floors = base['tower/floors.json'];

  for (let k = 1; k < scale; k++) {
    const rand = rng(seed * 1009 + k);
    const sid = (id: string) => `${id}-s${k}`;
    const nid = (id: number) => id + k * ID_OFFSET;

    for (const c of chars) {
      out['characters/characters.json'].push({
        ...c,
        id: sid(c.id),
        gameUnitId: c.gameUnitId ? c.gameUnitId + k * ID_OFFSET : undefined,
        nameEn: `${c.nameEn} #${k}`,
        role: rand() < 0.2 ? pick(rand, ROLES) : c.role,
        debutAt: c.debutAt
          ? shiftInstant(c.debutAt, k * 7)
          : rand() < 0.5
            ? shiftInstant('2021-05-11T08:00:00Z', intBetween(rand, 0, 1500))
            : undefined,
        // A copy moved later is no longer at the launch; its lower bound moves with it.
        debutPrecision: c.debutPrecision === 'launch' ? 'by' : c.debutPrecision,
        debutAfter: c.debutAfter ? shiftInstant(c.debutAfter, k * 7) : undefined,
        aliases: undefined,
        sample: undefined,
        synthetic: true,
        source: `synthetic copy ${k} of ${c.id}`,
      });
    }
    for (const a of artists) {
      out['storyCards/illustrators.json'].push({
        ...a,
        id: sid(a.id),
        name: `${a.name} #${k}`,
        sample: undefined,
        synthetic: true,
        source: `synthetic copy ${k} of ${a.id}`,
      });
    }
    for (const card of cards) {
      const f = 0.9 + rand() * 0.2;
      out['storyCards/storyCards.json'].push({
        ...card,
        id: nid(card.id),
        name: `${card.name} #${k}`,
        nameOriginal: card.nameOriginal ? `${card.nameOriginal} #${k}` : undefined,
        artistId: card.artistId ? sid(card.artistId) : undefined,
        releaseAt: rand() < 0.5 ? shiftInstant('2021-05-11T08:00:00Z', intBetween(rand, 0, 1500)) : undefined,
        stats: card.stats?.map((s) => ({ ...s, min: Math.round(s.min * f), max: Math.round(s.max * f) })),
        featured: card.featured?.map(sid),
        buffs: card.buffs?.map((b) => ({ ...b, characterId: b.characterId ? sid(b.characterId) : undefined })),
        aliases: undefined,
        sample: undefined,
        synthetic: true,
        source: `synthetic copy ${k} of story card ${card.id}`,
      });
    }
    for (const p of prayers) {
      const days = k * 35 + intBetween(rand, 0, 6);
      out['prayers/prayers.json'].push({
        ...p,
        id: nid(p.id),
        name: `${p.name} #${k}`,
        startAt: shiftInstant(p.startAt, days) as string,
        endAt: shiftInstant(p.endAt, days),
        characters: p.characters?.map((c) => ({ ...c, id: sid(c.id) })),
        cards: p.cards?.map((c) => ({ ...c, id: nid(c.id) })),
        stepUps: p.stepUps?.map((s) => ({ ...s, startAt: shiftInstant(s.startAt, days), endAt: shiftInstant(s.endAt, days) })),
        sample: undefined,
        synthetic: true,
        source: `synthetic copy ${k} of prayer ${p.id}`,
      });
    }
    for (const fl of floors) {
      out['tower/floors.json'].push({
        ...fl,
        floor: fl.floor + k * FLOOR_OFFSET,
        sample: undefined,
        synthetic: true,
        source: `synthetic copy ${k} of floor ${fl.floor}`,
        enemies: fl.enemies.map((e) => {
          const hp = e.hp == null ? e.hp : Math.round(e.hp * (1 + k / 10));
          // Gauges split the HP: scaled alike, the last one taking the rounding.
          const gauges = e.gauges?.map((g) => Math.round(g * (1 + k / 10)));
          if (gauges && hp != null) gauges[gauges.length - 1] = hp - gauges.slice(0, -1).reduce((a, b) => a + b, 0);
          return { ...e, characterId: e.characterId ? sid(e.characterId) : undefined, hp, gauges };
        }),
      });
    }
  }
  // Drop the undefined fields the spread left behind, so the JSON matches what the build writes.
  return JSON.parse(JSON.stringify(out)) as Dataset;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function main() {
  const scale = Number(arg('--scale'));
  const outArg = arg('--out');
  if (![10, 100].includes(scale) || !outArg) {
    console.error('Usage: npx tsx data/build/synthetic.ts --scale 10|100 --out <dir> [--from <dataset dir>] [--seed <n>]');
    process.exit(2);
  }
  const dataDir = join(REPO_ROOT, 'data');
  const out = resolve(outArg);
  const rel = relative(dataDir, out);
  if (!rel.startsWith('..') && !isAbsolute(rel)) {
    console.error(`Refusing to write synthetic data inside ${dataDir}`);
    process.exit(2);
  }
  const from = resolve(arg('--from') ?? dataDir);
  if (!existsSync(from)) throw new Error(`No dataset at ${from}`);
  const seed = arg('--seed') ? Number(arg('--seed')) : undefined;
  const dataset = generateSynthetic(readDataset(from), scale, seed);
  for (const [file, records] of Object.entries(dataset) as [DatasetFile, unknown[]][]) {
    writeJson(join(out, file), records);
    console.log(`${file.padEnd(32)} ${records.length}`);
  }
  readDataset(out);
  console.log(`Synthetic dataset (x${scale}) written to ${out} and validated.`);
}

if (process.argv[1]?.endsWith('data/build/synthetic.ts')) main();
