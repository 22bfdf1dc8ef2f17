import type { SiteSection } from '../shell/siteSection.ts';
import { rosterRoutes } from './routes.tsx';

export const rosterSection: SiteSection = {
  id: 'roster',
  description: 'Your own Touhou LostWord roster: the Friends you own, have reborn or wish for, kept on your device.',
  menu: {
    title: 'My Friends',
    links: [
      ['/my-friends', 'My Friends (owned and wishlist)'],
      ['/my-friends/planner', 'Pull Planner'],
    ],
  },
  routes: rosterRoutes,
};
