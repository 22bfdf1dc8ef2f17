// The pull simulator, apart from the database: a prayer and its pool as the repo keeps them in
// memory (per data version), the draw distributions built from the pool's chances, and one roll.
// Draws use the operating system's cryptographic generator. A roll reads memory and writes nothing;
// what a player has pulled so far (pull number, step-up counters) travels with each request.
import { getRandomValues } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { PortraitRow } from '../shared/portraits.ts';
import {
  MULTI_PULL_COST,
  PULLS_PER_MULTI,
  RATE_UP_CARD_CHANCE,
  RATE_UP_CHARACTER_CHANCE,
  RATE_UP_MAX,
  SINGLE_PULL_COST,
  TOKENS,
} from './constants.ts';

/** Which part of a pool an entry belongs to: Friends, or story cards by rarity. */
export type PoolGroup = 'character' | 'card5' | 'card4' | 'card3';

/** A character or a story card as the simulator shows it. */
export interface SimItem {
  kind: 'character' | 'card';
  /** The character's slug, or the card's id as a string. */
  id: string;
  cardId: number | null;
  name: string;
  shortName: string;
  shortNameTranslit: string | null;
  image: string;
  /** A character's portrait (hash, size and set), when it has one. */
  portrait: PortraitRow | null;
  /** The character's current rarity (gen, fes...), or the card's stars as "5", "4", "3". */
  rarity: string;
  group: PoolGroup;
  /** Until this instant (ms) the item is a spoiler; -Infinity: public; Infinity: shown only with JP content. */
  hiddenUntil: number;
}

export interface SimEntry {
  item: SimItem;
  /** Chance per pull with seal crystals and with god crystals, as stored (relative weights). */
  sc: number;
  gc: number;
  rateType: string | null;
  /** A rate-up (pick-up) of the prayer. */
  pickUp: boolean;
}

export interface SimPool {
  id: string;
  name: string;
  /** The chances are sample values: no public source states them. */
  sample: boolean;
  /** Built by the tracker from the standard pool and the prayer's rate-ups. */
  derived: boolean;
  source: string | null;
  entries: SimEntry[];
}

/** What a step of a step-up guarantees among its ten results. */
export interface SimGuarantee {
  characters: number;
  card5: number;
}

export interface SimStep {
  cost: number;
  guaranteed: string | null;
  guarantee: SimGuarantee;
  pickUpGuaranteed: boolean;
  multiplier: number | null;
  dust: number | null;
}

export interface SimStepUp {
  code: string;
  index: number;
  items: SimStep[];
}

export type PullKind = 'single' | 'multi' | 'gc' | 'step-up';

export interface SimPrayer {
  /** The prayer's id, or null for the standard and ritual pools simulated on their own. */
  id: number | null;
  name: string;
  hiddenUntil: number;
  simulator: boolean;
  listingKind: string;
  maxPulls: number | null;
  gcCost: number | null;
  dust: number | null;
  disableSc: boolean;
  pool: SimPool;
  /**
   * For a pool the tracker derives (no published rates): the rate-ups and the pool it is derived
   * from, so each viewer's pool is derived from what they may see.
   */
  derivedFrom?: { rateUps: SimItem[]; base: SimPool | undefined };
  stepUps: SimStepUp[];
  /** Draw distributions already built, by currency, step and visibility. */
  cache: Map<string, Distribution>;
  /** The entries each visibility sees, once built. */
  views?: Map<string, SimEntry[]>;
}

/** Which items a viewer may see; `key` names that set, so distributions can be reused. */
export interface Visibility {
  key: string;
  visible(hiddenUntil: number): boolean;
}

export interface Distribution {
  entries: SimEntry[];
  weights: Float64Array;
  /** Running sums of the weights. */
  cumulative: Float64Array;
  total: number;
}

export type Random = () => number;

// ---------------------------------------------------------------- randomness

const words = new Uint32Array(2048);
let next = words.length;

/** A uniform float in [0, 1) with 53 random bits from the cryptographic generator (buffered). */
export const cryptoRandom: Random = () => {
  if (next + 2 > words.length) {
    getRandomValues(words);
    next = 0;
  }
  const high = words[next++] >>> 5;
  const low = words[next++] >>> 6;
  return (high * 67108864 + low) / 9007199254740992;
};

// ---------------------------------------------------------------- errors

/** An expected failure of a roll request: a coded GraphQL error with its HTTP status. */
export function rollError(message: string, code: 'BAD_USER_INPUT' | 'NOT_FOUND' = 'BAD_USER_INPUT'): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: code === 'NOT_FOUND' ? 404 : 400 } } });
}

// ---------------------------------------------------------------- building

/**
 * What a step guarantees, read from the source's wording: "1 Friend", "2 Friends", "character",
 * "5-star card", "1 Friend and 1 5★ card". Anything else guarantees nothing.
 */
export function parseGuarantee(text: string | null | undefined): SimGuarantee {
  const g: SimGuarantee = { characters: 0, card5: 0 };
  if (!text) return g;
  const t = text.toLowerCase();
  for (const m of t.matchAll(/(?:(\d+)\s*)?(?:5|five)\s*-?\s*(?:star|★)\s*(?:story\s*)?cards?/g)) g.card5 += Number(m[1] ?? 1);
  const rest = t.replace(/(?:(\d+)\s*)?(?:5|five)\s*-?\s*(?:star|★)\s*(?:story\s*)?cards?/g, ' ');
  for (const m of rest.matchAll(/(?:(\d+)\s*)?(?:friends?|characters?|charas?)\b/g)) g.characters += Number(m[1] ?? 1);
  g.characters = Math.min(g.characters, PULLS_PER_MULTI);
  g.card5 = Math.min(g.card5, PULLS_PER_MULTI - g.characters);
  return g;
}

/**
 * The pool of a prayer that has none of its own: its rate-up Friends and cards at sample chances,
 * and the standard pool scaled to fill the rest. Rate-ups already in the standard pool keep their
 * share there too. Sample by construction.
 */
export function derivePool(id: string, name: string, rateUps: SimItem[], base: SimPool | undefined): SimPool {
  const ups = rateUps.map((item) => (item.kind === 'character' ? RATE_UP_CHARACTER_CHANCE : RATE_UP_CARD_CHANCE));
  const upTotal = ups.reduce((a, b) => a + b, 0);
  const scale = upTotal > RATE_UP_MAX ? RATE_UP_MAX / upTotal : 1;
  const share = upTotal * scale;
  const baseEntries = base?.entries ?? [];
  const baseTotal = (key: 'sc' | 'gc') => baseEntries.reduce((sum, e) => sum + e[key], 0);
  const totals = { sc: baseTotal('sc'), gc: baseTotal('gc') };
  const fill = baseEntries.length ? 1 - share : 0;
  const byId = new Map<string, SimEntry>();
  const entries: SimEntry[] = [];
  rateUps.forEach((item, i) => {
    const chance = ups[i] * scale * (baseEntries.length ? 1 : 1 / share);
    const entry: SimEntry = { item, sc: chance, gc: chance, rateType: 'pick-up', pickUp: true };
    byId.set(`${item.kind}:${item.id}`, entry);
    entries.push(entry);
  });
  for (const e of baseEntries) {
    const sc = totals.sc > 0 ? (e.sc / totals.sc) * fill : 0;
    const gc = totals.gc > 0 ? (e.gc / totals.gc) * fill : 0;
    const up = byId.get(`${e.item.kind}:${e.item.id}`);
    if (up) {
      up.sc += sc;
      up.gc += gc;
    } else entries.push({ ...e, sc, gc, pickUp: false });
  }
  const order: Record<PoolGroup, number> = { character: 0, card5: 1, card4: 2, card3: 3 };
  entries.sort((a, b) => order[a.item.group] - order[b.item.group] || Number(b.pickUp) - Number(a.pickUp));
  return { id, name, sample: true, derived: true, source: base ? `Sample rates built from the ${base.name} pool` : null, entries };
}

/**
 * The entries of a prayer's pool the viewer may see. A derived pool is derived again from the
 * rate-ups and the base entries the viewer may see: what stays hidden from them (a JP-only Friend
 * in the standard pool) must not move the chances they see.
 */
export function visibleEntries(prayer: SimPrayer, view: Visibility): SimEntry[] {
  prayer.views ??= new Map();
  let entries = prayer.views.get(view.key);
  if (!entries) {
    const from = prayer.derivedFrom;
    if (from) {
      const base = from.base && { ...from.base, entries: from.base.entries.filter((e) => view.visible(e.item.hiddenUntil)) };
      const rateUps = from.rateUps.filter((item) => view.visible(item.hiddenUntil));
      entries = derivePool(prayer.pool.id, prayer.pool.name, rateUps, base).entries;
    } else entries = prayer.pool.entries.filter((e) => view.visible(e.item.hiddenUntil));
    prayer.views.set(view.key, entries);
  }
  return entries;
}

// ---------------------------------------------------------------- distributions

type Currency = 'sc' | 'gc';
/** Which entries a slot draws from: all, Friends only, rate-up Friends only, or 5-star cards only. */
type Restriction = 'all' | 'character' | 'pick-up' | 'card5';

function buildDistribution(entries: SimEntry[], currency: Currency, multiplier: number): Distribution {
  const weights = new Float64Array(entries.length);
  const cumulative = new Float64Array(entries.length);
  let total = 0;
  entries.forEach((e, i) => {
    weights[i] = e[currency] * (e.item.group === 'character' ? multiplier : 1);
    total += weights[i];
    cumulative[i] = total;
  });
  return { entries, weights, cumulative, total };
}

/**
 * The distribution a slot draws from. A restriction with nothing to draw (every rate-up Friend still
 * a spoiler, a pool without 5-star cards) widens: rate-up Friends to all Friends, then to the pool.
 */
export function distributionFor(
  prayer: SimPrayer,
  view: Visibility,
  currency: Currency,
  multiplier = 1,
  restriction: Restriction = 'all',
): Distribution {
  const key = `${view.key}|${currency}|${multiplier}|${restriction}`;
  const cached = prayer.cache.get(key);
  if (cached) return cached;
  const visible = visibleEntries(prayer, view).filter((e) => e[currency] > 0);
  const matches: Record<Restriction, (e: SimEntry) => boolean> = {
    all: () => true,
    character: (e) => e.item.group === 'character',
    'pick-up': (e) => e.item.group === 'character' && e.pickUp,
    card5: (e) => e.item.group === 'card5',
  };
  const chosen = visible.filter(matches[restriction]);
  let dist: Distribution;
  if (chosen.length === 0 && restriction === 'pick-up') dist = distributionFor(prayer, view, currency, multiplier, 'character');
  else if (chosen.length === 0 && restriction !== 'all') dist = distributionFor(prayer, view, currency, multiplier, 'all');
  else dist = buildDistribution(chosen, currency, multiplier);
  prayer.cache.set(key, dist);
  return dist;
}

/** Draws one entry; returns its index in the distribution. */
export function draw(dist: Distribution, random: Random): number {
  const r = random() * dist.total;
  let lo = 0;
  let hi = dist.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (dist.cumulative[mid] > r) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The chance of the distribution's i-th entry per draw (12 significant digits: no float noise). */
export function chanceAt(dist: Distribution, i: number): number {
  return Number((dist.weights[i] / dist.total).toPrecision(12));
}

/** Every visible entry of the pool with its chance per pull, for each currency. */
export function poolChances(prayer: SimPrayer, view: Visibility): { entry: SimEntry; sc: number; gc: number }[] {
  const sc = distributionFor(prayer, view, 'sc');
  const gc = distributionFor(prayer, view, 'gc');
  const gcIndex = new Map(gc.entries.map((e, i) => [e, i]));
  const scIndex = new Map(sc.entries.map((e, i) => [e, i]));
  return visibleEntries(prayer, view).map((entry) => {
    const i = scIndex.get(entry);
    const j = gcIndex.get(entry);
    return { entry, sc: i === undefined ? 0 : chanceAt(sc, i), gc: j === undefined ? 0 : chanceAt(gc, j) };
  });
}

// ---------------------------------------------------------------- a roll

/** The pull kinds a prayer offers. */
export function pullKinds(prayer: SimPrayer): PullKind[] {
  if (!prayer.simulator) return [];
  const kinds: PullKind[] = [];
  if (prayer.listingKind !== 'gc') kinds.push('single', 'multi');
  if (prayer.gcCost !== null) kinds.push('gc');
  if (prayer.stepUps.some((s) => s.items.length > 0)) kinds.push('step-up');
  return kinds;
}

export interface RollRequest {
  kind: PullKind;
  /** Index of the step-up track (step-up pulls). */
  stepUp?: number | null;
  /** Steps already pulled on that track: the client's step-up counter. */
  step?: number | null;
  /** Rolls already made on this prayer: the client's pull number. */
  pullNo?: number | null;
}

export interface Pulled {
  entry: SimEntry;
  /** The chance this slot had of giving this entry. */
  chance: number;
  /** Drawn in a slot the step guarantees. */
  guaranteed: boolean;
}

export interface RollOutcome {
  results: Pulled[];
  /** Tokens earned: Friend 10, 5-star card 5, 4-star 3, 3-star 1. */
  coin: number;
  sc: number;
  gc: number;
  dust: number;
  /** God crystal pulls are no longer possible (none offered, or the pull limit is reached). */
  gcDisabled: boolean;
  /** The pull limit is reached: no pull of any kind is left. */
  limitReached: boolean;
  /** The step-up track pulled is exhausted (null for other kinds). */
  stepUpDisabled: boolean | null;
  pullNo: number;
  stepUp: number | null;
  /** The step the track is at now (null for other kinds). */
  step: number | null;
  sample: boolean;
}

/** The largest pull number a roll accepts (the client's counter; no prayer allows nearly as many pulls). */
export const MAX_PULL_NO = 1_000_000;

/** One roll: validates the request against the prayer and the player's counters, then draws. */
export function roll(prayer: SimPrayer, request: RollRequest, view: Visibility, random: Random = cryptoRandom): RollOutcome {
  const pullNo = request.pullNo ?? 0;
  if (!Number.isInteger(pullNo) || pullNo < 0 || pullNo > MAX_PULL_NO)
    throw rollError(`pullNo must be a whole number from 0 to ${MAX_PULL_NO}, not ${pullNo}`);
  const label = prayer.id === null ? `The ${prayer.name}` : `Prayer ${prayer.id}`;
  if (!prayer.simulator) throw rollError(`${label} has no simulator`);
  if (!pullKinds(prayer).includes(request.kind)) throw rollError(`${label} has no ${request.kind} pull`);
  if (prayer.maxPulls !== null && pullNo >= prayer.maxPulls)
    throw rollError(`${label} allows ${prayer.maxPulls} pull${prayer.maxPulls === 1 ? '' : 's'}, and all have been made`);

  const currency: Currency = request.kind === 'gc' || prayer.disableSc ? 'gc' : 'sc';
  const results: Pulled[] = [];
  const drawInto = (dist: Distribution, count: number, guaranteed: boolean) => {
    if (dist.entries.length === 0) throw rollError(`${label} has nothing to pull`);
    for (let n = 0; n < count; n++) {
      const i = draw(dist, random);
      results.push({ entry: dist.entries[i], chance: chanceAt(dist, i), guaranteed });
    }
  };
  let cost = 0;
  let dust = 0;
  let stepUp: number | null = null;
  let step: number | null = null;
  let stepUpDisabled: boolean | null = null;

  if (request.kind === 'step-up') {
    const track = prayer.stepUps.find((s) => s.index === request.stepUp);
    if (!track) throw rollError(`${label} has no step-up ${request.stepUp ?? '(none given)'}`);
    const at = request.step ?? 0;
    if (!Number.isInteger(at) || at < 0) throw rollError(`step must be a whole number from 0, not ${at}`);
    if (at >= track.items.length)
      throw rollError(`Step-up ${track.index} of ${label.toLowerCase()} is exhausted after ${track.items.length} steps`);
    const item = track.items[at];
    const multiplier = item.multiplier ?? 1;
    const { characters, card5 } = item.guarantee;
    drawInto(distributionFor(prayer, view, currency, multiplier), PULLS_PER_MULTI - characters - card5, false);
    if (card5) drawInto(distributionFor(prayer, view, currency, multiplier, 'card5'), card5, true);
    if (characters)
      drawInto(distributionFor(prayer, view, currency, multiplier, item.pickUpGuaranteed ? 'pick-up' : 'character'), characters, true);
    cost = item.cost;
    dust = item.dust ?? prayer.dust ?? 0;
    stepUp = track.index;
    step = at + 1;
    stepUpDisabled = step >= track.items.length;
  } else {
    const count = request.kind === 'single' ? 1 : PULLS_PER_MULTI;
    drawInto(distributionFor(prayer, view, currency), count, false);
    if (request.kind === 'gc') {
      cost = prayer.gcCost ?? 0;
      dust = prayer.dust ?? 0;
    } else {
      cost = request.kind === 'single' ? SINGLE_PULL_COST : MULTI_PULL_COST;
      dust = request.kind === 'single' ? Math.floor((prayer.dust ?? 0) / PULLS_PER_MULTI) : (prayer.dust ?? 0);
    }
  }

  const limitReached = prayer.maxPulls !== null && pullNo + 1 >= prayer.maxPulls;
  return {
    results,
    coin: results.reduce((sum, r) => sum + TOKENS[r.entry.item.group], 0),
    sc: currency === 'sc' ? cost : 0,
    gc: currency === 'gc' ? cost : 0,
    dust,
    gcDisabled: prayer.gcCost === null || limitReached,
    limitReached,
    stepUpDisabled,
    pullNo: pullNo + 1,
    stepUp,
    step,
    sample: prayer.pool.sample,
  };
}
