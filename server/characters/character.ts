// The Character node, its nested objects and the character list fields of Query.
import { builder, revealedNode } from '../builder.ts';
import { visiblePrayers } from '../prayers/reveal.ts';
import { DatePrecisionEnum, PortraitRef, precisionOf, SourceKindEnum, sourceKindOf } from '../scalars.ts';
import { portraitImage } from '../shared/portraits.ts';
import { hasPassed, type Viewer } from '../shared/reveal.ts';
import { PERMANENT_POOLS } from '../shared/vocabulary.ts';
import { RELEASED_STATUSES, WORLD_NAMES } from './constants.ts';
import { aliasesSelect, type CharacterOrder, countCharacters, findCharacter, listCharacters, visibleCharacterById } from './repo.ts';
import { characterImageQuery, isCharacterPublic } from './reveal.ts';

const released = new Set<string>(RELEASED_STATUSES);
const imageUrl = (file: string | null | undefined, query = '') => (file ? `/images/${encodeURIComponent(file)}${query}` : null);

export const CharacterOrderEnum = builder.enumType('CharacterOrder', {
  description: 'Orderings of character lists.',
  values: {
    RELEASE: { description: 'Global debut date, then release number; undated characters last.' },
    NAME: { description: 'Full English name.' },
    ID: { description: 'Stable id.' },
  } as const,
});

interface NameMeta {
  modalSmall: boolean;
  kanaStructure: string | null;
  trackerSize: string | null;
}
const CharacterNameMeta = builder.objectRef<NameMeta>('CharacterNameMeta').implement({
  description: 'Layout hints for long names.',
  fields: (t) => ({
    modalSmall: t.exposeBoolean('modalSmall', { description: 'Use the small font for the name in the character modal.' }),
    kanaStructure: t.exposeString('kanaStructure', { nullable: true, description: 'How the kana reading splits over the name.' }),
    trackerSize: t.exposeString('trackerSize', { nullable: true, description: 'Size class of the name in list views.' }),
  }),
});

interface Images {
  id: string;
  /** What each path ends with (see characterImageQuery). */
  query: string;
  full: string | null;
  rebirthFull: string | null;
  thumbnail: string | null;
  rebirthThumbnail: string | null;
  altThumbnail: string | null;
  spoilerSafeThumbnail: string | null;
  card: string | null;
}
const CharacterImages = builder.objectRef<Images>('CharacterImages').implement({
  description:
    'Image paths under /images. A file the tracker does not have is answered with a generated placeholder (initials on the character colour), so every path here loads. The paths of a character still hidden from global players (shown with the spoiler switch) end in ?jpContent=1, which /images needs to show it.',
  fields: (t) => ({
    full: t.string({
      description: 'Full art.',
      resolve: (i) => imageUrl(i.full, i.query) ?? `/images/${encodeURIComponent(i.id)}-full.png${i.query}`,
    }),
    rebirthFull: t.string({
      nullable: true,
      description: 'Full art of the rebirth costume.',
      resolve: (i) => imageUrl(i.rebirthFull, i.query),
    }),
    thumbnail: t.string({
      description: 'Square thumbnail.',
      resolve: (i) => imageUrl(i.thumbnail, i.query) ?? `/images/${encodeURIComponent(i.id)}.png${i.query}`,
    }),
    rebirthThumbnail: t.string({
      nullable: true,
      description: 'Thumbnail of the rebirth costume (the re-run thumbnail).',
      resolve: (i) => imageUrl(i.rebirthThumbnail, i.query),
    }),
    altThumbnail: t.string({
      nullable: true,
      description: 'Alternative (older-style) thumbnail.',
      resolve: (i) => imageUrl(i.altThumbnail, i.query),
    }),
    spoilerSafeThumbnail: t.string({
      nullable: true,
      description: 'Thumbnail that reveals nothing of the story.',
      resolve: (i) => imageUrl(i.spoilerSafeThumbnail, i.query),
    }),
    card: t.string({ nullable: true, description: 'Card-sized art.', resolve: (i) => imageUrl(i.card, i.query) }),
  }),
});

interface Links {
  gamepress: string | null;
  youtube: string | null;
  touhouWiki: string | null;
  lwChron: string | null;
}
const CharacterLinks = builder.objectRef<Links>('CharacterLinks').implement({
  description: 'External pages about the character.',
  fields: (t) => ({
    gamepress: t.exposeString('gamepress', { nullable: true }),
    youtube: t.exposeString('youtube', { nullable: true }),
    touhouWiki: t.exposeString('touhouWiki', { nullable: true }),
    lwChron: t.exposeString('lwChron', { nullable: true, description: 'lostwordchronicle.com' }),
  }),
});

interface Release {
  debut: Date | null;
  debutPrecision: ReturnType<typeof precisionOf>;
  debutSource: string | null;
  debutSourceKind: ReturnType<typeof sourceKindOf>;
  debutTimeKnown: boolean | null;
  debutAfter: Date | null;
  debutAfterSource: string | null;
  debutAfterSourceKind: ReturnType<typeof sourceKindOf>;
  debutAfterTimeKnown: boolean | null;
  rebirthPrecision: ReturnType<typeof precisionOf>;
  general: Date | null;
  ritual: Date | null;
  rebirth: Date | null;
  rebirthCostume: Date | null;
  jpDebut: Date | null;
  bannerCount: number;
  lastBanner: Date | null;
}
const CharacterRelease = builder.objectRef<Release>('CharacterRelease').implement({
  description: 'Global release dates (UTC) and banner history.',
  fields: (t) => ({
    debut: t.expose('debut', {
      type: 'DateTime',
      nullable: true,
      description: 'First global release, or its upper bound (see debutPrecision).',
    }),
    debutPrecision: t.expose('debutPrecision', {
      type: DatePrecisionEnum,
      nullable: true,
      description: 'How exact debut is; BY means released no later than debut.',
    }),
    debutSource: t.exposeString('debutSource', {
      nullable: true,
      description: 'The page (or repository snapshot, as owner/repo/path@commit) that states the debut or its bound.',
    }),
    debutSourceKind: t.expose('debutSourceKind', {
      type: SourceKindEnum,
      nullable: true,
      description:
        'What kind of source debutSource is: an official post, a guide page, a fan tracker row, a repository snapshot or a derivation.',
    }),
    debutTimeKnown: t.exposeBoolean('debutTimeKnown', {
      nullable: true,
      description: 'Whether the source gives the time of debut; false: it gives the day only (stored as 00:00 UTC).',
    }),
    debutAfter: t.expose('debutAfter', {
      type: 'DateTime',
      nullable: true,
      description: 'A lower bound of the debut (with debutPrecision BETWEEN): a source shows the character not yet out at this instant.',
    }),
    debutAfterSource: t.exposeString('debutAfterSource', {
      nullable: true,
      description: 'The page or snapshot that shows the character not yet out at debutAfter.',
    }),
    debutAfterSourceKind: t.expose('debutAfterSourceKind', {
      type: SourceKindEnum,
      nullable: true,
      description: 'What kind of source debutAfterSource is.',
    }),
    debutAfterTimeKnown: t.exposeBoolean('debutAfterTimeKnown', {
      nullable: true,
      description: 'Whether the source gives the time of debutAfter; false: the day only.',
    }),
    rebirthPrecision: t.expose('rebirthPrecision', { type: DatePrecisionEnum, nullable: true, description: 'How exact rebirth is.' }),
    general: t.expose('general', {
      type: 'DateTime',
      nullable: true,
      description: 'When the character joined the standard (general) pool.',
    }),
    ritual: t.expose('ritual', { type: 'DateTime', nullable: true, description: 'When the character joined the ritual pool.' }),
    rebirth: t.expose('rebirth', { type: 'DateTime', nullable: true, description: 'When fantasy rebirth became available.' }),
    rebirthCostume: t.expose('rebirthCostume', {
      type: 'DateTime',
      nullable: true,
      description: 'When the rebirth costume became available.',
    }),
    jpDebut: t.expose('jpDebut', { type: 'DateTime', nullable: true, description: 'First release on the Japanese server.' }),
    bannerCount: t.exposeInt('bannerCount', { description: 'Prayers that have featured the character so far.' }),
    lastBanner: t.expose('lastBanner', {
      type: 'DateTime',
      nullable: true,
      description: 'Start of the latest prayer that featured the character.',
    }),
  }),
});

interface PoolMembership {
  id: string;
  name: string;
  since: Date | null;
}
const CharacterPool = builder.objectRef<PoolMembership>('CharacterPool').implement({
  description: 'A permanent prayer whose pool holds the character.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'standard or ritual.' }),
    name: t.exposeString('name', { description: 'The prayer, e.g. "Standard Prayer".' }),
    since: t.expose('since', {
      type: 'DateTime',
      nullable: true,
      description: 'When the character joined the pool (UTC), where a source dates it.',
    }),
  }),
});

/** The character's banners: every prayer the viewer may see that featured it, newest first. */
const bannersQuery = (viewer: Viewer) => ({
  where: { prayer: visiblePrayers(viewer) },
  orderBy: [{ prayer: { listKey: 'asc' as const } }],
});

export const CharacterNode = revealedNode('Character', visibleCharacterById, {
  id: { field: 'id' },
  // The small columns that list views read are loaded with every row, and the fields over them
  // read the row directly (server/rowColumns.ts drops their own selections); other fields select
  // their own columns. (A field with its own selection is mapped by Pothos row by row, which
  // dominates the cost of a long list.)
  select: {
    id: true,
    nameEn: true,
    releaseNo: true,
    gameUnitId: true,
    titleEn: true,
    titleJp: true,
    nameJp: true,
    nameKana: true,
    nameTranslit: true,
    nameModalSmall: true,
    nameKanaStructure: true,
    nameTrackerSize: true,
    colors: true,
    rebirthAt: true,
    shortNameEn: true,
    shortNameTranslit: true,
    status: true,
    type: true,
    announced: true,
    worldId: true,
    role: true,
    debutAt: true,
    debutPrecision: true,
    debutSource: true,
    debutSourceKind: true,
    debutAfter: true,
    revealAt: true,
    unreleasedGroup: true,
    hasRebirth: true,
    sample: true,
    imgThumb: true,
    imgAltThumb: true,
    imgSpoilerSafe: true,
    portraitSet: true,
    portraitHash: true,
    portraitSize: true,
  },
  description: 'A character variant (one world or costume of a Touhou character), playable or announced.',
  fields: (t) => ({
    slug: t.string({ resolve: (c) => c.id, description: 'Stable id used in page URLs and the legacy API (e.g. a6-reimu).' }),
    releaseNo: t.exposeInt('releaseNo', { nullable: true, description: 'Order of global release, where known.' }),
    gameUnitId: t.exposeInt('gameUnitId', { nullable: true, description: "The game's own unit id, where a source joins to it soundly." }),
    titleEn: t.exposeString('titleEn', { nullable: true, description: 'English epithet.' }),
    titleJp: t.exposeString('titleJp', { nullable: true, description: 'Japanese epithet.' }),
    nameEn: t.exposeString('nameEn', { description: 'Full English name, e.g. "Reimu Hakurei (Scarlet)".' }),
    shortName: t.string({ resolve: (c) => c.shortNameEn, description: 'Short English name, e.g. "Reimu".' }),
    nameJp: t.exposeString('nameJp', { nullable: true, description: 'Japanese name, where a source gives it.' }),
    nameKana: t.exposeString('nameKana', { nullable: true, description: 'Kana reading of the Japanese name.' }),
    nameTranslit: t.exposeString('nameTranslit', { nullable: true, description: 'Transliterated (romanised) Japanese name.' }),
    shortNameTranslit: t.string({ nullable: true, resolve: (c) => c.shortNameTranslit, description: 'Transliterated short name.' }),
    nameMeta: t.field({
      type: CharacterNameMeta,
      select: { nameModalSmall: true, nameKanaStructure: true, nameTrackerSize: true },
      resolve: (c) => ({ modalSmall: c.nameModalSmall, kanaStructure: c.nameKanaStructure, trackerSize: c.nameTrackerSize }),
    }),
    colors: t.stringList({
      description: 'Theme colours as #rrggbb, main first.',
      select: { colors: true },
      resolve: (c) => (Array.isArray(c.colors) ? (c.colors as string[]) : []),
    }),
    status: t.string({
      resolve: (c) => c.status,
      description: 'not-available, announced, story, enemy, both, guest, non-limited, limited or upcoming.',
    }),
    type: t.string({
      resolve: (c) => c.type,
      description: 'Rarity type: gen, fes, afes, sfes, mfes, exfes, relic, genic, epic, wfes, ds, yukkuri, aya-assistance or vs-ds.',
    }),
    currentRarity: t.string({
      description: 'The rarity a player sees now: gen once the character is non-limited, otherwise its own type.',
      resolve: (c) => (c.status === 'non-limited' ? 'gen' : c.type),
    }),
    released: t.boolean({
      description: 'True when the status is non-limited, limited or upcoming.',
      resolve: (c) => released.has(c.status),
    }),
    announced: t.boolean({ resolve: (c) => c.announced, description: 'Officially announced for the global server.' }),
    worldCode: t.string({ nullable: true, resolve: (c) => c.worldId, description: 'World (universe) code such as L1 or A6.' }),
    worldName: t.string({
      nullable: true,
      description: 'Name of the world: Main world for L1, and Scarlet..Desires for A6..A13.',
      select: { worldId: true, world: { select: { name: true, number: true } } },
      resolve: (c) =>
        c.world?.name ?? (c.worldId?.startsWith('A') && c.world?.number != null ? (WORLD_NAMES[c.world.number] ?? null) : null),
    }),
    world: t.relation('world', { nullable: true, description: 'The world the variant comes from.' }),
    series: t.relation('series', { nullable: true, description: 'The series block the character is listed under.' }),
    variantGroup: t.relation('variantGroup', { nullable: true, description: 'The base character and its other variants.' }),
    role: t.string({
      nullable: true,
      resolve: (c) => c.role,
      description: 'Combat role: attack, defense, speed, heal, support, debuff, destroy or technical.',
    }),
    unreleasedGroup: t.exposeString('unreleasedGroup', {
      nullable: true,
      description: 'For characters not playable yet: jp, announced, story, print-work, pc98 or mv.',
    }),
    hasRebirth: t.boolean({ resolve: (c) => c.hasRebirth, description: 'Whether the character can be reborn (fantasy rebirth).' }),
    rebirthAvailable: t.boolean({
      description: 'True once the rebirth date has passed (the rebirth heart shows "available"); false while it is upcoming or unknown.',
      select: { rebirthAt: true },
      resolve: (c, _args, ctx) => hasPassed(c.rebirthAt, ctx.viewer),
    }),
    release: t.field({
      type: CharacterRelease,
      select: (_args, ctx) => ({
        debutAt: true,
        debutPrecision: true,
        debutSource: true,
        debutSourceKind: true,
        debutTimeKnown: true,
        debutAfter: true,
        debutAfterSource: true,
        debutAfterSourceKind: true,
        debutAfterTimeKnown: true,
        rebirthPrecision: true,
        generalAt: true,
        ritualAt: true,
        rebirthAt: true,
        rebirthCostumeAt: true,
        jpDebutAt: true,
        rateUps: { where: bannersQuery(ctx.viewer).where, select: { prayer: { select: { startAt: true, endAt: true } } } },
      }),
      resolve: (c, _args, ctx) => {
        // A banner whose start no page states still counts once it is known to be over.
        const past = c.rateUps.filter(({ prayer: p }) =>
          p.startAt ? hasPassed(p.startAt, ctx.viewer) : !p.endAt || hasPassed(p.endAt, ctx.viewer),
        );
        const starts = past.flatMap(({ prayer: p }) => (p.startAt ? [p.startAt] : []));
        return {
          debut: c.debutAt,
          debutPrecision: precisionOf(c.debutAt, c.debutPrecision),
          debutSource: c.debutSource,
          debutSourceKind: sourceKindOf(c.debutSourceKind),
          debutTimeKnown: c.debutTimeKnown,
          debutAfter: c.debutAfter,
          debutAfterSource: c.debutAfterSource,
          debutAfterSourceKind: sourceKindOf(c.debutAfterSourceKind),
          debutAfterTimeKnown: c.debutAfterTimeKnown,
          rebirthPrecision: precisionOf(c.rebirthAt, c.rebirthPrecision),
          general: c.generalAt,
          ritual: c.ritualAt,
          rebirth: c.rebirthAt,
          rebirthCostume: c.rebirthCostumeAt,
          jpDebut: c.jpDebutAt,
          bannerCount: past.length,
          lastBanner: starts.length ? new Date(Math.max(...starts.map((d) => d.getTime()))) : null,
        };
      },
    }),
  }),
});

// The rest of the character's fields, after the ones above (the order the API lists them in).
builder.prismaObjectFields(CharacterNode, (t) => ({
  pools: t.field({
    type: [CharacterPool],
    extensions: { maxItems: PERMANENT_POOLS.length },
    description:
      'The permanent prayers (standard, ritual) whose pool holds the character; empty for a limited character. The status non-limited means one of them.',
    select: {
      generalAt: true,
      ritualAt: true,
      poolEntries: { where: { poolId: { in: [...PERMANENT_POOLS] } }, select: { pool: { select: { id: true, name: true } } } },
    },
    resolve: (c) =>
      [...new Map(c.poolEntries.map((e) => [e.pool.id, e.pool])).values()].map((pool) => ({
        ...pool,
        since: pool.id === 'standard' ? c.generalAt : c.ritualAt,
      })),
  }),
  banners: t.relation('rateUps', {
    description:
      'Every prayer the viewer may see that featured the character as a rate-up, newest first (upcoming ones included; release.bannerCount counts those begun).',
    extensions: { maxItems: 500, partitionOf: 100_000 },
    query: (_args, ctx) => bannersQuery(ctx.viewer),
  }),
  debutAt: t.field({
    type: 'DateTime',
    nullable: true,
    resolve: (c) => c.debutAt,
    description: 'Global debut, UTC (same as release.debut).',
  }),
  debutPrecision: t.field({
    type: DatePrecisionEnum,
    nullable: true,
    description:
      'How exact debutAt is (same as release.debutPrecision); the release order places a bound at its upper bound, then by its lower bound.',
    resolve: (c) => precisionOf(c.debutAt, c.debutPrecision),
  }),
  debutSource: t.string({
    nullable: true,
    description: 'Where the debut date comes from (same as release.debutSource), without the rest of release.',
    resolve: (c) => c.debutSource,
  }),
  debutSourceKind: t.field({
    type: SourceKindEnum,
    nullable: true,
    description: 'What kind of source debutSource is (same as release.debutSourceKind).',
    resolve: (c) => sourceKindOf(c.debutSourceKind),
  }),
  debutAfter: t.expose('debutAfter', {
    type: 'DateTime',
    nullable: true,
    description: 'Lower bound of the debut (same as release.debutAfter).',
  }),
  images: t.field({
    type: CharacterImages,
    select: { imgFull: true, imgRebirthFull: true, imgRebirthThumb: true, imgCard: true },
    resolve: (c, _args, ctx) => ({
      id: c.id,
      query: characterImageQuery(c, ctx.viewer),
      full: c.imgFull,
      rebirthFull: c.imgRebirthFull,
      thumbnail: c.imgThumb,
      rebirthThumbnail: c.imgRebirthThumb,
      altThumbnail: c.imgAltThumb,
      spoilerSafeThumbnail: c.imgSpoilerSafe,
      card: c.imgCard,
    }),
  }),
  portrait: t.field({
    type: PortraitRef,
    nullable: true,
    description:
      "The character's portrait in every size and format the views use; null when the tracker has none (thumbnail is then a placeholder).",
    resolve: (c, _args, ctx) => portraitImage(c, characterImageQuery(c, ctx.viewer)),
  }),
  thumbnail: t.string({
    description: 'Path of the thumbnail under /images (same as images.thumbnail).',
    resolve: (c, _args, ctx) =>
      imageUrl(c.imgThumb, characterImageQuery(c, ctx.viewer)) ??
      `/images/${encodeURIComponent(c.id)}.png${characterImageQuery(c, ctx.viewer)}`,
  }),
  altThumbnail: t.string({
    nullable: true,
    description: 'Path of the older-style thumbnail, where there is one (same as images.altThumbnail).',
    resolve: (c, _args, ctx) => imageUrl(c.imgAltThumb, characterImageQuery(c, ctx.viewer)),
  }),
  spoilerSafeThumbnail: t.string({
    nullable: true,
    description: 'Path of the thumbnail that reveals nothing of the story (same as images.spoilerSafeThumbnail).',
    resolve: (c, _args, ctx) => imageUrl(c.imgSpoilerSafe, characterImageQuery(c, ctx.viewer)),
  }),
  links: t.field({
    type: CharacterLinks,
    select: { gamepressUrl: true, youtubeUrl: true, touhouWikiUrl: true, lwChronUrl: true },
    resolve: (c) => ({ gamepress: c.gamepressUrl, youtube: c.youtubeUrl, touhouWiki: c.touhouWikiUrl, lwChron: c.lwChronUrl }),
  }),
  aliases: t.stringList({
    description: 'Search aliases, normalised to lowercase letters, digits and apostrophes.',
    select: aliasesSelect,
    resolve: (c) => c.aliases.map((a) => a.value),
  }),
  revealAt: t.field({
    resolve: (c) => c.revealAt,
    type: 'DateTime',
    nullable: true,
    description: 'Before this instant the character is a spoiler for global players.',
  }),
  revealed: t.boolean({
    description: 'False while the character is a spoiler for global players.',
    resolve: (c, _args, ctx) => isCharacterPublic(c, ctx.viewer),
  }),
  note: t.exposeString('note', { nullable: true, description: 'Short remark shown under the character.' }),
  sample: t.boolean({ resolve: (c) => c.sample, description: 'True when this record is sample data, not a real fact.' }),
  source: t.exposeString('source', { nullable: true, description: 'Where the facts of this record come from.' }),
}));

builder.queryField('character', (t) =>
  t.prismaField({
    type: 'Character',
    nullable: true,
    description: 'One character by its slug; null when unknown, or not revealed to the viewer.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) => findCharacter(query, args.slug, ctx.viewer),
  }),
);

builder.queryField('characters', (t) =>
  t.prismaConnection(
    {
      type: 'Character',
      cursor: 'id',
      // One page holds the whole playable roster, which the legacy list paths answer in one response.
      maxSize: 1000,
      description:
        "Characters, filtered and ordered; characters not revealed to the viewer are left out. first and last are capped at 100 for tool authors (the site's own operations may read up to 1000).",
      args: {
        types: t.arg.stringList({
          required: false,
          description:
            'Rarity filter values, any of: gen, fes, afes, ufes (sfes and mfes), sfes, mfes, exfes, relic, genic, epic, pfes (wfes), ds, yukkuri, aya-assistance. Unknown ids are ignored; an empty list means no filter.',
        }),
        statuses: t.arg.stringList({ required: false, description: 'Statuses to include (any of).' }),
        worlds: t.arg.stringList({ required: false, description: 'World codes to include (any of).' }),
        series: t.arg.stringList({ required: false, description: 'Series ids to include (any of).' }),
        roles: t.arg.stringList({ required: false, description: 'Roles to include (any of).' }),
        rebirth: t.arg.boolean({ required: false, description: 'true: rebirthable only; false: non-rebirthable only; omitted: both.' }),
        released: t.arg.boolean({
          required: false,
          description: 'true: playable on the global server (non-limited, limited, upcoming); false: the others.',
        }),
        search: t.arg.string({
          required: false,
          description: 'Alias search: lowercased, reduced to letters, digits and apostrophes, matched within aliases.',
        }),
        orderBy: t.arg({ type: CharacterOrderEnum, defaultValue: 'RELEASE', description: 'Ordering of the list.' }),
      },
      resolve: (query, _root, args, ctx) => listCharacters(query, args, args.orderBy as CharacterOrder, ctx.viewer),
      totalCount: (_conn, args, ctx) => countCharacters(args, ctx.viewer),
    },
    { description: 'A page of characters.' },
  ),
);
