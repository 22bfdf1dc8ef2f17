import type { SiteSection } from '../shell/siteSection.ts';
import { prayerRoutes } from './routes.tsx';

export const prayerSection: SiteSection = {
  id: 'prayers',
  description:
    'Touhou LostWord global prayers (gacha banners): their dates in UTC, rate-up characters and story cards, pools with every chance, and a pull simulator.',
  nav: { to: '/prayers', label: 'Prayers', place: 4 },
  menu: {
    title: 'Prayers',
    links: [
      ['/prayers', 'Prayer tracker'],
      ['/prayer/standard-prayer', 'Standard prayer'],
      ['/prayer/ritual-prayer', 'Ritual prayer'],
      ['/prayer/forever-prayer', 'Forever prayer'],
    ],
  },
  background: 'prayer',
  routes: prayerRoutes,
};
