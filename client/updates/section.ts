import type { SiteSection } from '../shell/siteSection.ts';
import { updateRoutes } from './routes.tsx';

export const updateSection: SiteSection = {
  id: 'updates',
  description: 'What changed in the LostWord Global Tracker and in the game: new characters, prayers, story cards and fixes.',
  nav: { to: '/update-log', label: 'Update Log', place: 5 },
  menu: { title: 'Tracker', links: [['/update-log', 'Update log']] },
  routes: updateRoutes,
};
