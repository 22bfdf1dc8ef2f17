// The site's update log, maintenance windows and developer letters.
//
// updates.json is this tracker's own changelog: entry 1 records the import of this dataset.
// Entry 2 records the release-history import, entry 3 the timeline's lower bounds and real tower floor,
// entry 4 the corrections against the sources and the tower floors of the guides found, entry 5 the
// prayers checked against their pages. maintenance.json and devLetters.json come from
// history.ts (curated/history.ts): global maintenance windows and dated developer letters.
import type { z } from 'zod';
import type { devLetter, maintenance, updateEntry } from '../../server/updates/dataset.ts';
import type { HistoryBuild } from './history.ts';

type UpdateEntry = z.infer<typeof updateEntry>;
type Maintenance = z.infer<typeof maintenance>;
type DevLetter = z.infer<typeof devLetter>;

/** Fixed so the build is deterministic; bump it with the dataset. */
export const DATASET_DATE = '2026-11-21T00:00:00Z';
/** Date of the release-history import (update entry 2). */
export const HISTORY_DATE = '2026-11-23T00:00:00Z';
/** Date of the timeline entry (update entry 3): bounds on both sides, a real tower floor, sources everywhere. */
export const TIMELINE_DATE = '2026-11-25T00:00:00Z';
/** Date of the correction entry (update entry 4): bounds checked against their sources, the tower from the guides found. */
export const CORRECTION_DATE = '2026-11-26T00:00:00Z';
/** Date of the prayer audit entry (update entry 5): prayers read again against their pages. */
export const PRAYER_AUDIT_DATE = '2026-11-27T00:00:00Z';

export function buildUpdates(
  counts: Record<string, number>,
  history: Pick<HistoryBuild, 'maintenance' | 'devLetters' | 'batches'> & { dated?: Record<string, number> },
): {
  updates: UpdateEntry[];
  maintenance: Maintenance[];
  devLetters: DevLetter[];
} {
  const realPrayers = counts.prayers - counts.samplePrayers;
  const dated = history.dated ?? {};
  const updates: UpdateEntry[] = [
    {
      number: 1,
      timestamp: DATASET_DATE,
      title: 'Initial dataset',
      subtitle: 'First import of characters, story cards, prayers, tower and news data',
      source: 'data/build (see data/README.md)',
      items: [
        {
          section: 'data',
          detail: `${counts.characters} global characters across ${counts.worlds} worlds, with ${counts.variantGroups} variant groups.`,
        },
        {
          section: 'data',
          detail: `${counts.storyCards} story cards (${counts.officialCardNames} with official English names, the rest translated) by ${counts.illustrators} illustrators.`,
        },
        {
          section: 'data',
          detail: 'Documented global prayers, plus the standard and ritual pools with sample rates.',
        },
        {
          section: 'data',
          detail: `${counts.towerFloors} Scarlet Devil Tower floors (${counts.sampleTowerFloors} of them sample data).`,
        },
      ],
    },
    {
      number: 2,
      timestamp: HISTORY_DATE,
      title: 'Release history',
      subtitle: 'Global banners, debut dates with their precision, rebirth and pool batches, maintenance',
      source: 'data/build/history.ts (see data/README.md)',
      items: [
        {
          section: 'data',
          detail: `${realPrayers} global prayers named by official news and GamePress (${counts.datedPrayers} with a start, ${counts.endedPrayers} with an end).`,
        },
        {
          section: 'data',
          detail: `Debut dates for ${counts.datedCharacters} of ${counts.characters} characters: ${Object.entries(dated)
            .map(([k, v]) => `${v} ${k}`)
            .join(', ')}.`,
        },
        {
          section: 'data',
          detail: `${history.batches.length} batch(es), ${history.maintenance.length} maintenance window(s), ${history.devLetters.length} developer letter(s).`,
        },
      ],
    },
    {
      number: 3,
      timestamp: TIMELINE_DATE,
      title: 'A timeline by what is known',
      subtitle: 'The launch roster first, debuts between two bounds, a tower floor from a public guide',
      source: 'data/build/history.ts, data/build/tower.ts (see data/README.md)',
      items: [
        {
          section: 'data',
          detail: `The release order puts the ${dated.launch ?? 0} Friends of the global launch (11 May 2021) first; ${dated.between ?? 0} debuts are dated between a lower and an upper bound.`,
        },
        {
          section: 'data',
          detail: `Scarlet Devil Tower floor 111 as GamePress's floor guide gives it (enemies, HP, elements, barriers, skills); ${counts.sampleTowerFloors} floors remain sample data.`,
        },
        {
          section: 'data',
          detail:
            'Every record names its source, worlds, series, variant groups and tower items included; rebirth batches are dated after the first global rebirth (22 September 2021).',
        },
      ],
    },
    {
      number: 4,
      timestamp: CORRECTION_DATE,
      title: 'The timeline corrected where a source contradicts it',
      subtitle: 'Source kinds on every bound, days stored as days, tower floors from the guides found',
      source: 'data/build/history.ts, data/build/tower.ts, data/build/curated/towerGuides.ts (see data/README.md)',
      items: [
        {
          section: 'data',
          detail:
            'The Forever Prayer Before Anniversary pool is split 52 General and 26 Festival (the 1st Anniversary Lucky Bag counts 27 L1 Festival Friends up to Saki Kurokoma); only the 52 General Friends are derived one by one, and Yoshika Miyako, new in April 2022, is no longer bounded by February.',
        },
        {
          section: 'data',
          detail:
            'Every debut bound says what kind of source gives it (official post, guide page, fan tracker row, repository snapshot or derived) and whether the source gives its time; LostWordTracker rows still disabled are lower bounds from a fan tracker, not announcements (B3 Sagume: 44 minutes on 14 April 2022).',
        },
        {
          section: 'data',
          detail: `${counts.towerFloors - counts.sampleTowerFloors} real Scarlet Devil Tower floors from public floor guides (most from the Japanese server's guides, as each floor says); ${counts.sampleTowerFloors} floors remain sample data, shown apart on the floor list and the HP chart.`,
        },
      ],
    },
    {
      number: 5,
      timestamp: PRAYER_AUDIT_DATE,
      title: 'Prayers read again against their pages',
      subtitle: 'Ends as the pages mean them, step-ups as the pages state them, cards linked, four prayers added',
      source: 'data/build/curated/prayers.ts, data/build/prayers.ts (see data/README.md)',
      items: [
        {
          section: 'data',
          detail:
            'The 72-Hour Starter Festivals end on 24 April 2022: 21 April was the last day to begin one, and each runs 72 hours. Each prayer shows a note where its page leaves something open or a date needed reading.',
        },
        {
          section: 'data',
          detail:
            "The Water EX Festival's last step guarantees two Friends, as its page says. The 'Tis the Season for Bullets step-ups are marked sample data: their pages give no step costs.",
        },
        {
          section: 'data',
          detail:
            'The featured cards of the Moon EX Festival, the Star EX Festival and the Story Card Collection (June-July 2022) are linked to their story cards.',
        },
        {
          section: 'data',
          detail:
            "Added: Festival: Librarian of the Scarlet Night (A6 Patchouli's debut, with The Lady and I), Ultra Festival: Loyal Elemental Magician (E1 Patchouli and E1 Koakuma), the 20M Downloads prayer and Ultra Festival: Mysterious Sword Master. The page for the 48-Hour Rerun Festival of July 2022 and Yukari and Kasen joining the General pool is not among the stored pages: both say their quote is unchecked.",
        },
      ],
    },
  ];
  return { updates, maintenance: history.maintenance, devLetters: history.devLetters };
}
