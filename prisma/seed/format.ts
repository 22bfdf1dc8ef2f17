// The seed dataset's file format: one folder per domain under data/, each file a JSON array of
// records. Every file is validated here before anything is written to the database.
import { z } from 'zod';
import { LISTING_KINDS, PRAYER_TYPES, STAT_IDS, STEP_UP_CODES, SUITS, UPDATE_SECTIONS } from '../../server/shared/vocabulary.ts';

export { LISTING_KINDS, PRAYER_TYPES, STAT_IDS, STEP_UP_CODES, UPDATE_SECTIONS };

/**
 * The range of GraphQL's Int: the public API serves every whole number of the data as one, and a
 * number outside it would make every read of its record fail.
 */
export const GRAPHQL_INT = { min: -(2 ** 31), max: 2 ** 31 - 1 } as const;
const int = () =>
  z
    .int()
    .min(GRAPHQL_INT.min, `must be at least ${GRAPHQL_INT.min} (a GraphQL Int)`)
    .max(GRAPHQL_INT.max, `must be at most ${GRAPHQL_INT.max} (a GraphQL Int)`);
/** The years an instant of the data may fall in: the game's history and its foreseeable future. */
export const INSTANT_YEARS = { from: 2000, to: 2199 } as const;
const INSTANT_FROM = Date.UTC(INSTANT_YEARS.from, 0, 1);
const INSTANT_TO = Date.UTC(INSTANT_YEARS.to + 1, 0, 1);
/** An instant in UTC, written as an ISO-8601 string ending in Z, within INSTANT_YEARS. */
const instant = z.iso.datetime({ offset: false }).refine(
  (s) => {
    const t = Date.parse(s);
    // Not a date at all: the format's own error says so, once.
    return Number.isNaN(t) || (t >= INSTANT_FROM && t < INSTANT_TO);
  },
  { error: `must fall in the years ${INSTANT_YEARS.from} to ${INSTANT_YEARS.to}` },
);
const optionalInstant = instant.nullish();
const text = z.string().min(1);
/**
 * A web address, http or https only: the site and the API serve these as links, so a
 * `javascript:`, `data:` or `vbscript:` address would run or show whatever it holds.
 */
const url = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' });
/** Where a record's facts come from: repo/path@commit or a page address. */
const provenance = {
  source: z.string().min(1).nullish(),
  sample: z.boolean().optional(),
  synthetic: z.boolean().optional(),
};

/** Where a character's portrait comes from (see data/raw/SOURCES.md for the two sets). */
export const PORTRAIT_SETS = ['THLWTierlist', 'LostWordTracker', 'upload'] as const;

export const CHARACTER_STATUSES = [
  'not-available',
  'announced',
  'story',
  'enemy',
  'both',
  'guest',
  'non-limited',
  'limited',
  'upcoming',
] as const;
export const CHARACTER_TYPES = [
  'gen',
  'fes',
  'afes',
  'sfes',
  'mfes',
  'exfes',
  'relic',
  'genic',
  'epic',
  'wfes',
  'ds',
  'yukkuri',
  'aya-assistance',
  'vs-ds',
] as const;
export const UNRELEASED_GROUPS = ['jp', 'announced', 'story', 'print-work', 'pc98', 'mv'] as const;
export const BATCH_KINDS = ['rebirth', 'standard', 'ritual', 'rebirth-costume'] as const;
/**
 * How exact a date is: `instant` (the time is stated), `day`, `month` (the first instant of the day
 * or month is stored), or `by` (released no later than the stored instant: an upper bound).
 */
export const DATE_PRECISIONS = ['instant', 'day', 'month', 'by'] as const;
/** The day the global server opened: a `launch` debut is this day. */
export const GLOBAL_LAUNCH = '2021-05-11T00:00:00Z';
/**
 * How exact a debut is: a date's precision, `between` (later than `debutAfter`, no later than
 * `debutAt`), or `launch` (there when the global server opened; `debutAt` is that day).
 */
export const DEBUT_PRECISIONS = [...DATE_PRECISIONS, 'between', 'launch'] as const;
/**
 * What kind of source gives a date or a bound: an official global news post, a guide page (GamePress
 * and other public pages), a fan tracker's row (LostWordTracker's history), a repository snapshot (a
 * commit of a data repository) or a derivation from several sources (the rule is in the source text).
 */
export const SOURCE_KINDS = ['official-post', 'guide-page', 'fan-tracker', 'repository-snapshot', 'derived'] as const;
export const CARD_SUITS = SUITS;
export const SOURCE_TYPES = [
  'prayer',
  'epic-prayer',
  'epic-limited',
  'sc-prayer',
  'story',
  'story-limited',
  'ex',
  'vs',
  'eternal-battle',
  'event',
  'ruins',
  'login',
  'task',
  'exchange',
  'mini-game',
  'pack',
  'standard-prayer',
  'travelogue',
  'exchange-ema',
  'relic-prayer-exchange',
] as const;
export const POOL_ENTRY_KINDS = ['character', 'card5', 'card4', 'card3'] as const;
export const BUFF_TARGETS = ['self', 'solo', 'party', 'aoe'] as const;
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and hyphens');
/**
 * An illustrator's id: as a slug, but the letters of a name with no Latin spelling stay as written
 * (a pen name in kanji or kana); no capitals, spaces or punctuation.
 */
const nameSlug = z
  .string()
  .max(100)
  .regex(/^[\p{Ll}\p{Lo}\p{Lm}\p{N}][\p{Ll}\p{Lo}\p{Lm}\p{N}-]*$/u, 'lowercase letters (any script), digits and hyphens');
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour');

/** Where a record of a small reference file comes from (a page, a raw file, or how it is derived). */
const recordSource = { source: z.string().min(1).nullish() };
export const worldGroup = z.strictObject({ id: slug, name: text, sortKey: int().optional(), ...recordSource });
export const world = z.strictObject({
  id: z.string().regex(/^[A-Z][A-Z0-9a-z]*$/, 'a world code such as L1, A6 or B3'),
  name: text.nullish(),
  number: int().nullish(),
  sortKey: int().optional(),
  groupId: slug.nullish(),
  ...recordSource,
});
export const seriesTab = z.strictObject({ id: slug, name: text, sortKey: int().optional(), ...recordSource });
export const series = z.strictObject({
  id: slug,
  enTitle: text,
  jpTitle: text.nullish(),
  large: z.boolean().optional(),
  sortKey: int().optional(),
  tabId: slug.nullish(),
  ...recordSource,
});
export const variantGroup = z.strictObject({
  id: slug,
  enName: text,
  jpName: text.nullish(),
  translitName: text.nullish(),
  jpSize: text.nullish(),
  ...recordSource,
});
export const character = z
  .strictObject({
    id: slug,
    gameUnitId: int().positive().nullish(),
    releaseNo: int().positive().nullish(),
    titleEn: text.nullish(),
    titleJp: text.nullish(),
    nameEn: text,
    shortNameEn: text,
    nameJp: text.nullish(),
    nameKana: text.nullish(),
    nameTranslit: text.nullish(),
    shortNameTranslit: text.nullish(),
    nameModalSmall: z.boolean().optional(),
    nameKanaStructure: text.nullish(),
    nameTrackerSize: text.nullish(),
    colors: z.array(hexColour).nullish(),
    status: z.enum(CHARACTER_STATUSES),
    type: z.enum(CHARACTER_TYPES),
    announced: z.boolean().optional(),
    role: slug.nullish(),
    worldId: text.nullish(),
    seriesId: slug.nullish(),
    variantGroupId: slug.nullish(),
    unreleasedGroup: z.enum(UNRELEASED_GROUPS).nullish(),
    debutAt: optionalInstant,
    debutPrecision: z.enum(DEBUT_PRECISIONS).nullish(),
    /** The page that states the debut or its (upper) bound. */
    debutSource: text.nullish(),
    /** What kind of source `debutSource` is. */
    debutSourceKind: z.enum(SOURCE_KINDS).nullish(),
    /** Whether the source gives the time of `debutAt`; false: it gives the day only (stored as 00:00 UTC). */
    debutTimeKnown: z.boolean().nullish(),
    /** A lower bound: not yet out at this instant (with `debutPrecision` `between`). */
    debutAfter: optionalInstant,
    /** The page or snapshot that shows the character not yet out at `debutAfter`. */
    debutAfterSource: text.nullish(),
    /** What kind of source `debutAfterSource` is. */
    debutAfterSourceKind: z.enum(SOURCE_KINDS).nullish(),
    /** Whether the source gives the time of `debutAfter`; false: the day only (not yet out on that day). */
    debutAfterTimeKnown: z.boolean().nullish(),
    /** CN-server release: orders characters within one global bound, never shown as a global date. */
    cnDebutAt: optionalInstant,
    generalAt: optionalInstant,
    ritualAt: optionalInstant,
    rebirthAt: optionalInstant,
    rebirthPrecision: z.enum(DATE_PRECISIONS).nullish(),
    rebirthCostumeAt: optionalInstant,
    jpDebutAt: optionalInstant,
    revealAt: optionalInstant,
    hasRebirth: z.boolean().optional(),
    imgFull: text.nullish(),
    imgRebirthFull: text.nullish(),
    imgThumb: text.nullish(),
    imgRebirthThumb: text.nullish(),
    imgAltThumb: text.nullish(),
    imgSpoilerSafe: text.nullish(),
    imgCard: text.nullish(),
    /** Which set the portrait comes from: one of the two fan sites' sets, or an admin upload. */
    portraitSet: z.enum(PORTRAIT_SETS).nullish(),
    /**
     * The portrait's source file: a path under the data folder (`raw/THLWTierlist/chara/l1 reimu.webp`),
     * or `upload/<hash>` for an upload (kept in the database).
     */
    portraitFile: z
      .string()
      .regex(/^(raw(\/[^/\\\0]+)+|upload\/[0-9a-f]{16})$/, 'must be raw/<folder>/<file> or upload/<hash>')
      .refine((f) => !f.split('/').includes('..'), 'must not leave the data folder')
      .nullish(),
    /** The first 16 hex digits of the source file's SHA-256: the portrait's image files are named by it. */
    portraitHash: z
      .string()
      .regex(/^[0-9a-f]{16}$/, 'must be 16 lowercase hex digits')
      .nullish(),
    /** The source picture's side in pixels (the smaller of width and height): no variant is drawn larger. */
    portraitSize: int().min(16).max(8192).nullish(),
    gamepressUrl: url.nullish(),
    youtubeUrl: url.nullish(),
    touhouWikiUrl: url.nullish(),
    lwChronUrl: url.nullish(),
    note: text.nullish(),
    /** Search aliases; normalised on load. */
    aliases: z.array(text).optional(),
    ...provenance,
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.debutPrecision === 'between') {
      if (!c.debutAfter || !c.debutAt) issue('debutAfter', 'a debut "between" needs debutAfter and debutAt');
      else if (Date.parse(c.debutAfter) >= Date.parse(c.debutAt)) issue('debutAfter', 'must be earlier than debutAt');
    } else if (c.debutAfter) issue('debutAfter', 'is a lower bound: only with debutPrecision "between"');
    if (c.debutAfter && !c.debutAfterSource) issue('debutAfterSource', 'a lower bound needs its source');
    if (c.debutSourceKind && !c.debutSource) issue('debutSourceKind', 'a source kind needs its source');
    if (c.debutAfterSourceKind && !c.debutAfterSource) issue('debutAfterSourceKind', 'a source kind needs its source');
    if (c.debutPrecision === 'launch' && c.debutAt?.slice(0, 10) !== GLOBAL_LAUNCH.slice(0, 10))
      issue('debutAt', `a launch debut is the launch day, ${GLOBAL_LAUNCH.slice(0, 10)}`);
    const portrait = [c.portraitSet, c.portraitFile, c.portraitHash, c.portraitSize];
    if (portrait.some((v) => v != null) && portrait.some((v) => v == null))
      issue('portraitFile', 'a portrait needs portraitSet, portraitFile, portraitHash and portraitSize together');
    if (c.portraitFile && c.portraitSet && c.portraitFile.startsWith('upload/') !== (c.portraitSet === 'upload'))
      issue('portraitFile', 'an uploaded portrait (portraitSet "upload") is upload/<hash>; a set\'s is raw/...');
    if (c.portraitSet === 'upload' && c.portraitFile && c.portraitFile !== `upload/${c.portraitHash}`)
      issue('portraitFile', 'an upload is named by its hash: upload/<portraitHash>');
  });
export const batch = z
  .strictObject({
    kind: z.enum(BATCH_KINDS),
    no: int().positive(),
    date: instant,
    datePrecision: z.enum([...DATE_PRECISIONS, 'between']).nullish(),
    /** A lower bound: the batch was not yet out at this instant (with `datePrecision` `between`). */
    dateAfter: optionalInstant,
    dateAfterSource: text.nullish(),
    /** What kind of source `dateAfterSource` is. */
    dateAfterSourceKind: z.enum(SOURCE_KINDS).nullish(),
    characters: z.array(slug).min(1),
    source: text.nullish(),
    /** What kind of source `source` is. */
    sourceKind: z.enum(SOURCE_KINDS).nullish(),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.datePrecision === 'between') {
      if (!b.dateAfter) issue('dateAfter', 'a batch "between" needs dateAfter');
      else if (Date.parse(b.dateAfter) >= Date.parse(b.date)) issue('dateAfter', 'must be earlier than date');
    } else if (b.dateAfter) issue('dateAfter', 'is a lower bound: only with datePrecision "between"');
    if (b.dateAfter && !b.dateAfterSource) issue('dateAfterSource', 'a lower bound needs its source');
  });

export const illustrator = z.strictObject({
  id: nameSlug,
  name: text,
  jpName: text.nullish(),
  pixiv: url.nullish(),
  twitter: url.nullish(),
  website: url.nullish(),
  ...provenance,
});
export const buff = z.strictObject({
  random: z.boolean().optional(),
  attr: text,
  attrName: text.nullish(),
  attrType: z.enum(['layer', 'bullet', 'tag', 'elem', 'immune', 'disable', 'stat', 'attack', 'temp', 'turn', 'delay', 'random', 'misc']),
  values: z.array(z.number()).nullish(),
  turn: int().nullish(),
  target: z.enum(BUFF_TARGETS).nullish(),
  role: slug.nullish(),
  characterId: slug.nullish(),
  rank: int().nullish(),
  metadata: text.nullish(),
  enabled: z.boolean().optional(),
  text: text.nullish(),
});
export const storyCard = z.strictObject({
  id: int().positive(),
  name: text,
  nameOfficial: z.boolean().optional(),
  nameOriginal: text.nullish(),
  sortKey: text.optional(),
  rarity: int().min(1).max(5),
  suit: z.enum(CARD_SUITS),
  artistId: nameSlug.nullish(),
  releaseAt: optionalInstant,
  revealAt: optionalInstant,
  image: text.nullish(),
  gameWikiUrl: url.nullish(),
  loreWikiUrl: url.nullish(),
  aliases: z.array(z.strictObject({ value: text, priority: int().optional() })).optional(),
  stats: z
    .array(
      z.strictObject({
        stat: z.enum(STAT_IDS),
        min: z.number(),
        max: z.number(),
        randomMin: z.number().nullish(),
        randomMax: z.number().nullish(),
      }),
    )
    .optional(),
  buffs: z.array(buff).optional(),
  featured: z.array(slug).optional(),
  obtaining: z
    .array(z.strictObject({ type: z.enum(SOURCE_TYPES), display: text.nullish(), metadata: text.nullish(), endsAt: optionalInstant }))
    .optional(),
  ...provenance,
});

export const poolEntry = z.strictObject({
  kind: z.enum(POOL_ENTRY_KINDS),
  characterId: slug.nullish(),
  cardId: int().positive().nullish(),
  rateType: text.nullish(),
  chanceSc: z.number().min(0).max(1),
  chanceGc: z.number().min(0).max(1),
});
export const pool = z.strictObject({
  id: slug,
  name: text,
  sample: z.boolean().optional(),
  source: text.nullish(),
  entries: z.array(poolEntry),
});
export const prayer = z.strictObject({
  id: int().positive(),
  name: text,
  listingKind: z.enum(LISTING_KINDS).optional(),
  types: z.array(z.enum(PRAYER_TYPES)).min(1),
  /** Null when no page states the start: shown as unknown, never guessed. */
  startAt: optionalInstant,
  startPrecision: z.enum(DATE_PRECISIONS).nullish(),
  endAt: optionalInstant,
  endPrecision: z.enum(DATE_PRECISIONS).nullish(),
  image: text.nullish(),
  largeImage: text.nullish(),
  maxPulls: int().positive().nullish(),
  simulator: z.boolean().optional(),
  disableSc: z.boolean().optional(),
  gcCost: int().nonnegative().nullish(),
  dust: int().nonnegative().nullish(),
  poolId: slug.nullish(),
  /** When the prayer was announced globally; before it, the prayer is a spoiler. Absent: public. */
  revealAt: optionalInstant,
  characters: z.array(z.strictObject({ id: slug, status: z.enum(['new', 'extra']).nullish() })).optional(),
  cards: z
    .array(z.strictObject({ id: int().positive(), isNew: z.boolean().optional(), exchangeAmount: int().nonnegative().nullish() }))
    .optional(),
  stepUps: z
    .array(
      z.strictObject({
        code: z.enum(STEP_UP_CODES),
        index: int().nonnegative(),
        startAt: optionalInstant,
        endAt: optionalInstant,
        items: z.array(
          z.strictObject({
            cost: int().nonnegative(),
            guaranteed: text.nullish(),
            multiplier: z.number().positive().nullish(),
            pickUpGuaranteed: z.boolean().optional(),
            dust: int().nonnegative().nullish(),
          }),
        ),
      }),
    )
    .optional(),
  ...provenance,
});
export const foreverPrayer = z.strictObject({
  id: int().positive(),
  title: text,
  startAt: instant,
  endAt: instant,
  notes: text.nullish(),
  gap: int().nullish(),
  /** When the forever prayer was announced globally; before it, it is a spoiler. Absent: public. */
  revealAt: optionalInstant,
  sample: z.boolean().optional(),
  source: text.nullish(),
  characters: z.array(z.strictObject({ id: slug, isNew: z.boolean().optional() })),
  /** From `date` on, a daily pull gives a character of `rarity` with chance `rate`, shared by `count` characters. An unknown rarity is an error. */
  thresholds: z.array(
    z.strictObject({ rarity: z.enum(CHARACTER_TYPES), date: instant, rate: z.number().min(0).max(1), count: int().nonnegative() }),
  ),
});

/** Elements of the game, by id (the spec's list; `no` is "no element"). Names are read in any case. */
export const TOWER_ELEMENTS = ['sun', 'moon', 'fire', 'water', 'wood', 'metal', 'earth', 'star', 'no'] as const;
/** The five anomalies, in the game's order (index 0 to 4; index 5, or `all`, means all five). */
export const TOWER_ANOMALIES = ['blind', 'burn', 'freeze', 'paralyze', 'poison'] as const;
export const TOWER_ABILITY_TYPES = [
  'anomaly-counter',
  'anomaly-effect',
  'anomaly-immunity',
  'anomaly-nullify',
  'boost',
  'graze',
  'dmg-boost',
  'dmg-reduction',
] as const;
/** Effect types the site knows; an effect of another type is kept and shown as "NOT FOUND <type>". */
export const TOWER_EFFECT_TYPES = [
  'layer',
  'bullet',
  'tag',
  'elem',
  'immune',
  'disable',
  'stat',
  'attack',
  'temp',
  'turn',
  'delay',
  'random',
  'misc',
] as const;
/** Most enemies on a floor, HP gauges of an enemy, rewards of a floor, and tags, skills and effects of an enemy. */
export const TOWER_LIMITS = { enemies: 3, gauges: 3, rewards: 20, tags: 10, skills: 10, effects: 10 } as const;

const towerElement = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.enum(TOWER_ELEMENTS, { error: (i) => `element not found! (${String(i.input)})` }));
/** An anomaly by name or by the game's index (5 meaning all five); stored by name. */
const towerAnomalies = z.array(z.union([z.enum([...TOWER_ANOMALIES, 'all']), int().min(0).max(5)])).transform((list) => {
  const names = list.flatMap((a) => (a === 'all' || a === 5 ? [...TOWER_ANOMALIES] : [typeof a === 'number' ? TOWER_ANOMALIES[a] : a]));
  return TOWER_ANOMALIES.filter((a) => names.includes(a));
});
export const towerEffect = z.strictObject({
  attrType: text,
  attr: text,
  attrName: text.nullish(),
  values: z.array(z.number()).nullish(),
  target: z.enum(BUFF_TARGETS).nullish(),
  rank: int().nullish(),
  turn: int().nullish(),
  role: slug.nullish(),
  metadata: text.nullish(),
  text: text.nullish(),
});
export const towerItem = z.strictObject({ id: slug, name: text, icon: text.nullish(), ...recordSource });
export const towerFloor = z.strictObject({
  floor: int().positive(),
  /** When the floor opens on the global server; before it, the floor is a JP spoiler. Null: always open. */
  releaseAt: optionalInstant,
  useGauge: z.boolean().optional(),
  /** What a visitor should know about the floor's facts (which server's guide, what the source leaves out). */
  note: text.nullish(),
  ...provenance,
  rewards: z.array(z.strictObject({ itemId: slug, amount: int().positive() })).max(TOWER_LIMITS.rewards),
  enemies: z
    .array(
      z.strictObject({
        slot: int().min(0).max(2),
        characterId: slug.nullish(),
        unitName: text,
        unitTranslit: text.nullish(),
        unitJpName: text.nullish(),
        unitImage: text.nullish(),
        unitWorld: text.nullish(),
        /** Total HP; absent where the source gives none. */
        hp: z.number().positive().nullish(),
        /** The HP is a round figure the source gives ("about 100,000"). */
        hpApprox: z.boolean().optional(),
        spells: int().nonnegative().optional(),
        /** One count for the whole enemy, or one per HP gauge. */
        barriers: z.union([int().nonnegative(), z.array(int().nonnegative()).min(1).max(TOWER_LIMITS.gauges)]).nullish(),
        weaks: z.array(towerElement).nullish(),
        resists: z.array(towerElement).nullish(),
        affinities: z.array(towerElement).nullish(),
        tags: z
          .array(z.strictObject({ id: slug, name: text }))
          .max(TOWER_LIMITS.tags)
          .nullish(),
        ability: z
          .strictObject({
            name: text.nullish(),
            effects: z
              .array(
                z.strictObject({
                  type: z.enum(TOWER_ABILITY_TYPES),
                  anomalies: towerAnomalies.nullish(),
                  elements: z.array(towerElement).nullish(),
                  value: z.number().nullish(),
                  text: text.nullish(),
                }),
              )
              .min(1)
              .max(TOWER_LIMITS.effects),
          })
          .nullish(),
        skills: z
          .array(
            z.strictObject({
              name: text,
              /** A spell card (the enemy's spells), rather than a skill. */
              spell: z.boolean().optional(),
              effects: z.array(towerEffect).max(TOWER_LIMITS.effects).optional(),
            }),
          )
          .max(TOWER_LIMITS.skills)
          .nullish(),
        /** HP of each gauge (green, yellow, red), summing to hp. */
        gauges: z.array(z.number().positive()).min(1).max(TOWER_LIMITS.gauges).nullish(),
      }),
    )
    .max(TOWER_LIMITS.enemies),
});

type UpdateItemInput = {
  section: (typeof UPDATE_SECTIONS)[number];
  detail: string;
  urls?: string[] | null;
  spoiler?: string | null;
  revealAt?: string | null;
  subItems?: UpdateItemInput[];
};
export const updateItem: z.ZodType<UpdateItemInput> = z.lazy(() =>
  z.strictObject({
    section: z.enum(UPDATE_SECTIONS),
    detail: text,
    urls: z.array(url).nullish(),
    spoiler: text.nullish(),
    revealAt: optionalInstant,
    subItems: z.array(updateItem).optional(),
  }),
);
/**
 * How deep update items nest: an item and three levels of sub-items. The public API reads items
 * through a bounded query depth, and the pages draw each level indented.
 */
export const MAX_UPDATE_ITEM_DEPTH = 4;

/** The path of the first `subItems` list nested deeper than MAX_UPDATE_ITEM_DEPTH, if any. */
function tooDeepItems(items: readonly UpdateItemInput[], path: (string | number)[], depth: number): (string | number)[] | null {
  for (const [i, item] of items.entries()) {
    if (!item.subItems?.length) continue;
    if (depth >= MAX_UPDATE_ITEM_DEPTH) return [...path, i, 'subItems'];
    const deeper = tooDeepItems(item.subItems, [...path, i, 'subItems'], depth + 1);
    if (deeper) return deeper;
  }
  return null;
}

export const updateEntry = z
  .strictObject({
    number: int().positive(),
    timestamp: instant,
    title: text,
    subtitle: text.nullish(),
    complex: z.boolean().optional(),
    source: text.nullish(),
    items: z.array(updateItem),
  })
  .superRefine((entry, ctx) => {
    const path = tooDeepItems(entry.items, ['items'], 1);
    if (path) ctx.addIssue({ code: 'custom', path, message: `update items nest at most ${MAX_UPDATE_ITEM_DEPTH} levels deep` });
  });
export const maintenance = z.strictObject({
  id: int().positive(),
  startAt: optionalInstant,
  startPrecision: z.enum(DATE_PRECISIONS).nullish(),
  endAt: instant,
  endPrecision: z.enum(DATE_PRECISIONS).nullish(),
  newsUrl: url.nullish(),
  title: text.nullish(),
  source: text.nullish(),
});
export const devLetter = z.strictObject({
  at: instant,
  url: url.nullish(),
  title: text.nullish(),
  maintenanceId: int().positive().nullish(),
  source: text.nullish(),
});

/** A notice the site shows: `home` is the home page's. Plain text; links are not rendered. */
export const siteNotice = z.strictObject({
  id: z.enum(['home']),
  text: text.max(600),
  source: text.nullish(),
});

/** Every file of the dataset: `<domain>/<file>.json` and the record schema it holds. */
export const DATASET_FILES = {
  'characters/worldGroups.json': worldGroup,
  'characters/worlds.json': world,
  'characters/seriesTabs.json': seriesTab,
  'characters/series.json': series,
  'characters/variantGroups.json': variantGroup,
  'characters/characters.json': character,
  'characters/batches.json': batch,
  'storyCards/illustrators.json': illustrator,
  'storyCards/storyCards.json': storyCard,
  'prayers/pools.json': pool,
  'prayers/prayers.json': prayer,
  'prayers/foreverPrayers.json': foreverPrayer,
  'tower/items.json': towerItem,
  'tower/floors.json': towerFloor,
  'updates/updates.json': updateEntry,
  'updates/maintenance.json': maintenance,
  'updates/devLetters.json': devLetter,
  'site/notices.json': siteNotice,
} as const;

export type DatasetFile = keyof typeof DATASET_FILES;
export type Dataset = { [F in DatasetFile]: z.infer<(typeof DATASET_FILES)[F]>[] };

/** The files of the dataset, in load order. */
export const DATASET_FILE_NAMES = Object.keys(DATASET_FILES) as DatasetFile[];

export const isDatasetFile = (file: string): file is DatasetFile => Object.hasOwn(DATASET_FILES, file);

/** What each file holds, as the update log and the admin area name it. */
export const DATASET_FILE_LABELS: Record<DatasetFile, string> = {
  'characters/worldGroups.json': 'Universe groups',
  'characters/worlds.json': 'Worlds',
  'characters/seriesTabs.json': 'Series tabs',
  'characters/series.json': 'Series',
  'characters/variantGroups.json': 'Variant groups',
  'characters/characters.json': 'Characters',
  'characters/batches.json': 'Release batches',
  'storyCards/illustrators.json': 'Illustrators',
  'storyCards/storyCards.json': 'Story cards',
  'prayers/pools.json': 'Prayer pools',
  'prayers/prayers.json': 'Prayers',
  'prayers/foreverPrayers.json': 'Forever prayers',
  'tower/items.json': 'Tower items',
  'tower/floors.json': 'Tower floors',
  'updates/updates.json': 'Update log entries',
  'updates/maintenance.json': 'Maintenance windows',
  'updates/devLetters.json': 'Developer letters',
  'site/notices.json': 'Site notices',
};

/**
 * A bundle (the admin area's import and export, and the public data export) is a JSON object of
 * dataset files. It may carry, under this key, what it is: the format's name and version, the
 * data version it was made from and whether it holds content not yet revealed on the global
 * server. An import reads it only to refuse a format it does not know.
 */
export const BUNDLE_INFO_KEY = 'bundle';
export const BUNDLE_FORMAT = 'lostword-data';
/** Raised when a bundle's files change in a way an older reader would misread. */
export const BUNDLE_FORMAT_VERSION = 1;

export interface BundleInfo {
  format: typeof BUNDLE_FORMAT;
  formatVersion: number;
  /** The data version the bundle was made from. */
  dataVersion: number;
  /** When that data version was applied (UTC). */
  importedAt: string | null;
  /** Whether content not yet revealed on the global server is included (the spoiler switch). */
  jpContent: boolean;
  /**
   * The image files of each character's portrait in the bundle, by character id: the names under
   * /images the site serves (a character hidden from global players needs ?jpContent=1 there).
   * Derived from each record's portraitHash and portraitSize; an import ignores it.
   */
  portraitFiles?: Record<string, string[]>;
}
