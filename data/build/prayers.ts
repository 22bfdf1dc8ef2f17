// Prayers, forever prayers and pools.
//
// Prayers come from curated/prayers.ts (each with its page and quote); featured Friends are resolved
// from the names the pages use (resolve.ts), and the build fails on a name that matches no character.
// The standard and ritual pools list real members, but no public page gives per-entry rates, so
// every chance is a sample value and both pools carry `sample: true`. Batches are built in history.ts.
import type { z } from 'zod';
import type { foreverPrayer, pool, prayer } from '../../server/prayers/dataset.ts';
import type { Character } from './characters.ts';
import { FOREVER_PRAYERS, PRAYERS } from './curated/prayers.ts';
import { clean, compareStrings } from './lib/io.ts';
import { makeResolver } from './resolve.ts';
import type { StoryCard } from './storyCards.ts';

type Prayer = z.infer<typeof prayer>;
type Pool = z.infer<typeof pool>;
type ForeverPrayer = z.infer<typeof foreverPrayer>;
type PoolEntry = Pool['entries'][number];

export interface PrayerBuild {
  prayers: Prayer[];
  pools: Pool[];
  foreverPrayers: ForeverPrayer[];
  /** First dated prayer featuring a character as new (its start, with the start's precision). */
  debutOf: Map<string, { at: string; precision: 'instant' | 'day'; source: string; prayer: string }>;
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

  // Dated prayers first, by start; then prayers known only by their end, by end; then undated ones,
  // by name. Ids follow that order, except for prayers added later with an id of their own: they come
  // after, so no earlier prayer's id (its page's address) changes.
  const resolve = makeResolver(characters);
  const sortKey = (p: (typeof PRAYERS)[number]) => [p.startAt ? 0 : p.endAt ? 1 : 2, p.startAt ?? p.endAt ?? '', p.name] as const;
  const sorted = PRAYERS.filter((p) => p.id === undefined).sort((a, b) => {
    const ka = sortKey(a);
    const kb = sortKey(b);
    return ka[0] - kb[0] || compareStrings(ka[1], kb[1]) || compareStrings(ka[2], kb[2]);
  });
  const added = PRAYERS.filter((p) => p.id !== undefined).sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  added.forEach((p, i) => {
    if (p.id !== sorted.length + i + 1) throw new Error(`${p.name}: id ${p.id} is not the next free id (${sorted.length + i + 1})`);
  });
  const prayers: Prayer[] = [...sorted, ...added].map((p, i) => {
    if (p.startAt && !p.startPrecision) throw new Error(`${p.name}: a start needs its precision`);
    if (p.endAt && !p.endPrecision) throw new Error(`${p.name}: an end needs its precision`);
    const featured = (p.characters ?? []).map((c) => ({ id: resolve(c.name, `prayer "${p.name}"`), status: c.status }));
    const seen = new Set<string>();
    for (const c of featured) {
      if (seen.has(c.id)) throw new Error(`${p.name}: ${c.id} is featured twice`);
      seen.add(c.id);
    }
    p.cards?.forEach((c) => {
      if (!cardIds.has(c.id)) throw new Error(`${p.name}: unknown card ${c.id}`);
    });
    return clean({
      id: i + 1,
      name: p.name,
      listingKind: p.listingKind,
      types: p.types,
      startAt: p.startAt,
      startPrecision: p.startPrecision,
      endAt: p.endAt,
      endPrecision: p.endPrecision,
      maxPulls: p.maxPulls,
      gcCost: p.gcCost,
      dust: p.dust,
      poolId: p.pool,
      characters: featured.map((c) => clean({ id: c.id, status: c.status })),
      cards: p.cards?.map((c) => clean({ id: c.id, isNew: c.isNew, exchangeAmount: c.exchangeAmount })),
      stepUps: p.stepUps?.map((s, index) => clean({ code: s.code, index, sample: s.sample, items: s.items.map((it) => clean({ ...it })) })),
      note: p.note,
      source: p.pageNotStored ? notStored(p.source, p.quote) : p.source,
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
      thresholds: equalChance(f.startAt, f.equalChance ?? {}),
    });
  });

  const debutOf: PrayerBuild['debutOf'] = new Map();
  const cardReleaseOf: PrayerBuild['cardReleaseOf'] = new Map();
  for (const p of prayers) {
    const precision = p.startPrecision === 'instant' || p.startPrecision === 'day' ? p.startPrecision : undefined;
    for (const c of p.characters ?? []) {
      if (c.status === 'new' && p.startAt && precision && !debutOf.has(c.id))
        debutOf.set(c.id, { at: p.startAt, precision, source: p.source as string, prayer: p.name });
    }
    for (const c of p.cards ?? []) {
      if (c.isNew && p.startAt && !cardReleaseOf.has(c.id)) cardReleaseOf.set(c.id, { at: p.startAt, source: p.source as string });
    }
  }

  return { prayers, pools, foreverPrayers, debutOf, cardReleaseOf };
}

/**
 * The source of a fact whose page is not among the stored copies: the address, then that its quote
 * (carried from an earlier table) could not be checked. What follows the address describes it.
 */
export function notStored(source: string, quote: string): string {
  return `${source} (not among the stored pages, so the quote "${quote}" is carried from an earlier table, unchecked)`;
}

/** Thresholds of a forever prayer whose Friends all have the same chance: each type's share of the pool from the start. */
export function equalChance(startAt: string, counts: Partial<Record<string, number>>): ForeverPrayer['thresholds'] {
  const entries = Object.entries(counts).filter((e): e is [string, number] => Boolean(e[1]));
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  return entries.map(([rarity, count]) => ({
    rarity: rarity as ForeverPrayer['thresholds'][number]['rarity'],
    date: startAt,
    rate: count / total,
    count,
  }));
}
