// The /api/characters paths: the character pages' documented JSON. Each reshape reads its stored
// operation's generated result type.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { LIMITS } from '../execution/limits.ts';
import { toListForm, toListFormWith } from '../legacy/characterForm.ts';
import type {
  LegacyCharacterBatchesQuery,
  LegacyCharacterModalQuery,
  LegacyConventionalOrderQuery,
  LegacyReleasedCharactersQuery,
  LegacyRoleGroupsQuery,
  LegacyUnreleasedCharactersQuery,
  LegacyVariantGroupsQuery,
  LegacyWorldGroupsQuery,
  LegacyCharacterListItemFragment as ListItem,
} from '../legacy/operations.generated.ts';
import { CharacterListItem, instant, named } from '../legacy/schemas.ts';
import { ECHO_MAX, ECHO_PATTERN, echo, LegacyError, type LegacyRoute, type LegacyTable, queryValue, route } from '../legacy/types.ts';
import { COUNTER_KEYS } from './constants.ts';

/** One page of the characters connection: every released character (the connection's maxSize). */
export const LEGACY_LIST_LIMIT = 1000;

const toList = (list: readonly ListItem[]) => list.map(toListForm);

type Modal = NonNullable<LegacyCharacterModalQuery['character']>;

const CharacterList = z.array(CharacterListItem);

/** A released character with how its debut is known: what the release order shows beside each date. */
const ReleasedCharacterList = z.array(
  CharacterListItem.extend({
    releasePrecision: z
      .string()
      .nullable()
      .describe('How exact releaseDate is: instant, day, month, by (no later than), between or launch; null without a date.'),
    releaseSource: z.string().nullable().describe('The page (or screenshot) that states the debut or its bound.'),
    releaseSourceKind: z
      .string()
      .nullable()
      .describe('What kind of source that is: official-post, guide-page, fan-tracker, repository-snapshot, derived or in-game.'),
  }),
);

/** Playable characters per current rarity, every key present. */
export const CharacterCounter = named(
  'CharacterCounter',
  'Characters playable on the global server per current rarity; `sfes` counts mfes too, `ds` counts vs-ds, `aa` is aya-assistance.',
  z.object(Object.fromEntries(Object.keys(COUNTER_KEYS).map((key) => [key, z.int().min(0)]))),
);

const CharacterModal = z.object({
  id: z.string(),
  title: z.object({ en: z.string().nullable() }),
  name: z.object({
    jp: z.string().nullable(),
    kana: z.string().nullable(),
    en: z.string(),
    translit: z.string().nullable(),
    meta: z.object({ 'modal-small': z.boolean(), 'kana-structure': z.string().nullable() }),
  }),
  img: z.object({ full: z.string(), frFull: z.string().nullable() }),
  color: z.array(z.string()).describe('Hex colours.'),
  status: z.string(),
  type: z.string().describe('The current rarity (`gen` once non-limited).'),
  release: z.object({
    debut: instant().nullable(),
    general: instant().nullable(),
    ritual: instant().nullable(),
    bannerCount: z.int().min(0),
    lastBanner: instant().nullable(),
    fr: instant().nullable().describe('The fantasy rebirth date.'),
  }),
  releaseNo: z.int().nullable(),
  info: z.object({
    gamepress: z.string().nullable(),
    youtube: z.string().nullable(),
    'touhou-wiki': z.string().nullable(),
    'lw-chron': z.string().nullable(),
  }),
  meta: z.object({ world: z.string().nullable(), role: z.string().nullable() }),
});

const Batches = z.array(z.object({ no: z.int(), date: instant(), characters: CharacterList }));

/** The series blocks of the conventional order and the universe tracker share their first keys. */
const seriesBlock = {
  series: z.string(),
  'jp-title': z.string().nullable(),
  'en-title': z.string(),
  large: z.boolean(),
  available: z.int().min(0),
  total: z.int().min(0),
};

function toModal(c: Modal): z.input<typeof CharacterModal> {
  return {
    id: c.slug,
    title: { en: c.titleEn },
    name: {
      jp: c.nameJp,
      kana: c.nameKana,
      en: c.nameEn,
      translit: c.nameTranslit,
      // The spec spells these keys with a hyphen (GraphQL names cannot hold one).
      meta: { 'modal-small': c.nameMeta.modalSmall, 'kana-structure': c.nameMeta.kanaStructure },
    },
    img: { full: c.images.full, frFull: c.images.rebirthFull },
    color: c.colors,
    status: c.status,
    type: c.currentRarity,
    release: {
      debut: c.release.debut,
      general: c.release.general,
      ritual: c.release.ritual,
      bannerCount: c.release.bannerCount,
      lastBanner: c.release.lastBanner,
      fr: c.release.rebirth,
    },
    releaseNo: c.releaseNo,
    info: { gamepress: c.links.gamepress, youtube: c.links.youtube, 'touhou-wiki': c.links.touhouWiki, 'lw-chron': c.links.lwChron },
    meta: { world: c.worldCode, role: c.role },
  };
}

function releasedCharacters(path: string, context: string, orderBy: 'RELEASE' | 'NAME', summary: string): LegacyRoute {
  return route({
    path,
    operation: 'LegacyReleasedCharacters',
    context,
    tag: 'Characters',
    summary,
    description: 'At most 1000 characters (one page of the `characters` connection).',
    response: ReleasedCharacterList,
    variables: () => ({ orderBy, first: LEGACY_LIST_LIMIT }),
    reshape: (data: LegacyReleasedCharactersQuery) =>
      data.characters.edges.map((e) =>
        toListFormWith(e.node, {
          releasePrecision: e.node.debutPrecision?.toLowerCase() ?? null,
          releaseSource: e.node.debutSource ?? null,
          releaseSourceKind: e.node.debutSourceKind?.toLowerCase().replace(/_/g, '-') ?? null,
        }),
      ),
  });
}

function batches(path: string, context: string, kind: string, summary: string): LegacyRoute {
  return route({
    path,
    operation: 'LegacyCharacterBatches',
    context,
    tag: 'Characters',
    summary,
    description: 'Batches newest first; a batch of spoilers only is shown only with the spoiler switch on.',
    response: Batches,
    variables: () => ({ kind }),
    reshape: (data: LegacyCharacterBatchesQuery) =>
      data.characterBatches.map((b) => ({ no: b.no, date: b.date, characters: toList(b.characters) })),
  });
}

export const charactersLegacy: LegacyTable = {
  document: readFileSync(new URL('./legacy.graphql', import.meta.url), 'utf8'),
  routes: [
    route({
      path: '/api/characters/modal',
      operation: 'LegacyCharacterModal',
      context: 'character-modal',
      tag: 'Characters',
      summary: 'One character, as the character modal shows it',
      query: [
        {
          name: 'id',
          required: true,
          description: 'The character id (slug), read without the spaces around it; absent or blank is a 400.',
          // Blank is refused as absent is: the server trims the id, and JavaScript's \S is the complement of what trim() removes.
          schema: z.string().regex(/\S/),
          example: 'l1-reimu',
        },
      ],
      notFound: {
        description: `No character has this id, or it is not revealed yet and the spoiler switch is off. The message repeats the id, cut to ${ECHO_MAX} characters with control characters written as \`\\uXXXX\`.`,
        pattern: `^Character ${ECHO_PATTERN} does not exist$`,
        example: 'Character l1-nobody does not exist',
      },
      response: CharacterModal,
      variables: (q) => {
        const id = queryValue(q, 'id')?.trim();
        if (!id) throw new LegacyError(400, 'Query parameter id is required');
        // No id holds U+0000 (PostgreSQL text cannot), nor is longer than a GraphQL argument may be
        // (which the operation's limits refuse): the answer is the 404 without asking.
        if (id.includes('\u0000') || id.length > LIMITS.maxStringArgument)
          throw new LegacyError(404, `Character ${echo(id)} does not exist`, 'character-modal');
        return { id };
      },
      reshape: (data: LegacyCharacterModalQuery, variables) => {
        if (!data.character) throw new LegacyError(404, `Character ${echo(String(variables.id))} does not exist`, 'character-modal');
        return toModal(data.character);
      },
    }),
    route({
      path: '/api/characters/chronological',
      operation: 'LegacyConventionalOrder',
      context: 'conventional-order',
      tag: 'Characters',
      summary: 'The conventional order: series tabs and blocks, with the counter and the upcoming characters',
      description: 'The one path answered without the `data` envelope: `counter`, `upcoming` and `content` sit beside `metadata`.',
      response: z.object({
        counter: CharacterCounter,
        upcoming: CharacterList.describe('Characters with a debut still to come.'),
        content: z.array(z.object({ id: z.string(), name: z.string(), data: z.array(z.object({ ...seriesBlock, data: CharacterList })) })),
      }),
      // The one documented answer without the `data` envelope: counter, upcoming and content at the top.
      envelope: false,
      reshape: (data: LegacyConventionalOrderQuery) => ({
        counter: Object.fromEntries(data.characterCounts.map((c) => [c.key, c.count])),
        upcoming: toList(data.upcomingCharacters),
        content: data.seriesTabs.map((tab) => ({
          id: tab.id,
          name: tab.name,
          data: tab.series.map((s) => ({
            series: s.id,
            'jp-title': s.jpTitle,
            'en-title': s.enTitle,
            large: s.large,
            available: s.available,
            total: s.total,
            data: toList(s.characters),
          })),
        })),
      }),
    }),
    releasedCharacters('/api/characters/release-date', 'release-order', 'RELEASE', 'Every released character, in release order'),
    releasedCharacters('/api/characters/prayer-type', 'prayer-type', 'NAME', 'Every released character, by name'),
    route({
      path: '/api/characters/role-type',
      operation: 'LegacyRoleGroups',
      context: 'role-type',
      tag: 'Characters',
      summary: 'Characters grouped by role (the eight roles)',
      response: z.array(z.object({ id: z.string(), name: z.string(), kanji: z.string(), characters: CharacterList })),
      reshape: (data: LegacyRoleGroupsQuery) =>
        data.roleGroups.map((r) => ({ id: r.id, name: r.name, kanji: r.kanji, characters: toList(r.characters) })),
    }),
    batches('/api/characters/rebirth-date', 'rebirth-order', 'REBIRTH', 'Fantasy rebirth batches'),
    batches('/api/characters/standard-prayer-date', 'standard-prayer', 'STANDARD', 'Additions to the standard prayer, by batch'),
    batches('/api/characters/ritual-date', 'ritual-prayer', 'RITUAL', 'Additions to the ritual prayer, by batch'),
    batches('/api/characters/rebirth-costume-date', 'rebirth-costume-order', 'REBIRTH_COSTUME', 'Rebirth costume batches'),
    route({
      path: '/api/characters/variants',
      operation: 'LegacyVariantGroups',
      context: 'variant-tracker',
      tag: 'Characters',
      summary: 'Each base name with its variants',
      description: 'Variants follow the variant list rule; a base name with no variant to show is left out.',
      response: z.array(
        z.object({
          jpName: z.string().nullable(),
          enName: z.string(),
          translitName: z.string().nullable(),
          jpSize: z.string().nullable(),
          available: z.int().min(0),
          total: z.int().min(0),
          characters: CharacterList,
        }),
      ),
      reshape: (data: LegacyVariantGroupsQuery) =>
        // A base name none of whose variants may be shown yet would be an empty block.
        data.variantGroups
          .filter((g) => g.characters.length > 0)
          .map((g) => ({
            jpName: g.jpName,
            enName: g.enName,
            translitName: g.translitName,
            jpSize: g.jpSize,
            available: g.available,
            total: g.total,
            characters: toList(g.characters),
          })),
    }),
    route({
      path: '/api/characters/universe',
      operation: 'LegacyWorldGroups',
      context: 'universe-tracker',
      tag: 'Characters',
      summary: 'Universe groups, each world a block',
      description: '`series` is the world code, `en-title` its name (or its code when it has none); `jp-title` is always null.',
      response: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          data: z.array(z.object({ ...seriesBlock, 'jp-title': z.null(), characters: CharacterList })),
        }),
      ),
      reshape: (data: LegacyWorldGroupsQuery) =>
        data.worldGroups.map((g) => ({
          id: g.id,
          name: g.name,
          data: g.worlds.map((w) => ({
            series: w.code,
            'en-title': w.name ?? w.code,
            'jp-title': null,
            large: false,
            available: w.available,
            total: w.total,
            characters: toList(w.characters),
          })),
        })),
    }),
    route({
      path: '/api/characters/unreleased',
      operation: 'LegacyUnreleasedCharacters',
      context: 'unreleased-character',
      tag: 'Characters',
      summary: 'Characters not yet playable on the global server, by kind',
      description: '`jp` is empty unless the spoiler switch is on; then the other lists leave out what `jp` holds.',
      response: z.object({
        jp: CharacterList,
        announced: CharacterList,
        story: CharacterList,
        printWorkStory: CharacterList,
        pc98Story: CharacterList,
        mv: CharacterList,
      }),
      reshape: ({ unreleasedCharacters: u }: LegacyUnreleasedCharactersQuery) => ({
        jp: toList(u.jp),
        announced: toList(u.announced),
        story: toList(u.story),
        printWorkStory: toList(u.printWork),
        pc98Story: toList(u.pc98),
        mv: toList(u.mv),
      }),
    }),
  ],
};
