// The /api/characters paths: the character pages' documented JSON. Each reshape reads its stored
// operation's generated result type.
import { readFileSync } from 'node:fs';
import { toListForm } from '../legacy/characterForm.ts';
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
import { LegacyError, type LegacyRoute, type LegacyTable, route } from '../legacy/types.ts';

/** One page of the characters connection: every released character (the connection's maxSize). */
export const LEGACY_LIST_LIMIT = 1000;

const toList = (list: readonly ListItem[]) => list.map(toListForm);

type Modal = NonNullable<LegacyCharacterModalQuery['character']>;

function toModal(c: Modal) {
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

function releasedCharacters(path: string, context: string, orderBy: 'RELEASE' | 'NAME'): LegacyRoute {
  return route<LegacyReleasedCharactersQuery>({
    path,
    operation: 'LegacyReleasedCharacters',
    context,
    variables: () => ({ orderBy, first: LEGACY_LIST_LIMIT }),
    reshape: (data) => data.characters.edges.map((e) => toListForm(e.node)),
  });
}

function batches(path: string, context: string, kind: string): LegacyRoute {
  return route<LegacyCharacterBatchesQuery>({
    path,
    operation: 'LegacyCharacterBatches',
    context,
    variables: () => ({ kind }),
    reshape: (data) => data.characterBatches.map((b) => ({ no: b.no, date: b.date, characters: toList(b.characters) })),
  });
}

export const charactersLegacy: LegacyTable = {
  document: readFileSync(new URL('./legacy.graphql', import.meta.url), 'utf8'),
  routes: [
    route<LegacyCharacterModalQuery>({
      path: '/api/characters/modal',
      operation: 'LegacyCharacterModal',
      context: 'character-modal',
      variables: (q) => {
        const id = q.get('id')?.trim();
        if (!id) throw new LegacyError(400, 'Query parameter id is required');
        return { id };
      },
      reshape: (data, variables) => {
        if (!data.character) throw new LegacyError(404, `Character ${String(variables.id)} does not exist`, 'character-modal');
        return toModal(data.character);
      },
    }),
    route<LegacyConventionalOrderQuery>({
      path: '/api/characters/chronological',
      operation: 'LegacyConventionalOrder',
      context: 'conventional-order',
      // The one documented answer without the `data` envelope: counter, upcoming and content at the top.
      envelope: false,
      reshape: (data) => ({
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
    releasedCharacters('/api/characters/release-date', 'release-order', 'RELEASE'),
    releasedCharacters('/api/characters/prayer-type', 'prayer-type', 'NAME'),
    route<LegacyRoleGroupsQuery>({
      path: '/api/characters/role-type',
      operation: 'LegacyRoleGroups',
      context: 'role-type',
      reshape: (data) => data.roleGroups.map((r) => ({ id: r.id, name: r.name, kanji: r.kanji, characters: toList(r.characters) })),
    }),
    batches('/api/characters/rebirth-date', 'rebirth-order', 'REBIRTH'),
    batches('/api/characters/standard-prayer-date', 'standard-prayer', 'STANDARD'),
    batches('/api/characters/ritual-date', 'ritual-prayer', 'RITUAL'),
    batches('/api/characters/rebirth-costume-date', 'rebirth-costume-order', 'REBIRTH_COSTUME'),
    route<LegacyVariantGroupsQuery>({
      path: '/api/characters/variants',
      operation: 'LegacyVariantGroups',
      context: 'variant-tracker',
      reshape: (data) =>
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
    route<LegacyWorldGroupsQuery>({
      path: '/api/characters/universe',
      operation: 'LegacyWorldGroups',
      context: 'universe-tracker',
      reshape: (data) =>
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
    route<LegacyUnreleasedCharactersQuery>({
      path: '/api/characters/unreleased',
      operation: 'LegacyUnreleasedCharacters',
      context: 'unreleased-character',
      reshape: ({ unreleasedCharacters: u }) => ({
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
