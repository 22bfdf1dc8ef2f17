// Global prayers documented by public pages (official news at global.touhoulostword.com and
// GamePress "Should You Pull?" guides), and the Forever Prayers.
//
// Every prayer a page names is listed, dated or not: a start or end that no page gives is left out
// (shown as unknown), never filled in. Each row keeps the page and the short quote that states its
// dates, and says how its year was derived where the page gives none.
//
// Date conventions (so they are not mistaken for page facts):
//  - A time the page gives (in UTC) is stored as is, precision `instant`.
//  - A bare date is stored as 00:00 UTC of that day, precision `day` (the format's convention), for
//    starts and ends alike: "until May 5th" is an end on 5 May, time unknown.
//  - "4 AM EST (after maintenance)" is not converted: the zone is ambiguous in May (EST or EDT), so
//    the day alone is stored.
//  - "until X, a full 2 weeks" / "lasting only a week, until X" give the start as X minus that length,
//    precision `day`, noted as derived in `startDerived`.
//  - Years: GamePress pages give month and day only; `yearDerived` says where each year comes from
//    (e.g. "1st Anniversary" = May 2022, the global release being 11 May 2021).
//
// Featured Friends are written as the page names them: "B3 Reisen Udongein Inaba" is the B3 variant;
// a name with no world code is the L1 Friend (GamePress writes every other world's code, e.g.
// "A6 Reimu Hakurei", "E1 Hong Meiling"). The build resolves each name to exactly one character or
// fails naming it. A Friend whose world the page does not state is left out and noted.
import type { DATE_PRECISIONS } from '../../../server/shared/datasetSpec.ts';
import type { LISTING_KINDS, PRAYER_TYPES, STEP_UP_CODES } from '../../../server/shared/vocabulary.ts';

type Precision = (typeof DATE_PRECISIONS)[number];

export interface FeaturedFriend {
  /** The Friend as the page names it ("B3 Sanae Kochiya", "Yoshika Miyako"), or a character id. */
  name: string;
  /** `new` when the page says the Friend is new (debuts here); `extra` for extra featured Friends. */
  status?: 'new' | 'extra';
}

export interface CuratedPrayer {
  /**
   * The id of a prayer added after the first numbering: it takes the next free one, so the prayers
   * numbered before keep theirs (and their pages' addresses). Absent: numbered in list order.
   */
  id?: number;
  name: string;
  types: (typeof PRAYER_TYPES)[number][];
  listingKind?: (typeof LISTING_KINDS)[number];
  /** Absent when no page gives the start. */
  startAt?: string;
  startPrecision?: Precision;
  /** How a start that the page does not state outright was derived. */
  startDerived?: string;
  endAt?: string;
  endPrecision?: Precision;
  /** Where the year comes from when the page gives none. */
  yearDerived?: string;
  gcCost?: number;
  maxPulls?: number;
  dust?: number;
  pool?: string;
  characters?: FeaturedFriend[];
  cards?: { id: number; isNew?: boolean; exchangeAmount?: number }[];
  stepUps?: {
    code: (typeof STEP_UP_CODES)[number];
    /** The steps are stand-ins that no page states: shown as sample data. */
    sample?: boolean;
    items: { cost: number; guaranteed?: string; dust?: number; pickUpGuaranteed?: boolean }[];
  }[];
  /** What a visitor should know: how a date was read, what the page leaves open (unnamed Friends). */
  note?: string;
  source: string;
  /**
   * The page is not among the stored copies searched, so the quote (carried from an earlier table)
   * could not be checked against it: the record's source says so.
   */
  pageNotStored?: boolean;
  /**
   * The words on the page that state the dates (or, for an undated prayer, that it exists). Where only
   * a transcription was at hand, the text starts with "summary" and names it.
   */
  quote: string;
}

const SYP = 'https://gamepress.gg/lostword/should-you-pull';
const ASCENDING = [60, 160, 260, 360, 460];

/** Ascending God Crystal Step-UP: 60, 160, 260, 360, 460 GC; the last step guarantees two Friends when `lastTwo`. */
function ascending(opts: { dust?: number; lastTwo?: boolean; lastPickUp?: boolean } = {}) {
  return {
    code: 'asc' as const,
    items: ASCENDING.map((cost, i) => ({
      cost,
      guaranteed: i === ASCENDING.length - 1 && opts.lastTwo ? '2 Friends' : '1 Friend',
      ...(opts.dust ? { dust: opts.dust } : {}),
      ...(i === ASCENDING.length - 1 && opts.lastPickUp ? { pickUpGuaranteed: true } : {}),
    })),
  };
}

const ANNIVERSARY_2022 = "the page is about LostWord Global's 1st Anniversary (global release 11 May 2021), so 2022";
const APRIL_2022 =
  'co-runs with Festival: Spring Festival of Swords and the Moon EX Festival, which end in April; the 72-Hour Starter page (before the 1st Anniversary, 2022) names the same co-runners';

const COLLECTION = `${SYP}/should-you-pull-1st-anniversary-festival-collection`;
const ROTATIONS: [name: string, names: string[]][] = [
  ['Yuuka & Hecatia', ['Yuuka Kazami', 'Hecatia Lapislazuli']],
  ['Tenshi & Iku', ['Tenshi Hinanawi', 'Iku Nagae']],
  ['Toyohime & Sagume', ['Watatsuki no Toyohime', 'Sagume Kishin']],
  ['Satori & Koishi', ['Satori Komeiji', 'Koishi Komeiji']],
];
// The page's table (year 2022: LostWord Global's 1st Anniversary). First rotation starts at 8:00 UTC.
const COLLECTION_WINDOWS: [string, string][] = [
  ['2022-04-28T08:00:00Z', '2022-04-30T23:59:00Z'],
  ['2022-05-01T00:00:00Z', '2022-05-02T23:59:00Z'],
  ['2022-05-03T00:00:00Z', '2022-05-04T23:59:00Z'],
  ['2022-05-05T00:00:00Z', '2022-05-06T23:59:00Z'],
  ['2022-05-07T00:00:00Z', '2022-05-08T23:59:00Z'],
  ['2022-05-09T00:00:00Z', '2022-05-10T23:59:00Z'],
  ['2022-05-11T00:00:00Z', '2022-05-12T23:59:00Z'],
  ['2022-05-13T00:00:00Z', '2022-05-14T23:59:00Z'],
  ['2022-05-15T00:00:00Z', '2022-05-16T23:59:00Z'],
  ['2022-05-17T00:00:00Z', '2022-05-18T23:59:00Z'],
  ['2022-05-19T00:00:00Z', '2022-05-20T23:59:00Z'],
  ['2022-05-21T00:00:00Z', '2022-05-22T23:59:00Z'],
];

/** "a quick list of all of the Festival Friends available" (every L1 Festival Friend, Black Friday 2022). */
const BLACK_FRIDAY_L1 = [
  'Eirin Yagokoro',
  'Kaguya Houraisan',
  'Suika Ibuki',
  'Yuugi Hoshiguma',
  'Satori Komeiji',
  'Koishi Komeiji',
  'Eiki Shiki, Yamaxanadu',
  'Hecatia Lapislazuli',
  'Joon Yorigami',
  'Shion Yorigami',
  'Okina Matara',
  'Doremy Sweet',
  'Sagume Kishin',
  'Mamizou Futatsuiwa',
  'Yuuka Kazami',
  'Tenshi Hinanawi',
  'Iku Nagae',
  'Toyosatomimi no Miko',
  'Seija Kijin',
  'Shinmyoumaru Sukuna',
  'Nue Houjuu',
  'Keiki Haniyasushin',
  'Saki Kurokoma',
  'Yachie Kicchou',
  'Misumaru Tamatsukuri',
  'Chimata Tenkyuu',
  'Momoyo Himemushi',
].map((name) => ({ name }));

const f = (...names: string[]): FeaturedFriend[] => names.map((name) => ({ name }));

export const PRAYERS: CuratedPrayer[] = [
  {
    // The permanent prayer, available since the global release.
    name: 'Standard Prayer',
    types: ['other'],
    listingKind: 'multi',
    startAt: '2021-05-11T00:00:00Z',
    startPrecision: 'day',
    pool: 'standard',
    source:
      'https://en.touhouwiki.net/wiki/Touhou_Lost_Word; https://www.animenewsnetwork.com/news/2021-04-25/touhou-lostword-smartphone-rpg-launches-in-english-in-80-countries-on-may-11/.172100',
    quote: 'EN: May 11, 2021',
  },
  // Player-started 72-hour prayers, startable on login in a window; 300 GC, 3 pulls, each guarantees
  // one of six Festival Friends. The page's April 21st is the last day one can begin, not its end:
  // each part then runs 72 hours, so the last one ends three days later (the same day precision).
  ...[1, 2].map((part) => ({
    name: `72-Hour Starter Festival Part ${part}`,
    types: ['72-hour', 'god-crystal'] as CuratedPrayer['types'],
    listingKind: 'gc' as const,
    startAt: '2022-03-24T00:00:00Z',
    startPrecision: 'day' as const,
    endAt: '2022-04-24T00:00:00Z',
    endPrecision: 'day' as const,
    yearDerived: 'co-runs with the A6 Reimu & Marisa rerun and B3 Toyohime, before the 1st Anniversary (May 2022): 2022',
    gcCost: 300,
    maxPulls: 3,
    dust: 10,
    note: 'Each player begins this prayer by logging in between March 24th and April 21st, the last day to begin; it then runs 72 hours, so the last one ends on April 24th.',
    source: `${SYP}/should-you-pull-72h-starter-festival-parts-1-2`,
    quote: 'these will begin immediately after logging in between March 24th and April 21st',
  })),
  {
    name: 'Ultra Festival: Tiny Chef & Supernova',
    types: ['rerun'],
    listingKind: 'multi',
    startAt: '2022-04-21T00:00:00Z',
    startPrecision: 'day',
    startDerived: 'end (May 5th) minus the "full 2 weeks" the page gives',
    endAt: '2022-05-05T00:00:00Z',
    endPrecision: 'day',
    yearDerived: 'the page calls these the first Ultra Festival Friends and names the pre-anniversary co-runners: 2022',
    characters: f('Z1 Marisa Kirisame', 'R2 Yuyuko Saigyouji'),
    source: `${SYP}/should-you-pull-ultra-festival-tiny-chef-supernova`,
    quote: 'This Prayer will last until May 5th, giving it a full 2 weeks of runtime',
  },
  ...COLLECTION_WINDOWS.map(([startAt, endAt], i) => {
    const [pair, names] = ROTATIONS[i % ROTATIONS.length];
    return {
      name: `1st Anniversary Festival Collection: ${pair}`,
      types: ['rerun'] as CuratedPrayer['types'],
      listingKind: 'step-up' as const,
      startAt,
      startPrecision: 'instant' as const,
      endAt,
      endPrecision: 'instant' as const,
      yearDerived: ANNIVERSARY_2022,
      characters: f(...names),
      stepUps: [ascending({ dust: 20 })],
      source: COLLECTION,
      quote: '4/28 8:00 to 4/30 23:59 UTC ... 5/21 0:00 to 5/22 23:59 UTC (rotation table)',
    };
  }),
  {
    name: '1st Anniversary Lucky Bag',
    types: ['god-crystal', 'other'],
    listingKind: 'gc',
    startAt: '2022-05-11T00:00:00Z',
    startPrecision: 'day',
    endAt: '2022-05-27T00:00:00Z',
    endPrecision: 'day',
    yearDerived: ANNIVERSARY_2022,
    gcCost: 300,
    maxPulls: 3,
    // 30 Festival Friends from launch to Saki Kurokoma; the page names these A-world ones and Saki.
    characters: f('A6 Reimu Hakurei', 'A6 Marisa Kirisame', 'A6 Cirno', 'Saki Kurokoma'),
    note: '30 Festival Friends; the page names only Reimu (Scarlet), Marisa (Scarlet), Cirno (Scarlet) and Saki Kurokoma.',
    source: `${SYP}/should-you-pull-1st-anniversary-lucky-bag`,
    quote: 'Starting on May 11th at 4 AM EST (after maintenance), the Prayer runs until 5/27',
  },
  {
    name: 'Attack Class Prayer (June 2022)',
    types: ['class-gc', 'god-crystal'],
    listingKind: 'gc',
    startAt: '2022-06-20T00:00:00Z',
    startPrecision: 'day',
    endAt: '2022-06-22T00:00:00Z',
    endPrecision: 'day',
    yearDerived: 'the page title says June 2022',
    gcCost: 300,
    maxPulls: 3,
    dust: 20,
    characters: f('Yuyuko Saigyouji', 'Watatsuki no Toyohime', 'Shinmyoumaru Sukuna', 'Nue Houjuu'),
    note: 'Nine featured Attack-class Festival Friends; the page names these four.',
    source: `${SYP}/should-you-pull-attack-class-prayer-june-2022`,
    quote: 'only 72 hours, from June 20th to June 22nd',
  },
  {
    name: '48-Hour Rerun Festival: The Sages of Gensokyo',
    types: ['rerun'],
    listingKind: 'step-up',
    startAt: '2022-07-13T00:00:00Z',
    startPrecision: 'day',
    endAt: '2022-07-15T00:00:00Z',
    endPrecision: 'day',
    yearDerived:
      'Yukari and Kasen join the General pool in mid-to-late August and are absent from the L1 Festival list of November 2022: 2022',
    characters: f('Yukari Yakumo', 'Kasen Ibaraki'),
    stepUps: [ascending({ lastTwo: true, lastPickUp: true })],
    note: 'The page is not among the stored copies: its dates and steps are carried from an earlier table and could not be checked.',
    source: 'https://gamepress.gg/lostword/node/14101',
    pageNotStored: true,
    quote: '48 hours, from July 13th to July 15th',
  },
  {
    name: 'Priest & Cloud Punch',
    types: ['debut'],
    listingKind: 'step-up',
    startAt: '2022-08-05T00:00:00Z',
    startPrecision: 'day',
    startDerived: 'end (August 12th) minus the week the page gives',
    endAt: '2022-08-12T00:00:00Z',
    endPrecision: 'day',
    yearDerived:
      'Ichirin is absent from LostWordTracker (June 2022) and the co-running B3 Sanae rerun belongs to the 2022 Lunar War reruns',
    characters: [{ name: 'Ichirin Kumoi', status: 'new' }, { name: 'A12 Byakuren Hijiri' }],
    stepUps: [ascending({ lastTwo: true })],
    source: `${SYP}/should-you-pull-priest-cloud-punch`,
    quote: 'introducing the new General Friend Ichirin Kumoi ... Lasting for only a week, until August 12th',
  },
  {
    name: 'Rerun Ultra Festival: Lunar War Oracle',
    types: ['rerun'],
    listingKind: 'step-up',
    startAt: '2022-08-05T00:00:00Z',
    startPrecision: 'day',
    startDerived: 'end (August 12th) minus the week the page gives',
    endAt: '2022-08-12T00:00:00Z',
    endPrecision: 'day',
    yearDerived: 'ends with Priest & Cloud Punch (2022)',
    characters: f('B3 Sanae Kochiya'),
    source: `${SYP}/should-you-pull-rerun-ultra-festival-lunar-war-oracle`,
    quote: '1-week-only Ultra Festival Rerun ... the same date as this prayer, August 12th',
  },
  {
    name: '2022 Black Friday Guaranteed Festival',
    types: ['god-crystal', 'other'],
    listingKind: 'gc',
    startAt: '2022-11-25T00:00:00Z',
    startPrecision: 'day',
    endAt: '2022-11-28T00:00:00Z',
    endPrecision: 'day',
    yearDerived: 'the page title says 2022; Black Friday 2022 was 25 November',
    gcCost: 200,
    maxPulls: 3,
    dust: 10,
    characters: BLACK_FRIDAY_L1,
    source: `${SYP}/should-you-pull-2022-black-friday-guaranteed-festival`,
    quote: 'this Black Friday ... The rapidly approaching deadline of November 28th',
  },
  // Star Festival (Guaranteed Step-UP): one Friend per 24 hours on September 12, 13 and 14. The
  // hour of the switch is not given: each starts on its day and ends 24 hours later, on the next.
  ...(
    [
      ['Marisa (Scarlet)', 'A6 Marisa Kirisame', '2023-09-12', '2023-09-13'],
      ['Shinmyoumaru', 'Shinmyoumaru Sukuna', '2023-09-13', '2023-09-14'],
      ['Misumaru', 'Misumaru Tamatsukuri', '2023-09-14', '2023-09-15'],
    ] as const
  ).map(([label, name, day, next]) => ({
    name: `Star Festival (Guaranteed Step-UP): ${label}`,
    types: ['rerun'] as CuratedPrayer['types'],
    listingKind: 'step-up' as const,
    startAt: `${day}T00:00:00Z`,
    startPrecision: 'day' as const,
    endAt: `${next}T00:00:00Z`,
    endPrecision: 'day' as const,
    yearDerived:
      'supplies Star breakers right before the Star EX Battle Stage: Nightmare, which official news of 2023-09-12 opens on 2023-09-14: 2023',
    characters: f(name),
    source: `${SYP}/should-you-pull-star-festival-guaranteed-step; https://global.touhoulostword.com/2023/09/12/193725/`,
    quote:
      'three different Festival Friends, with each of them switching out after 24 hours ... begin with Marisa (Scarlet) on September 12, followed by Shinmyoumaru on September 13 and ends with Misumaru on September 14',
  })),

  // Prayers a page names with an end date only (start unknown).
  {
    name: 'Festival: Spring Festival of Swords',
    types: ['event'],
    listingKind: 'step-up',
    endAt: '2022-04-14T01:59:00Z',
    endPrecision: 'instant',
    yearDerived: APRIL_2022,
    characters: f('Yuyuko Saigyouji', 'Watatsuki no Yorihime', 'Tenshi Hinanawi'),
    cards: [{ id: 136 }],
    stepUps: [ascending()],
    source: `${SYP}/should-you-pull-festival-spring-festival-swords`,
    quote: 'this Prayer ends April 14th at 1:59 UTC',
  },
  {
    name: 'Moon EX Festival',
    types: ['other'],
    listingKind: 'step-up',
    // "until April 21st": a day. The stage's page gives 1:59 UTC for the stage, not for the prayer.
    endAt: '2022-04-21T00:00:00Z',
    endPrecision: 'day',
    yearDerived: 'co-runs with Festival: Spring Festival of Swords and the Lunar War Ultra Festivals (April 2022)',
    characters: f('Eirin Yagokoro', 'Sagume Kishin', 'Iku Nagae', 'Yukari Yakumo'),
    // Standing Behind You (card 5, named from this page in curated/storyCardsOfficial.ts).
    cards: [{ id: 5 }],
    stepUps: [ascending()],
    note: 'The page gives the end as a day ("until April 21st"); the Moon EX Battle Stage it co-runs with ends April 21 at 1:59 UTC, which the page does not give for the prayer.',
    source: `${SYP}/should-you-pull-moon-ex-festival; https://gamepress.gg/lostword/guide/april-moon-ex-battle-stage-info`,
    quote: 'co-running with the stage until April 21st; stage: until April 21 at 1:59 UTC',
  },
  {
    name: 'Ultra Festival: Lunar War Soldier and Oracle (B3 Reisen, B3 Sanae)',
    types: ['other'],
    endAt: '2022-04-21T00:00:00Z',
    endPrecision: 'day',
    yearDerived: 'named on the Moon EX Festival page (April 2022)',
    characters: f('B3 Reisen Udongein Inaba', 'B3 Sanae Kochiya'),
    note: 'The end is the Moon EX Festival end: the page says their runtimes are tied. Whether one prayer or two is not stated.',
    source: `${SYP}/should-you-pull-moon-ex-festival`,
    quote: 'the longest runtime (tied with Lunar War Solider and Oracle)',
  },
  {
    name: 'Festival: Reverse Rebel Heroes',
    types: ['debut'],
    listingKind: 'step-up',
    endAt: '2022-04-28T00:00:00Z',
    endPrecision: 'day',
    yearDerived:
      'co-runs with Ultra Festival: Tiny Chef & Supernova (Z1 Marisa, R2 Yuyuko; until May 5th 2022) and the Water EX Festival; the Flower Reporter page (until 11 May 2022) names Seija and Shinmyoumaru as co-runners: 2022',
    characters: [
      { name: 'Seija Kijin', status: 'new' },
      { name: 'Shinmyoumaru Sukuna', status: 'new' },
    ],
    cards: [{ id: 137, isNew: true }],
    stepUps: [ascending()],
    note: 'The start is not stated: the Friends are "around for only a week" before the end. LostWordTracker (a fan tracker) still listed both disabled, not yet out, on 2022-04-21 08:17 UTC.',
    source: `${SYP}/should-you-pull-festival-reverse-rebel-heroes`,
    quote:
      'While these are both new Festival Friends ... Shinmyoumaru and Seija will be around for only a week, leaving on April 28th ... the debut of the 5* story card Sweet Dreams',
  },
  {
    name: 'Festival: Flower Reporter & Scarlet Maid',
    types: ['other'],
    listingKind: 'step-up',
    endAt: '2022-05-11T00:00:00Z',
    endPrecision: 'day',
    yearDerived: "the page says it ends right before LostWord Global's first anniversary (11 May 2022)",
    characters: f('A9 Aya Shameimaru', 'A6 Sakuya Izayoi'),
    cards: [{ id: 273, isNew: true }],
    stepUps: [ascending({ lastTwo: true })],
    note: 'The Friends are read from the title (Flower = the A9 world, Scarlet = the A6 world); the co-running Festival Collection page names A6 Sakuya Izayoi and A9 Aya Shameimaru.',
    source: `${SYP}/should-you-pull-festival-flower-reporter-scarlet-maid`,
    quote: "This prayer will last until May 11th, right before LostWord Global's first anniversary",
  },
  {
    name: 'Star EX Festival',
    types: ['other'],
    endAt: '2022-06-03T00:00:00Z',
    endPrecision: 'day',
    yearDerived: 'co-runs with E1 Flandre and A7 Yukari, whom LostWordTracker adds on 2022-06-02: 2022',
    characters: f('Shinmyoumaru Sukuna', 'Doremy Sweet', 'Okina Matara', 'Seiga Kaku'),
    // The new featured card Serene Sage (card 199, named from this page in curated/storyCardsOfficial.ts).
    cards: [{ id: 199, isNew: true }],
    source: `${SYP}/should-you-pull-star-ex-festival`,
    quote: 'longer runtime, lasting until June 3rd',
  },
  {
    name: "Festival: 'Tis the Season for Bullets",
    types: ['event'],
    listingKind: 'step-up',
    endAt: '2022-06-10T00:00:00Z',
    endPrecision: 'day',
    yearDerived:
      'names B5 Reisen and B3 Yorihime as current Ultra Festival Friends and Nazrin and Nue as newer (LostWordTracker, June 2022): 2022',
    characters: f('Iku Nagae'),
    // The page gives no step costs or guarantees: these steps are the usual Ascending Step-UP, a stand-in.
    stepUps: [{ ...ascending(), sample: true }],
    note: 'Other featured Friends are not named in the part of the page read. The page gives no step costs or guarantees: the Step-UP shown is sample data.',
    source: `${SYP}/should-you-pull-festival-tis-season-bullets`,
    quote: 'it will end on June 10th',
  },
  {
    name: "Festival: 'Tis the Season for Bullets Part 2",
    types: ['event'],
    listingKind: 'step-up',
    endAt: '2022-06-10T00:00:00Z',
    endPrecision: 'day',
    yearDerived: "follows 'Tis the Season for Bullets (June 2022)",
    // As for Part 1: no step costs or guarantees on the page, so the steps are a stand-in.
    stepUps: [{ ...ascending(), sample: true }],
    note: 'Four Festival Friends with New Year costumes, not named in the part of the page read. The page gives no step costs or guarantees: the Step-UP shown is sample data.',
    source: `${SYP}/should-you-pull-festival-tis-season-bullets-part-2`,
    quote: 'this prayer will follow and end June 10th',
  },
  {
    name: 'A10 Friend Prayer (title not stated)',
    types: ['other'],
    endAt: '2022-08-08T00:00:00Z',
    endPrecision: 'day',
    yearDerived: 'named on the Lunar War Oracle rerun page (August 2022)',
    note: 'The A10 Friend is not named.',
    source: `${SYP}/should-you-pull-rerun-ultra-festival-lunar-war-oracle`,
    quote: 'the ongoing A10 Friend Prayer (although it does end on August 8th)',
  },

  // Prayers a page names with no date at all.
  {
    name: 'Festival: Immortal Sun & Zombie?!',
    types: ['debut'],
    listingKind: 'step-up',
    characters: [{ name: 'Toyosatomimi no Miko' }, { name: 'Yoshika Miyako', status: 'new' }],
    cards: [{ id: 103, isNew: true }],
    stepUps: [ascending()],
    note: 'No dates on the page; it co-runs with B2 Junko and Festival: Spring Festival of Swords (ends 2022-04-14).',
    source: `${SYP}/should-you-pull-festival-immortal-sun-zombie`,
    quote: 'The new featured Friend, Yoshika Miyako ... There is a new featured 5* Story Card as well, Dancer In The Puddle',
  },
  {
    name: 'Ultra Festival: B2 Junko',
    types: ['other'],
    characters: f('B2 Junko'),
    note: 'No dates; co-runs with Festival: Spring Festival of Swords (ends 2022-04-14).',
    source: `${SYP}/should-you-pull-festival-spring-festival-swords`,
    quote: 'B2 Junko is already on her way to co-run with this prayer',
  },
  {
    name: '300 Seal Crystal Ultra Festival',
    types: ['seal-crystal'],
    note: 'No dates and no Friends named; it leaves alongside B2 Junko.',
    source: `${SYP}/should-you-pull-moon-ex-festival`,
    quote: 'the short-running 300 Seal Crystal Ultra Festival ... leaving alongside B2 Junko',
  },
  {
    name: 'Rerun: A6 Reimu Hakurei & Marisa Kirisame (title not stated)',
    types: ['rerun'],
    characters: f('A6 Reimu Hakurei', 'A6 Marisa Kirisame'),
    note: 'No dates; the page (before 2022-04-14) says it might be ending shortly.',
    source: `${SYP}/should-you-pull-festival-spring-festival-swords`,
    quote: 'The A6 Reimu Hakurei and Marisa Kirisame Rerun might be ending shortly',
  },
  {
    name: 'Water EX Festival',
    types: ['other'],
    listingKind: 'step-up',
    characters: f('Koishi Komeiji', 'Letty Whiterock', 'Minamitsu Murasa', 'Merlin Prismriver', 'Kosuzu Motoori'),
    cards: [{ id: 20 }],
    stepUps: [ascending({ lastTwo: true })],
    note: 'No dates; co-runs with the B3 Sagume, Z1 Marisa and R2 Yuyuko Ultra Festivals.',
    source: `${SYP}/should-you-pull-water-ex-festival`,
    quote:
      'the other features this time include Letty Whiterock, Minamitsu Murasa, Merlin Prismriver, and Kosuzu ... the promise of two Friends on the final step',
  },
  {
    name: 'Lunar War Ultra Festival Collection',
    types: ['rerun'],
    note: 'Six Lunar War Ultra Festival Friends, two per 72-hour set; the rotation dates and names are only in an image. No Step-UP; double Fortune Dust.',
    source: `${SYP}/should-you-pull-lunar-war-ultra-festival-collection`,
    quote: 'the rotation only goes a single time in 72-hour intervals',
  },
  {
    name: 'Lunar War Guaranteed Ultra Festival',
    types: ['rerun'],
    listingKind: 'step-up',
    characters: f(
      'B3 Reimu Hakurei',
      'B3 Marisa Kirisame',
      'B3 Sakuya Izayoi',
      'B3 Youmu Konpaku',
      'B3 Reisen Udongein Inaba',
      'B3 Sanae Kochiya',
    ),
    cards: [{ id: 3 }, { id: 11 }, { id: 19 }],
    note: 'No dates. A Step-UP of 2,700 God Crystals in total that guarantees an Ultra Festival Friend at the final step; the per-step costs are not given.',
    source: `${SYP}/should-you-pull-lunar-war-guaranteed-ultra-festival`,
    quote:
      'summary (raw news/prayers.csv): Step-UP 2,700 God Crystals total; guaranteed Ultra Festival Friend at final step; no dates on the page',
  },
  {
    name: 'Fire Elemental Festival (Part 2)',
    types: ['other'],
    listingKind: 'step-up',
    characters: f('Rin Kaenbyou', 'Suika Ibuki', 'Kasen Ibaraki', 'Shion Yorigami'),
    cards: [{ id: 194 }],
    stepUps: [ascending({ lastTwo: true }), ascending({ lastTwo: true })],
    note: 'No dates; co-runs with B3 Toyohime and A6 Reimu & Marisa. Two simultaneous Ascending Step-UPs.',
    source: `${SYP}/should-you-pull-fire-elemental-festival-part-2`,
    quote: 'summary (raw news/prayers.csv): Rin Kaenbyou (General); Suika Ibuki; Kasen Ibaraki; Shion Yorigami; no dates on the page',
  },
  {
    name: 'Story Card Collection (June-July 2022)',
    types: ['story-card'],
    // In the page's order: It's Spring!, Midnight Tea, Rabbit of Good Fortune, Bonds of Blood, Mega
    // Flare, Members of the Yakumo Family, Standing Behind You, Mansion of Memories (the ids of
    // curated/storyCardsOfficial.ts, named from this page and the Moon EX Festival's).
    cards: [{ id: 58 }, { id: 33 }, { id: 45 }, { id: 194 }, { id: 218 }, { id: 11 }, { id: 5 }, { id: 307 }],
    note: 'The title gives June-July 2022, no day.',
    source: `${SYP}/should-you-pull-story-card-collection-june-july-2022`,
    quote: 'Story Card Collection (June-July 2022)',
  },
  {
    name: 'Prayer "Loyal Mage & Makai Butler Ultra Festival"',
    types: ['other'],
    dust: 20,
    characters: f('E1 Patchouli Knowledge', 'E1 Koakuma'),
    note: 'No dates on the page.',
    source: `${SYP}/should-you-pull-prayer-loyal-mage-makai-butler-ultra-festival`,
    quote: 'Coming with nothing more than 20 Fortune Dust per God Crystal Prayer, E1 Patchouli and E1 Koakuma',
  },
  {
    name: 'Prayer "Perfect Ghost of Spring Festival"',
    types: ['debut'],
    listingKind: 'step-up',
    characters: [{ name: 'Soga no Tojiko', status: 'new' }, { name: 'Mononobe no Futo' }, { name: 'Toyosatomimi no Miko' }],
    stepUps: [ascending()],
    note: 'No dates. The featured Yuyuko Saigyouji is left out: the page does not state her world.',
    source: `${SYP}/should-you-pull-prayer-perfect-ghost-spring-festival`,
    quote: 'Tojiko, Futo and Miko from the L1 Universe, with Tojiko being a new addition to the swelling ranks of Standard Pool Friends',
  },
  {
    name: 'Epic Prayer: C3 Yukari Yakumo (title not stated)',
    types: ['other'],
    characters: f('C3 Yukari Yakumo'),
    note: 'No dates on the page; it co-runs with Priest & Cloud Punch (August 2022). No Exchange Point exchange.',
    source: `${SYP}/should-you-pull-rerun-ultra-festival-lunar-war-oracle`,
    quote: 'C3 Yukari Yakumo, being the second Epic Friend',
  },
  {
    name: 'Ultra Festival: E1 Hong Meiling (title not stated)',
    types: ['other'],
    characters: f('E1 Hong Meiling'),
    note: 'No dates on the page; it co-runs with the Lunar War Oracle rerun (August 2022).',
    source: `${SYP}/should-you-pull-rerun-ultra-festival-lunar-war-oracle`,
    quote: 'the other Ultra Festival Friend, E1 Hong Meiling',
  },
  {
    name: 'Ultra Festival: R2 Yuyuko Saigyouji (Descending Step-UP)',
    types: ['other'],
    listingKind: 'step-up',
    characters: f('R2 Yuyuko Saigyouji'),
    stepUps: [{ code: 'desc', items: [] }],
    note: 'No dates on the page; it co-runs with Priest & Cloud Punch (August 2022). Step costs not given.',
    source: `${SYP}/should-you-pull-priest-cloud-punch`,
    quote: 'R2 Yuyuko ... Ultra Festival that has Descending God Crystal Step-UP',
  },

  // Added after the first numbering (ids fixed, see `id`).
  {
    // The page gives "until August 1st" with no year, and no source at hand dates the co-runners it
    // names (L80 Remilia, B2 Junko, Misumaru, Takane), so the end is left out rather than guessed.
    id: 49,
    name: 'Festival: Librarian of the Scarlet Night (A6 Prayer)',
    types: ['debut'],
    listingKind: 'step-up',
    characters: [
      { name: 'A6 Patchouli Knowledge', status: 'new' },
      ...f('A6 Reimu Hakurei', 'A6 Marisa Kirisame', 'A6 Sakuya Izayoi', 'A6 Cirno'),
    ],
    cards: [{ id: 155, isNew: true, exchangeAmount: 30 }],
    stepUps: [{ code: 'desc', items: [] }],
    note: 'The page says the prayer lasts until August 1st but gives no year, so the end is left out; B2 Junko, Misumaru Tamatsukuri and Takane Yamashiro leave before it, on July 22nd. Rate-ups: A6 Patchouli 0.5%, the other four 0.2% each; every featured Friend can be exchanged for 150 Exchange Points. The Descending Step-UP is named but its steps are not in the part of the page read.',
    source: `${SYP}/should-you-pull-festival-librarian-scarlet-night-a6-prayer`,
    quote:
      "A6 Patchouli Knowledge's debut prayer ... A6 Reimu Hakurei, A6 Marisa Kirisame, A6 Sakuya Izayoi, and A6 Cirno ... a new 4* story card, The Lady and I ... this card can be exchanged for 30 Exchange Points ... this prayer will last until August 1st ... (which is on July 22nd) ... a descending God Crystal Step-UP",
  },
  {
    id: 50,
    name: 'Ultra Festival: Loyal Elemental Magician',
    types: ['other'],
    characters: f('E1 Patchouli Knowledge', 'E1 Koakuma'),
    note: 'No dates on the page. E1 Koakuma runs alongside E1 Patchouli; whether on this prayer or one of her own is not stated. The 20M Downloads prayer co-runs.',
    source: `${SYP}/should-you-pull-ultra-festival-loyal-elemental-magician`,
    quote:
      'Running alongside her would be another character from the E1 universe, being Koakuma. Alongside that banner would be the 20M Downloads banner',
  },
  {
    id: 51,
    name: '20M Downloads Prayer (title not stated)',
    types: ['other'],
    characters: f(
      'A6 Reimu Hakurei',
      'A6 Sakuya Izayoi',
      'A6 Patchouli Knowledge',
      'A7 Alice Margatroid',
      'A11 Koishi Komeiji',
      'A13 Toyosatomimi no Miko',
    ),
    note: 'The page calls it "the 20M Downloads banner" and gives no dates; it co-runs with Ultra Festival: Loyal Elemental Magician.',
    source: `${SYP}/should-you-pull-ultra-festival-loyal-elemental-magician`,
    quote:
      'the 20M Downloads banner, featuring A6 Reimu Hakurei, A6 Sakuya Izayoi, A6 Patchouli Knowledge, A7 Alice Margatroid, A11 Koishi Komeiji, and A13 Toyosatomimi no Miko',
  },
  {
    id: 52,
    name: 'Ultra Festival: Mysterious Sword Master',
    types: ['other'],
    characters: f('R8 Youmu Konpaku'),
    note: 'No dates on the page.',
    source: 'https://gamepress.gg/lostword/other/should-you-pull-ultra-festival-mysterious-sword-master',
    quote: 'Should You Pull? Ultra Festival: Mysterious Sword Master ... Youmu Konpaku (Mysterious Sword Master)',
  },
];

/** Forever Prayers: one guaranteed Friend a day, keep one. Pools are partial where the page lists only some. */
export interface CuratedForeverPrayer {
  title: string;
  startAt: string;
  endAt: string;
  notes: string;
  characters: { id: string }[];
  /** Friends per type where the page counts them, each with the same chance (the page says so). */
  equalChance?: Partial<Record<'gen' | 'fes', number>>;
  source: string;
}

export const FOREVER_PRAYERS: CuratedForeverPrayer[] = [
  {
    title: 'Daily Forever Prayer Lite ver.',
    startAt: '2022-03-01T00:00:00Z',
    endAt: '2022-03-24T23:59:00Z',
    notes:
      '61 Standard and Festival Prayer Friends implemented from 2021-05-11 to 2021-11-30; Reimu (Scarlet) and Ultra Festival Friends excluded.',
    characters: [],
    source: 'https://global.touhoulostword.com/2022/02/26/187520/; https://gamepress.gg/lostword/guide/forever-prayer-lite-march',
  },
  {
    title: 'Forever Prayer the Third (before the 1st Anniversary)',
    startAt: '2022-04-15T00:00:00Z',
    endAt: '2022-05-09T23:59:00Z',
    notes:
      '78 General and Festival Friends released from launch to the end of February 2022; no A-type Friends. 52 General and 26 Festival (the 1st Anniversary Lucky Bag counts 27 L1 Festival Friends up to Saki Kurokoma, who came in March); only the Friends a count identifies are listed.',
    characters: [],
    equalChance: { gen: 52, fes: 26 },
    source: 'https://gamepress.gg/lostword/guide/forever-prayer-anniversary-starting-april-15th',
  },
  {
    title: '1st Anniversary Daily Forever Prayer (Part 1)',
    startAt: '2022-05-12T00:00:00Z',
    endAt: '2022-06-10T23:59:00Z',
    notes: '85 General and L1 Festival Friends released up to about 15 March 2022, plus the A6 variants of Reimu, Marisa and Sakuya.',
    characters: [{ id: 'a6-reimu' }, { id: 'a6-marisa' }, { id: 'a6-sakuya' }],
    source: 'https://gamepress.gg/lostword/guide/1st-anniversary-daily-forever-prayer-part-1',
  },
  {
    // "starts November 11th 7:00 UTC and runs until December 9th 23:59 UTC" (1.5th Anniversary, 2022).
    title: '1.5th Anniversary Daily Forever Prayer',
    startAt: '2022-11-11T07:00:00Z',
    endAt: '2022-12-09T23:59:00Z',
    notes: '107 L1 Friends (30 of them Festival Friends), each with the same chance.',
    characters: [],
    equalChance: { gen: 77, fes: 30 },
    source: 'https://gamepress.gg/lostword/other/15th-anniversary-daily-forever-prayer-returns',
  },
];
