// The prayer domain: prayers (banners) with their pools and simulator, and the forever prayers.
import { domain } from '../domain.ts';
import { PRAYER_FILES } from './dataset.ts';
import { prayersLegacy } from './legacy.ts';
import { foreverPrayerRecords, prayerRecords } from './repo.ts';
import { endField, featuredCardsField, featuredField, foreverFriendsField, newPrayerField, startField } from './suggestions.ts';

export const prayersDomain = domain({
  name: 'prayers',
  files: PRAYER_FILES,
  legacy: prayersLegacy,
  tasks: {
    'new-prayer': {
      file: 'prayers/prayers.json',
      lists: { friends: 'characters/characters.json', cards: 'storyCards/storyCards.json' },
    },
  },
  records: { 'prayers/prayers.json': prayerRecords, 'prayers/foreverPrayers.json': foreverPrayerRecords },
  suggestions: {
    start: startField,
    end: endField,
    featured: featuredField,
    cards: featuredCardsField,
    characters: foreverFriendsField,
    new_prayer: newPrayerField,
  },
  types: () => Promise.all([import('./prayer.ts'), import('./pool.ts'), import('./foreverPrayer.ts'), import('./mutations.ts')]),
  feeds: [
    { path: '/feeds/prayers.atom', format: 'atom', discover: 'Prayers', load: () => import('./feeds.ts').then((m) => m.prayersAtom) },
    { path: '/calendar/prayers.ics', format: 'ics', load: () => import('./feeds.ts').then((m) => m.prayersCalendar) },
    { path: /^\/calendar\/prayer\/([1-9]\d{0,8})\.ics$/, format: 'ics', load: () => import('./feeds.ts').then((m) => m.prayersCalendar) },
  ],
});
