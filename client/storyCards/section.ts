import type { SiteSection } from '../shell/siteSection.ts';
import { storyCardRoutes } from './routes.tsx';

export const storyCardSection: SiteSection = {
  id: 'storyCards',
  description:
    'Every Touhou LostWord story card on the global server, with stats, effects, illustrators and how to obtain it, searchable and sortable.',
  nav: { to: '/story-cards', label: 'Story Cards', place: 2 },
  menu: {
    title: 'Story Cards',
    links: [
      ['/story-cards', 'Story card list'],
      ['/story-cards/illustrators', 'Illustrators'],
    ],
  },
  routes: storyCardRoutes,
};
