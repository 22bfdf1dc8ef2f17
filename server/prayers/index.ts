// The prayer domain: prayers (banners) with their pools and simulator, and the forever prayers.
import { domain } from '../domain.ts';
import { PRAYER_FILES } from './dataset.ts';
import { prayersLegacy } from './legacy.ts';
import { foreverPrayerRecords, prayerRecords } from './repo.ts';
import { foreverFriendsField, startField } from './suggestions.ts';

export const prayersDomain = domain({
  name: 'prayers',
  files: PRAYER_FILES,
  legacy: prayersLegacy,
  records: { 'prayers/prayers.json': prayerRecords, 'prayers/foreverPrayers.json': foreverPrayerRecords },
  suggestions: { start: startField, characters: foreverFriendsField },
  types: () => Promise.all([import('./prayer.ts'), import('./pool.ts'), import('./foreverPrayer.ts'), import('./mutations.ts')]),
});
