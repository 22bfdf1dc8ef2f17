// Generated from schema.graphql and server/*/legacy.graphql by `npm run legacy:types`. Do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type CharacterBatchKind =
  /** Fantasy rebirth batches. */
  | 'REBIRTH'
  /** Rebirth costume batches. */
  | 'REBIRTH_COSTUME'
  /** Additions to the ritual prayer. */
  | 'RITUAL'
  /** Additions to the standard prayer. */
  | 'STANDARD';

/** Orderings of character lists. */
export type CharacterOrder =
  /** Stable id. */
  | 'ID'
  /** Full English name. */
  | 'NAME'
  /** Global debut date, then release number; undated characters last. */
  | 'RELEASE';

export type StoryCardTagKind =
  /** Character tags: damage taken from characters with the tag down. */
  | 'CHARACTER_TAG'
  /** General effects: stats, elements, bullets, spirit power, barriers, recovery. */
  | 'GENERAL';

export type LegacyCharacterModalQueryVariables = Exact<{
  id: string;
}>;


export type LegacyCharacterModalQuery = { character: { slug: string, titleEn: string | null, nameJp: string | null, nameKana: string | null, nameEn: string, nameTranslit: string | null, colors: Array<string>, status: string, currentRarity: string, releaseNo: number | null, worldCode: string | null, role: string | null, nameMeta: { modalSmall: boolean, kanaStructure: string | null }, images: { full: string, rebirthFull: string | null }, release: { debut: string | null, general: string | null, ritual: string | null, bannerCount: number, lastBanner: string | null, rebirth: string | null }, links: { gamepress: string | null, youtube: string | null, touhouWiki: string | null, lwChron: string | null } } | null, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyConventionalOrderQueryVariables = Exact<{
  first: number;
}>;


export type LegacyConventionalOrderQuery = { released: { edges: Array<{ node: { currentRarity: string } }> }, upcomingCharacters: Array<{ slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null }>, seriesTabs: Array<{ id: string, name: string, series: Array<{ id: string, enTitle: string, jpTitle: string | null, large: boolean, available: number, total: number, characters: Array<{ slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null }> }> }>, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyReleasedCharactersQueryVariables = Exact<{
  orderBy: CharacterOrder;
  first: number;
}>;


export type LegacyReleasedCharactersQuery = { characters: { edges: Array<{ node: { slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null } }> }, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyRoleGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type LegacyRoleGroupsQuery = { roleGroups: Array<{ id: string, name: string, kanji: string, characters: Array<{ slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null }> }>, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyCharacterBatchesQueryVariables = Exact<{
  kind: CharacterBatchKind;
}>;


export type LegacyCharacterBatchesQuery = { characterBatches: Array<{ no: number, date: string, characters: Array<{ slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null }> }>, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyVariantGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type LegacyVariantGroupsQuery = { variantGroups: Array<{ jpName: string | null, enName: string, translitName: string | null, jpSize: string | null, available: number, total: number, characters: Array<{ slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null }> }>, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyWorldGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type LegacyWorldGroupsQuery = { worldGroups: Array<{ id: string, name: string, worlds: Array<{ code: string, name: string | null, available: number, total: number, characters: Array<{ slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null }> }> }>, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyUnreleasedCharactersQueryVariables = Exact<{ [key: string]: never; }>;


export type LegacyUnreleasedCharactersQuery = { unreleasedCharacters: { jp: Array<{ slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null }>, announced: Array<{ slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null }>, story: Array<{ slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null }>, printWork: Array<{ slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null }>, pc98: Array<{ slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null }>, mv: Array<{ slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null }> }, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyCharacterListItemFragment = { slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null };

export type LegacyMetadataFragment = { lastUpdate: { number: number, timestamp: string } | null };

export type LegacyStoryCardBuffFragment = { attr: string, attrName: string | null, attrType: string, values: Array<number | null>, turn: number | null, target: string | null, role: string | null, rank: number | null, metadata: string | null, enabled: boolean, text: string | null, character: { slug: string } | null };

export type LegacyStoryCardListQueryVariables = Exact<{
  first: number;
}>;


export type LegacyStoryCardListQuery = { storyCards: { edges: Array<{ node: { cardId: number, name: string, nameOfficial: boolean, nameOriginal: string | null, sortKey: string, rarity: number, suit: string, releaseAt: string | null, revealAt: string | null, image: string | null, aliases: Array<{ value: string, priority: number }>, artist: { name: string } | null, stats: Array<{ stat: string, min: number | null, max: number, randomMin: number | null, randomMax: number | null }>, totalStat: { min: number | null, max: number }, buffs: Array<{ attr: string, attrName: string | null, attrType: string, values: Array<number | null>, turn: number | null, target: string | null, role: string | null, rank: number | null, metadata: string | null, enabled: boolean, text: string | null, character: { slug: string } | null }>, randomBuffs: Array<{ attr: string, attrName: string | null, attrType: string, values: Array<number | null>, turn: number | null, target: string | null, role: string | null, rank: number | null, metadata: string | null, enabled: boolean, text: string | null, character: { slug: string } | null }>, featuredCharacters: Array<{ slug: string }>, obtaining: Array<{ type: string, display: string | null, metadata: string | null, endsAt: string | null }>, links: { gameWiki: string | null, loreWiki: string | null } } }> }, storyCardTags: Array<{ id: string, name: string, kind: StoryCardTagKind }>, storyCardChips: Array<{ slug: string, nameEn: string }>, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyIllustratorsQueryVariables = Exact<{
  first: number;
}>;


export type LegacyIllustratorsQuery = { illustrators: { edges: Array<{ node: { name: string, jpName: string | null, pixiv: string | null, twitter: string | null, website: string | null, storyCards: Array<{ cardId: number, name: string, sortKey: string, rarity: number, releaseAt: string | null, image: string | null }> } }> }, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyUpdatesQueryVariables = Exact<{
  olderThan: number | null | undefined;
  first: number;
}>;


export type LegacyUpdatesQuery = { updates: { totalCount: number, edges: Array<{ node: { number: number, timestamp: string, title: string, subtitle: string | null, complex: boolean, items: Array<{ section: string, detail: string, urls: Array<string>, revealAt: string | null, subItems: Array<{ section: string, detail: string, urls: Array<string>, revealAt: string | null }> }> } }> }, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyUpdateItemFragment = { section: string, detail: string, urls: Array<string>, revealAt: string | null };
