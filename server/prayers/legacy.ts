// The /api/prayers paths and the prayer data under /api/characters (standard-pool, ritual-pool,
// forever-prayer): the spec's documented JSON, each reshaped from its stored operation's generated
// result type.
import { readFileSync } from 'node:fs';
import { encodeBase64, encodeCursorChunk } from '@pothos/core';
import { z } from 'zod';
import { toListForm, toListFormWith } from '../legacy/characterForm.ts';
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
import { CharacterListItem, instant, named } from '../legacy/schemas.ts';
import {
  decimalRangePattern,
  echo,
  intParam,
  intParamSchema,
  LegacyError,
  type LegacyRoute,
  type LegacyTable,
  route,
} from '../legacy/types.ts';
import { LISTING_KINDS } from '../shared/vocabulary.ts';
import { MAX_PULL_NO } from './simulator.ts';

/** Prayers per page of /api/prayers/get-list. */
export const PRAYER_PAGE_SIZE = 20;

const PrayerCard = named(
  'PrayerCard',
  'A story card as the prayer paths show it.',
  z.object({ id: z.int().nullable(), name: z.string(), rarity: z.int().min(1).max(5), img: z.string() }),
);

const PRECISIONS = ['instant', 'day', 'month', 'by', 'between', 'launch'] as const;
const Precision = z.enum(PRECISIONS).nullable().describe('How exact the date is; null with the date when it is unknown.');
const PRAYER_STATUSES = ['upcoming', 'ongoing', 'ended', 'unknown'] as const;

export const Prayer = named(
  'Prayer',
  'A prayer (banner) in list form.',
  z.object({
    id: z.int(),
    name: z.string(),
    prayerTypes: z.array(z.string()),
    prayerType: z.string().describe('The type meta: normal, gc, story-card, standard, ritual, forever-prayer, free-ritual or other.'),
    typeLabel: z.string(),
    listingKind: z.enum(LISTING_KINDS),
    start: instant().nullable(),
    startPrecision: Precision,
    end: instant().nullable(),
    endPrecision: Precision,
    duration: z.number().nullable().describe('Milliseconds from start to end.'),
    status: z.enum(PRAYER_STATUSES).describe('At the time of the request; unknown when the data cannot tell.'),
    max: z.int().nullable().describe('The pull limit.'),
    simulator: z.boolean(),
    image: z.string().nullable(),
    largeImg: z.string().nullable(),
    opts: z.object({ disableSC: z.boolean() }),
    gcCost: z.int().nullable(),
    dust: z.int().nullable(),
    pool: z.string().nullable().describe('The id of its pool.'),
    characters: z.array(z.object({ character: CharacterListItem, type: z.string().nullable().describe('new, extra or null.') })),
    cards: z.array(z.object({ card: PrayerCard, isNew: z.boolean(), exchange: z.boolean(), exchangeAmount: z.int().nullable() })),
    stepUps: z.array(
      z.object({
        id: z.string().describe('asc, asc*, desc, desc* or special.'),
        index: z.int(),
        start: instant().nullable(),
        end: instant().nullable(),
        duration: z.number().nullable(),
        stepItems: z.array(
          z.object({
            cost: z.int(),
            guaranteed: z.string().nullable(),
            multiplier: z.number().nullable(),
            pickUpGuaranteed: z.boolean(),
            dust: z.int().nullable(),
          }),
        ),
      }),
    ),
    sample: z.boolean(),
    source: z.string().nullable(),
  }),
);

const PoolEntry = named(
  'PoolEntry',
  'A character or card of a pool with its chance per pull, paid with seal crystals (`sc`) or god crystals (`gc`).',
  z.object({
    id: z.union([z.string(), z.int()]).nullable().describe('The character id, or the card id.'),
    shortName: z.string(),
    shortTranslitName: z.string().nullable(),
    rateType: z.string().nullable(),
    chance: z.object({ sc: z.number().min(0).max(1), gc: z.number().min(0).max(1) }),
    img: z.string(),
    rarity: z.string(),
    isPickUp: z.boolean(),
  }),
);

const PrayerPool = named(
  'PrayerPool',
  'A pool: its characters and its cards by rarity.',
  z.object({
    id: z.string(),
    name: z.string(),
    sample: z.boolean(),
    derived: z.boolean(),
    source: z.string().nullable(),
    characters: z.array(PoolEntry),
    card5: z.array(PoolEntry),
    card4: z.array(PoolEntry),
    card3: z.array(PoolEntry),
  }),
);

/** A card as the prayer paths show it. */
function cardForm(c: LegacyPrayerItemFragment) {
  return { id: c.cardId, name: c.name, rarity: Number(c.rarity), img: c.image };
}

const precision = (p: string | null) => (p ? (p.toLowerCase() as (typeof PRECISIONS)[number]) : null);

/** A prayer in the documented list form. */
export function prayerForm(p: LegacyPrayerFragment): z.input<typeof Prayer> {
  return {
    id: p.prayerId,
    name: p.name,
    prayerTypes: p.types,
    prayerType: p.typeMeta,
    typeLabel: p.typeLabel,
    listingKind: p.listingKind as (typeof LISTING_KINDS)[number],
    start: p.startAt,
    startPrecision: precision(p.startPrecision),
    end: p.endAt,
    endPrecision: precision(p.endPrecision),
    duration: p.duration,
    status: p.status.toLowerCase() as (typeof PRAYER_STATUSES)[number],
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

type PoolEntryData = LegacyPrayerPoolFragment['entries'][number];

/** A pool entry: the spec's id, shortName, shortTranslitName, rateType and chance.sc/.gc. */
function entryForm(e: PoolEntryData): z.input<typeof PoolEntry> {
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

function poolForm(p: LegacyPrayerPoolFragment): z.input<typeof PrayerPool> {
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

function specialPool(kind: 'STANDARD' | 'RITUAL', path: string, context: string): LegacyRoute {
  return route({
    path,
    operation: 'LegacySpecialPool',
    context,
    tag: 'Prayers',
    summary: `The ${kind.toLowerCase()} prayer's pool`,
    response: PrayerPool,
    variables: () => ({ kind }),
    reshape: ({ prayerPool }: LegacySpecialPoolQuery) => (prayerPool ? poolForm(prayerPool) : null),
  });
}

function specialPoolCharacters(kind: 'STANDARD' | 'RITUAL', path: string, context: string): LegacyRoute {
  return route({
    path,
    operation: 'LegacySpecialPool',
    context,
    tag: 'Prayers',
    summary: `The characters of the ${kind.toLowerCase()} prayer's pool, with their chances`,
    response: z.array(PoolEntry),
    variables: () => ({ kind }),
    reshape: ({ prayerPool }: LegacySpecialPoolQuery) => (prayerPool ? poolForm(prayerPool).characters : null),
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

/**
 * A whole number of the body from `min` to `max`: a number, or a string of those digits; where
 * `none` is set, -1 (or "-1", or null) is "none" too. The server checks a field against this very
 * schema, so what the description allows and what the server reads cannot part.
 */
function wholeNumber(min: 0 | 1, max: number, none: boolean) {
  return z.union([
    z.int().min(min).max(max),
    z.string().regex(new RegExp(`^(?:${none ? '-1|' : ''}${decimalRangePattern(min, max)})$`)),
    ...(none ? [z.literal(-1), z.null()] : []),
  ]);
}

/** The fields of a roll body: each one's schema and, for the 400 naming it, what it must be. */
const ROLL_FIELDS = {
  id: {
    schema: z
      .union([...wholeNumber(1, MAX_INT, false).options, z.enum(['standard', 'ritual'])])
      .describe('A prayer id, or `standard` / `ritual` for those pools on their own.'),
    rule: `must be a prayer id (a whole number from 1 to ${MAX_INT}), standard or ritual`,
  },
  type: {
    schema: z
      .string()
      // Any case: spelt out letter by letter, since JSON Schema patterns take no flags.
      .regex(
        new RegExp(
          `^(${Object.keys(PULL_TYPES)
            .map((t) => t.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`))
            .join('|')})$`,
        ),
      )
      .describe('single, multi, gc or step-up (any case; stepup and step_up too).'),
    rule: 'must be single, multi, gc or step-up',
  },
  sbNo: {
    schema: wholeNumber(0, MAX_INT, true)
      .optional()
      .describe(`The step-up track (its index), required for a step-up pull: a whole number from 0 to ${MAX_INT}; -1 or null for none.`),
    rule: `must be a whole number from 0 to ${MAX_INT} (or -1)`,
  },
  suNo: {
    schema: wholeNumber(0, MAX_INT, true)
      .optional()
      .describe(`Steps already pulled on that track (default 0): a whole number from 0 to ${MAX_INT}; -1 or null for none.`),
    rule: `must be a whole number from 0 to ${MAX_INT} (or -1)`,
  },
  pullNo: {
    schema: wholeNumber(0, MAX_PULL_NO, true)
      .optional()
      .describe(
        `Pulls already made on this prayer (default 0); the pull limit counts them. A whole number from 0 to ${MAX_PULL_NO}; -1 or null for none.`,
      ),
    rule: `must be a whole number from 0 to ${MAX_PULL_NO} (or -1)`,
  },
};
const ROLL_FIELD_NAMES = Object.keys(ROLL_FIELDS) as (keyof typeof ROLL_FIELDS)[];

const RollBody = z
  .strictObject({
    id: ROLL_FIELDS.id.schema,
    type: ROLL_FIELDS.type.schema,
    sbNo: ROLL_FIELDS.sbNo.schema,
    suNo: ROLL_FIELDS.suNo.schema,
    pullNo: ROLL_FIELDS.pullNo.schema,
  })
  .describe('A string of digits is read as the number. No other key is allowed.')
  .meta({ examples: [{ id: 'ritual', type: 'multi', sbNo: -1, suNo: -1, pullNo: 0 }] });

const RollResult = z.object({
  result: z.array(
    z.object({
      type: z.enum(['chara', 'card']),
      id: z.union([z.string(), z.int()]).nullable().describe('The character id, or the card id.'),
      name: z.string(),
      shortName: z.string(),
      translit: z.string().nullable(),
      img: z.string(),
      metadata: z.string().describe('The rarity.'),
      chance: z.number().min(0).max(1),
      isPickUp: z.boolean(),
      guaranteed: z.boolean(),
    }),
  ),
  coin: z.int(),
  sc: z.int().describe('Seal crystals spent by this pull.'),
  gc: z.int().describe('God crystals spent by this pull.'),
  dust: z.int(),
  disableGC: z.boolean(),
  limitReached: z.boolean(),
  pullNo: z.int().describe('Pulls made on this prayer, this one included: send it with the next pull.'),
  disableSU: z.boolean().nullable().describe('Whether the step-up track is exhausted; null without one.'),
  sbNo: z.int().describe('The step-up track, -1 for none.'),
  suNo: z.int().describe('Steps pulled on that track, -1 for none.'),
  sample: z.boolean(),
});

/** A whole number of a body field that passed its schema; -1 (the spec's "none"), null and absence give null. */
function bodyInt(value: unknown): number | null {
  if (value === undefined || value === null || value === -1 || value === '-1') return null;
  return Number(value);
}

/**
 * The roll request of the spec: `{ id, type, sbNo, suNo, pullNo }`, checked against the body's
 * schema, field by field, so the 400 names the first field that is wrong (or a key it does not take).
 */
function rollVariables(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new LegacyError(400, 'The request body must be a JSON object');
  const b = body as Record<string, unknown>;
  // Own keys only: `toString` or `__proto__` in a body are unknown keys like any other.
  const unknown = Object.keys(b).find((key) => !Object.hasOwn(ROLL_FIELDS, key));
  if (unknown !== undefined)
    throw new LegacyError(400, `Body field ${echo(unknown)} is not allowed: the body takes ${ROLL_FIELD_NAMES.join(', ')}`);
  if (b.id === undefined) throw new LegacyError(400, 'Body field id is required: a prayer id, standard or ritual');
  for (const name of ROLL_FIELD_NAMES)
    if (!ROLL_FIELDS[name].schema.safeParse(b[name]).success) throw new LegacyError(400, `Body field ${name} ${ROLL_FIELDS[name].rule}`);

  const kind = PULL_TYPES[String(b.type).toLowerCase()];
  const input: Record<string, unknown> = { kind, pullNo: bodyInt(b.pullNo) ?? 0 };
  if (b.id === 'standard' || b.id === 'ritual') input.pool = b.id.toUpperCase();
  else input.prayerId = bodyInt(b.id);
  if (kind === 'STEP_UP') {
    input.stepUp = bodyInt(b.sbNo);
    input.step = bodyInt(b.suNo) ?? 0;
    if (input.stepUp === null) throw new LegacyError(400, 'Body field sbNo is required for a step-up pull');
  }
  return { input };
}

export const prayersLegacy: LegacyTable = {
  document: readFileSync(new URL('./legacy.graphql', import.meta.url), 'utf8'),
  routes: [
    route({
      path: '/api/prayers/get-list',
      operation: 'LegacyPrayerList',
      context: 'prayer-list',
      tag: 'Prayers',
      summary: 'Prayers, twenty per page, newest first, with the filter options',
      query: [
        {
          name: 'last',
          description: 'The id of the last prayer already loaded: the page starts with the prayer after it. Absent: the first page.',
          schema: intParamSchema,
          example: 5,
        },
      ],
      response: z.object({
        content: z.array(Prayer),
        filterOpts: z.object({ characters: z.array(CharacterListItem), cards: z.array(PrayerCard) }),
        isLast: z.boolean(),
      }),
      // last: the id of the last prayer already loaded; the next page follows it.
      variables: (q) => {
        const last = intParam(q, 'last');
        return { first: PRAYER_PAGE_SIZE, after: last === undefined ? null : encodeBase64(`GPC:${encodeCursorChunk(last)}`) };
      },
      reshape: ({ prayers, prayerFilterOptions }: LegacyPrayerListQuery) => ({
        content: prayers.edges.map((e) => prayerForm(e.node)),
        filterOpts: { characters: prayerFilterOptions.characters.map(toListForm), cards: prayerFilterOptions.cards.map(cardForm) },
        isLast: !prayers.pageInfo.hasNextPage,
      }),
    }),
    route({
      path: '/api/prayers/get-detail',
      operation: 'LegacyPrayerDetail',
      context: 'prayer-detail',
      tag: 'Prayers',
      summary: 'One prayer with its pull kinds and its pool',
      query: [{ name: 'id', required: true, description: 'The prayer id; absent is a 400.', schema: intParamSchema, example: 5 }],
      notFound: {
        description: 'No prayer has this id, or it is not announced yet and the spoiler switch is off.',
        pattern: '^Prayer id \\d+ does not exist$',
        example: 'Prayer id 999 does not exist',
      },
      response: Prayer.extend({
        pullKinds: z.array(z.enum(['single', 'multi', 'gc', 'step-up'])),
        pool: PrayerPool.nullable(),
      }),
      variables: (q) => {
        const id = intParam(q, 'id');
        if (id === undefined) throw new LegacyError(400, 'Query parameter id is required');
        return { id };
      },
      reshape: ({ prayer }: LegacyPrayerDetailQuery, variables) => {
        if (!prayer) throw new LegacyError(404, `Prayer id ${String(variables.id)} does not exist`, 'prayer-detail');
        return {
          ...prayerForm(prayer),
          pullKinds: prayer.pullKinds.map((k) => k.toLowerCase().replace('_', '-') as 'single' | 'multi' | 'gc' | 'step-up'),
          pool: prayer.pool ? poolForm(prayer.pool) : null,
        };
      },
    }),
    specialPool('STANDARD', '/api/prayers/get-special/standard', 'standard-prayer'),
    specialPool('RITUAL', '/api/prayers/get-special/ritual', 'ritual-prayer'),
    route({
      method: 'POST',
      path: '/api/prayers/roll',
      operation: 'LegacyRollPrayer',
      context: 'pull',
      tag: 'Prayers',
      summary: 'Pulls on a prayer (the simulator)',
      description:
        'Draws on the server with the declared chances and step-up guarantees; nothing is stored. Send back `pullNo`, `sbNo` and `suNo` of the answer with the next pull. A body that is not JSON, a field out of its range or a key the body does not take is a 400 naming the field; so is a pull the prayer does not offer, an exhausted step-up or a reached pull limit.',
      body: RollBody,
      notFound: {
        description:
          'No prayer has this id (or it is not announced yet and the spoiler switch is off), or the standard or ritual pool is missing.',
        pattern: '^(?:Prayer id \\d+ does not exist|There is no (?:standard|ritual) pool)$',
        example: 'Prayer id 999 does not exist',
      },
      response: RollResult,
      variables: (_q, body) => rollVariables(body),
      reshape: ({ rollPrayer: r }: LegacyRollPrayerMutation) => ({
        result: r.results.map((x) => ({
          type: x.item.kind === 'CHARACTER' ? ('chara' as const) : ('card' as const),
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
    specialPoolCharacters('STANDARD', '/api/characters/standard-pool', 'standard-prayer'),
    specialPoolCharacters('RITUAL', '/api/characters/ritual-pool', 'ritual-prayer'),
    route({
      path: '/api/characters/forever-prayer',
      operation: 'LegacyForeverPrayer',
      context: 'forever-prayer',
      tag: 'Prayers',
      summary: 'The forever prayer (the newest, or the one asked for)',
      query: [{ name: 'id', description: 'A forever prayer id. Absent: the newest.', schema: intParamSchema, example: 1 }],
      notFound: { description: 'No forever prayer has this id (or there is none).', pattern: '^data is null$', example: 'data is null' },
      response: z.object({
        content: z.object({
          id: z.int(),
          title: z.string(),
          start: instant(),
          end: instant(),
          notes: z.string().nullable(),
          characters: z.array(CharacterListItem.extend({ isNew: z.boolean() })),
          newCharacters: z.array(CharacterListItem),
          thresholds: z.array(z.object({ rarity: z.string(), date: instant(), rate: z.number(), count: z.int() })),
          metadata: z.object({ gap: z.number().nullable() }),
          sample: z.boolean(),
          source: z.string().nullable(),
        }),
        head: z.object({ specific: z.boolean().describe('Whether an id was asked for.'), id: z.int() }),
      }),
      variables: (q) => ({ id: intParam(q, 'id') ?? null }),
      reshape: ({ foreverPrayer: f }: LegacyForeverPrayerQuery, variables) => {
        if (!f) throw new LegacyError(404, 'data is null', 'forever-prayer');
        return {
          content: {
            id: f.foreverPrayerId,
            title: f.title,
            start: f.startAt,
            end: f.endAt,
            notes: f.notes,
            characters: f.characters.map((c) => toListFormWith(c.character, { isNew: c.isNew })),
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
