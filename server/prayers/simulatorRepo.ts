// The simulator's repo: each prayer and the standard and ritual pools as the simulator sees them,
// read once per data version and kept in memory, so a roll touches no table; what each viewer may
// draw is decided per roll by the reveal instants of everything in them.
import { db } from '../db.ts';
import { ALWAYS, isShown } from '../shared/reveal.ts';
import { revealKey, type Snapshot } from '../shared/snapshot.ts';
import { perDataVersion, versionMemo } from '../shared/versionMemo.ts';
import type { SpecialPool } from './constants.ts';
import { CARD_COLUMNS, CHARACTER_COLUMNS, cardItem, characterItem } from './items.ts';
import { prayerHiddenUntil } from './reveal.ts';
import { derivePool, parseGuarantee, type SimEntry, type SimPool, type SimPrayer, type Visibility } from './simulator.ts';

/** Prayers (and the two special pools) kept for the simulator: every prayer of the data, with room to spare. */
const SIM_PRAYERS_KEPT = 128;

interface SimData {
  pools: Map<string, SimPool>;
}

async function loadPools(): Promise<SimData> {
  const rows = await db.pool.findMany({
    include: {
      entries: {
        orderBy: { id: 'asc' },
        include: { character: { select: CHARACTER_COLUMNS }, card: { select: CARD_COLUMNS } },
      },
    },
  });
  const pools = new Map<string, SimPool>();
  for (const p of rows) {
    const entries: SimEntry[] = [];
    for (const e of p.entries) {
      const item = e.character ? characterItem(e.character) : e.card ? cardItem(e.card) : null;
      if (item) entries.push({ item, sc: e.chanceSc, gc: e.chanceGc, rateType: e.rateType, pickUp: false });
    }
    pools.set(p.id, { id: p.id, name: p.name, sample: p.sample, derived: false, source: p.source, entries });
  }
  return { pools };
}

/** The simulator's data for the data version the request is answered from (read once per version). */
const simData = perDataVersion(loadPools);
/** Prayers and special pools as the simulator sees them, built once per data version. */
const simPrayers = versionMemo(SIM_PRAYERS_KEPT);

/** What the viewer sees, named by what the reveal rule decides for the request's snapshot. */
export function visibilityFor(viewer: Snapshot): Visibility {
  return { key: revealKey(viewer), visible: (hiddenUntil) => isShown(hiddenUntil, viewer) };
}

async function loadSimPrayer(data: SimData, id: number): Promise<SimPrayer | null> {
  const p = await db.prayer.findUnique({
    where: { id },
    select: {
      id: true,
      name: true,
      revealAt: true,
      simulator: true,
      listingKind: true,
      maxPulls: true,
      gcCost: true,
      dust: true,
      disableSc: true,
      poolId: true,
      characters: { orderBy: { position: 'asc' }, select: { character: { select: CHARACTER_COLUMNS } } },
      cards: { orderBy: { position: 'asc' }, select: { card: { select: CARD_COLUMNS } } },
      stepUps: { orderBy: { index: 'asc' }, select: { code: true, index: true, items: { orderBy: { position: 'asc' } } } },
    },
  });
  if (!p) return null;
  const rateUps = [...p.characters.map((c) => characterItem(c.character)), ...p.cards.map((c) => cardItem(c.card))];
  const own = p.poolId ? data.pools.get(p.poolId) : undefined;
  let pool: SimPool;
  let derivedFrom: SimPrayer['derivedFrom'];
  if (own) {
    // The prayer's own pool, with its rate-ups marked.
    const ups = new Set(rateUps.map((i) => `${i.kind}:${i.id}`));
    pool = { ...own, entries: own.entries.map((e) => ({ ...e, pickUp: ups.has(`${e.item.kind}:${e.item.id}`) })) };
  } else {
    derivedFrom = { rateUps, base: data.pools.get('standard') };
    pool = derivePool(`prayer-${p.id}`, p.name, rateUps, derivedFrom.base);
  }
  return {
    id: p.id,
    name: p.name,
    hiddenUntil: prayerHiddenUntil(p),
    simulator: p.simulator,
    listingKind: p.listingKind,
    maxPulls: p.maxPulls,
    gcCost: p.gcCost,
    dust: p.dust,
    disableSc: p.disableSc,
    pool,
    derivedFrom,
    stepUps: p.stepUps.map((s) => ({
      code: s.code,
      index: s.index,
      items: s.items.map((i) => ({
        cost: i.cost,
        guaranteed: i.guaranteed,
        guarantee: parseGuarantee(i.guaranteed),
        pickUpGuaranteed: i.pickUpGuaranteed,
        multiplier: i.multiplier,
        dust: i.dust,
      })),
    })),
    cache: new Map(),
  };
}

/** A prayer as the simulator sees it, with its visibility for the viewer; null when unknown or a spoiler to them. */
export async function simPrayer(id: number, viewer: Snapshot): Promise<{ prayer: SimPrayer; view: Visibility } | null> {
  const data = await simData(viewer);
  const prayer = await simPrayers.get(viewer, `prayer|${id}`, () => loadSimPrayer(data, id));
  const view = visibilityFor(viewer);
  if (!prayer || !view.visible(prayer.hiddenUntil)) return null;
  return { prayer, view };
}

/** The standard or ritual pool as a prayer of its own (single and multi pulls); null when the data has none. */
export async function simSpecialPool(kind: SpecialPool, viewer: Snapshot): Promise<{ prayer: SimPrayer; view: Visibility } | null> {
  const data = await simData(viewer);
  const prayer = await simPrayers.get(viewer, `special|${kind}`, async (): Promise<SimPrayer | null> => {
    const pool = data.pools.get(kind);
    if (!pool) return null;
    return {
      id: null,
      name: pool.name,
      hiddenUntil: ALWAYS,
      simulator: true,
      listingKind: 'multi',
      maxPulls: null,
      gcCost: null,
      dust: null,
      disableSc: false,
      pool,
      stepUps: [],
      cache: new Map(),
    };
  });
  return prayer && { prayer, view: visibilityFor(viewer) };
}
