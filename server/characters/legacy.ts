// The /api/characters paths: the character pages' documented JSON, in the spoiler-free view.
import { readFileSync } from 'node:fs';
import { LegacyError, type LegacyRoute, type LegacyTable } from '../legacy/types.ts';

/** The LegacyCharacterListItem fragment of legacy.graphql. */
interface ListItem {
  slug: string;
  status: string;
  currentRarity: string;
  announced: boolean;
  thumbnail: string;
  images: { spoilerSafeThumbnail: string | null };
  worldCode: string | null;
  role: string | null;
  shortName: string;
  debutAt: string | null;
}

/** The spec's character list form. `type` is the rarity a player sees now, as on the home counter. */
export interface LegacyCharacter {
  id: string;
  status: string;
  type: string;
  announced: boolean;
  image: string;
  spoilerSafeImage: string | null;
  metadata: string;
  role: string | null;
  universe: string | null;
  bottom: string;
  releaseDate: string | null;
}

export function toListForm(c: ListItem): LegacyCharacter {
  return {
    id: c.slug,
    status: c.status,
    type: c.currentRarity,
    announced: c.announced,
    image: c.thumbnail,
    spoilerSafeImage: c.images.spoilerSafeThumbnail,
    metadata: [c.worldCode, c.role].filter(Boolean).join(' · '),
    role: c.role,
    universe: c.worldCode,
    bottom: c.shortName,
    releaseDate: c.debutAt,
  };
}

/** One page of the characters connection: every released character (the connection's maxSize). */
export const LEGACY_LIST_LIMIT = 1000;

const toList = (list: ListItem[]) => list.map(toListForm);

/** Keys of the home and conventional-order counters, and the current rarities each one counts. */
export const COUNTER_KEYS: Record<string, readonly string[]> = {
  gen: ['gen'],
  fes: ['fes'],
  afes: ['afes'],
  // The ultra festival segment covers both ultra festivals, as the type filter's ufes does.
  sfes: ['sfes', 'mfes'],
  exfes: ['exfes'],
  relic: ['relic'],
  genic: ['genic'],
  epic: ['epic'],
  wfes: ['wfes'],
  ds: ['ds', 'vs-ds'],
  yukkuri: ['yukkuri'],
  aa: ['aya-assistance'],
};

/** Released characters per counter key, every key present. */
export function countByRarity(rarities: string[]): Record<string, number> {
  return Object.fromEntries(Object.entries(COUNTER_KEYS).map(([key, types]) => [key, rarities.filter((r) => types.includes(r)).length]));
}

interface Counted {
  available: number;
  total: number;
  characters: ListItem[];
}

interface Modal {
  slug: string;
  titleEn: string | null;
  nameJp: string | null;
  nameKana: string | null;
  nameEn: string;
  nameTranslit: string | null;
  nameMeta: { modalSmall: boolean; kanaStructure: string | null };
  images: { full: string; rebirthFull: string | null };
  colors: string[];
  status: string;
  currentRarity: string;
  release: {
    debut: string | null;
    general: string | null;
    ritual: string | null;
    bannerCount: number;
    lastBanner: string | null;
    rebirth: string | null;
  };
  releaseNo: number | null;
  links: { gamepress: string | null; youtube: string | null; touhouWiki: string | null; lwChron: string | null };
  worldCode: string | null;
  role: string | null;
}

function toModal(c: Modal) {
  return {
    id: c.slug,
    title: { en: c.titleEn },
    name: {
      jp: c.nameJp,
      kana: c.nameKana,
      en: c.nameEn,
      translit: c.nameTranslit,
      meta: { modalSmall: c.nameMeta.modalSmall, kanaStructure: c.nameMeta.kanaStructure },
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
    info: c.links,
    meta: { world: c.worldCode, role: c.role },
  };
}

interface Edges<T> {
  edges: { node: T }[];
}
interface SeriesTab {
  id: string;
  name: string;
  series: ({ id: string; enTitle: string; jpTitle: string | null; large: boolean } & Counted)[];
}

function toConventionalOrder(data: Record<string, unknown>) {
  const released = data.released as Edges<{ currentRarity: string }> | null;
  const tabs = data.seriesTabs as SeriesTab[] | null;
  const upcoming = data.upcomingCharacters as ListItem[] | null;
  if (!released || !tabs || !upcoming) return null;
  return {
    counter: countByRarity(released.edges.map((e) => e.node.currentRarity)),
    upcoming: toList(upcoming),
    content: tabs.map((tab) => ({
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
  };
}

interface VariantGroup extends Counted {
  jpName: string | null;
  enName: string;
  translitName: string | null;
  jpSize: string | null;
}

interface WorldGroup {
  id: string;
  name: string;
  worlds: ({ code: string; name: string | null } & Counted)[];
}

interface Unreleased {
  jp: ListItem[];
  announced: ListItem[];
  story: ListItem[];
  printWork: ListItem[];
  pc98: ListItem[];
  mv: ListItem[];
}

/** Reads one top-level field of the operation's data; absent or null gives null (the router's 500). */
function field<T, R>(name: string, reshape: (value: T) => R) {
  return (data: Record<string, unknown>): R | null => {
    const value = data[name] as T | null | undefined;
    return value === null || value === undefined ? null : reshape(value);
  };
}

function releasedCharacters(path: string, context: string, orderBy: 'RELEASE' | 'NAME'): LegacyRoute {
  return {
    path,
    operation: 'LegacyReleasedCharacters',
    context,
    variables: () => ({ orderBy, first: LEGACY_LIST_LIMIT }),
    reshape: field<Edges<ListItem>, LegacyCharacter[]>('characters', (c) => c.edges.map((e) => toListForm(e.node))),
  };
}

function batches(path: string, context: string, kind: string): LegacyRoute {
  return {
    path,
    operation: 'LegacyCharacterBatches',
    context,
    variables: () => ({ kind }),
    reshape: field<{ no: number; date: string; characters: ListItem[] }[], unknown>('characterBatches', (list) =>
      list.map((b) => ({ no: b.no, date: b.date, characters: toList(b.characters) })),
    ),
  };
}

export const charactersLegacy: LegacyTable = {
  document: readFileSync(new URL('./legacy.graphql', import.meta.url), 'utf8'),
  routes: [
    {
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
        return toModal(data.character as Modal);
      },
    },
    {
      path: '/api/characters/chronological',
      operation: 'LegacyConventionalOrder',
      context: 'conventional-order',
      variables: () => ({ first: LEGACY_LIST_LIMIT }),
      reshape: toConventionalOrder,
    },
    releasedCharacters('/api/characters/release-date', 'release-order', 'RELEASE'),
    releasedCharacters('/api/characters/prayer-type', 'prayer-type', 'NAME'),
    {
      path: '/api/characters/role-type',
      operation: 'LegacyRoleGroups',
      context: 'role-type',
      reshape: field<{ id: string; name: string; kanji: string; characters: ListItem[] }[], unknown>('roleGroups', (list) =>
        list.map((r) => ({ id: r.id, name: r.name, kanji: r.kanji, characters: toList(r.characters) })),
      ),
    },
    batches('/api/characters/rebirth-date', 'rebirth-order', 'REBIRTH'),
    batches('/api/characters/standard-prayer-date', 'standard-prayer', 'STANDARD'),
    batches('/api/characters/ritual-date', 'ritual-prayer', 'RITUAL'),
    batches('/api/characters/rebirth-costume-date', 'rebirth-costume-order', 'REBIRTH_COSTUME'),
    {
      path: '/api/characters/variants',
      operation: 'LegacyVariantGroups',
      context: 'variant-tracker',
      reshape: field<VariantGroup[], unknown>('variantGroups', (list) =>
        // A base name none of whose variants may be shown yet would be an empty block.
        list
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
      ),
    },
    {
      path: '/api/characters/universe',
      operation: 'LegacyWorldGroups',
      context: 'universe-tracker',
      reshape: field<WorldGroup[], unknown>('worldGroups', (list) =>
        list.map((g) => ({
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
      ),
    },
    {
      path: '/api/characters/unreleased',
      operation: 'LegacyUnreleasedCharacters',
      context: 'unreleased-character',
      reshape: field<Unreleased, unknown>('unreleasedCharacters', (u) => ({
        jp: toList(u.jp),
        announced: toList(u.announced),
        story: toList(u.story),
        printWorkStory: toList(u.printWork),
        pc98Story: toList(u.pc98),
        mv: toList(u.mv),
      })),
    },
  ],
};
