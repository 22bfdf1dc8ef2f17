// /api/general/home: the home page's data in the documented shape (spec: the home payload).
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CharacterCounter } from '../characters/legacy.ts';
import { toListForm } from '../legacy/characterForm.ts';
import type { LegacyHomeQuery } from '../legacy/operations.generated.ts';
import { CharacterListItem, instant, LastUpdate } from '../legacy/schemas.ts';
import { type LegacyTable, route } from '../legacy/types.ts';
import { Prayer, prayerForm } from '../prayers/legacy.ts';
import { SUITS } from '../shared/vocabulary.ts';
import { toUpdateForm, UpdateEntry } from '../updates/legacy.ts';

/** The counter's keys, every one present (0 when none is playable). */
const COUNTER_KEYS = Object.keys(CharacterCounter.shape);
const STARS = [1, 2, 3, 4, 5] as const;

const Home = z.object({
  upcoming: z.array(CharacterListItem).describe('Characters with a debut still to come.'),
  counter: CharacterCounter,
  storyCard: z
    .object({
      ...Object.fromEntries(STARS.map((r) => [`s${r}`, z.int().min(0)])),
      ...Object.fromEntries(SUITS.map((s) => [s, z.int().min(0)])),
    })
    .describe('Story cards the viewer may see, per star (s1 to s5) and per suit.'),
  prayers: z.array(Prayer).describe('Prayers running or announced to start, by start.'),
  maintenanceData: z
    .object({
      id: z.int(),
      start: instant().nullable(),
      end: instant(),
      news: z.string().nullable(),
      status: z.enum(['waiting', 'ongoing', 'done']),
      devLetter: z.object({ time: instant(), url: z.string().nullable(), status: z.enum(['starts_in', 'started', 'ended']) }).nullable(),
    })
    .nullable()
    .describe('The next or running maintenance, or null.'),
  lastUpdate: LastUpdate.extend({ title: z.string(), subtitle: z.string().nullable() }).nullable(),
  lastContent: UpdateEntry.nullable().describe('The newest update-log entry, as /api/general/updates gives it.'),
});

export const homeLegacy: LegacyTable = {
  document: readFileSync(new URL('./legacy.graphql', import.meta.url), 'utf8'),
  routes: [
    route({
      path: '/api/general/home',
      operation: 'LegacyHome',
      context: 'home',
      tag: 'General',
      summary: 'Everything the home page shows',
      response: Home,
      reshape: ({ home }: LegacyHomeQuery) => {
        const counts = new Map(home.characterCounts.map((c) => [c.key, c.count]));
        const stars = new Map(home.storyCardCounts.stars.map((s) => [s.rarity, s.count]));
        const suits = new Map(home.storyCardCounts.suits.map((s) => [s.suit, s.count]));
        const maintenance = home.nextMaintenance;
        const latest = home.latestUpdates[0];
        return {
          upcoming: home.upcomingCharacters.map(toListForm),
          counter: Object.fromEntries(COUNTER_KEYS.map((k) => [k, counts.get(k) ?? 0])),
          storyCard: {
            ...Object.fromEntries(STARS.map((r) => [`s${r}`, stars.get(r) ?? 0])),
            ...Object.fromEntries(SUITS.map((s) => [s, suits.get(s) ?? 0])),
          },
          prayers: home.currentPrayers.map(prayerForm),
          maintenanceData: maintenance
            ? {
                id: maintenance.id,
                start: maintenance.start,
                end: maintenance.end,
                news: maintenance.news,
                status: maintenance.status.toLowerCase() as Lowercase<typeof maintenance.status>,
                devLetter: home.devLetter
                  ? {
                      time: home.devLetter.time,
                      url: home.devLetter.url,
                      status: home.devLetter.status.toLowerCase() as Lowercase<typeof home.devLetter.status>,
                    }
                  : null,
              }
            : null,
          lastUpdate: latest
            ? { number: latest.number, timestamp: latest.timestamp, title: latest.title, subtitle: latest.subtitle }
            : null,
          lastContent: latest ? toUpdateForm(latest) : null,
        };
      },
    }),
  ],
};
