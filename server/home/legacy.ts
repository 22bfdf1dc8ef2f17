// /api/general/home: the home page's data in the documented shape (spec: the home payload).
import { readFileSync } from 'node:fs';
import { toListForm } from '../legacy/characterForm.ts';
import type { LegacyHomeQuery } from '../legacy/operations.generated.ts';
import { type LegacyTable, route } from '../legacy/types.ts';
import { prayerForm } from '../prayers/legacy.ts';
import { SUITS } from '../shared/vocabulary.ts';
import { toUpdateForm } from '../updates/legacy.ts';

/** The counter's keys, every one present (0 when none is playable). */
const COUNTER_KEYS = ['gen', 'fes', 'afes', 'sfes', 'exfes', 'relic', 'genic', 'epic', 'wfes', 'ds', 'yukkuri', 'aa'] as const;

export const homeLegacy: LegacyTable = {
  document: readFileSync(new URL('./legacy.graphql', import.meta.url), 'utf8'),
  routes: [
    route<LegacyHomeQuery>({
      path: '/api/general/home',
      operation: 'LegacyHome',
      context: 'home',
      reshape: ({ home }) => {
        const counts = new Map(home.characterCounts.map((c) => [c.key, c.count]));
        const stars = new Map(home.storyCardCounts.stars.map((s) => [s.rarity, s.count]));
        const suits = new Map(home.storyCardCounts.suits.map((s) => [s.suit, s.count]));
        const maintenance = home.nextMaintenance;
        const latest = home.latestUpdates[0];
        return {
          upcoming: home.upcomingCharacters.map(toListForm),
          counter: Object.fromEntries(COUNTER_KEYS.map((k) => [k, counts.get(k) ?? 0])),
          storyCard: {
            ...Object.fromEntries([1, 2, 3, 4, 5].map((r) => [`s${r}`, stars.get(r) ?? 0])),
            ...Object.fromEntries(SUITS.map((s) => [s, suits.get(s) ?? 0])),
          },
          prayers: home.currentPrayers.map(prayerForm),
          maintenanceData: maintenance
            ? {
                id: maintenance.id,
                start: maintenance.start,
                end: maintenance.end,
                news: maintenance.news,
                status: maintenance.status.toLowerCase(),
                devLetter: home.devLetter
                  ? { time: home.devLetter.time, url: home.devLetter.url, status: home.devLetter.status.toLowerCase() }
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
