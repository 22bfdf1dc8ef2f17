// The /api/prayers paths and the prayer data under /api/characters (standard-pool, ritual-pool,
// forever-prayer): the spec's documented JSON, each reshaped from its stored operation's generated
// result type.
import { readFileSync } from 'node:fs';
import { encodeBase64, encodeCursorChunk } from '@pothos/core';
import { toListForm } from '../legacy/characterForm.ts';
import type {
  LegacyForeverPrayerQuery,
  LegacyPrayerDetailQuery,
  LegacyPrayerFragment,
  LegacyPrayerItemFragment,
  LegacyPrayerListQuery,
  LegacyPrayerPoolFragment,
  LegacyRollPrayerMutation,
  LegacySpecialPoolQuery,
} from '../legacy/operations.generated.ts';
import { intParam, LegacyError, type LegacyRoute, type LegacyTable, route } from '../legacy/types.ts';

/** Prayers per page of /api/prayers/get-list. */
export const PRAYER_PAGE_SIZE = 20;

/** A card as the prayer paths show it. */
function cardForm(c: LegacyPrayerItemFragment) {
  return { id: c.cardId, name: c.name, rarity: Number(c.rarity), img: c.image };
}

const precision = (p: string | null) => (p ? p.toLowerCase() : null);

/** A prayer in the documented list form. */
export function prayerForm(p: LegacyPrayerFragment) {
  return {
    id: p.prayerId,
    name: p.name,
    prayerTypes: p.types,
    prayerType: p.typeMeta,
    typeLabel: p.typeLabel,
    listingKind: p.listingKind,
    start: p.startAt,
    startPrecision: precision(p.startPrecision),
    end: p.endAt,
    endPrecision: precision(p.endPrecision),
    duration: p.duration,
    status: p.status.toLowerCase(),
    max: p.maxPulls,
    simulator: p.simulator,
    image: p.image,
    largeImg: p.largeImage,
    opts: { disableSC: p.disableSc },
    gcCost: p.gcCost,
    dust: p.dust,
    pool: p.poolId,
    characters: p.rateUpCharacters.map((r) => ({ character: toListForm(r.character), type: r.status })),
    cards: p.rateUpCards.map((r) => ({ card: cardForm(r.card), isNew: r.isNew, exchange: r.exchange, exchangeAmount: r.exchangeAmount })),
    stepUps: p.stepUps.map((s) => ({
      id: s.code,
      index: s.index,
      start: s.startAt,
      end: s.endAt,
      duration: s.duration,
      stepItems: s.items.map((i) => ({
        cost: i.cost,
        guaranteed: i.guaranteed,
        multiplier: i.multiplier,
        pickUpGuaranteed: i.pickUpGuaranteed,
        dust: i.dust,
      })),
    })),
    sample: p.sample,
    source: p.source,
  };
}

type PoolEntry = LegacyPrayerPoolFragment['entries'][number];

/** A pool entry: the spec's id, shortName, shortTranslitName, rateType and chance.sc/.gc. */
function entryForm(e: PoolEntry) {
  return {
    id: e.item.slug ?? e.item.cardId,
    shortName: e.item.shortName,
    shortTranslitName: e.item.shortNameTranslit,
    rateType: e.rateType,
    chance: { sc: e.chanceSc, gc: e.chanceGc },
    img: e.item.image,
    rarity: e.item.rarity,
    isPickUp: e.pickUp,
  };
}

function poolForm(p: LegacyPrayerPoolFragment) {
  const group = (g: string) => p.entries.filter((e) => e.item.group === g).map(entryForm);
  return {
    id: p.id,
    name: p.name,
    sample: p.sample,
    derived: p.derived,
    source: p.source,
    characters: group('character'),
    card5: group('card5'),
    card4: group('card4'),
    card3: group('card3'),
  };
}

function specialPool(kind: 'STANDARD' | 'RITUAL', path: string, context: string, charactersOnly: boolean): LegacyRoute {
  return route<LegacySpecialPoolQuery>({
    path,
    operation: 'LegacySpecialPool',
    context,
    variables: () => ({ kind }),
    reshape: ({ prayerPool }) => {
      if (!prayerPool) return null;
      const pool = poolForm(prayerPool);
      return charactersOnly ? pool.characters : pool;
    },
  });
}

const PULL_TYPES: Record<string, string> = {
  single: 'SINGLE',
  multi: 'MULTI',
  gc: 'GC',
  'step-up': 'STEP_UP',
  stepup: 'STEP_UP',
  step_up: 'STEP_UP',
};

/** The largest whole number a body field may hold (GraphQL's Int). */
const MAX_INT = 2_147_483_647;

/** A whole number from the body; -1 (the spec's "none") and absence give null. */
function bodyInt(body: Record<string, unknown>, name: string, min: number): number | null {
  const value = body[name];
  if (value === undefined || value === null || value === -1 || value === '-1') return null;
  const n = typeof value === 'string' && /^-?\d{1,10}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > MAX_INT)
    throw new LegacyError(400, `Body field ${name} must be a whole number from ${min} to ${MAX_INT} (or -1)`);
  return n;
}

/** The roll request of the spec: `{ id, type, sbNo, suNo, pullNo }`. */
function rollVariables(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new LegacyError(400, 'The request body must be a JSON object');
  const b = body as Record<string, unknown>;
  const kind = PULL_TYPES[String(b.type ?? '').toLowerCase()];
  if (!kind) throw new LegacyError(400, 'Body field type must be single, multi, gc or step-up');
  const input: Record<string, unknown> = { kind, pullNo: bodyInt(b, 'pullNo', 0) ?? 0 };
  if (b.id === 'standard' || b.id === 'ritual') input.pool = String(b.id).toUpperCase();
  else {
    const id = bodyInt(b, 'id', 1);
    if (id === null) throw new LegacyError(400, 'Body field id is required: a prayer id, standard or ritual');
    input.prayerId = id;
  }
  if (kind === 'STEP_UP') {
    input.stepUp = bodyInt(b, 'sbNo', 0);
    input.step = bodyInt(b, 'suNo', 0) ?? 0;
    if (input.stepUp === null) throw new LegacyError(400, 'Body field sbNo is required for a step-up pull');
  }
  return { input };
}

export const prayersLegacy: LegacyTable = {
  document: readFileSync(new URL('./legacy.graphql', import.meta.url), 'utf8'),
  routes: [
    route<LegacyPrayerListQuery>({
      path: '/api/prayers/get-list',
      operation: 'LegacyPrayerList',
      context: 'prayer-list',
      // last: the id of the last prayer already loaded; the next page follows it.
      variables: (q) => {
        const last = intParam(q, 'last');
        return { first: PRAYER_PAGE_SIZE, after: last === undefined ? null : encodeBase64(`GPC:${encodeCursorChunk(last)}`) };
      },
      reshape: ({ prayers, prayerFilterOptions }) => ({
        content: prayers.edges.map((e) => prayerForm(e.node)),
        filterOpts: { characters: prayerFilterOptions.characters.map(toListForm), cards: prayerFilterOptions.cards.map(cardForm) },
        isLast: !prayers.pageInfo.hasNextPage,
      }),
    }),
    route<LegacyPrayerDetailQuery>({
      path: '/api/prayers/get-detail',
      operation: 'LegacyPrayerDetail',
      context: 'prayer-detail',
      variables: (q) => {
        const id = intParam(q, 'id');
        if (id === undefined) throw new LegacyError(400, 'Query parameter id is required');
        return { id };
      },
      reshape: ({ prayer }, variables) => {
        if (!prayer) throw new LegacyError(404, `Prayer id ${String(variables.id)} does not exist`, 'prayer-detail');
        return {
          ...prayerForm(prayer),
          pullKinds: prayer.pullKinds.map((k) => k.toLowerCase().replace('_', '-')),
          pool: prayer.pool ? poolForm(prayer.pool) : null,
        };
      },
    }),
    specialPool('STANDARD', '/api/prayers/get-special/standard', 'standard-prayer', false),
    specialPool('RITUAL', '/api/prayers/get-special/ritual', 'ritual-prayer', false),
    route<LegacyRollPrayerMutation>({
      method: 'POST',
      path: '/api/prayers/roll',
      operation: 'LegacyRollPrayer',
      context: 'pull',
      variables: (_q, body) => rollVariables(body),
      reshape: ({ rollPrayer: r }) => ({
        result: r.results.map((x) => ({
          type: x.item.kind === 'CHARACTER' ? 'chara' : 'card',
          id: x.item.slug ?? x.item.cardId,
          name: x.item.name,
          shortName: x.item.shortName,
          translit: x.item.shortNameTranslit,
          img: x.item.image,
          metadata: x.item.rarity,
          chance: x.chance,
          isPickUp: x.pickUp,
          guaranteed: x.guaranteed,
        })),
        coin: r.coin,
        sc: r.sc,
        gc: r.gc,
        dust: r.dust,
        disableGC: r.gcDisabled,
        limitReached: r.limitReached,
        pullNo: r.pullNo,
        disableSU: r.stepUpDisabled,
        sbNo: r.stepUp ?? -1,
        suNo: r.step ?? -1,
        sample: r.sample,
      }),
    }),
    specialPool('STANDARD', '/api/characters/standard-pool', 'standard-prayer', true),
    specialPool('RITUAL', '/api/characters/ritual-pool', 'ritual-prayer', true),
    route<LegacyForeverPrayerQuery>({
      path: '/api/characters/forever-prayer',
      operation: 'LegacyForeverPrayer',
      context: 'forever-prayer',
      variables: (q) => ({ id: intParam(q, 'id') ?? null }),
      reshape: ({ foreverPrayer: f }, variables) => {
        if (!f) throw new LegacyError(404, 'data is null', 'forever-prayer');
        return {
          content: {
            id: f.foreverPrayerId,
            title: f.title,
            start: f.startAt,
            end: f.endAt,
            notes: f.notes,
            characters: f.characters.map((c) => ({ ...toListForm(c.character), isNew: c.isNew })),
            newCharacters: f.characters.filter((c) => c.isNew).map((c) => toListForm(c.character)),
            thresholds: f.thresholds,
            metadata: { gap: f.gap },
            sample: f.sample,
            source: f.source,
          },
          head: { specific: variables.id !== null, id: f.foreverPrayerId },
        };
      },
    }),
  ],
};
