// The game's history on the global server, as public pages state it: debut dates and upper bounds
// per Friend, maintenance windows, developer letters and pool batches. Every row names its page and
// the short quote that states the fact (checked against the quotes gathered in the raw news/ folder
// and the stored page excerpts). CN and JP dates are never used here.
//
// Precision: `day` (00:00 UTC of the day is stored), `month` (the first instant of the month), `by`
// (released no later than the stored date: an upper bound, from a page that shows the Friend already
// available). A `by` bound from a page giving a date only is stored as 00:00 UTC of that date and
// read at day granularity ("by 30 Nov 2021"); a bound given as a month ("by November 2021") is stored
// as the month's last day. Years the page does not state are derived, and `yearDerived` says how.
//
// Friends are written as the pages name them: a world code first for every world but L1 ("B3 Reisen
// Udongein Inaba"), no code for the L1 Friend. The build resolves each name to exactly one character.
import type { DATE_PRECISIONS } from '../../../server/shared/datasetSpec.ts';

type Precision = (typeof DATE_PRECISIONS)[number];

export interface CuratedDebut {
  name: string;
  at: string;
  precision: Exclude<Precision, 'instant'>;
  source: string;
  quote: string;
  yearDerived?: string;
}

const GP = 'https://gamepress.gg/lostword';
const SYP = `${GP}/should-you-pull`;
const LUCKY_BAG = `${SYP}/should-you-pull-1st-anniversary-lucky-bag`;
const LITE_NEWS = 'https://global.touhoulostword.com/2022/02/26/187520/';
const LITE_GUIDE = `${GP}/guide/forever-prayer-lite-march`;
const TINY_CHEF = `${SYP}/should-you-pull-ultra-festival-tiny-chef-supernova`;
const MOON_EX = `${SYP}/should-you-pull-moon-ex-festival`;
const COLLECTION = `${SYP}/should-you-pull-1st-anniversary-festival-collection`;
const STAR_EX = `${SYP}/should-you-pull-star-ex-festival`;
const TIS_SEASON = `${SYP}/should-you-pull-festival-tis-season-bullets`;
const ORACLE_RERUN = `${SYP}/should-you-pull-rerun-ultra-festival-lunar-war-oracle`;
const HALF_ANNIVERSARY_FP = `${GP}//guide/guide-forever-prayer`;
const STARTER = `${SYP}/should-you-pull-72h-starter-festival-parts-1-2`;

const Y2022_ANNIVERSARY = "the page is about the 1st Anniversary (May 2022), so 'early March' is March 2022";
const Y2022_APRIL = 'the page co-runs with prayers of April 2022 (Spring Festival of Swords, Moon EX Festival)';

export const DEBUTS: CuratedDebut[] = [
  {
    name: 'Saki Kurokoma',
    at: '2022-03-01T00:00:00Z',
    precision: 'month',
    source: LUCKY_BAG,
    quote: 'every Festival Friend from the launch of the game up until Saki Kurokoma (early March)',
    yearDerived: Y2022_ANNIVERSARY,
  },
  {
    // Excluded from a pool of Friends implemented in that window, so implemented in it.
    name: 'A6 Reimu Hakurei',
    at: '2021-11-30T00:00:00Z',
    precision: 'by',
    source: LITE_NEWS,
    quote: 'implemented in-game from 2021/5/11~2021/11/30. *Reimu Hakurei (Scarlet) & Ultra Festival Prayer Friends are not included',
  },
  ...['Mamizou Futatsuiwa', 'Rin Kaenbyou', 'Yuugi Hoshiguma'].map((name) => ({
    name,
    at: '2021-11-30T00:00:00Z',
    precision: 'by' as const,
    source: LITE_GUIDE,
    quote: 'to the end of November ... released before Mamizou Futatsuiwa, Rin Kaenbyou, and Yuugi',
  })),
  {
    name: 'Z1 Marisa Kirisame',
    at: '2022-03-24T00:00:00Z',
    precision: 'by',
    source: LITE_GUIDE,
    quote: 'no Ultra Festival Friends such as Marisa Kirisame (Witch of Scarlet Dreams)',
    yearDerived: 'the guide is about the Forever Prayer Lite of 2022-03-01..24 (official news of 2022-02-26)',
  },
  ...['A6 Marisa Kirisame', 'A6 Cirno'].map((name) => ({
    name,
    at: '2022-03-31T00:00:00Z',
    precision: 'by' as const,
    source: LUCKY_BAG,
    quote:
      'every Festival Friend from the launch of the game up until Saki Kurokoma (early March) ... Except for Reimu (Scarlet), Marisa (Scarlet), and Cirno (Scarlet)',
    yearDerived: Y2022_ANNIVERSARY,
  })),
  {
    name: 'Yoshika Miyako',
    at: '2022-04-14T00:00:00Z',
    precision: 'by',
    source: `${SYP}/should-you-pull-festival-immortal-sun-zombie`,
    quote: 'The new featured Friend, Yoshika Miyako (co-runs with Spring Festival of Swords, which ends April 14th at 1:59 UTC)',
    yearDerived: Y2022_APRIL,
  },
  {
    name: 'B2 Junko',
    at: '2022-04-14T00:00:00Z',
    precision: 'by',
    source: `${SYP}/should-you-pull-festival-spring-festival-swords`,
    quote: 'B2 Junko ... co-run with this prayer (which ends April 14th at 1:59 UTC)',
    yearDerived: Y2022_APRIL,
  },
  {
    name: 'A12 Byakuren Hijiri',
    at: '2022-04-21T00:00:00Z',
    precision: 'by',
    source: MOON_EX,
    quote: 'A12 Byakuren Hijiri can still look appealing (co-running until April 21st)',
    yearDerived: Y2022_APRIL,
  },
  ...['B3 Reisen Udongein Inaba', 'B3 Sanae Kochiya'].map((name) => ({
    name,
    at: '2022-04-21T00:00:00Z',
    precision: 'by' as const,
    source: MOON_EX,
    quote: 'B3 Reisen Udongein Inaba and Sanae Kochiya are lurking around',
    yearDerived: Y2022_APRIL,
  })),
  ...['B3 Watatsuki no Toyohime', 'B3 Sakuya Izayoi', 'B3 Youmu Konpaku'].map((name) => ({
    name,
    at: '2022-04-21T00:00:00Z',
    precision: 'by' as const,
    source: STARTER,
    quote:
      'the main catch are the co-runners: B3 Watatsuki no Toyohime, A6 Reimu Hakurei and Marisa Kirisame, Fire Elemental Festival, and even B3 Sakuya Izayoi and Youmu Konpaku',
    yearDerived: 'the 72-hour prayers run between March 24th and April 21st, before the 1st Anniversary (2022)',
  })),
  {
    name: 'B3 Sagume Kishin',
    at: '2022-05-05T00:00:00Z',
    precision: 'by',
    source: TINY_CHEF,
    quote: 'B3 Sagume Kishin may arguably be a more meta-based pick at the moment (the prayer lasts until May 5th)',
    yearDerived: 'pre-1st-anniversary prayer (2022)',
  },
  ...['A7 Youmu Konpaku', 'A8 Reisen Udongein Inaba'].map((name) => ({
    name,
    at: '2022-05-05T00:00:00Z',
    precision: 'by' as const,
    source: TINY_CHEF,
    quote: 'The other A-Type Friends at the moment, A7 Youmu Konpaku and A8 Reisen',
    yearDerived: 'pre-1st-anniversary prayer (2022)',
  })),
  {
    name: 'R8 Youmu Konpaku',
    at: '2022-05-05T00:00:00Z',
    precision: 'by',
    source: TINY_CHEF,
    quote: 'first Ultra Festival Friends in LostWord (sorry, Mysterious Sword Master…)',
    yearDerived: 'pre-1st-anniversary prayer (2022)',
  },
  {
    name: 'Kosuzu Motoori',
    at: '2022-05-05T00:00:00Z',
    precision: 'by',
    source: `${SYP}/should-you-pull-water-ex-festival`,
    quote:
      'the other features this time include Letty Whiterock, Minamitsu Murasa, Merlin Prismriver, and Kosuzu (co-running with Z1 Marisa and R2 Yuyuko, until May 5th)',
    yearDerived: 'co-runs with Ultra Festival: Tiny Chef & Supernova (2022)',
  },
  {
    name: 'E9 Remilia Scarlet',
    at: '2022-05-22T00:00:00Z',
    precision: 'by',
    source: COLLECTION,
    quote: 'the meta-levels of E9 Remilia Scarlet, Z1 Marisa Kirisame, and R2 Yuyuko',
    yearDerived: "LostWord Global's 1st Anniversary (2022); the collection runs to 5/22",
  },
  ...['A6 Sakuya Izayoi', 'A9 Aya Shameimaru'].map((name) => ({
    name,
    at: '2022-05-22T00:00:00Z',
    precision: 'by' as const,
    source: COLLECTION,
    quote: 'the rarity of A6 Sakuya Izayoi and A9 Aya Shameimaru',
    yearDerived: "LostWord Global's 1st Anniversary (2022); the collection runs to 5/22",
  })),
  ...['E1 Flandre Scarlet', 'A7 Yukari Yakumo'].map((name) => ({
    name,
    at: '2022-06-03T00:00:00Z',
    precision: 'by' as const,
    source: STAR_EX,
    quote: 'E1 Flandre Scarlet and A7 Yukari Yakumo might be on their way out (the prayer lasts until June 3rd)',
    yearDerived: 'Star EX Festival of June 2022',
  })),
  ...['A7 Alice Margatroid', 'B5 Reisen Udongein Inaba'].map((name) => ({
    name,
    at: '2022-06-03T00:00:00Z',
    precision: 'by' as const,
    source: STAR_EX,
    quote: 'both B5 Reisen Udongein Inaba and A7 Alice Margatroid are impressive',
    yearDerived: 'Star EX Festival of June 2022',
  })),
  {
    name: 'Seiga Kaku',
    at: '2022-06-03T00:00:00Z',
    precision: 'by',
    source: STAR_EX,
    quote: 'the General Friend (Seiga Kaku) is 100 Exchange Points',
    yearDerived: 'Star EX Festival of June 2022',
  },
  {
    name: 'B3 Watatsuki no Yorihime',
    at: '2022-06-10T00:00:00Z',
    precision: 'by',
    source: TIS_SEASON,
    quote: 'three different Ultra Festival Friends ... B5 Reisen, B3 Watatsuki no Yorihime, and B3 Reisen (it will end on June 10th)',
    yearDerived: 'June 2022 (see the prayer)',
  },
  ...['Nazrin', 'Nue Houjuu'].map((name) => ({
    name,
    at: '2022-06-10T00:00:00Z',
    precision: 'by' as const,
    source: TIS_SEASON,
    quote: 'Nue Horjuu and Nazrin are also newer than these Friends (it will end on June 10th)',
    yearDerived: 'June 2022 (see the prayer)',
  })),
  {
    // Also dated to the day by the prayer itself (Priest & Cloud Punch features her as new).
    name: 'Ichirin Kumoi',
    at: '2022-08-12T00:00:00Z',
    precision: 'by',
    source: `${SYP}/should-you-pull-priest-cloud-punch`,
    quote: 'introducing the new General Friend Ichirin Kumoi ... until August 12th',
    yearDerived: 'August 2022 (see Priest & Cloud Punch)',
  },
  {
    name: 'C3 Yukari Yakumo',
    at: '2022-08-12T00:00:00Z',
    precision: 'by',
    source: ORACLE_RERUN,
    quote: 'C3 Yukari Yakumo, being the second Epic Friend (co-running with the rerun that ends August 12th)',
    yearDerived: 'August 2022 (see Priest & Cloud Punch)',
  },
  {
    name: 'E1 Hong Meiling',
    at: '2022-08-12T00:00:00Z',
    precision: 'by',
    source: ORACLE_RERUN,
    quote: 'the other Ultra Festival Friend, E1 Hong Meiling (co-running with the rerun that ends August 12th)',
    yearDerived: 'August 2022 (see Priest & Cloud Punch)',
  },
  ...['Z1 Marisa Kirisame', 'R8 Youmu Konpaku', 'R2 Yuyuko Saigyouji'].map((name) => ({
    name,
    at: '2021-11-30T00:00:00Z',
    precision: 'by' as const,
    source: HALF_ANNIVERSARY_FP,
    quote:
      'Forever Prayers are hitting LostWord for its half anniversary ... does NOT include Ultra Festival characters (the Witch of Scarlet Dreams, the Mysterious Sword Master, and the Tiny Ghost Mistress)',
    yearDerived: 'half anniversary of the 11 May 2021 release: November 2021 (bound: end of that month)',
  })),
];

export interface CuratedMaintenance {
  startAt?: string;
  startPrecision?: Precision;
  endAt: string;
  endPrecision: Precision;
  title: string;
  newsUrl?: string;
  source: string;
  quote: string;
  yearDerived?: string;
}

/** Global maintenance windows. */
export const MAINTENANCE: CuratedMaintenance[] = [
  {
    startAt: '2021-11-11T02:00:00Z',
    startPrecision: 'instant',
    endAt: '2021-11-11T08:00:00Z',
    endPrecision: 'instant',
    title: 'Half Anniversary Maintenance',
    newsUrl: 'https://global.touhoulostword.com/2021/11/09/186461/',
    source: 'https://global.touhoulostword.com/2021/11/09/186461/',
    quote: '2021/11/11 2:00~8:00 UTC',
  },
  {
    // The start is not given. The Lucky Bag starts "after maintenance" at 4 AM Eastern: 09:00 UTC
    // read as EST (UTC-5), as the page writes it, 08:00 UTC as the daylight time of May; so the
    // maintenance was over by 09:00 UTC either way.
    endAt: '2022-05-11T09:00:00Z',
    endPrecision: 'by',
    title: '1st Anniversary Maintenance',
    source: `${LUCKY_BAG}; ${GP}/guide/new-player-may-1st-anniversary-edition`,
    quote:
      "Starting on May 11th at 4 AM EST (after maintenance) ... Maintenance has just started in preparation for Touhou LostWord Global's 1st anniversary!",
    yearDerived: '1st anniversary of the 11 May 2021 global release: 2022',
  },
];

export interface CuratedDevLetter {
  at: string;
  url?: string;
  title?: string;
  source: string;
  quote: string;
}

/**
 * Global developer letters with a date. None found: the only mention is GamePress's JP recap of
 * 2023-10-25 ("Will the next Dev Letter for Touhou LostWord Global introduce these contents in a few
 * weeks?"), which dates no letter.
 */
export const DEV_LETTERS: CuratedDevLetter[] = [];

export interface CuratedBatch {
  kind: 'standard' | 'ritual' | 'rebirth' | 'rebirth-costume';
  date: string;
  datePrecision: Exclude<Precision, 'instant'> | 'instant';
  names: string[];
  source: string;
  quote: string;
  yearDerived?: string;
  /** The page is not among the stored copies: the quote, carried from an earlier table, is unchecked. */
  pageNotStored?: boolean;
}

/**
 * Pool batches a page dates. Numbered per kind in date order among the batches known here (not the
 * game's own count). Rebirth batches come from LostWordTracker (see history.ts).
 */
export const BATCHES: CuratedBatch[] = [
  {
    kind: 'standard',
    date: '2022-08-01T00:00:00Z',
    datePrecision: 'month',
    names: ['Yukari Yakumo', 'Kasen Ibaraki'],
    source: 'https://gamepress.gg/lostword/node/14101',
    pageNotStored: true,
    quote: 'Yukari and Kasen join the General pool in mid-to-late August',
    yearDerived: 'the 48-Hour Rerun Festival of July 2022 announces it; both are absent from the L1 Festival list of November 2022',
  },
];

/**
 * The first global Fantasy Rebirth. The page gives "9/22" without a year; LostWordTracker lists 13
 * rebirths by 2022-04-21, so the rebirth that "is here" on 9/22 after the 11 May 2021 release is
 * 22 September 2021. The page does not name the Friends, so it cannot form a batch by itself.
 */
export const FIRST_REBIRTH = {
  at: '2021-09-22T00:00:00Z',
  precision: 'day' as const,
  source: `${GP}/list/touhou-lostword-tier-list`,
  quote: '9/22 Rebirth is here, and that means some Frie[nds]',
  yearDerived: 'LostWordTracker lists 13 rebirths by 2022-04-21, and the game launched on 2021-05-11: 2021',
};

export interface CuratedLaunch {
  names: string[];
  source: string;
  quote: string;
  /** Why the page, written later, speaks of the launch. */
  reasoning: string;
}

/** Friends there when the global server opened (2021-05-11). */
export const LAUNCH_ROSTER: CuratedLaunch[] = [
  {
    names: ['Reimu Hakurei', 'Marisa Kirisame'],
    source: `${GP}/guide/new-player-may-1st-anniversary-edition`,
    quote: 'the free Reimu Hakurei and Marisa Kirisame given to all players upon beginning the game',
    reasoning:
      'every player receives them on beginning the game, so every player since the launch has had them: they were there on the first day',
  },
];

export interface CuratedNotYetOut {
  names: string[];
  /** Not yet out at this instant (exclusive lower bound). */
  after: string;
  /** Out by this instant, where the same page shows it. */
  by?: string;
  source: string;
  quote: string;
  yearDerived?: string;
}

/**
 * Lower bounds from pages: Friends a page shows not yet out at a date. (LostWordTracker's rows listed
 * but disabled give more; the build reads them from the raw tracker history.)
 */
export const NOT_YET_OUT: CuratedNotYetOut[] = [
  {
    // The renewed roulette holds every General Friend out by the end of February but these three,
    // "too slow" for it: out after February, and out when it starts on March 25.
    names: ['Letty Whiterock', 'Seiga Kaku', 'Sekibanki'],
    // A day: not yet out by the end of 28 February (the page gives no time).
    after: '2022-02-28T00:00:00Z',
    by: '2022-03-25T00:00:00Z',
    source: `${GP}/other/190-guaranteed-pulls-kourindou-roulette-renewed`,
    quote:
      "any General Pool Friend from the game's launch to the end of February ... every General Friend except for Letty Whiterock, Seiga Kaku, and Sekibanki",
    yearDerived: 'the roulette runs from March 25th to April 30th; the Forever Prayer of April 15th 2022 refers to it: 2022',
  },
];

export interface CuratedPoolCount {
  /** How many Friends the page counts in the pool. */
  count: number;
  /** The pool holds the L1 Friends out by this day (stored as 00:00 UTC, read as the whole day). */
  outBy: string;
  /** The count split by type, each with how it is known; they must add up to `count`. */
  perType: { type: 'gen' | 'fes'; count: number; how: string }[];
  source: string;
  quote: string;
}

/**
 * Forever prayer pools counted by a page: "all General and Festival Friends from launch to <date>".
 * For each type the build takes the L1 Friends of that type known out by the prayer's start, less
 * those a source shows later than the pool's end (`LATER_THAN_POOL`, a lower bound on or after it,
 * or a stated debut after it). When they are exactly as many as the type's count, they are the pool's
 * Friends of that type, and each is bounded by the pool's end (a derived bound, its rule in the
 * source). When the numbers differ, nothing is derived for that type and the report says so.
 *
 * The split of the Before Anniversary pool is not on its page: it follows from the 1st Anniversary
 * Lucky Bag, which counts 30 Festival Friends "up until Saki Kurokoma (early March)", three of them
 * the A6 Friends it names, so 27 L1 Festival Friends to Saki; Saki came in March, so at most 26 were
 * out by the end of February, and the Kourindou Roulette page names no General Friend but Letty, Seiga
 * and Sekibanki as released after February. A split of 53 General and 25 Festival (what the Friends
 * known one by one gave before Yoshika was found to be later) contradicts the Lucky Bag.
 */
export const POOL_COUNTS: (CuratedPoolCount & { knownBy: string; label: string; foreverPrayer?: string })[] = [
  {
    label: 'Forever Prayer Before Anniversary (April 2022)',
    /** The forever prayer whose pool this is: its Friends are the members, when the count matches. */
    foreverPrayer: 'Forever Prayer the Third (before the 1st Anniversary)',
    count: 78,
    outBy: '2022-02-28T00:00:00Z',
    knownBy: '2022-04-15T00:00:00Z',
    perType: [
      {
        type: 'fes',
        count: 26,
        how: `${LUCKY_BAG}: 30 Festival Friends up until Saki Kurokoma (early March), 3 of them A6 Friends; 27 L1, less Saki`,
      },
      { type: 'gen', count: 52, how: 'the 78 Friends less the 26 Festival Friends' },
    ],
    source: `${GP}/guide/forever-prayer-anniversary-starting-april-15th`,
    quote:
      "all General and Festival Friends from game's launch in May until the end of February ... this range of 78 Friends; does not include any A-type Multiverse Friends",
  },
];

/**
 * Friends a page shows later than a counted pool's end although no date of theirs says so: never
 * counted in such a pool.
 */
export const LATER_THAN_POOL: { name: string; source: string; quote: string }[] = [
  {
    // The Friend is new in a prayer that co-runs with one ending 14 April 2022, and the page expects
    // her to join the General pool only later: not one of the General Friends out by February.
    name: 'Yoshika Miyako',
    source: `${SYP}/should-you-pull-festival-immortal-sun-zombie`,
    quote: 'The new featured Friend, Yoshika Miyako ... While Yoshika might not be added to the General Pool immediately',
  },
];

/**
 * Pages that agree with a LostWordTracker row still listed disabled: appended to that lower bound's
 * source. The page has no date of its own (the prayer's start is not given), so the date stays the
 * tracker's.
 */
export const TRACKER_DISABLED_ALSO: Record<string, string> = Object.fromEntries(
  ['l1-futo', 'a10-sanae'].map((id) => [
    id,
    `${SYP}/should-you-pull-festival-tis-season-bullets-part-2 ("the upcoming Mononobe no Futo and A10 Sanae Kochiya"; the prayer ends June 10th 2022)`,
  ]),
);

/** Counts of Friends out by a date that pages give without naming them, for the report and the data test. */
export const OUT_BY_COUNTS: {
  at: string;
  count: number;
  what: string;
  /** Whether a character is of the kind the page counts. */
  counts: (c: { id: string; worldId?: string | null; type: string }) => boolean;
  source: string;
  quote: string;
  /** Why more are known than the page counts, where the difference is a change of pool, not of date. */
  explained?: string;
}[] = [
  {
    at: '2021-11-30T23:59:59Z',
    count: 61,
    what: 'Standard and Festival Prayer Friends (no Reimu (Scarlet), no Ultra Festival)',
    counts: (c) => ['gen', 'fes', 'afes'].includes(c.type) && c.id !== 'a6-reimu',
    source: `${LITE_NEWS}; ${LITE_GUIDE}`,
    quote: 'Standard & Festival Prayer Friends who have been implemented in-game from 2021/5/11~2021/11/30 ... this range of 61 Friends',
  },
  {
    at: '2022-02-28T23:59:59Z',
    count: 78,
    what: 'L1 General and Festival Friends (no A-type)',
    counts: (c) => c.worldId === 'L1' && ['gen', 'fes'].includes(c.type),
    source: `${GP}/guide/forever-prayer-anniversary-starting-april-15th`,
    quote: "all General and Festival Friends from game's launch in May until the end of February ... this range of 78 Friends",
  },
  {
    at: '2022-02-28T23:59:59Z',
    count: 26,
    what: "L1 Festival Friends (the Lucky Bag's 27 L1 Festival Friends to Saki Kurokoma, less Saki, out in March)",
    counts: (c) => c.worldId === 'L1' && c.type === 'fes',
    source: LUCKY_BAG,
    quote:
      'every Festival Friend from the launch of the game up until Saki Kurokoma (early March) ... for a total of 30 different Festival Friends',
  },
  {
    at: '2022-03-31T23:59:59Z',
    count: 27,
    what: 'L1 Festival Friends up to Saki Kurokoma (30 less the three A6 Friends the page names)',
    counts: (c) => c.worldId === 'L1' && c.type === 'fes',
    source: LUCKY_BAG,
    quote: 'Except for Reimu (Scarlet), Marisa (Scarlet), and Cirno (Scarlet), for a total of 30 different Festival Friends',
  },
  {
    at: '2022-03-15T23:59:59Z',
    count: 85,
    what: 'L1 General and Festival Friends to about March 15th, plus A6 Reimu, Marisa and Sakuya',
    counts: (c) => (c.worldId === 'L1' && ['gen', 'fes'].includes(c.type)) || ['a6-reimu', 'a6-marisa', 'a6-sakuya'].includes(c.id),
    source: `${GP}/guide/1st-anniversary-daily-forever-prayer-part-1`,
    quote: 'released from the start of LostWord Global until around March 15th, 2022 ... This new pool contains 85 total Friends',
  },
  {
    at: '2022-11-11T07:00:00Z',
    count: 107,
    what: 'L1 Friends (30 of them Festival Friends)',
    counts: (c) => c.worldId === 'L1',
    source: `${GP}/other/15th-anniversary-daily-forever-prayer-returns`,
    quote: 'There are a hefty 107 L1 Friends (and specifically 30 Festival Friends) obtainable from this Daily Forever Prayer',
  },
  {
    at: '2022-11-11T07:00:00Z',
    count: 30,
    what: 'L1 Festival Friends still Festival then (less Yukari and Kasen, General from August 2022)',
    counts: (c) => c.worldId === 'L1' && c.type === 'fes' && !['l1-yukari', 'l1-kasen'].includes(c.id),
    source: `${GP}/other/15th-anniversary-daily-forever-prayer-returns`,
    quote: 'There are a hefty 107 L1 Friends (and specifically 30 Festival Friends) obtainable from this Daily Forever Prayer',
    explained:
      "typed Festival at release, out by then: 31. GamePress's Black Friday list of every L1 Festival Friend (25 Nov 2022) leaves out Byakuren, Junko, Kanako, Suwako, Yuyuko, Yorihime, Toyohime and Aunn, so at least one of these eight had joined the General pool by 11 Nov 2022; no page names which, so no batch is recorded and no bound is derived from this count",
  },
];

/** How many characters of the kind a count names are known out by its date. */
export const knownOutBy = (
  chars: readonly { id: string; worldId?: string | null; type: string; debutAt?: string | null }[],
  k: (typeof OUT_BY_COUNTS)[number],
) => chars.filter((c) => c.debutAt && c.debutAt <= k.at && k.counts(c)).length;

/** tracker_history.csv names that the base-name and world lookup cannot resolve by itself. */
export const TRACKER_NAME_OVERRIDES: Record<string, string> = {
  // LostWordTracker row 58 "Reisen" has portrait 102301: unit 1023, Rei'sen.
  Reisen: 'l1-reisen-ii',
  // No universe; the title names the world (Fantastic = A12).
  'Byakuren Hijiri (Fantastic)': 'a12-byakuren',
};
