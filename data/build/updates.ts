// The site's update log, maintenance windows and developer letters.
//
// updates.json is this tracker's own changelog: entry 1 records the import of this dataset.
// maintenance.json holds global maintenance windows that official news gives with start and end.
// devLetters.json holds developer letters that a public page dates; none was found, so it is empty.
import type { z } from 'zod';
import type { devLetter, maintenance, updateEntry } from '../../prisma/seed/format.ts';

type UpdateEntry = z.infer<typeof updateEntry>;
type Maintenance = z.infer<typeof maintenance>;
type DevLetter = z.infer<typeof devLetter>;

/** Fixed so the build is deterministic; bump it with the dataset. */
export const DATASET_DATE = '2026-11-21T00:00:00Z';

export const MAINTENANCE: Maintenance[] = [
  {
    id: 1,
    startAt: '2021-11-11T02:00:00Z',
    endAt: '2021-11-11T08:00:00Z',
    title: 'Half Anniversary Maintenance',
    newsUrl: 'https://global.touhoulostword.com/2021/11/09/186461/',
    source: 'https://global.touhoulostword.com/2021/11/09/186461/',
  },
];

export const DEV_LETTERS: DevLetter[] = [];

export function buildUpdates(counts: Record<string, number>): {
  updates: UpdateEntry[];
  maintenance: Maintenance[];
  devLetters: DevLetter[];
} {
  const realPrayers = counts.prayers - counts.samplePrayers;
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
          detail: `${realPrayers} documented global prayers, plus the standard and ritual pools with sample rates.`,
        },
        {
          section: 'data',
          detail: `${counts.towerFloors} Scarlet Devil Tower floors (${counts.sampleTowerFloors} of them sample data).`,
        },
        { section: 'data', detail: `${MAINTENANCE.length} maintenance window(s) from official news.` },
      ],
    },
  ];
  return { updates, maintenance: MAINTENANCE, devLetters: DEV_LETTERS };
}
