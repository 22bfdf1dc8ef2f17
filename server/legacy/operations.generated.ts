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

/** One of the five anomalies. */
export type TowerAnomaly =
  | 'BLIND'
  | 'BURN'
  | 'FREEZE'
  | 'PARALYZE'
  | 'POISON';

/** An element (weakness, resistance or affinity). NO is "no element". */
export type TowerElement =
  | 'EARTH'
  | 'FIRE'
  | 'METAL'
  | 'MOON'
  | 'NO'
  | 'STAR'
  | 'SUN'
  | 'WATER'
  | 'WOOD';

export type LegacyCharacterModalQueryVariables = Exact<{
  id: string;
}>;


export type LegacyCharacterModalQuery = { character: { slug: string, titleEn: string | null, nameJp: string | null, nameKana: string | null, nameEn: string, nameTranslit: string | null, colors: Array<string>, status: string, currentRarity: string, releaseNo: number | null, worldCode: string | null, role: string | null, nameMeta: { modalSmall: boolean, kanaStructure: string | null }, images: { full: string, rebirthFull: string | null }, release: { debut: string | null, general: string | null, ritual: string | null, bannerCount: number, lastBanner: string | null, rebirth: string | null }, links: { gamepress: string | null, youtube: string | null, touhouWiki: string | null, lwChron: string | null } } | null, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyConventionalOrderQueryVariables = Exact<{ [key: string]: never; }>;


export type LegacyConventionalOrderQuery = { characterCounts: Array<{ key: string, count: number }>, upcomingCharacters: Array<{ slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null }>, seriesTabs: Array<{ id: string, name: string, series: Array<{ id: string, enTitle: string, jpTitle: string | null, large: boolean, available: number, total: number, characters: Array<{ slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null }> }> }>, lastUpdate: { number: number, timestamp: string } | null };

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

export type LegacyTowerRewardsFragment = { rewards: Array<{ amount: number, item: { slug: string, name: string } }> };

export type LegacyTowerFloorsQueryVariables = Exact<{
  first: number;
}>;


export type LegacyTowerFloorsQuery = { towerFloors: { edges: Array<{ node: { number: number, releaseAt: string | null, sample: boolean, rewards: Array<{ amount: number, item: { slug: string, name: string } }> } }> }, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyTowerFloorQueryVariables = Exact<{
  floor: number | null | undefined;
}>;


export type LegacyTowerFloorQuery = { towerFloor: { number: number, releaseAt: string | null, useGauge: boolean, sample: boolean, enemies: Array<{ slot: number, hp: number, spells: number, barriers: Array<number>, barriersPerGauge: boolean, weaks: Array<TowerElement>, resists: Array<TowerElement>, affinities: Array<TowerElement>, gauges: Array<number>, unit: { slug: string | null, name: string, translit: string | null, jpName: string | null, image: string, universe: string | null }, tags: Array<{ id: string, name: string }>, ability: { name: string | null, effects: Array<{ type: string, anomalies: Array<TowerAnomaly>, elements: Array<TowerElement>, value: number | null, text: string | null }> } | null, skills: Array<{ name: string, spell: boolean, effects: Array<{ attrType: string, attr: string, attrName: string | null, values: Array<number>, target: string | null, rank: number | null, turn: number | null, role: string | null, metadata: string | null, text: string | null }> }> }>, rewards: Array<{ amount: number, item: { slug: string, name: string } }> } | null, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyTowerRewardItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type LegacyTowerRewardItemsQuery = { towerRewards: Array<{ slug: string, name: string, total: number, rewards: Array<{ amount: number, floor: { number: number, releaseAt: string | null } }> }>, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyTowerHpGraphQueryVariables = Exact<{ [key: string]: never; }>;


export type LegacyTowerHpGraphQuery = { towerHpGraph: Array<{ floor: number, value: number, isReleased: boolean }>, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyUpdatesQueryVariables = Exact<{
  olderThan: number | null | undefined;
  first: number;
}>;


export type LegacyUpdatesQuery = { updates: { totalCount: number, edges: Array<{ node: { number: number, timestamp: string, title: string, subtitle: string | null, complex: boolean, items: Array<{ section: string, detail: string, urls: Array<string>, revealAt: string | null, subItems: Array<{ section: string, detail: string, urls: Array<string>, revealAt: string | null }> }> } }> }, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyUpdateItemFragment = { section: string, detail: string, urls: Array<string>, revealAt: string | null };
