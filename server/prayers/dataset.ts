// The prayer domain's dataset files: the pools a simulated pull draws from, the prayers (banners)
// with their rate-ups and step-ups, and the forever prayers. Their record schemas, what their
// records point at, how they are written (with the list's sort key) and who may see them.
import { z } from 'zod';
import {
  DATE_PRECISIONS,
  date,
  type FileWriter,
  fileSpec,
  instant,
  int,
  isoOf,
  listedTwice,
  nextId,
  optionalInstant,
  provenance,
  rowWriter,
  slug,
  type Tx,
  text,
} from '../shared/datasetSpec.ts';
import { normaliseSearchName } from '../shared/nameSearch.ts';
import { CHARACTER_TYPES, LISTING_KINDS, PRAYER_TYPES, STEP_UP_CODES } from '../shared/vocabulary.ts';
import { prayerHiddenUntil } from './reveal.ts';

export const POOL_ENTRY_KINDS = ['character', 'card5', 'card4', 'card3'] as const;
export const poolEntry = z.strictObject({
  kind: z.enum(POOL_ENTRY_KINDS),
  characterId: slug.nullish(),
  cardId: int().positive().nullish(),
  rateType: text.nullish(),
  chanceSc: z.number().min(0).max(1),
  chanceGc: z.number().min(0).max(1),
});
export const pool = z.strictObject({
  id: slug,
  name: text,
  sample: z.boolean().optional(),
  source: text.nullish(),
  entries: z.array(poolEntry),
});
export const prayer = z.strictObject({
  id: int().positive(),
  name: text,
  listingKind: z.enum(LISTING_KINDS).optional(),
  types: z.array(z.enum(PRAYER_TYPES)).min(1),
  /** Null when no page states the start: shown as unknown, never guessed. */
  startAt: optionalInstant,
  startPrecision: z.enum(DATE_PRECISIONS).nullish(),
  endAt: optionalInstant,
  endPrecision: z.enum(DATE_PRECISIONS).nullish(),
  image: text.nullish(),
  largeImage: text.nullish(),
  maxPulls: int().positive().nullish(),
  simulator: z.boolean().optional(),
  disableSc: z.boolean().optional(),
  gcCost: int().nonnegative().nullish(),
  dust: int().nonnegative().nullish(),
  poolId: slug.nullish(),
  /** When the prayer was announced globally; before it, the prayer is a spoiler. Absent: public. */
  revealAt: optionalInstant,
  characters: z.array(z.strictObject({ id: slug, status: z.enum(['new', 'extra']).nullish() })).optional(),
  cards: z
    .array(z.strictObject({ id: int().positive(), isNew: z.boolean().optional(), exchangeAmount: int().nonnegative().nullish() }))
    .optional(),
  stepUps: z
    .array(
      z.strictObject({
        code: z.enum(STEP_UP_CODES),
        index: int().nonnegative(),
        startAt: optionalInstant,
        endAt: optionalInstant,
        /** The steps are made-up stand-ins where no page states them: shown as sample data. */
        sample: z.boolean().optional(),
        items: z.array(
          z.strictObject({
            cost: int().nonnegative(),
            guaranteed: text.nullish(),
            multiplier: z.number().positive().nullish(),
            pickUpGuaranteed: z.boolean().optional(),
            dust: int().nonnegative().nullish(),
          }),
        ),
      }),
    )
    .optional(),
  /** What a visitor should know about the prayer's facts: how a date was read, what the page leaves open. */
  note: text.nullish(),
  ...provenance,
});
export const foreverPrayer = z.strictObject({
  id: int().positive(),
  title: text,
  startAt: instant,
  endAt: instant,
  notes: text.nullish(),
  gap: int().nullish(),
  /** When the forever prayer was announced globally; before it, it is a spoiler. Absent: public. */
  revealAt: optionalInstant,
  sample: z.boolean().optional(),
  source: text.nullish(),
  characters: z.array(z.strictObject({ id: slug, isNew: z.boolean().optional() })),
  /** From `date` on, a daily pull gives a character of `rarity` with chance `rate`, shared by `count` characters. An unknown rarity is an error. */
  thresholds: z.array(
    z.strictObject({ rarity: z.enum(CHARACTER_TYPES), date: instant, rate: z.number().min(0).max(1), count: int().nonnegative() }),
  ),
});

type Prayer = z.infer<typeof prayer>;

const CHARACTERS = 'characters/characters.json';
const CARDS = 'storyCards/storyCards.json';

/**
 * Where a prayer stands in the prayer list, as digits that sort in that order under any collation:
 * newest first by start, or by end where only the end is known, then by id (newest first); prayers
 * with no date at all last. Stored with the prayer, so the list pages on one index at any size and
 * a change of one prayer rewrites one row.
 */
export function listKey(p: Pick<Prayer, 'id' | 'startAt' | 'endAt'>): string {
  const iso = p.startAt ?? p.endAt;
  const when = iso ? `0${String(1e14 - Date.parse(iso)).padStart(14, '0')}` : `1${'0'.repeat(14)}`;
  return `${when}${String(1e10 - p.id).padStart(10, '0')}`;
}

const prayerRow = ({ types: _t, characters: _c, cards: _k, stepUps: _s, startAt, endAt, revealAt, ...p }: Prayer) => ({
  ...p,
  listingKind: p.listingKind ?? 'multi',
  simulator: p.simulator ?? true,
  startAt: date(startAt),
  endAt: date(endAt),
  revealAt: date(revealAt),
  searchName: normaliseSearchName(p.name),
  listKey: listKey({ id: p.id, startAt, endAt }),
});

const prayerRows = rowWriter<Prayer>({
  model: 'Prayer',
  key: 'id',
  keyOf: (p) => p.id,
  row: prayerRow,
  children: [
    { model: 'PrayerType', parent: 'prayerId', rows: (p) => [...new Set(p.types)].map((type) => ({ type })) },
    {
      model: 'PrayerRateUpCharacter',
      parent: 'prayerId',
      rows: (p) => (p.characters ?? []).map((c, position) => ({ characterId: c.id, status: c.status, position })),
    },
    {
      model: 'PrayerRateUpCard',
      parent: 'prayerId',
      rows: (p) =>
        (p.cards ?? []).map((c, position) => ({ cardId: c.id, isNew: c.isNew ?? false, exchangeAmount: c.exchangeAmount, position })),
    },
  ],
});

/** A prayer's step-ups and their items: rows numbered here, since the items point at their step-up. */
async function writeStepUps(tx: Tx, prayers: readonly Prayer[]) {
  const stepUps = prayers.flatMap((p) => (p.stepUps ?? []).map((s) => ({ prayerId: p.id, ...s })));
  if (!stepUps.length) return;
  let id = await nextId(tx, 'PrayerStepUp');
  let itemId = await nextId(tx, 'PrayerStepItem');
  const numbered = stepUps.map((s) => ({ ...s, id: id++ }));
  await tx.prayerStepUp.createMany({
    data: numbered.map(({ items: _i, startAt, endAt, ...s }) => ({ ...s, startAt: date(startAt), endAt: date(endAt) })),
  });
  await tx.prayerStepItem.createMany({
    data: numbered.flatMap((s) => s.items.map((item, position) => ({ id: itemId++, stepUpId: s.id, position, ...item }))),
  });
}

async function removeStepUps(tx: Tx, prayerIds: number[]) {
  await tx.prayerStepItem.deleteMany({ where: { stepUp: { prayerId: { in: prayerIds } } } });
  await tx.prayerStepUp.deleteMany({ where: { prayerId: { in: prayerIds } } });
}

const prayerWriter: FileWriter<Prayer> = {
  async insert(tx, records) {
    await prayerRows.insert(tx, records);
    await writeStepUps(
      tx,
      records.map((r) => r.record),
    );
  },
  async update(tx, before, after) {
    await removeStepUps(tx, [after.record.id]);
    await prayerRows.update(tx, before, after);
    await writeStepUps(tx, [after.record]);
  },
  async remove(tx, records) {
    await removeStepUps(
      tx,
      records.map((r) => r.id),
    );
    await prayerRows.remove(tx, records);
  },
};

/** The prayer domain's files. */
export const PRAYER_FILES = [
  fileSpec({
    file: 'prayers/pools.json',
    label: 'Prayer pools',
    schema: pool,
    models: ['Pool', 'PoolEntry'],
    references: (p) =>
      p.entries.flatMap((e, j) => [
        { field: `entries.${j}.characterId`, file: CHARACTERS, key: e.characterId, what: 'character' },
        { field: `entries.${j}.cardId`, file: CARDS, key: e.cardId, what: 'story card' },
      ]),
    problems: (p) =>
      p.entries.flatMap((e, j) =>
        (e.kind === 'character' ? !e.characterId : !e.cardId)
          ? [{ field: `entries.${j}`, message: `a ${e.kind} entry needs ${e.kind === 'character' ? 'characterId' : 'cardId'}` }]
          : [],
      ),
    writer: rowWriter<z.infer<typeof pool>>({
      model: 'Pool',
      key: 'id',
      keyOf: (p) => p.id,
      row: ({ entries: _e, ...p }) => p,
      children: [{ model: 'PoolEntry', parent: 'poolId', rows: (p) => p.entries }],
    }),
    asSeen: (p, see) => ({
      ...p,
      entries: p.entries.filter((e) => (e.kind === 'character' ? see.shown(CHARACTERS, e.characterId) : see.shown(CARDS, e.cardId))),
    }),
  }),
  fileSpec({
    file: 'prayers/prayers.json',
    label: 'Prayers',
    schema: prayer,
    // The same name, or the same start and end: one banner entered twice.
    sameAs: (p) => [
      `name:${normaliseSearchName(p.name)}`,
      ...(p.startAt && p.endAt ? [`dates:${Date.parse(p.startAt)}/${Date.parse(p.endAt)}`] : []),
    ],
    models: ['Prayer', 'PrayerType', 'PrayerRateUpCharacter', 'PrayerRateUpCard', 'PrayerStepUp', 'PrayerStepItem'],
    references: (p) => [
      { field: 'poolId', file: 'prayers/pools.json', key: p.poolId, what: 'pool' },
      ...(p.characters ?? []).map((c, j) => ({ field: `characters.${j}.id`, file: CHARACTERS, key: c.id, what: 'character' })),
      ...(p.cards ?? []).map((c, j) => ({ field: `cards.${j}.id`, file: CARDS, key: c.id, what: 'story card' })),
    ],
    problems: (p) => [
      ...(p.endAt && p.startAt && p.endAt < p.startAt ? [{ field: 'endAt', message: 'ends before it starts' }] : []),
      ...listedTwice(
        'characters',
        (p.characters ?? []).map((c) => c.id),
      ),
      ...listedTwice(
        'cards',
        (p.cards ?? []).map((c) => c.id),
      ),
      ...listedTwice(
        'stepUps',
        (p.stepUps ?? []).map((s) => s.index),
      ),
    ],
    writer: prayerWriter,
    hiddenUntil: (p) => prayerHiddenUntil({ revealAt: date(p.revealAt) }),
    fillKeys: async (tx) => {
      for (const p of await tx.prayer.findMany({ where: { listKey: '' }, select: { id: true, startAt: true, endAt: true } }))
        await tx.prayer.update({
          where: { id: p.id },
          data: { listKey: listKey({ id: p.id, startAt: isoOf(p.startAt), endAt: isoOf(p.endAt) }) },
        });
    },
    asSeen: (p, see) => ({
      ...p,
      ...(p.characters ? { characters: p.characters.filter((c) => see.shown(CHARACTERS, c.id)) } : {}),
      ...(p.cards ? { cards: p.cards.filter((c) => see.shown(CARDS, c.id)) } : {}),
    }),
  }),
  fileSpec({
    file: 'prayers/foreverPrayers.json',
    label: 'Forever prayers',
    schema: foreverPrayer,
    mayBeEmpty: true,
    models: ['ForeverPrayer', 'ForeverPrayerCharacter', 'ForeverPrayerThreshold'],
    references: (f) => f.characters.map((c, j) => ({ field: `characters.${j}.id`, file: CHARACTERS, key: c.id, what: 'character' })),
    problems: (f) =>
      listedTwice(
        'characters',
        f.characters.map((c) => c.id),
      ),
    writer: rowWriter<z.infer<typeof foreverPrayer>>({
      model: 'ForeverPrayer',
      key: 'id',
      keyOf: (f) => f.id,
      row: ({ characters: _c, thresholds: _t, startAt, endAt, revealAt, ...f }) => ({
        ...f,
        startAt: new Date(startAt),
        endAt: new Date(endAt),
        revealAt: date(revealAt),
      }),
      children: [
        {
          model: 'ForeverPrayerCharacter',
          parent: 'foreverPrayerId',
          rows: (f) => f.characters.map((c, position) => ({ characterId: c.id, isNew: c.isNew ?? false, position })),
        },
        {
          model: 'ForeverPrayerThreshold',
          parent: 'foreverPrayerId',
          rows: (f) => f.thresholds.map((t) => ({ ...t, date: new Date(t.date) })),
        },
      ],
    }),
    // Forever prayers follow the prayers' rule.
    hiddenUntil: (f) => prayerHiddenUntil({ revealAt: date(f.revealAt) }),
    asSeen: (f, see) => ({ ...f, characters: f.characters.filter((c) => see.shown(CHARACTERS, c.id)) }),
  }),
];
