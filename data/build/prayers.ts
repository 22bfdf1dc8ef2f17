// Prayers, forever prayers, pools and release batches.
//
// Prayers come from curated/prayers.ts (each with its page). The standard and ritual pools list
// real members, but no public page gives per-entry rates, so every chance is a sample value and both
// pools carry `sample: true`.
import type { z } from 'zod';
import type { batch, foreverPrayer, pool, prayer } from '../../prisma/seed/format.ts';
import type { Character } from './characters.ts';
import { FOREVER_PRAYERS, PRAYERS } from './curated/prayers.ts';
import { clean, compareStrings } from './lib/io.ts';
import type { StoryCard } from './storyCards.ts';

type Prayer = z.infer<typeof prayer>;
type Pool = z.infer<typeof pool>;
type ForeverPrayer = z.infer<typeof foreverPrayer>;
type Batch = z.infer<typeof batch>;
type PoolEntry = Pool['entries'][number];

export interface PrayerBuild {
  prayers: Prayer[];
  pools: Pool[];
  foreverPrayers: ForeverPrayer[];
  batches: Batch[];
  /** First prayer featuring a character as new. */
  debutOf: Map<string, { at: string; source: string }>;
  /** First prayer listing a card as new. */
  cardReleaseOf: Map<number, { at: string; source: string }>;
}

/**
 * Sample rates, per pull, by entry kind: the total is shared evenly between the pool's entries of
 * that kind. Not published figures.
 */
const SAMPLE_TOTALS: Record<PoolEntry['kind'], number> = { character: 0.05, card5: 0.15, card4: 0.3, card3: 0.5 };

function round5(n: number): number {
  return Math.round(n * 1e5) / 1e5;
}

function samplePool(id: string, name: string, source: string, characterIds: string[], cards: StoryCard[]): Pool {
  const groups: Record<PoolEntry['kind'], PoolEntry[]> = { character: [], card5: [], card4: [], card3: [] };
  for (const characterId of characterIds) groups.character.push({ kind: 'character', characterId, chanceSc: 0, chanceGc: 0 });
  for (const card of cards) {
    const kind = card.rarity === 5 ? 'card5' : card.rarity === 4 ? 'card4' : card.rarity === 3 ? 'card3' : undefined;
    if (kind) groups[kind].push({ kind, cardId: card.id, chanceSc: 0, chanceGc: 0 });
  }
  const entries: PoolEntry[] = [];
  for (const kind of ['character', 'card5', 'card4', 'card3'] as const) {
    const list = groups[kind];
    for (const e of list) {
      const chance = round5(SAMPLE_TOTALS[kind] / list.length);
      entries.push({ ...e, rateType: 'sample', chanceSc: chance, chanceGc: chance });
    }
  }
  return { id, name, sample: true, source, entries };
}

export function buildPrayers(characters: Character[], cards: StoryCard[]): PrayerBuild {
  const charIds = new Set(characters.map((c) => c.id));
  const cardIds = new Set(cards.map((c) => c.id));
  const check = (id: string, where: string) => {
    if (!charIds.has(id)) throw new Error(`${where}: unknown character ${id}`);
  };

  // Pools. Standard: the general-pool characters (type gen, non-limited) and the cards the CN wiki
  // lists as permanent-prayer cards. Ritual: the L1 Festival characters (type fes).
  const standardCards = cards.filter((c) => c.obtaining?.some((o) => o.type === 'standard-prayer'));
  const pools: Pool[] = [
    samplePool(
      'standard',
      'Standard Prayer',
      'Members: L1 general characters (THLWTierlist flag g) and standard-prayer story cards (LukeZhuang/LostWordBWikiScripts PictureSource.csv); rates are sample values',
      characters.filter((c) => c.type === 'gen' && c.status === 'non-limited').map((c) => c.id),
      standardCards,
    ),
    samplePool(
      'ritual',
      'Ritual Prayer',
      'Members: L1 Festival characters (see data/build/curated/l1Festival.ts); rates are sample values',
      characters.filter((c) => c.type === 'fes').map((c) => c.id),
      [],
    ),
  ];

  const sorted = [...PRAYERS].sort((a, b) => compareStrings(a.startAt, b.startAt) || compareStrings(a.name, b.name));
  const prayers: Prayer[] = sorted.map((p, i) => {
    p.characters?.forEach((c) => check(c.id, p.name));
    p.cards?.forEach((c) => {
      if (!cardIds.has(c.id)) throw new Error(`${p.name}: unknown card ${c.id}`);
    });
    return clean({
      id: i + 1,
      name: p.name,
      listingKind: p.listingKind,
      types: p.types,
      startAt: p.startAt,
      endAt: p.endAt,
      maxPulls: p.maxPulls,
      gcCost: p.gcCost,
      dust: p.dust,
      poolId: p.pool,
      characters: p.characters?.map((c) => clean({ id: c.id, status: c.status })),
      cards: p.cards?.map((c) => clean({ id: c.id, isNew: c.isNew, exchangeAmount: c.exchangeAmount })),
      stepUps: p.stepUps?.map((s, index) => ({ code: s.code, index, items: s.items.map((it) => clean({ ...it })) })),
      source: p.source,
    }) as Prayer;
  });

  const foreverPrayers: ForeverPrayer[] = FOREVER_PRAYERS.map((f, i) => {
    f.characters.forEach((c) => check(c.id, f.title));
    return clean({
      id: i + 1,
      title: f.title,
      startAt: f.startAt,
      endAt: f.endAt,
      notes: f.notes,
      source: f.source,
      characters: f.characters.map((c) => ({ id: c.id })),
      thresholds: [],
    });
  });

  const debutOf = new Map<string, { at: string; source: string }>();
  const cardReleaseOf: PrayerBuild['cardReleaseOf'] = new Map();
  for (const p of prayers) {
    for (const c of p.characters ?? []) {
      if (c.status === 'new' && p.startAt && !debutOf.has(c.id)) debutOf.set(c.id, { at: p.startAt, source: p.source as string });
    }
    for (const c of p.cards ?? []) {
      if (c.isNew && p.startAt && !cardReleaseOf.has(c.id)) cardReleaseOf.set(c.id, { at: p.startAt, source: p.source as string });
    }
  }

  return { prayers, pools, foreverPrayers, batches: [], debutOf, cardReleaseOf };
}
