// The groupings the character pages list: series tabs, worlds, variants, roles, release batches
// and the unreleased lists. Counts come from relation counts in the same statement as the list.
import { builder } from '../builder.ts';
import { DatePrecisionEnum, precisionOf, SourceKindEnum, sourceKindOf } from '../scalars.ts';
import { RELATION_COUNT } from '../shared/cost.ts';
import { CharacterNode } from './character.ts';
import { BATCH_KINDS, GROUP_BOUND, RELEASED_STATUSES, ROLES, ROSTER_BOUND } from './constants.ts';
import {
  batchMembersSelect,
  countReleasedByRarity,
  type GroupRule,
  groupCharactersQuery,
  groupCountWhere,
  listBatches,
  listCharactersWithRole,
  listSeriesTabs,
  listUnreleasedCharacters,
  listUpcomingCharacters,
  listVariantGroups,
  listWorldGroups,
  seriesOfTabQuery,
  type UnreleasedList,
  worldsOfGroupQuery,
} from './repo.ts';

const RELEASED = new Set<string>(RELEASED_STATUSES);

/** Each character belongs to one series, one world, one variant group, one role and one batch of a kind. */
const members = { maxItems: GROUP_BOUND, partitionOf: ROSTER_BOUND };

/**
 * Adds `characters`, `total` and `available` (playable globally) to a model that groups
 * characters; the repo's rule decides which members the viewer sees. Counts are relation counts,
 * loaded in the same statement as the group.
 */
function addCharacterFields(model: 'Series' | 'World' | 'VariantGroup', rule: GroupRule, description: string) {
  builder.prismaObjectFields(model as 'Series', (t) => ({
    characters: t.relation('characters', {
      description,
      extensions: members,
      query: (_args, ctx) => groupCharactersQuery(rule, ctx.viewer),
    }),
    total: t.relationCount('characters', {
      description: 'Characters shown in the group.',
      extensions: { cost: RELATION_COUNT },
      where: (_args, ctx) => groupCountWhere(rule, ctx.viewer),
    }),
    // Counted from the members the group shows (their statuses, loaded with the group, in the
    // same selection as `characters` when both are asked for): a second relation count of the
    // same relation with another filter cannot share `_count` with `total`, and the plugin's
    // fallback for it kept memory per request.
    available: t.int({
      description: 'Characters of the group playable on the global server.',
      extensions: { cost: RELATION_COUNT },
      select: (_args, ctx) => ({ characters: { ...groupCharactersQuery(rule, ctx.viewer), select: { status: true } } }),
      resolve: (group) =>
        (group as unknown as { characters: { status: string }[] }).characters.filter((c) => RELEASED.has(c.status)).length,
    }),
  }));
}

builder.prismaObject('SeriesTab', {
  description: 'A tab of the conventional (chronological) list: pc98, l1, classic, main, hifuu, mv, relic...',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'Value of the conventional list\'s "type" query parameter.' }),
    name: t.exposeString('name'),
    series: t.relation('series', {
      description: 'Series blocks of the tab, in order.',
      extensions: { maxItems: 100, partitionOf: 1000 },
      query: seriesOfTabQuery,
    }),
  }),
});

builder.prismaObject('Series', {
  description: 'A series block: the work or story arc characters are listed under.',
  fields: (t) => ({
    id: t.exposeString('id'),
    enTitle: t.exposeString('enTitle'),
    jpTitle: t.exposeString('jpTitle', { nullable: true }),
    large: t.exposeBoolean('large', { description: 'Shown as a large block.' }),
  }),
});

builder.prismaObject('WorldGroup', {
  description: 'A universe group of the universe tracker (default l1).',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'Value of the universe tracker\'s "universe" query parameter.' }),
    name: t.exposeString('name'),
    worlds: t.relation('worlds', {
      description: 'Worlds of the group, in order.',
      extensions: { maxItems: 200, partitionOf: 1000 },
      query: worldsOfGroupQuery,
    }),
  }),
});

builder.prismaObject('World', {
  description: 'A world (universe) such as L1 (the main world) or A6 (Scarlet).',
  fields: (t) => ({
    code: t.exposeString('id', { description: 'World code.' }),
    name: t.exposeString('name', { nullable: true, description: 'Name, where the world has one.' }),
    number: t.exposeInt('number', { nullable: true }),
  }),
});

builder.prismaObject('VariantGroup', {
  description: 'A base character with its variants (variant tracker).',
  fields: (t) => ({
    id: t.exposeString('id'),
    enName: t.exposeString('enName'),
    jpName: t.exposeString('jpName', { nullable: true }),
    translitName: t.exposeString('translitName', { nullable: true }),
    jpSize: t.exposeString('jpSize', { nullable: true, description: 'Size class of the Japanese name.' }),
  }),
});

builder.prismaObject('CharacterBatch', {
  description: 'A release batch: characters that became available together (rebirth, standard, ritual or rebirth costume).',
  fields: (t) => ({
    no: t.exposeInt('no', { description: 'Batch number, increasing.' }),
    date: t.expose('date', { type: 'DateTime', description: 'When the batch became available, or its upper bound (see datePrecision).' }),
    datePrecision: t.field({
      type: DatePrecisionEnum,
      description: 'How exact date is; BY means available no later than date, BETWEEN after dateAfter and no later than date.',
      resolve: (b) => precisionOf(b.date, b.datePrecision) ?? 'instant',
    }),
    dateAfter: t.expose('dateAfter', {
      type: 'DateTime',
      nullable: true,
      description: 'A lower bound (with datePrecision BETWEEN): a source shows the batch not yet out at this instant.',
    }),
    dateAfterSource: t.exposeString('dateAfterSource', {
      nullable: true,
      description: 'The page that shows the batch not yet out at dateAfter.',
    }),
    dateAfterSourceKind: t.field({
      type: SourceKindEnum,
      nullable: true,
      description: 'What kind of source dateAfterSource is.',
      resolve: (b) => sourceKindOf(b.dateAfterSourceKind),
    }),
    source: t.exposeString('source', { nullable: true, description: 'The page or snapshot the batch comes from.' }),
    sourceKind: t.field({
      type: SourceKindEnum,
      nullable: true,
      description: 'What kind of source source is: official post, guide page, fan tracker row, repository snapshot or derived.',
      resolve: (b) => sourceKindOf(b.sourceKind),
    }),
    kind: t.exposeString('kind'),
    characters: t.field({
      type: [CharacterNode],
      description: 'Characters of the batch, in order; those not revealed to the viewer are left out.',
      extensions: members,
      select: (_args, ctx, nestedSelection) => batchMembersSelect(ctx.viewer, nestedSelection(true)),
      resolve: (batch) => batch.entries.map((e) => e.character),
    }),
  }),
});

const BatchKindEnum = builder.enumType('CharacterBatchKind', {
  values: {
    REBIRTH: { value: BATCH_KINDS.REBIRTH, description: 'Fantasy rebirth batches.' },
    STANDARD: { value: BATCH_KINDS.STANDARD, description: 'Additions to the standard prayer.' },
    RITUAL: { value: BATCH_KINDS.RITUAL, description: 'Additions to the ritual prayer.' },
    REBIRTH_COSTUME: { value: BATCH_KINDS.REBIRTH_COSTUME, description: 'Rebirth costume batches.' },
  } as const,
});

interface Role {
  id: string;
  name: string;
  kanji: string;
}
const RoleGroup = builder.objectRef<Role>('RoleGroup').implement({
  description: 'Characters of one combat role.',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    kanji: t.exposeString('kanji', { description: 'Japanese label, shown with the role icon.' }),
    characters: t.prismaField({
      type: ['Character'],
      description: 'Characters of the role the viewer may see, in release order.',
      extensions: { maxItems: ROSTER_BOUND, partitionOf: ROSTER_BOUND },
      resolve: (query, role, _args, ctx) => listCharactersWithRole(query, role.id, ctx.viewer),
    }),
  }),
});

export const CharacterCount = builder.objectRef<{ key: string; filter: string; count: number }>('CharacterCount').implement({
  description: 'How many playable characters have one current rarity.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'gen, fes, afes, sfes, exfes, relic, genic, epic, wfes, ds, yukkuri or aa.' }),
    filter: t.exposeString('filter', {
      description: 'The prayer-type list filter value that lists these characters (ufes for sfes, pfes for wfes...).',
    }),
    count: t.exposeInt('count'),
  }),
});

const UnreleasedCharacters = builder.objectRef<Record<string, never>>('UnreleasedCharacters').implement({
  description:
    'Characters not playable on the global server, in the six lists of the unreleased page. The jp list is empty without JP content; with it, the other lists leave out characters already in the jp list.',
  fields: (t) => {
    const list = (name: UnreleasedList, description: string) =>
      t.prismaField({
        type: ['Character'],
        description,
        extensions: members,
        resolve: (query, _parent, _args, ctx) => listUnreleasedCharacters(query, name, ctx.viewer),
      });
    return {
      jp: list('jp', 'Released or announced in Japan (only with JP content).'),
      announced: list('announced', 'Announced for the global server.'),
      story: list('story', 'Appeared in the story.'),
      printWork: list('printWork', 'From print works.'),
      pc98: list('pc98', 'From the PC-98 games.'),
      mv: list('mv', 'From the music-video project.'),
    };
  },
});

builder.queryFields((t) => ({
  seriesTabs: t.prismaField({
    type: ['SeriesTab'],
    description: 'Tabs of the conventional list with their series blocks.',
    extensions: { maxItems: 50 },
    resolve: (query) => listSeriesTabs(query),
  }),
  worldGroups: t.prismaField({
    type: ['WorldGroup'],
    description: 'Universe groups of the universe tracker with their worlds.',
    extensions: { maxItems: 100 },
    resolve: (query) => listWorldGroups(query),
  }),
  variantGroups: t.prismaField({
    type: ['VariantGroup'],
    description: 'Base characters with their variants; a group whose every character is hidden from the viewer is left out.',
    extensions: { maxItems: ROSTER_BOUND },
    resolve: (query, _root, _args, ctx) => listVariantGroups(query, ctx.viewer),
  }),
  roleGroups: t.field({
    type: [RoleGroup],
    description: 'The eight roles, each with its characters.',
    extensions: { maxItems: 8 },
    resolve: () => ROLES.map((r) => ({ ...r })),
  }),
  characterBatches: t.prismaField({
    type: ['CharacterBatch'],
    description: 'Release batches of one kind the viewer may see (some member revealed), newest first.',
    extensions: { maxItems: 500 },
    args: { kind: t.arg({ type: BatchKindEnum, required: true }) },
    resolve: (query, _root, args, ctx) => listBatches(query, args.kind, ctx.viewer),
  }),
  characterCounts: t.field({
    type: [CharacterCount],
    description:
      'Characters playable on the global server per current rarity (the home donut and the conventional-list counter): sfes counts mfes too, ds counts vs-ds.',
    extensions: { maxItems: 20 },
    resolve: (_root, _args, ctx) => countReleasedByRarity(ctx.viewer),
  }),
  unreleasedCharacters: t.field({
    type: UnreleasedCharacters,
    resolve: () => ({}),
  }),
  upcomingCharacters: t.prismaField({
    type: ['Character'],
    description: 'Characters with a global debut still to come, soonest first (the countdown hints).',
    extensions: { maxItems: GROUP_BOUND },
    resolve: (query, _root, _args, ctx) => listUpcomingCharacters(query, ctx.viewer),
  }),
}));

addCharacterFields('Series', 'visible', 'Characters of the block, in release order.');
addCharacterFields('World', 'visible', 'Characters of the world, in release order.');
addCharacterFields(
  'VariantGroup',
  'variants',
  'Variants shown: those not "not-available", relics, announced ones, and all of them with JP content.',
);
