// The Prayer node, its nested objects (rate-ups, step-ups, the pool with its chances) and the
// prayer fields of Query: one prayer, the searchable list and the search's choices.
import { builder, revealedNode } from '../builder.ts';
import { DatePrecisionEnum, PortraitRef, precisionOf } from '../scalars.ts';
import { portraitImage } from '../shared/portraits.ts';
import { hasPassed, isPublic, isPublicFrom, SPOILER_PARAM, type Viewer } from '../shared/reveal.ts';
import {
  CHARACTER_TYPE_FILTERS,
  MULTI_PULL_COST,
  POOL_BOUND,
  PRAYER_TYPE_OPTIONS,
  PULLS_PER_MULTI,
  RATE_UP_BOUND,
  SINGLE_PULL_COST,
  STEP_UP_BOUND,
  STEP_UP_OPTIONS,
  typeLabelOf,
  typeMetaOf,
} from './constants.ts';
import { CARD_COLUMNS, cardItem } from './items.ts';
import {
  countPrayers,
  findPrayer,
  listFilterCards,
  listFilterCharacters,
  listPrayers,
  rateUpCardsQuery,
  rateUpCharactersQuery,
  stepItemsQuery,
  stepUpsQuery,
} from './repo.ts';
import { visiblePrayers } from './reveal.ts';
import { type PullKind, parseGuarantee, poolChances, pullKinds, type SimItem, type SimPrayer, type Visibility } from './simulator.ts';
import { simPrayer } from './simulatorRepo.ts';

const imageUrl = (file: string | null | undefined) => (file ? `/images/${encodeURIComponent(file)}` : null);
const durationOf = (start: Date | null, end: Date | null) => (start && end ? end.getTime() - start.getTime() : null);

// ---------------------------------------------------------------- shared enums and items

export const PrayerStatusEnum = builder.enumType('PrayerStatus', {
  description: 'Where a prayer stands at the time of the request.',
  values: {
    UPCOMING: { value: 'upcoming', description: 'Its start is still to come.' },
    ONGOING: { value: 'ongoing', description: 'Started, and not ended (or with no end: a permanent prayer).' },
    ENDED: { value: 'ended', description: 'Its end has passed.' },
    UNKNOWN: { value: 'unknown', description: 'No start is known and no known end has passed: the data cannot say.' },
  } as const,
});

/** Upcoming, ongoing or ended by time; unknown when the dates the data has cannot tell. */
export function statusOf(start: Date | null, end: Date | null, viewer: Viewer): 'upcoming' | 'ongoing' | 'ended' | 'unknown' {
  if (end && hasPassed(end, viewer)) return 'ended';
  if (start) return hasPassed(start, viewer) ? 'ongoing' : 'upcoming';
  return 'unknown';
}

export const PullKindEnum = builder.enumType('PullKind', {
  description: 'The kinds of pull the simulator offers.',
  values: {
    SINGLE: { value: 'single', description: 'One pull.' },
    MULTI: { value: 'multi', description: 'Ten pulls.' },
    GC: { value: 'gc', description: "Ten pulls paid with god crystals (the prayer's gcCost)." },
    STEP_UP: { value: 'step-up', description: "The next step of a step-up track: ten pulls with that step's guarantees." },
  } as const,
});

export const PrayerItemKindEnum = builder.enumType('PrayerItemKind', {
  values: { CHARACTER: { value: 'character' }, CARD: { value: 'card' } } as const,
});

/** The query a character item's image paths end with: the spoiler switch while it is hidden (cards' images are not held back). */
const spoilerQuery = (i: SimItem, viewer: Viewer) =>
  i.kind === 'character' && !isPublicFrom(i.hiddenUntil, viewer) ? `?${SPOILER_PARAM}=1` : '';

/**
 * A Friend or a story card as the prayer pages show it (in a pool, a pull, a rate-up card list).
 * Characters are the Character with the same slug; cards carry their id.
 */
export const PrayerItemRef = builder.objectRef<SimItem>('PrayerItem').implement({
  description: 'A Friend or a story card in a prayer: a pool entry, a pulled result or a rate-up card.',
  fields: (t) => ({
    kind: t.field({ type: PrayerItemKindEnum, resolve: (i) => i.kind }),
    slug: t.string({
      nullable: true,
      description: "The character's slug (characters only).",
      resolve: (i) => (i.kind === 'character' ? i.id : null),
    }),
    cardId: t.int({ nullable: true, description: "The story card's id (cards only).", resolve: (i) => i.cardId }),
    name: t.exposeString('name', { description: 'Full English name of the character, or the name of the card.' }),
    shortName: t.exposeString('shortName'),
    shortNameTranslit: t.exposeString('shortNameTranslit', { nullable: true }),
    image: t.string({
      description:
        'Thumbnail path under /images; for a character still hidden from global players it ends in ?jpContent=1, which /images needs to show it.',
      resolve: (i, _args, ctx) => i.image + spoilerQuery(i, ctx.viewer),
    }),
    portrait: t.field({
      type: PortraitRef,
      nullable: true,
      description: "A character's portrait (as Character.portrait); null for cards and characters without one.",
      resolve: (i, _args, ctx) => (i.portrait ? portraitImage(i.portrait, spoilerQuery(i, ctx.viewer)) : null),
    }),
    rarity: t.exposeString('rarity', {
      description: "A character's current rarity (gen, fes, afes...), or a card's stars (5, 4 or 3).",
    }),
    group: t.exposeString('group', { description: 'Where it sits in a pool: character, card5, card4 or card3.' }),
    revealed: t.boolean({
      description: 'False while it is a spoiler for global players (shown only with JP content).',
      resolve: (i, _args, ctx) => isPublicFrom(i.hiddenUntil, ctx.viewer),
    }),
  }),
});

// ---------------------------------------------------------------- the pool with its chances

interface PoolView {
  prayer: SimPrayer;
  view: Visibility;
}

interface PoolEntryView {
  item: SimItem;
  chanceSc: number;
  chanceGc: number;
  rateType: string | null;
  pickUp: boolean;
}

const PrayerPoolEntryRef = builder.objectRef<PoolEntryView>('PrayerPoolEntry').implement({
  description: 'One Friend or card of a pool, with its chance per pull.',
  fields: (t) => ({
    item: t.field({ type: PrayerItemRef, resolve: (e) => e.item }),
    chanceSc: t.exposeFloat('chanceSc', {
      description: 'Chance per pull with seal crystals, as the simulator draws it (the stored rates over the entries the viewer sees).',
    }),
    chanceGc: t.exposeFloat('chanceGc', { description: 'Chance per pull with god crystals.' }),
    rateType: t.exposeString('rateType', { nullable: true, description: 'The rate class the source gives, if any.' }),
    pickUp: t.exposeBoolean('pickUp', { description: 'A rate-up of the prayer.' }),
  }),
});

function entriesOf(pool: PoolView, group?: string): PoolEntryView[] {
  return poolChances(pool.prayer, pool.view)
    .filter(({ entry }) => !group || entry.item.group === group)
    .map(({ entry, sc, gc }) => ({ item: entry.item, chanceSc: sc, chanceGc: gc, rateType: entry.rateType, pickUp: entry.pickUp }));
}

const poolList = { maxItems: POOL_BOUND };

export const PrayerPoolRef = builder.objectRef<PoolView>('PrayerPool').implement({
  description:
    'What a pull draws from: Friends and story cards with their chances. Entries not revealed to the viewer are left out, and the chances are over what is left.',
  fields: (t) => ({
    id: t.string({
      description: 'standard, ritual, a pool of its own, or prayer-{id} for a pool the tracker builds.',
      resolve: (p) => p.prayer.pool.id,
    }),
    name: t.string({ resolve: (p) => p.prayer.pool.name }),
    sample: t.boolean({
      description: 'The chances are sample values: no public source states them. The simulator says so beside its results.',
      resolve: (p) => p.prayer.pool.sample,
    }),
    derived: t.boolean({
      description:
        'Built by the tracker for a prayer without published rates: its rate-ups at sample chances, and the standard pool for the rest.',
      resolve: (p) => p.prayer.pool.derived,
    }),
    source: t.string({ nullable: true, resolve: (p) => p.prayer.pool.source }),
    entries: t.field({
      type: [PrayerPoolEntryRef],
      extensions: poolList,
      description: 'Every entry: Friends first, then cards by rarity.',
      resolve: (p) => entriesOf(p),
    }),
    characters: t.field({ type: [PrayerPoolEntryRef], extensions: poolList, resolve: (p) => entriesOf(p, 'character') }),
    card5: t.field({
      type: [PrayerPoolEntryRef],
      extensions: poolList,
      description: '5-star story cards.',
      resolve: (p) => entriesOf(p, 'card5'),
    }),
    card4: t.field({
      type: [PrayerPoolEntryRef],
      extensions: poolList,
      description: '4-star story cards.',
      resolve: (p) => entriesOf(p, 'card4'),
    }),
    card3: t.field({
      type: [PrayerPoolEntryRef],
      extensions: poolList,
      description: '3-star (and lower) story cards.',
      resolve: (p) => entriesOf(p, 'card3'),
    }),
  }),
});

// ---------------------------------------------------------------- rate-ups and step-ups

builder.prismaObject('PrayerRateUpCharacter', {
  description: 'A rate-up Friend of a prayer.',
  fields: (t) => ({
    character: t.relation('character'),
    prayer: t.relation('prayer', { description: 'The prayer (reached from a character: one the viewer may see).' }),
    status: t.exposeString('status', { nullable: true, description: 'new (debuts here), extra, or null.' }),
    position: t.exposeInt('position'),
  }),
});

builder.prismaObject('PrayerRateUpCard', {
  description: 'A rate-up story card of a prayer.',
  fields: (t) => ({
    card: t.field({ type: PrayerItemRef, select: { card: { select: CARD_COLUMNS } }, resolve: (r) => cardItem(r.card) }),
    isNew: t.exposeBoolean('isNew', { description: 'The card is new in this prayer.' }),
    exchange: t.boolean({ description: 'The card can be exchanged for prayer tokens.', resolve: (r) => r.exchangeAmount !== null }),
    exchangeAmount: t.exposeInt('exchangeAmount', { nullable: true, description: 'Tokens the exchange costs.' }),
    position: t.exposeInt('position'),
  }),
});

interface Guarantee {
  characters: number;
  card5: number;
}
const PrayerGuaranteeRef = builder.objectRef<Guarantee>('PrayerStepGuarantee').implement({
  description: "What a step guarantees among its ten results, read from the source's wording.",
  fields: (t) => ({
    characters: t.exposeInt('characters', { description: 'Friends guaranteed.' }),
    card5: t.exposeInt('card5', { description: '5-star cards guaranteed.' }),
  }),
});

builder.prismaObject('PrayerStepItem', {
  description: 'One step of a step-up track.',
  fields: (t) => ({
    position: t.exposeInt('position', { description: 'Step number, from 0.' }),
    cost: t.exposeInt('cost', {
      description: "Crystals the step costs (seal crystals, or god crystals when the prayer's SC is disabled).",
    }),
    guaranteed: t.exposeString('guaranteed', { nullable: true, description: 'What the step guarantees, as the source words it.' }),
    guarantee: t.field({
      type: PrayerGuaranteeRef,
      resolve: (i) => parseGuarantee(i.guaranteed),
    }),
    multiplier: t.exposeFloat('multiplier', { nullable: true, description: 'Friend rates are multiplied by this in the step.' }),
    pickUpGuaranteed: t.exposeBoolean('pickUpGuaranteed', { description: 'The guaranteed Friend is a rate-up.' }),
    dust: t.exposeInt('dust', { nullable: true, description: 'Dust the step gives.' }),
  }),
});

builder.prismaObject('PrayerStepUp', {
  description: 'A step-up track of a prayer.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'asc, asc* (a second ascending track), desc, desc* or special.' }),
    index: t.exposeInt('index', { description: "Index of the track in the prayer (the roll's stepUp)." }),
    startAt: t.expose('startAt', { type: 'DateTime', nullable: true }),
    endAt: t.expose('endAt', { type: 'DateTime', nullable: true }),
    duration: t.float({
      nullable: true,
      description: 'endAt - startAt in milliseconds, when both are known.',
      resolve: (s) => durationOf(s.startAt, s.endAt),
    }),
    sample: t.exposeBoolean('sample', {
      description: 'True when the steps (costs and guarantees) are sample data: no public source states them.',
    }),
    items: t.relation('items', {
      description: 'The steps, in order.',
      extensions: { maxItems: STEP_UP_BOUND, partitionOf: 100_000 },
      query: stepItemsQuery,
    }),
  }),
});

// ---------------------------------------------------------------- the prayer

/** One selection for every field over the types, so Pothos merges them into one load. */
const TYPES_SELECT = { types: { select: { type: true }, orderBy: { type: 'asc' as const } } };

// A prayer not yet announced answers as an unknown id without JP content.
export const PrayerNode = revealedNode('Prayer', (id, viewer) => ({ id: Number(id), AND: [visiblePrayers(viewer)] }), {
  id: { field: 'id' },
  select: {
    id: true,
    name: true,
    listingKind: true,
    startAt: true,
    startPrecision: true,
    endAt: true,
    endPrecision: true,
    maxPulls: true,
    simulator: true,
    disableSc: true,
    gcCost: true,
    dust: true,
    poolId: true,
    image: true,
    largeImage: true,
    revealAt: true,
    sample: true,
  },
  description: 'A prayer (gacha banner) of the global server.',
  fields: (t) => ({
    prayerId: t.int({
      description: "The number in the prayer's page URL (/prayer/info/{prayerId}) and the legacy API.",
      resolve: (p) => p.id,
    }),
    name: t.string({ resolve: (p) => p.name }),
    types: t.stringList({
      description: `Prayer types: ${PRAYER_TYPE_OPTIONS.join(', ')}.`,
      select: TYPES_SELECT,
      resolve: (p) => p.types.map((x) => x.type),
    }),
    typeMeta: t.string({
      description: 'normal, gc, story-card, standard, ritual, forever-prayer, free-ritual or other: what the label says.',
      select: TYPES_SELECT,
      resolve: (p) => typeMetaOf({ types: p.types.map((x) => x.type), listingKind: p.listingKind, poolId: p.poolId }),
    }),
    typeLabel: t.string({
      description: 'God Crystal, Story Card, Seal Crystal (God Crystal when SC is disabled), Forever, Free Ritual or Misc.',
      select: TYPES_SELECT,
      resolve: (p) =>
        typeLabelOf(typeMetaOf({ types: p.types.map((x) => x.type), listingKind: p.listingKind, poolId: p.poolId }), p.disableSc),
    }),
    listingKind: t.string({ description: 'single, multi, gc or step-up: how the prayer is mainly pulled.', resolve: (p) => p.listingKind }),
    startAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Start (UTC); null when no source states it.',
      resolve: (p) => p.startAt,
    }),
    startPrecision: t.field({ type: DatePrecisionEnum, nullable: true, resolve: (p) => precisionOf(p.startAt, p.startPrecision) }),
    endAt: t.field({ type: 'DateTime', nullable: true, description: 'End (UTC); null when no source states it.', resolve: (p) => p.endAt }),
    endPrecision: t.field({ type: DatePrecisionEnum, nullable: true, resolve: (p) => precisionOf(p.endAt, p.endPrecision) }),
    duration: t.float({
      nullable: true,
      description: 'endAt - startAt in milliseconds, when both are known.',
      resolve: (p) => durationOf(p.startAt, p.endAt),
    }),
    status: t.field({ type: PrayerStatusEnum, resolve: (p, _args, ctx) => statusOf(p.startAt, p.endAt, ctx.viewer) }),
    maxPulls: t.int({ nullable: true, description: 'Pull limit per player.', resolve: (p) => p.maxPulls }),
    simulator: t.boolean({ description: 'The prayer can be simulated.', resolve: (p) => p.simulator }),
    disableSc: t.boolean({ description: 'Seal crystals cannot be used: every pull costs god crystals.', resolve: (p) => p.disableSc }),
    gcCost: t.int({ nullable: true, description: 'God crystals a god crystal pull costs.', resolve: (p) => p.gcCost }),
    dust: t.int({ nullable: true, description: 'Dust a ten-pull gives.', resolve: (p) => p.dust }),
    poolId: t.string({
      nullable: true,
      description: 'The pool of its own, where it has one (standard for the standard prayer).',
      resolve: (p) => p.poolId,
    }),
    image: t.string({ nullable: true, description: 'Banner image under /images.', resolve: (p) => imageUrl(p.image) }),
    largeImage: t.string({ nullable: true, resolve: (p) => imageUrl(p.largeImage) }),
    revealAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Before this instant the prayer is a spoiler for global players.',
      resolve: (p) => p.revealAt,
    }),
    revealed: t.boolean({
      description: 'False while the prayer is a spoiler for global players.',
      resolve: (p, _args, ctx) => isPublic(p.revealAt, ctx.viewer),
    }),
    sample: t.boolean({ description: 'True when this record is sample data, not a real fact.', resolve: (p) => p.sample }),
    source: t.exposeString('source', { nullable: true, description: 'Where the facts of this record come from.' }),
    note: t.exposeString('note', {
      nullable: true,
      description: "What a visitor should know about the prayer's facts: how a date was read, what the source leaves open.",
    }),
    rateUpCharacters: t.relation('characters', {
      description: 'Rate-up Friends the viewer may see, in order.',
      extensions: { maxItems: RATE_UP_BOUND, partitionOf: 100_000 },
      query: (_args, ctx) => rateUpCharactersQuery(ctx.viewer),
    }),
    rateUpCards: t.relation('cards', {
      description: 'Rate-up story cards the viewer may see, in order.',
      extensions: { maxItems: RATE_UP_BOUND, partitionOf: 100_000 },
      query: (_args, ctx) => rateUpCardsQuery(ctx.viewer),
    }),
    stepUps: t.relation('stepUps', {
      description: 'Step-up tracks, by index.',
      extensions: { maxItems: STEP_UP_BOUND, partitionOf: 100_000 },
      query: stepUpsQuery,
    }),
    pool: t.field({
      type: PrayerPoolRef,
      nullable: true,
      description: 'What the simulator draws from, with the chance of every entry.',
      resolve: (p, _args, ctx) => simPrayer(p.id, ctx.viewer),
    }),
    pullKinds: t.field({
      type: [PullKindEnum],
      extensions: { maxItems: 4 },
      description: 'The pulls the simulator offers for this prayer.',
      resolve: async (p, _args, ctx) => {
        const sim = await simPrayer(p.id, ctx.viewer);
        return sim ? (pullKinds(sim.prayer) as PullKind[]) : [];
      },
    }),
  }),
});

builder.queryField('prayer', (t) =>
  t.prismaField({
    type: 'Prayer',
    nullable: true,
    description: 'One prayer by its number; null when unknown, or not yet announced to the viewer.',
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) => findPrayer(query, args.id, ctx.viewer),
  }),
);

builder.queryField('prayers', (t) =>
  t.prismaConnection(
    {
      type: 'Prayer',
      cursor: 'id',
      maxSize: 1000,
      description:
        'Prayers, newest first (by start, or by end where only the end is known; undated last), with the advanced search as arguments. Prayers not yet announced to the viewer are left out.',
      args: {
        name: t.arg.string({ required: false, description: 'Part of the name; case and everything but letters and digits are ignored.' }),
        characters: t.arg.stringList({ required: false, description: 'Character slugs that must all be rate-ups.' }),
        cards: t.arg.intList({ required: false, description: 'Story card ids that must all be rate-ups.' }),
        prayerTypes: t.arg.stringList({
          required: false,
          description: `Prayer types, any of: ${PRAYER_TYPE_OPTIONS.join(', ')}. Unknown ones are ignored.`,
        }),
        characterTypes: t.arg.stringList({
          required: false,
          description:
            'Rate-up character types, any of: standard (gen), l1-festival (fes), a-festival (afes), main-ufes (sfes), hifuu-ufes (mfes), ufes (sfes or mfes), exfes, genic, relic, epic, pfes (wfes). Unknown ones are ignored.',
        }),
        stepUps: t.arg.stringList({
          required: false,
          description:
            'Step-ups that must all be present: asc, asc-2, desc, desc-2, special, other; none means no step-up. Values starting with asc or desc count as asc-2 (desc-2) when they carry a hyphen.',
        }),
        start: t.arg.string({
          required: false,
          description: 'YYYY-MM-DD or now: keeps prayers that end on or after 00:00 UTC of that day (or whose end is unknown).',
        }),
        end: t.arg.string({
          required: false,
          description: 'YYYY-MM-DD or now: keeps prayers that start on or before 23:59:59 UTC of that day (or whose start is unknown).',
        }),
      },
      resolve: (query, _root, args, ctx) => listPrayers(query, args, ctx.viewer),
      totalCount: (_conn, args, ctx) => countPrayers(args, ctx.viewer),
    },
    { description: 'A page of prayers.' },
  ),
);

interface FilterOptions {
  viewer: Viewer;
}
const PrayerFilterOptionsRef = builder.objectRef<FilterOptions>('PrayerFilterOptions').implement({
  description: 'The choices of the advanced prayer search.',
  fields: (t) => ({
    characters: t.prismaField({
      type: ['Character'],
      description: 'Characters that are a rate-up of some prayer the viewer sees, by name.',
      extensions: { maxItems: 2000 },
      resolve: (query, o) => listFilterCharacters(query, o.viewer),
    }),
    cards: t.field({
      type: [PrayerItemRef],
      description: 'Story cards that are a rate-up of some prayer the viewer sees, by name.',
      extensions: { maxItems: 2000 },
      resolve: async (o) => (await listFilterCards(o.viewer)).map(cardItem),
    }),
    prayerTypes: t.stringList({ resolve: () => [...PRAYER_TYPE_OPTIONS] }),
    characterTypes: t.stringList({ resolve: () => Object.keys(CHARACTER_TYPE_FILTERS) }),
    stepUps: t.stringList({ resolve: () => [...STEP_UP_OPTIONS] }),
  }),
});

builder.queryField('prayerFilterOptions', (t) =>
  t.field({
    type: PrayerFilterOptionsRef,
    description:
      'The choices of the advanced prayer search: the characters and cards that appear as rate-ups, and the type and step-up values.',
    resolve: (_root, _args, ctx) => ({ viewer: ctx.viewer }),
  }),
);

const PullPricesRef = builder.objectRef<{ single: number; multi: number; pullsPerMulti: number }>('PullPrices').implement({
  description:
    "What the simulator and the pull planner charge for a pull where a prayer states no price: sample figures, since no public source found states the game's.",
  fields: (t) => ({
    single: t.exposeInt('single', { description: 'Seal crystals (or god crystals where seal crystals are disabled) a single pull costs.' }),
    multi: t.exposeInt('multi', { description: 'What a multi pull costs.' }),
    pullsPerMulti: t.exposeInt('pullsPerMulti', { description: 'Pulls a multi pull makes.' }),
    sample: t.boolean({ description: 'True: these prices are sample figures, not the game’s.', resolve: () => true }),
  }),
});

builder.queryField('pullPrices', (t) =>
  t.field({
    type: PullPricesRef,
    description: 'The prices the simulator charges, which the pull planner counts with.',
    resolve: () => ({ single: SINGLE_PULL_COST, multi: MULTI_PULL_COST, pullsPerMulti: PULLS_PER_MULTI }),
  }),
);
