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

/** How exact a date is. Dates known to a day or a month are stored as the first instant of that day or month (UTC). */
export type DatePrecision =
  /** A debut between two bounds: later than debutAfter (a source shows it not yet out then), no later than the date. */
  | 'BETWEEN'
  /** An upper bound: released no later than this instant (a page shows it already available then). */
  | 'BY'
  /** Known to the day. */
  | 'DAY'
  /** The time is stated. */
  | 'INSTANT'
  /** A debut at the global launch: there when the server opened (the date is that day). */
  | 'LAUNCH'
  /** Known to the month. */
  | 'MONTH';

export type DevLetterStatus =
  /** More than an hour after its time. */
  | 'ENDED'
  /** Within the hour after its time. */
  | 'STARTED'
  /** Before its time. */
  | 'STARTS_IN';

export type MaintenanceStatus =
  /** After its end. */
  | 'DONE'
  /** Between its start and its end. */
  | 'ONGOING'
  /** Before its start (or its start is unknown and its end is to come). */
  | 'WAITING';

export type PrayerItemKind =
  | 'CARD'
  | 'CHARACTER';

/** The pools the prayer section has pages for. */
export type PrayerPoolKind =
  /** The ritual prayer. */
  | 'RITUAL'
  /** The standard (general) prayer. */
  | 'STANDARD';

/** Where a prayer stands at the time of the request. */
export type PrayerStatus =
  /** Its end has passed. */
  | 'ENDED'
  /** Started, and not ended (or with no end: a permanent prayer). */
  | 'ONGOING'
  /** No start is known and no known end has passed: the data cannot say. */
  | 'UNKNOWN'
  /** Its start is still to come. */
  | 'UPCOMING';

/** The kinds of pull the simulator offers. */
export type PullKind =
  /** Ten pulls paid with god crystals (the prayer's gcCost). */
  | 'GC'
  /** Ten pulls. */
  | 'MULTI'
  /** One pull. */
  | 'SINGLE'
  /** The next step of a step-up track: ten pulls with that step's guarantees. */
  | 'STEP_UP';

/** Which prayer (or pool) to pull, how, and the counters of the pulls made so far. */
export type RollPrayerInput = {
  kind: PullKind;
  /** The standard or ritual pool on its own (single and multi pulls). */
  pool: PrayerPoolKind | null | undefined;
  /** The prayer to pull (give this or pool). */
  prayerId: number | null | undefined;
  /** Rolls already made on this prayer (default 0, at most 1,000,000); the pull limit counts them. */
  pullNo: number | null | undefined;
  /** Steps already pulled on that track (default 0). */
  step: number | null | undefined;
  /** Index of the step-up track, for STEP_UP. */
  stepUp: number | null | undefined;
};

/** What kind of source gives a date or a bound. */
export type SourceKind =
  /** Derived from several sources; the source text gives the rule. */
  | 'DERIVED'
  /** A row of a fan tracker's history (LostWordTracker), not an announcement. */
  | 'FAN_TRACKER'
  /** A guide or fan page (GamePress and other public pages). */
  | 'GUIDE_PAGE'
  /** Seen in the game by a player (a suggestion with a screenshot, checked by a maintainer); the source text gives the day. */
  | 'IN_GAME'
  /** An official global news post. */
  | 'OFFICIAL_POST'
  /** A commit of a public data repository. */
  | 'REPOSITORY_SNAPSHOT';

export type StoryCardTagKind =
  /** Character tags: damage taken from characters with the tag down. */
  | 'CHARACTER_TAG'
  /** General effects: stats, elements, bullets, spirit power, barriers, recovery. */
  | 'GENERAL';

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


export type LegacyReleasedCharactersQuery = { characters: { edges: Array<{ node: { debutPrecision: DatePrecision | null, debutSource: string | null, debutSourceKind: SourceKind | null, slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null } }> }, lastUpdate: { number: number, timestamp: string } | null };

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

export type LegacyHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type LegacyHomeQuery = { home: { characterCounts: Array<{ key: string, count: number }>, upcomingCharacters: Array<{ slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null }>, storyCardCounts: { stars: Array<{ rarity: number, count: number }>, suits: Array<{ suit: string, count: number }> }, currentPrayers: Array<{ prayerId: number, name: string, types: Array<string>, typeMeta: string, typeLabel: string, listingKind: string, startAt: string | null, startPrecision: DatePrecision | null, endAt: string | null, endPrecision: DatePrecision | null, duration: number | null, status: PrayerStatus, maxPulls: number | null, simulator: boolean, disableSc: boolean, gcCost: number | null, dust: number | null, poolId: string | null, image: string | null, largeImage: string | null, sample: boolean, source: string | null, rateUpCharacters: Array<{ status: string | null, character: { slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null } }>, rateUpCards: Array<{ isNew: boolean, exchange: boolean, exchangeAmount: number | null, card: { kind: PrayerItemKind, slug: string | null, cardId: number | null, name: string, shortName: string, shortNameTranslit: string | null, image: string, rarity: string, group: string } }>, stepUps: Array<{ code: string, index: number, startAt: string | null, endAt: string | null, duration: number | null, items: Array<{ cost: number, guaranteed: string | null, multiplier: number | null, pickUpGuaranteed: boolean, dust: number | null }> }> }>, nextMaintenance: { id: number, start: string | null, end: string, news: string | null, status: MaintenanceStatus } | null, devLetter: { time: string, url: string | null, status: DevLetterStatus } | null, latestUpdates: Array<{ number: number, timestamp: string, title: string, subtitle: string | null, complex: boolean, items: Array<{ section: string, detail: string, urls: Array<string>, spoiler: string | null, revealAt: string | null, subItems: Array<{ section: string, detail: string, urls: Array<string>, spoiler: string | null, revealAt: string | null }> }> }> }, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyMetadataFragment = { lastUpdate: { number: number, timestamp: string } | null };

export type LegacyPrayerListQueryVariables = Exact<{
  first: number;
  after: string | null | undefined;
}>;


export type LegacyPrayerListQuery = { prayers: { pageInfo: { hasNextPage: boolean }, edges: Array<{ node: { prayerId: number, name: string, types: Array<string>, typeMeta: string, typeLabel: string, listingKind: string, startAt: string | null, startPrecision: DatePrecision | null, endAt: string | null, endPrecision: DatePrecision | null, duration: number | null, status: PrayerStatus, maxPulls: number | null, simulator: boolean, disableSc: boolean, gcCost: number | null, dust: number | null, poolId: string | null, image: string | null, largeImage: string | null, sample: boolean, source: string | null, rateUpCharacters: Array<{ status: string | null, character: { slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null } }>, rateUpCards: Array<{ isNew: boolean, exchange: boolean, exchangeAmount: number | null, card: { kind: PrayerItemKind, slug: string | null, cardId: number | null, name: string, shortName: string, shortNameTranslit: string | null, image: string, rarity: string, group: string } }>, stepUps: Array<{ code: string, index: number, startAt: string | null, endAt: string | null, duration: number | null, items: Array<{ cost: number, guaranteed: string | null, multiplier: number | null, pickUpGuaranteed: boolean, dust: number | null }> }> } }> }, prayerFilterOptions: { characters: Array<{ slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null }>, cards: Array<{ kind: PrayerItemKind, slug: string | null, cardId: number | null, name: string, shortName: string, shortNameTranslit: string | null, image: string, rarity: string, group: string }> }, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyPrayerDetailQueryVariables = Exact<{
  id: number;
}>;


export type LegacyPrayerDetailQuery = { prayer: { pullKinds: Array<PullKind>, prayerId: number, name: string, types: Array<string>, typeMeta: string, typeLabel: string, listingKind: string, startAt: string | null, startPrecision: DatePrecision | null, endAt: string | null, endPrecision: DatePrecision | null, duration: number | null, status: PrayerStatus, maxPulls: number | null, simulator: boolean, disableSc: boolean, gcCost: number | null, dust: number | null, poolId: string | null, image: string | null, largeImage: string | null, sample: boolean, source: string | null, pool: { id: string, name: string, sample: boolean, derived: boolean, source: string | null, entries: Array<{ chanceSc: number, chanceGc: number, rateType: string | null, pickUp: boolean, item: { kind: PrayerItemKind, slug: string | null, cardId: number | null, name: string, shortName: string, shortNameTranslit: string | null, image: string, rarity: string, group: string } }> } | null, rateUpCharacters: Array<{ status: string | null, character: { slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null } }>, rateUpCards: Array<{ isNew: boolean, exchange: boolean, exchangeAmount: number | null, card: { kind: PrayerItemKind, slug: string | null, cardId: number | null, name: string, shortName: string, shortNameTranslit: string | null, image: string, rarity: string, group: string } }>, stepUps: Array<{ code: string, index: number, startAt: string | null, endAt: string | null, duration: number | null, items: Array<{ cost: number, guaranteed: string | null, multiplier: number | null, pickUpGuaranteed: boolean, dust: number | null }> }> } | null, lastUpdate: { number: number, timestamp: string } | null };

export type LegacySpecialPoolQueryVariables = Exact<{
  kind: PrayerPoolKind;
}>;


export type LegacySpecialPoolQuery = { prayerPool: { id: string, name: string, sample: boolean, derived: boolean, source: string | null, entries: Array<{ chanceSc: number, chanceGc: number, rateType: string | null, pickUp: boolean, item: { kind: PrayerItemKind, slug: string | null, cardId: number | null, name: string, shortName: string, shortNameTranslit: string | null, image: string, rarity: string, group: string } }> } | null, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyForeverPrayerQueryVariables = Exact<{
  id: number | null | undefined;
}>;


export type LegacyForeverPrayerQuery = { foreverPrayer: { foreverPrayerId: number, title: string, startAt: string, endAt: string, notes: string | null, gap: number | null, sample: boolean, source: string | null, characters: Array<{ isNew: boolean, character: { slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null } }>, thresholds: Array<{ rarity: string, date: string, rate: number, count: number }> } | null, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyRollPrayerMutationVariables = Exact<{
  input: RollPrayerInput;
}>;


export type LegacyRollPrayerMutation = { rollPrayer: { coin: number, sc: number, gc: number, dust: number, gcDisabled: boolean, limitReached: boolean, stepUpDisabled: boolean | null, pullNo: number, stepUp: number | null, step: number | null, sample: boolean, results: Array<{ chance: number, pickUp: boolean, guaranteed: boolean, item: { kind: PrayerItemKind, slug: string | null, cardId: number | null, name: string, shortName: string, shortNameTranslit: string | null, image: string, rarity: string, group: string } }> } };

export type LegacyPrayerFragment = { prayerId: number, name: string, types: Array<string>, typeMeta: string, typeLabel: string, listingKind: string, startAt: string | null, startPrecision: DatePrecision | null, endAt: string | null, endPrecision: DatePrecision | null, duration: number | null, status: PrayerStatus, maxPulls: number | null, simulator: boolean, disableSc: boolean, gcCost: number | null, dust: number | null, poolId: string | null, image: string | null, largeImage: string | null, sample: boolean, source: string | null, rateUpCharacters: Array<{ status: string | null, character: { slug: string, status: string, currentRarity: string, announced: boolean, thumbnail: string, spoilerSafeThumbnail: string | null, worldCode: string | null, role: string | null, shortName: string, debutAt: string | null } }>, rateUpCards: Array<{ isNew: boolean, exchange: boolean, exchangeAmount: number | null, card: { kind: PrayerItemKind, slug: string | null, cardId: number | null, name: string, shortName: string, shortNameTranslit: string | null, image: string, rarity: string, group: string } }>, stepUps: Array<{ code: string, index: number, startAt: string | null, endAt: string | null, duration: number | null, items: Array<{ cost: number, guaranteed: string | null, multiplier: number | null, pickUpGuaranteed: boolean, dust: number | null }> }> };

export type LegacyPrayerPoolFragment = { id: string, name: string, sample: boolean, derived: boolean, source: string | null, entries: Array<{ chanceSc: number, chanceGc: number, rateType: string | null, pickUp: boolean, item: { kind: PrayerItemKind, slug: string | null, cardId: number | null, name: string, shortName: string, shortNameTranslit: string | null, image: string, rarity: string, group: string } }> };

export type LegacyPrayerItemFragment = { kind: PrayerItemKind, slug: string | null, cardId: number | null, name: string, shortName: string, shortNameTranslit: string | null, image: string, rarity: string, group: string };

export type LegacyStoryCardBuffFragment = { attr: string, attrName: string | null, attrType: string, values: Array<number | null>, turn: number | null, target: string | null, role: string | null, rank: number | null, metadata: string | null, enabled: boolean, text: string | null, character: { slug: string } | null };

export type LegacyStoryCardListQueryVariables = Exact<{
  first: number;
}>;


export type LegacyStoryCardListQuery = { storyCards: { edges: Array<{ node: { cardId: number, name: string, nameOfficial: boolean, nameOriginal: string | null, sortKey: string, rarity: number, suit: string, releaseAt: string | null, revealAt: string | null, image: string | null, aliases: Array<{ value: string, priority: number }>, artist: { name: string } | null, stats: Array<{ stat: string, min: number | null, max: number, randomMin: number | null, randomMax: number | null }>, totalStat: { min: number | null, max: number }, buffs: Array<{ attr: string, attrName: string | null, attrType: string, values: Array<number | null>, turn: number | null, target: string | null, role: string | null, rank: number | null, metadata: string | null, enabled: boolean, text: string | null, character: { slug: string } | null }>, randomBuffs: Array<{ attr: string, attrName: string | null, attrType: string, values: Array<number | null>, turn: number | null, target: string | null, role: string | null, rank: number | null, metadata: string | null, enabled: boolean, text: string | null, character: { slug: string } | null }>, featuredCharacters: Array<{ slug: string }>, obtaining: Array<{ type: string, display: string | null, metadata: string | null, endsAt: string | null }>, links: { gameWiki: string | null, loreWiki: string | null } } }> }, storyCardTags: Array<{ id: string, name: string, kind: StoryCardTagKind }>, storyCardChips: Array<{ slug: string, nameEn: string }>, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyIllustratorsQueryVariables = Exact<{
  first: number;
}>;


export type LegacyIllustratorsQuery = { illustrators: { edges: Array<{ node: { name: string, jpName: string | null, pixiv: string | null, twitter: string | null, website: string | null, storyCards: Array<{ cardId: number, name: string, sortKey: string, rarity: number, releaseAt: string | null, image: string | null }> } }> }, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyTowerRewardsFragment = { rewards: Array<{ amount: number, item: { slug: string, name: string } }> };

export type LegacyTowerFloorsQueryVariables = Exact<{
  first: number;
}>;


export type LegacyTowerFloorsQuery = { towerFloors: { edges: Array<{ node: { number: number, releaseAt: string | null, sample: boolean, rewards: Array<{ amount: number, item: { slug: string, name: string } }> } }> }, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyTowerFloorQueryVariables = Exact<{
  floor: number | null | undefined;
}>;


export type LegacyTowerFloorQuery = { towerFloor: { number: number, releaseAt: string | null, useGauge: boolean, sample: boolean, enemies: Array<{ slot: number, hp: number | null, spells: number, barriers: Array<number>, barriersPerGauge: boolean, weaks: Array<TowerElement>, resists: Array<TowerElement>, affinities: Array<TowerElement>, gauges: Array<number>, unit: { slug: string | null, name: string, translit: string | null, jpName: string | null, image: string, universe: string | null }, tags: Array<{ id: string, name: string }>, ability: { name: string | null, effects: Array<{ type: string, anomalies: Array<TowerAnomaly>, elements: Array<TowerElement>, value: number | null, text: string | null }> } | null, skills: Array<{ name: string, spell: boolean, effects: Array<{ attrType: string, attr: string, attrName: string | null, values: Array<number>, target: string | null, rank: number | null, turn: number | null, role: string | null, metadata: string | null, text: string | null }> }> }>, rewards: Array<{ amount: number, item: { slug: string, name: string } }> } | null, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyTowerRewardItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type LegacyTowerRewardItemsQuery = { towerRewards: Array<{ slug: string, name: string, total: number, rewards: Array<{ amount: number, floor: { number: number, releaseAt: string | null } }> }>, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyTowerHpGraphQueryVariables = Exact<{ [key: string]: never; }>;


export type LegacyTowerHpGraphQuery = { towerHpGraph: Array<{ floor: number, value: number, isReleased: boolean }>, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyUpdatesQueryVariables = Exact<{
  olderThan: number | null | undefined;
  first: number;
}>;


export type LegacyUpdatesQuery = { updates: { totalCount: number, edges: Array<{ node: { number: number, timestamp: string, title: string, subtitle: string | null, complex: boolean, items: Array<{ section: string, detail: string, urls: Array<string>, spoiler: string | null, revealAt: string | null, subItems: Array<{ section: string, detail: string, urls: Array<string>, spoiler: string | null, revealAt: string | null }> }> } }> }, lastUpdate: { number: number, timestamp: string } | null };

export type LegacyUpdateEntryFragment = { number: number, timestamp: string, title: string, subtitle: string | null, complex: boolean, items: Array<{ section: string, detail: string, urls: Array<string>, spoiler: string | null, revealAt: string | null, subItems: Array<{ section: string, detail: string, urls: Array<string>, spoiler: string | null, revealAt: string | null }> }> };

export type LegacyUpdateItemFragment = { section: string, detail: string, urls: Array<string>, spoiler: string | null, revealAt: string | null };
