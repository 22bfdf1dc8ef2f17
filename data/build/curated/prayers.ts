// Global prayers documented by public pages (official news at global.touhoulostword.com and
// GamePress "Should You Pull?" guides). Only prayers whose start and end a page gives, or lets be
// derived, are listed.
//
// Time conventions (written down so they are not mistaken for page facts):
//  - A page giving a time in UTC is used as is (e.g. "4/28 8:00 to 4/30 23:59 UTC").
//  - A page giving only a day: starts at 00:00 UTC (the daily reset) and ends at 23:59 UTC that day.
//  - "4 AM EST (after maintenance)" in May is read as US Eastern daylight time, 08:00 UTC, the hour
//    global maintenances end (e.g. the Half Anniversary maintenance, 2:00-8:00 UTC).
//  - A page giving an end and a length ("until May 5th, giving it a full 2 weeks") gives the start as
//    end minus that length, at 00:00 UTC.
//  - Years: the pages give month and day only; the year comes from the page's own context, noted
//    on each entry (e.g. "1st Anniversary" = May 2022, global release 11 May 2021).
import type { LISTING_KINDS, PRAYER_TYPES, STEP_UP_CODES } from '../../../prisma/seed/format.ts';

export interface CuratedPrayer {
  name: string;
  types: (typeof PRAYER_TYPES)[number][];
  listingKind?: (typeof LISTING_KINDS)[number];
  startAt: string;
  endAt?: string;
  gcCost?: number;
  maxPulls?: number;
  dust?: number;
  pool?: string;
  /** Character ids, with new/extra status where the page says so. */
  characters?: { id: string; status?: 'new' | 'extra' }[];
  cards?: { id: number; isNew?: boolean; exchangeAmount?: number }[];
  stepUps?: {
    code: (typeof STEP_UP_CODES)[number];
    items: { cost: number; guaranteed?: string; dust?: number; pickUpGuaranteed?: boolean }[];
  }[];
  source: string;
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

const COLLECTION = `${SYP}/should-you-pull-1st-anniversary-festival-collection`;
const ROTATIONS: [name: string, ids: string[]][] = [
  ['Yuuka & Hecatia', ['l1-yuuka', 'l1-hecatia']],
  ['Tenshi & Iku', ['l1-tenshi', 'l1-iku']],
  ['Toyohime & Sagume', ['l1-toyohime', 'l1-sagume']],
  ['Satori & Koishi', ['l1-satori', 'l1-koishi']],
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

const BLACK_FRIDAY_L1 = [
  'eirin',
  'kaguya',
  'suika',
  'yuugi',
  'satori',
  'koishi',
  'eiki',
  'hecatia',
  'joon',
  'shion',
  'okina',
  'doremy',
  'sagume',
  'mamizou',
  'yuuka',
  'tenshi',
  'iku',
  'miko',
  'seija',
  'shinmyoumaru',
  'nue',
  'keiki',
  'saki',
  'yachie',
  'misumaru',
  'chimata',
  'momoyo',
].map((k) => ({ id: `l1-${k}` }));

export const PRAYERS: CuratedPrayer[] = [
  {
    // The permanent prayer, available since the global release (11 May 2021).
    name: 'Standard Prayer',
    types: ['other'],
    listingKind: 'multi',
    startAt: '2021-05-11T00:00:00Z',
    pool: 'standard',
    source:
      'https://en.touhouwiki.net/wiki/Touhou_Lost_Word; https://www.animenewsnetwork.com/news/2021-04-25/touhou-lostword-smartphone-rpg-launches-in-english-in-80-countries-on-may-11/.172100',
  },
  // Player-started 72-hour prayers, startable on login between March 24th and April 21st (2022:
  // they co-run with the A6 Reimu & Marisa rerun that ends before 14 April 2022). 300 GC, 3 pulls,
  // each guarantees one of six Festival Friends.
  ...[1, 2].map((part) => ({
    name: `72-Hour Starter Festival Part ${part}`,
    types: ['72-hour', 'god-crystal'] as CuratedPrayer['types'],
    listingKind: 'gc' as const,
    startAt: '2022-03-24T00:00:00Z',
    endAt: '2022-04-21T23:59:00Z',
    gcCost: 300,
    maxPulls: 3,
    dust: 10,
    source: `${SYP}/should-you-pull-72h-starter-festival-parts-1-2`,
  })),
  {
    // "This Prayer will last until May 5th, giving it a full 2 weeks of runtime" (pre-1st-anniversary, 2022).
    name: 'Ultra Festival: Tiny Chef & Supernova',
    types: ['rerun'],
    listingKind: 'multi',
    startAt: '2022-04-21T00:00:00Z',
    endAt: '2022-05-05T23:59:00Z',
    characters: [{ id: 'z1-marisa' }, { id: 'r2-yuyuko' }],
    source: `${SYP}/should-you-pull-ultra-festival-tiny-chef-supernova`,
  },
  ...COLLECTION_WINDOWS.map(([startAt, endAt], i) => {
    const [pair, ids] = ROTATIONS[i % ROTATIONS.length];
    return {
      name: `1st Anniversary Festival Collection: ${pair}`,
      types: ['rerun'] as CuratedPrayer['types'],
      listingKind: 'step-up' as const,
      startAt,
      endAt,
      characters: ids.map((id) => ({ id })),
      stepUps: [ascending({ dust: 20 })],
      source: COLLECTION,
    };
  }),
  {
    // "Starting on May 11th at 4 AM EST (after maintenance), the Prayer runs until 5/27" (2022).
    name: '1st Anniversary Lucky Bag',
    types: ['god-crystal', 'other'],
    listingKind: 'gc',
    startAt: '2022-05-11T08:00:00Z',
    endAt: '2022-05-27T23:59:00Z',
    gcCost: 300,
    maxPulls: 3,
    // 30 Festival Friends from launch to Saki Kurokoma; the page names these A-world ones and Saki.
    characters: [{ id: 'a6-reimu' }, { id: 'a6-marisa' }, { id: 'a6-cirno' }, { id: 'l1-saki' }],
    source: `${SYP}/should-you-pull-1st-anniversary-lucky-bag`,
  },
  {
    // "only 72 hours, from June 20th to June 22nd" (the page's title says June 2022).
    name: 'Attack Class Prayer (June 2022)',
    types: ['class-gc', 'god-crystal'],
    listingKind: 'gc',
    startAt: '2022-06-20T00:00:00Z',
    endAt: '2022-06-22T23:59:00Z',
    gcCost: 300,
    maxPulls: 3,
    dust: 20,
    // Nine featured Attack-class Festival Friends; the page names these four.
    characters: [{ id: 'l1-yuyuko' }, { id: 'l1-toyohime' }, { id: 'l1-shinmyoumaru' }, { id: 'l1-nue' }],
    source: `${SYP}/should-you-pull-attack-class-prayer-june-2022`,
  },
  {
    // "48 hours, from July 13th to July 15th"; Yukari and Kasen join the General pool in mid-to-late
    // August, and they are absent from the L1 Festival list of November 2022, so the year is 2022.
    name: '48-Hour Rerun Festival: The Sages of Gensokyo',
    types: ['rerun'],
    listingKind: 'step-up',
    startAt: '2022-07-13T00:00:00Z',
    endAt: '2022-07-15T00:00:00Z',
    characters: [{ id: 'l1-yukari' }, { id: 'l1-kasen' }],
    stepUps: [ascending({ lastTwo: true, lastPickUp: true })],
    source: 'https://gamepress.gg/lostword/node/14101',
  },
  {
    // "Lasting for only a week, until August 12th": new General Friend Ichirin with A12 Byakuren.
    // Year 2022: Ichirin is absent from LostWordTracker (June 2022) and the co-running B3 Sanae
    // rerun belongs to the 2022 Lunar War reruns.
    name: 'Priest & Cloud Punch',
    types: ['debut'],
    listingKind: 'step-up',
    startAt: '2022-08-05T00:00:00Z',
    endAt: '2022-08-12T23:59:00Z',
    characters: [{ id: 'l1-ichirin', status: 'new' }, { id: 'a12-byakuren' }],
    stepUps: [ascending({ lastTwo: true })],
    source: `${SYP}/should-you-pull-priest-cloud-punch`,
  },
  {
    // "1-week-only Ultra Festival Rerun", ending "the same date as this prayer, August 12th" (2022).
    name: 'Rerun Ultra Festival: Lunar War Oracle',
    types: ['rerun'],
    listingKind: 'step-up',
    startAt: '2022-08-05T00:00:00Z',
    endAt: '2022-08-12T23:59:00Z',
    characters: [{ id: 'b3-sanae' }],
    source: `${SYP}/should-you-pull-rerun-ultra-festival-lunar-war-oracle`,
  },
  {
    // "this Black Friday" (25 November 2022) to "the rapidly approaching deadline of November 28th".
    name: '2022 Black Friday Guaranteed Festival',
    types: ['god-crystal', 'other'],
    listingKind: 'gc',
    startAt: '2022-11-25T00:00:00Z',
    endAt: '2022-11-28T23:59:00Z',
    gcCost: 200,
    maxPulls: 3,
    dust: 10,
    characters: BLACK_FRIDAY_L1,
    source: `${SYP}/should-you-pull-2022-black-friday-guaranteed-festival`,
  },
  // Star Festival (Guaranteed Step-UP): one Friend per 24 hours on September 12, 13 and 14. Year
  // 2023: it supplies Star breakers right before the Star EX Battle Stage: Nightmare opened on
  // 2023-09-14 (https://global.touhoulostword.com/2023/09/12/193725/).
  ...(
    [
      ['a6-marisa', '2023-09-12'],
      ['l1-shinmyoumaru', '2023-09-13'],
      ['l1-misumaru', '2023-09-14'],
    ] as const
  ).map(([id, day]) => ({
    name: `Star Festival (Guaranteed Step-UP): ${id === 'a6-marisa' ? 'Marisa (Scarlet)' : id === 'l1-shinmyoumaru' ? 'Shinmyoumaru' : 'Misumaru'}`,
    types: ['rerun'] as CuratedPrayer['types'],
    listingKind: 'step-up' as const,
    startAt: `${day}T00:00:00Z`,
    endAt: `${day}T23:59:00Z`,
    characters: [{ id }],
    source: `${SYP}/should-you-pull-star-festival-guaranteed-step; https://global.touhoulostword.com/2023/09/12/193725/`,
  })),
];

/** Forever Prayers: one guaranteed Friend a day, keep one. Pools are partial where the page lists only some. */
export interface CuratedForeverPrayer {
  title: string;
  startAt: string;
  endAt: string;
  notes: string;
  characters: { id: string }[];
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
    notes: '78 General and Festival Friends released from launch to the end of February 2022; no A-type Friends.',
    characters: [],
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
    source: 'https://gamepress.gg/lostword/other/15th-anniversary-daily-forever-prayer-returns',
  },
];
