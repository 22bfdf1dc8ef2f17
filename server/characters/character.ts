import { builder } from '../builder.ts';
import { type CharacterFilter, type CharacterOrder, countCharacters, listCharacters } from './repo.ts';

const RELEASED_STATUSES = new Set(['non-limited', 'limited', 'upcoming']);

export const CharacterOrderEnum = builder.enumType('CharacterOrder', {
  description: 'Orderings of character lists.',
  values: {
    RELEASE: { description: 'Global debut date, then release number; undated characters last.' },
    NAME: { description: 'Full English name.' },
    ID: { description: 'Stable id.' },
  } as const,
});

export const CharacterNode = builder.prismaNode('Character', {
  id: { field: 'id' },
  // An unknown id in node(id) is null, not an error.
  nullable: true,
  description: 'A playable or announced character variant (one world/costume of a Touhou character).',
  fields: (t) => ({
    slug: t.exposeString('id', { description: 'Stable id used in page URLs and the legacy API (e.g. a6-reimu).' }),
    nameEn: t.exposeString('nameEn', { description: 'Full English name, e.g. "Reimu Hakurei (Scarlet)".' }),
    shortName: t.exposeString('shortNameEn', { description: 'Short English name, e.g. "Reimu".' }),
    nameJp: t.exposeString('nameJp', { nullable: true, description: 'Japanese name, where a source gives it.' }),
    nameTranslit: t.exposeString('nameTranslit', { nullable: true, description: 'Transliterated (romanised) Japanese name.' }),
    status: t.exposeString('status', {
      description: 'not-available, announced, story, enemy, both, guest, non-limited, limited or upcoming.',
    }),
    type: t.exposeString('type', {
      description: 'Rarity type: gen, fes, afes, sfes, mfes, exfes, relic, genic, epic, wfes, ds, yukkuri, aya-assistance, vs-ds.',
    }),
    currentRarity: t.string({
      description: 'The rarity a player sees now: gen once the character is non-limited, otherwise its own type.',
      select: { status: true, type: true },
      resolve: (c) => (c.status === 'non-limited' ? 'gen' : c.type),
    }),
    released: t.boolean({
      description: 'True when the status is non-limited, limited or upcoming.',
      select: { status: true },
      resolve: (c) => RELEASED_STATUSES.has(c.status),
    }),
    worldCode: t.exposeString('worldId', { nullable: true, description: 'World (universe) code such as L1 or A6.' }),
    role: t.exposeString('role', { nullable: true, description: 'Combat role.' }),
    debutAt: t.expose('debutAt', { type: 'DateTime', nullable: true, description: 'Global debut, UTC.' }),
    hasRebirth: t.exposeBoolean('hasRebirth', { description: 'Whether the character can be reborn (fantasy rebirth).' }),
    thumbnail: t.string({
      nullable: true,
      description: 'Path of the thumbnail image under /images.',
      select: { imgThumb: true },
      resolve: (c) => (c.imgThumb ? `/images/${c.imgThumb}` : null),
    }),
    sample: t.exposeBoolean('sample', { description: 'True when this record is sample data, not a real fact.' }),
  }),
});

builder.queryField('characters', (t) =>
  t.prismaConnection(
    {
      type: 'Character',
      cursor: 'id',
      description: 'Characters, filtered and ordered. Unrevealed characters are left out unless jpContent is true.',
      args: {
        types: t.arg.stringList({ required: false, description: 'Rarity types to include (any of); unknown ids are ignored.' }),
        statuses: t.arg.stringList({ required: false, description: 'Statuses to include (any of).' }),
        worlds: t.arg.stringList({ required: false, description: 'World codes to include (any of).' }),
        series: t.arg.stringList({ required: false, description: 'Series ids to include (any of).' }),
        roles: t.arg.stringList({ required: false, description: 'Roles to include (any of).' }),
        rebirth: t.arg.boolean({ required: false, description: 'true: rebirthable only; false: non-rebirthable only; omitted: both.' }),
        search: t.arg.string({ required: false, description: 'Alias search: lowercased, reduced to letters, digits and apostrophes.' }),
        jpContent: t.arg.boolean({ defaultValue: false, description: 'Include content not yet revealed on the global server (spoilers).' }),
        orderBy: t.arg({ type: CharacterOrderEnum, defaultValue: 'RELEASE', description: 'Ordering of the list.' }),
      },
      resolve: (query, _root, args, ctx) => listCharacters(query, filterFromArgs(args, ctx.now), args.orderBy as CharacterOrder),
      totalCount: (_conn, args, ctx) => countCharacters(filterFromArgs(args, ctx.now)),
    },
    { description: 'A page of characters.' },
  ),
);

function filterFromArgs(
  args: {
    types?: string[] | null;
    statuses?: string[] | null;
    worlds?: string[] | null;
    series?: string[] | null;
    roles?: string[] | null;
    rebirth?: boolean | null;
    search?: string | null;
    jpContent?: boolean | null;
  },
  now: Date,
): CharacterFilter {
  return { ...args, jpContent: args.jpContent ?? false, now };
}
