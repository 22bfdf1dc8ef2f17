// The StoryCard node, its nested objects, and the story-card fields of Query: one card, the
// filtered and sorted list of the advanced search, the effect picker's tags, the featured chips and
// the next instant the list changes by itself.
import { getRefFromModel, type PrismaObjectRef } from '@pothos/plugin-prisma';
import type PrismaTypes from '../../prisma/generated/pothos-types.ts';
import { builder, revealedNode } from '../builder.ts';
import { isCharacterVisible } from '../characters/reveal.ts';
import { effectLabel } from '../shared/cardEffects.ts';
import { withColumns } from '../shared/paging.ts';
import { isPublic, type Viewer } from '../shared/reveal.ts';
import { nextReleaseOfShownCard } from './cardEpochs.ts';
import {
  CARD_BOUND,
  CARD_BUFFS_BOUND,
  CARD_LIST_BOUND,
  CARD_PAGE_MAX,
  CARD_STATS_BOUND,
  OBTAINING_GROUPS,
  ROLES,
  STAT_IDS,
  statLabel,
  totalStat,
} from './constants.ts';
import {
  aliasesQuery,
  buffsQuery,
  countStoryCards,
  countVisibleCards,
  featuredSelect,
  findStoryCard,
  listEffectTags,
  listFeaturedCharacters,
  listStoryCards,
  obtainingQuery,
  statsQuery,
  visibleCardById,
} from './repo.ts';
import { isCardPublic, isCardReleasedFor } from './reveal.ts';
import type { SlotInput, StoryCardOrder } from './search.ts';

/** The Character type, by name: this domain does not import the characters domain. */
type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
const CharacterRef = getRefFromModel('Character', builder) as unknown as PrismaObjectRef<BuilderTypes, PrismaTypes['Character']>;

const imageUrl = (file: string | null | undefined) => (file ? `/images/${encodeURIComponent(file)}` : null);

/** Minimum figures (level 0, and a buff's base value) are shown from the release on, or with JP content. */
const minimumShown = (releaseAt: Date | null, viewer: Viewer) => isCardReleasedFor({ releaseAt }, viewer);

export const StoryCardOrderEnum = builder.enumType('StoryCardOrder', {
  description: 'Base orderings of the story-card list; sorting slots come first.',
  values: {
    NEWEST: { description: 'Card number, highest (newest) first.' },
    OLDEST: { description: 'Card number, lowest first.' },
    NAME: { description: 'Name.' },
    RARITY: { description: 'Rarity, highest first, then newest.' },
  } as const,
});

const SlotKindEnum = builder.enumType('StoryCardSlotKind', {
  description: 'What a sort/filter slot of the advanced search works on.',
  values: {
    EFFECT: { value: 'effect', description: 'An effect (see storyCardTags): cards with it; sorted by its value at max limit break.' },
    STAT: {
      value: 'stat',
      description:
        'A stat (hp, agi, yang-atk, yang-def, yin-atk, yin-def). Without a sort: the cards with it. With a sort: every card, ordered by its level-10 value, those without the stat last.',
    },
    DATE: { value: 'date', description: 'The release date: cards released between start and end; sorted by release. One slot at most.' },
  } as const,
});

const SortDirectionEnum = builder.enumType('SortDirection', {
  values: {
    ASC: { value: 'asc', description: 'Lowest or earliest first.' },
    DESC: { value: 'desc', description: 'Highest or latest first.' },
  } as const,
});

const TargetRuleEnum = builder.enumType('EffectTargetRule', {
  description: "Which of an effect's targets an Effect slot accepts.",
  values: {
    SINGLE: { value: 'single', description: 'The user (self) or one enemy (solo).' },
    MULTI: { value: 'multi', description: 'The whole party or all enemies (aoe).' },
  } as const,
});

const SlotInputRef = builder.inputType('StoryCardSlotInput', {
  description: 'One sort/filter slot of the advanced search (at most three, at most one DATE).',
  fields: (t) => ({
    kind: t.field({ type: SlotKindEnum, required: true }),
    value: t.string({
      description: 'EFFECT: an effect id (storyCardTags); STAT: a stat id. An unknown stat id is a BAD_USER_INPUT error.',
    }),
    sort: t.field({ type: SortDirectionEnum, description: 'Omitted: the slot filters without sorting.' }),
    target: t.field({ type: TargetRuleEnum, description: 'EFFECT: only effects on these targets count.' }),
    start: t.string({ description: 'DATE: YYYY-MM-DD, counted from 00:00:00 UTC, or "now"; omitted: no lower bound.' }),
    end: t.string({ description: 'DATE: YYYY-MM-DD, counted to 23:59:59 UTC, or "now"; omitted: no upper bound.' }),
  }),
});

interface StatShape {
  stat: string;
  min: number | null;
  max: number;
  randomMin: number | null;
  randomMax: number | null;
}
const StoryCardStat = builder.objectRef<StatShape>('StoryCardStat').implement({
  description: 'One of the two stats of a card, at level 0 (min) and level 10 (max).',
  fields: (t) => ({
    stat: t.exposeString('stat', { description: 'hp, agi, yang-atk, yang-def, yin-atk or yin-def.' }),
    label: t.string({
      description: 'HP, Agility, Yang ATK, ... An unknown stat id is an error ("Undefined stat id").',
      resolve: (s) => statLabel(s.stat),
    }),
    min: t.float({
      nullable: true,
      description: 'Level-0 value; null ("?") until the card is released, unless the spoiler switch is on.',
      resolve: (s) => s.min,
    }),
    max: t.exposeFloat('max', { description: 'Level-10 value.' }),
    randomMin: t.exposeFloat('randomMin', { nullable: true, description: 'Random cards: the lowest level-10 roll.' }),
    randomMax: t.exposeFloat('randomMax', { nullable: true, description: 'Random cards: the highest level-10 roll.' }),
  }),
});

interface TotalShape {
  min: number | null;
  max: number;
}
const StoryCardTotal = builder.objectRef<TotalShape>('StoryCardTotal').implement({
  description: 'The sum of the stats with HP weighted at 0.2.',
  fields: (t) => ({
    min: t.float({
      nullable: true,
      description: 'At level 0; null until the card is released (as its minimum stats).',
      resolve: (s) => s.min,
    }),
    max: t.exposeFloat('max', { description: 'At level 10.' }),
  }),
});

interface ObtainShape {
  type: string;
  display: string | null;
  metadata: string | null;
  endsAt: Date | null;
}
const StoryCardObtain = builder.objectRef<ObtainShape>('StoryCardObtain').implement({
  description: 'Where a card is obtained. Entries whose end has passed are left out.',
  fields: (t) => ({
    type: t.exposeString('type', {
      description:
        'prayer, epic-prayer, epic-limited, sc-prayer, story, story-limited, ex, vs, eternal-battle, event, ruins, login, task, exchange, mini-game, pack, standard-prayer, travelogue, exchange-ema or relic-prayer-exchange.',
    }),
    group: t.string({
      nullable: true,
      description: 'The obtaining group of the advanced search the type belongs to (prayer groups name the most specific).',
      resolve: (o) => [...OBTAINING_GROUPS].reverse().find((g) => (g.types as readonly string[]).includes(o.type))?.id ?? null,
    }),
    display: t.exposeString('display', { nullable: true, description: 'What to show, e.g. the prayer or event.' }),
    metadata: t.exposeString('metadata', {
      nullable: true,
      description: 'Where the entry comes from: "global", or the CN-server label it was mapped from.',
    }),
    endsAt: t.expose('endsAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Until when (UTC); the entry disappears once it has passed.',
    }),
  }),
});

interface AliasShape {
  value: string;
  priority: number;
}
const StoryCardAlias = builder.objectRef<AliasShape>('StoryCardAlias').implement({
  description: 'Another name the card is searched by.',
  fields: (t) => ({
    value: t.exposeString('value'),
    priority: t.exposeInt('priority', { description: 'Higher first.' }),
  }),
});

interface LinksShape {
  gameWiki: string | null;
  loreWiki: string | null;
}
const StoryCardLinks = builder.objectRef<LinksShape>('StoryCardLinks').implement({
  description: 'External pages about the card.',
  fields: (t) => ({
    gameWiki: t.exposeString('gameWiki', { nullable: true, description: "The game wiki's page." }),
    loreWiki: t.exposeString('loreWiki', { nullable: true, description: "The lore wiki's page." }),
  }),
});

/** What a buff reads of its card: the release, before which its base figures are hidden. */
const cardRelease = { card: { select: { releaseAt: true } } };

const StoryCardBuffRef = builder.prismaObject('StoryCardBuff', {
  description: 'A structured effect of a card.',
  fields: (t) => ({
    attr: t.exposeString('attr', {
      description: 'What it affects: a stat, an element, a bullet type, a character tag, hp, spirit-power, barrier...',
    }),
    attrName: t.exposeString('attrName', { nullable: true, description: 'English label of attr.' }),
    attrType: t.exposeString('attrType', { description: 'stat, elem, bullet, tag, layer, misc (and the wider effect types of the spec).' }),
    effect: t.exposeString('effect', {
      description: "The effect id the advanced search uses (attr, with the direction where it is not the attr's usual one).",
    }),
    values: t.field({
      type: ['Float'],
      nullable: { list: false, items: true },
      description:
        'Values at base and at max limit break; the first is null ("?") until the card is released, unless the spoiler switch is on.',
      select: { values: true, ...cardRelease },
      resolve: (b, _args, ctx) => {
        const values = Array.isArray(b.values) ? (b.values as number[]) : [];
        return minimumShown(b.card.releaseAt, ctx.viewer) ? values : values.map((v, i) => (i === 0 ? null : v));
      },
    }),
    turn: t.exposeInt('turn', { nullable: true, description: 'Turns it lasts.' }),
    target: t.exposeString('target', { nullable: true, description: 'self, solo (one enemy), party or aoe (all enemies).' }),
    role: t.exposeString('role', { nullable: true, description: 'The role the user must have for the effect.' }),
    character: t.field({
      type: CharacterRef,
      nullable: true,
      description: 'The character the effect is for, where it is for one; null while that character is not revealed to the viewer.',
      select: (_args, _ctx, nestedSelection) => ({
        character: withColumns(nestedSelection(true), { revealAt: true, unreleasedGroup: true }),
      }),
      resolve: (b, _args, ctx) => {
        const c = b.character as unknown as { revealAt: Date | null; unreleasedGroup: string | null } | null;
        return c && isCharacterVisible(c, ctx.viewer) ? (b.character as never) : null;
      },
    }),
    rank: t.exposeInt('rank', { nullable: true, description: 'Tier of a stat buff (1, or 2 for "Ⅱ").' }),
    metadata: t.exposeString('metadata', {
      nullable: true,
      description: 'The direction (up, down, power, damage-taken, gain, recover), and a named user where only one triggers it.',
    }),
    enabled: t.exposeBoolean('enabled'),
    text: t.string({
      nullable: true,
      description: 'The effect in English; null until the card is released (it states the base value), unless the spoiler switch is on.',
      select: { text: true, ...cardRelease },
      resolve: (b, _args, ctx) => (minimumShown(b.card.releaseAt, ctx.viewer) ? b.text : null),
    }),
  }),
});

/**
 * A card's buffs, random and not, in one load for both effect lists: two selections of one
 * relation with different filters cannot be merged, and the second would be loaded card by card.
 */
function allBuffs(nestedSelection: (selection: true) => unknown) {
  const selection = withColumns(nestedSelection(true), { random: true });
  return { buffs: { ...buffsQuery, ...(typeof selection === 'object' && selection ? selection : {}) } };
}

const statsSelect = { stats: { ...statsQuery, select: { stat: true, min: true, max: true, randomMin: true, randomMax: true } } };

export const StoryCardNode = revealedNode('StoryCard', (id, viewer) => visibleCardById(Number(id), viewer), {
  id: { field: 'id' },
  // The small columns the list reads are loaded with every row and read by plain fields (a field
  // with its own selection is mapped row by row, which dominates the cost of a long list).
  select: {
    id: true,
    name: true,
    nameOfficial: true,
    nameOriginal: true,
    sortKey: true,
    rarity: true,
    suit: true,
    artistId: true,
    releaseAt: true,
    revealAt: true,
    image: true,
    gameWikiUrl: true,
    loreWikiUrl: true,
    sample: true,
  },
  description: 'A story card: its name, rarity, suit, artist, stats, effects, featured characters and where it is obtained.',
  fields: (t) => ({
    cardId: t.int({ description: "The game's card number (URLs and the legacy API use it).", resolve: (c) => c.id }),
    name: t.string({
      description: 'The English name: the official global one, or a translation (see nameOfficial).',
      resolve: (c) => c.name,
    }),
    nameOfficial: t.boolean({
      description: "False when name is the tracker's own translation of the original (no official English name found yet).",
      resolve: (c) => c.nameOfficial,
    }),
    nameOriginal: t.string({ nullable: true, description: 'The original (Japanese or Chinese) name.', resolve: (c) => c.nameOriginal }),
    sortKey: t.string({ description: 'The name-sorting key.', resolve: (c) => c.sortKey }),
    aliases: t.field({
      type: [StoryCardAlias],
      description: 'Other names the name search matches, highest priority first.',
      extensions: { maxItems: CARD_LIST_BOUND },
      select: { aliases: { ...aliasesQuery, select: { value: true, priority: true } } },
      resolve: (c) => c.aliases,
    }),
    rarity: t.int({ description: 'Stars, 1 to 5.', resolve: (c) => c.rarity }),
    suit: t.string({ description: 'plum, orchid, chrysanthemum or bamboo (the card "type").', resolve: (c) => c.suit }),
    artist: t.relation('artist', { nullable: true, description: 'Who drew the card.' }),
    releaseAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Global release (UTC), where known.',
      resolve: (c) => c.releaseAt,
    }),
    revealAt: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'Global announcement (UTC), where it comes before the release; before it (or before the release when absent) the card is a spoiler.',
      resolve: (c) => c.revealAt,
    }),
    revealed: t.boolean({
      description: 'False while the card is a spoiler for global players (it is then listed only with the spoiler switch on).',
      resolve: (c, _args, ctx) => isCardPublic(c, ctx.viewer),
    }),
    released: t.boolean({
      description: 'True once the release has passed (or when no release time is stored).',
      resolve: (c, _args, ctx) => isPublic(c.releaseAt, ctx.viewer),
    }),
    stats: t.field({
      type: [StoryCardStat],
      description: 'The two stats; level-0 values are null until release unless the spoiler switch is on.',
      extensions: { maxItems: CARD_STATS_BOUND },
      select: statsSelect,
      resolve: (c, _args, ctx) => {
        const shown = minimumShown(c.releaseAt, ctx.viewer);
        return c.stats.map((s) => ({ ...s, min: shown ? s.min : null }));
      },
    }),
    totalStat: t.field({
      type: StoryCardTotal,
      description: 'The stats summed with HP weighted at 0.2.',
      // The same selection as stats, so the two share one load.
      select: statsSelect,
      resolve: (c, _args, ctx) => ({
        min: minimumShown(c.releaseAt, ctx.viewer) ? totalStat(c.stats.map((s) => ({ stat: s.stat, value: s.min }))) : null,
        max: totalStat(c.stats.map((s) => ({ stat: s.stat, value: s.max }))),
      }),
    }),
    buffs: t.field({
      type: [StoryCardBuffRef],
      description: 'Effects, in order.',
      extensions: { maxItems: CARD_BUFFS_BOUND, partitionOf: CARD_BOUND * CARD_BUFFS_BOUND },
      select: (_args, _ctx, nestedSelection) => allBuffs(nestedSelection),
      resolve: (c) => c.buffs.filter((b) => !b.random),
    }),
    randomBuffs: t.field({
      type: [StoryCardBuffRef],
      description: 'Effects of the random-buff table, in order.',
      extensions: { maxItems: CARD_BUFFS_BOUND, partitionOf: CARD_BOUND * CARD_BUFFS_BOUND },
      select: (_args, _ctx, nestedSelection) => allBuffs(nestedSelection),
      resolve: (c) => c.buffs.filter((b) => b.random),
    }),
    featuredCharacters: t.field({
      type: [CharacterRef],
      description: "Characters the card shows, as the viewer may see them (spoilers follow the characters' own reveal rule).",
      extensions: { maxItems: CARD_LIST_BOUND },
      select: (_args, ctx, nestedSelection) => featuredSelect(ctx.viewer, nestedSelection(true)),
      resolve: (c) => c.featured.map((f) => f.character) as never,
    }),
    obtaining: t.field({
      type: [StoryCardObtain],
      description: 'Where the card is obtained; entries whose end has passed are left out.',
      extensions: { maxItems: CARD_LIST_BOUND },
      select: (_args, ctx) => ({
        obtaining: { ...obtainingQuery(ctx.viewer), select: { type: true, display: true, metadata: true, endsAt: true } },
      }),
      resolve: (c) => c.obtaining,
    }),
    image: t.string({
      nullable: true,
      description: 'Path of the card art under /images; null when the tracker has none ("No Image").',
      resolve: (c) => imageUrl(c.image),
    }),
    links: t.field({
      type: StoryCardLinks,
      resolve: (c) => ({ gameWiki: c.gameWikiUrl, loreWiki: c.loreWikiUrl }),
    }),
    sample: t.boolean({ resolve: (c) => c.sample, description: 'True when this record is sample data, not a real fact.' }),
    source: t.exposeString('source', { nullable: true, description: 'Where the facts of this record come from.' }),
  }),
});

interface TagShape {
  id: string;
  name: string;
  kind: 'general' | 'character-tag';
  attr: string;
  attrType: string;
  cards: number;
}
const TagKindEnum = builder.enumType('StoryCardTagKind', {
  values: {
    GENERAL: { value: 'general', description: 'General effects: stats, elements, bullets, spirit power, barriers, recovery.' },
    CHARACTER_TAG: { value: 'character-tag', description: 'Character tags: damage taken from characters with the tag down.' },
  } as const,
});
const StoryCardTag = builder.objectRef<TagShape>('StoryCardTag').implement({
  description: 'An effect the advanced search can filter and sort on (an EFFECT slot value).',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The effect id, e.g. yang-atk, yang-atk-down, sun, sun-resist, hp, human.' }),
    name: t.exposeString('name', { description: 'Label, e.g. "Yang ATK Up", "Sun Resistance", "HP Recovery", "Human".' }),
    kind: t.field({ type: TagKindEnum, resolve: (tag) => tag.kind, description: 'The tab of the effect picker.' }),
    attr: t.exposeString('attr'),
    attrType: t.exposeString('attrType'),
    cards: t.exposeInt('cards', { description: 'Effects of this id on the cards the viewer may see.' }),
  }),
});

const ATTR_TYPE_ORDER = ['stat', 'elem', 'bullet', 'misc', 'layer', 'tag'];

async function effectTags(viewer: Viewer): Promise<TagShape[]> {
  const groups = await listEffectTags(viewer);
  const byId = new Map<string, TagShape>();
  for (const g of groups) {
    const existing = byId.get(g.effect);
    if (existing) {
      existing.cards += g._count.cardId;
      continue;
    }
    byId.set(g.effect, {
      id: g.effect,
      name: effectLabel(g.attrType, g.attrName ?? g.effect, g.metadata),
      kind: g.attrType === 'tag' ? 'character-tag' : 'general',
      attr: g.effect,
      attrType: g.attrType,
      cards: g._count.cardId,
    });
  }
  const rank = (t: TagShape) => {
    const i = ATTR_TYPE_ORDER.indexOf(t.attrType);
    return i === -1 ? ATTR_TYPE_ORDER.length : i;
  };
  return [...byId.values()].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'en'));
}

builder.queryFields((t) => ({
  storyCard: t.prismaField({
    type: 'StoryCard',
    nullable: true,
    description: 'One card by its card number; null when unknown, or not revealed to the viewer.',
    args: { cardId: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) => findStoryCard(query, args.cardId, ctx.viewer),
  }),
  storyCardTags: t.field({
    type: [StoryCardTag],
    description: 'The effects on the cards the viewer may see: the options of the effect picker (General Effects, then Character Tags).',
    extensions: { maxItems: 500 },
    resolve: (_root, _args, ctx) => effectTags(ctx.viewer),
  }),
  storyCardChips: t.prismaField({
    type: ['Character'],
    description: 'Characters featured on the cards the viewer may see, by name: the chips of the featured filter.',
    extensions: { maxItems: 2000 },
    resolve: (query, _root, _args, ctx) => listFeaturedCharacters(query, ctx.viewer),
  }),
  storyCardsChangeAt: t.field({
    type: 'DateTime',
    nullable: true,
    description:
      'The next release (UTC) of a card the viewer sees with its figures hidden, when those "?" figures change by themselves; null when none is due. The reveal of a card the viewer may not see yet is never told.',
    resolve: (_root, _args, ctx) => nextReleaseOfShownCard(ctx.viewer),
  }),
  storyCardCount: t.int({
    description: 'How many cards the viewer may see (the N of "Showing X of N story cards").',
    resolve: (_root, _args, ctx) => countVisibleCards(ctx.viewer),
  }),
  storyCardStatIds: t.stringList({
    description: 'The stat ids a STAT slot takes, in display order.',
    resolve: () => [...STAT_IDS],
  }),
}));

builder.queryField('storyCards', (t) =>
  t.prismaConnection(
    {
      type: 'StoryCard',
      cursor: 'id',
      maxSize: CARD_PAGE_MAX,
      description:
        "Story cards, filtered and sorted as the advanced search does; cards not revealed to the viewer are left out. first and last are capped at 100 for tool authors (the site's own operations may read up to 1000).",
      args: {
        name: t.arg.string({
          required: false,
          description:
            'Comma list of name terms; each is lowercased and reduced to letters and digits, and a card matches when any term is found in its name, its original name or an alias.',
        }),
        artist: t.arg.string({
          required: false,
          description: "Found in the artist's names, ignoring case and anything but letters and digits.",
        }),
        featured: t.arg.stringList({ required: false, description: 'Character slugs: the card features every one of them.' }),
        rarities: t.arg.intList({ required: false, description: 'Stars to include; none, or all of 1, 3, 4 and 5, is no filter.' }),
        suits: t.arg.stringList({
          required: false,
          description: 'plum, orchid, chrysanthemum, bamboo; none or all is no filter; unknown values are ignored.',
        }),
        obtaining: t.arg.string({
          required: false,
          description: `Obtaining group: any, ${OBTAINING_GROUPS.map((g) => g.id).join(', ')} (entries whose end has passed do not count).`,
        }),
        role: t.arg.string({
          required: false,
          description: `Compatible role (${ROLES.join(', ')}): cards with an effect that needs another role are left out.`,
        }),
        slots: t.arg({ type: [SlotInputRef], required: false, description: 'Up to three sort/filter slots, applied in order.' }),
        orderBy: t.arg({ type: StoryCardOrderEnum, defaultValue: 'NEWEST', description: 'The order after the sorting slots.' }),
      },
      resolve: (query, _root, args, ctx) =>
        listStoryCards(query, { ...args, slots: args.slots as SlotInput[] | null }, args.orderBy as StoryCardOrder, ctx.viewer),
      totalCount: (_conn, args, ctx) => countStoryCards({ ...args, slots: args.slots as SlotInput[] | null }, ctx.viewer),
    },
    { description: 'A page of story cards.' },
  ),
);
