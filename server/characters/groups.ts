// The groupings the character pages list: series tabs, worlds, variants, roles, release batches
// and the unreleased lists. Counts come from relation counts in the same statement as the list.
import type { Prisma } from '../../prisma/connect.ts';
import { builder } from '../builder.ts';
import { db } from '../db.ts';
import { CharacterNode, JP_CONTENT } from './character.ts';
import { BATCH_KINDS, RELEASED_STATUSES, ROLES } from './constants.ts';
import {
  characterOrderBy,
  findCharacters,
  listBatches,
  listSeriesTabs,
  listVariantGroups,
  listWorldGroups,
  visibleCharacters,
} from './repo.ts';

const releasedWhere: Prisma.CharacterWhereInput = { status: { in: [...RELEASED_STATUSES] } };

type JpArgs = { jpContent?: boolean | null };
type GroupWhere = (args: JpArgs, ctx: { now: Date }) => Prisma.CharacterWhereInput;

/** Characters a visitor may see, with or without JP content. */
const visible: GroupWhere = (args, ctx) => visibleCharacters(args.jpContent ?? false, ctx.now);

/**
 * Adds `characters`, `total` and `available` (playable globally) to a model that groups
 * characters; `where` decides which members are shown. Counts are relation counts, loaded in the
 * same statement as the group.
 */
function addCharacterFields(model: 'Series' | 'World' | 'VariantGroup', where: GroupWhere, description: string) {
  builder.prismaObjectFields(model as 'Series', (t) => {
    const jpContent = () => ({ jpContent: t.arg.boolean({ defaultValue: false, description: JP_CONTENT }) });
    return {
      characters: t.relation('characters', {
        description,
        args: jpContent(),
        query: (args, ctx) => ({ where: where(args, ctx), orderBy: characterOrderBy('RELEASE') }),
      }),
      total: t.relationCount('characters', {
        description: 'Characters shown in the group.',
        args: jpContent(),
        where: (args, ctx) => where(args, ctx),
      }),
      available: t.relationCount('characters', {
        description: 'Characters of the group playable on the global server.',
        args: jpContent(),
        where: (args, ctx) => ({ AND: [where(args, ctx), releasedWhere] }),
      }),
    };
  });
}

builder.prismaObject('SeriesTab', {
  description: 'A tab of the conventional (chronological) list: pc98, l1, classic, main, hifuu, mv, relic...',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'Value of the conventional list\'s "type" query parameter.' }),
    name: t.exposeString('name'),
    series: t.relation('series', {
      description: 'Series blocks of the tab, in order.',
      query: { orderBy: [{ sortKey: 'asc' }, { id: 'asc' }] },
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
      query: { orderBy: [{ sortKey: 'asc' }, { id: 'asc' }] },
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

/** The variant list's inclusion rule: shown if not "not-available", or relic, or announced, or with JP content. */
const variantWhere: GroupWhere = (args, ctx) => {
  const jp = args.jpContent ?? false;
  return {
    AND: [visible(args, ctx), jp ? {} : { OR: [{ status: { not: 'not-available' } }, { type: 'relic' }, { announced: true }] }],
  };
};

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
    date: t.expose('date', { type: 'DateTime' }),
    kind: t.exposeString('kind'),
    characters: t.field({
      type: [CharacterNode],
      description: 'Characters of the batch, in order; unrevealed ones are left out unless jpContent is true.',
      args: { jpContent: t.arg.boolean({ defaultValue: false, description: JP_CONTENT }) },
      select: (args, ctx, nestedSelection) => ({
        entries: {
          where: { character: visibleCharacters(args.jpContent ?? false, ctx.now) },
          orderBy: { position: 'asc' },
          select: { character: nestedSelection(true) },
        },
      }),
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
      args: { jpContent: t.arg.boolean({ defaultValue: false, description: JP_CONTENT }) },
      resolve: (query, role, args, ctx) => findCharacters(query, { AND: [visible(args, ctx), { role: role.id }] }),
    }),
  }),
});

interface Unreleased {
  jpContent: boolean;
}
const groupWhere = (group: string) => ({ unreleasedGroup: group });
/** Not playable globally, but out (or announced) on the Japanese server. */
const inJpList: Prisma.CharacterWhereInput = {
  AND: [{ status: { notIn: [...RELEASED_STATUSES] } }, { OR: [{ unreleasedGroup: 'jp' }, { jpDebutAt: { not: null } }] }],
};

const UnreleasedCharacters = builder.objectRef<Unreleased>('UnreleasedCharacters').implement({
  description:
    'Characters not playable on the global server, in the six lists of the unreleased page. The jp list is empty without jpContent; with it, the other lists leave out characters already in the jp list.',
  fields: (t) => {
    const list = (description: string, where: (u: Unreleased) => Prisma.CharacterWhereInput | null) =>
      t.prismaField({
        type: ['Character'],
        description,
        resolve: (query, u, _args, ctx) => {
          const w = where(u);
          if (!w) return [];
          return findCharacters(query, {
            AND: [visibleCharacters(u.jpContent, ctx.now), { status: { notIn: [...RELEASED_STATUSES] } }, w],
          });
        },
      });
    const except = (u: Unreleased, w: Prisma.CharacterWhereInput) => (u.jpContent ? { AND: [w, { NOT: inJpList }] } : w);
    return {
      jp: list('Released or announced in Japan (only with jpContent).', (u) => (u.jpContent ? inJpList : null)),
      announced: list('Announced for the global server.', (u) => except(u, groupWhere('announced'))),
      story: list('Appeared in the story.', (u) => except(u, groupWhere('story'))),
      printWork: list('From print works.', (u) => except(u, groupWhere('print-work'))),
      pc98: list('From the PC-98 games.', (u) => except(u, groupWhere('pc98'))),
      mv: list('From the music-video project.', (u) => except(u, groupWhere('mv'))),
    };
  },
});

builder.queryFields((t) => ({
  seriesTabs: t.prismaField({
    type: ['SeriesTab'],
    description: 'Tabs of the conventional list with their series blocks.',
    resolve: (query) => listSeriesTabs(query),
  }),
  worldGroups: t.prismaField({
    type: ['WorldGroup'],
    description: 'Universe groups of the universe tracker with their worlds.',
    resolve: (query) => listWorldGroups(query),
  }),
  variantGroups: t.prismaField({
    type: ['VariantGroup'],
    description: 'Base characters with their variants.',
    resolve: (query) => listVariantGroups(query),
  }),
  roleGroups: t.field({
    type: [RoleGroup],
    description: 'The eight roles, each with its characters.',
    resolve: () => ROLES.map((r) => ({ ...r })),
  }),
  characterBatches: t.prismaField({
    type: ['CharacterBatch'],
    description: 'Release batches of one kind, newest first.',
    args: { kind: t.arg({ type: BatchKindEnum, required: true }) },
    resolve: (query, _root, args) => listBatches(query, args.kind),
  }),
  unreleasedCharacters: t.field({
    type: UnreleasedCharacters,
    args: { jpContent: t.arg.boolean({ defaultValue: false, description: JP_CONTENT }) },
    resolve: (_root, args) => ({ jpContent: args.jpContent ?? false }),
  }),
  upcomingCharacters: t.prismaField({
    type: ['Character'],
    description: 'Characters with a global debut still to come, soonest first (the countdown hints).',
    args: { jpContent: t.arg.boolean({ defaultValue: false, description: JP_CONTENT }) },
    resolve: (query, _root, args, ctx) =>
      db.character.findMany({
        ...query,
        where: { AND: [visibleCharacters(args.jpContent ?? false, ctx.now), { debutAt: { gt: ctx.now } }] },
        orderBy: [{ debutAt: 'asc' }, { id: 'asc' }],
      }),
  }),
}));

addCharacterFields('Series', visible, 'Characters of the block, in release order.');
addCharacterFields('World', visible, 'Characters of the world, in release order.');
addCharacterFields(
  'VariantGroup',
  variantWhere,
  'Variants shown: those not "not-available", relics, announced ones, and all of them with jpContent.',
);
