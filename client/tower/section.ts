import type { SiteSection } from '../shell/siteSection.ts';
import { towerRoutes } from './routes.tsx';

export const towerSection: SiteSection = {
  id: 'tower',
  description: 'The Scarlet Devil Tower of Touhou LostWord: floors, enemies, rewards and the HP of every floor (sample data).',
  nav: { to: '/stages/scarlet-devil-tower', label: 'Scarlet Tower', place: 3 },
  menu: {
    title: 'Scarlet Devil Tower',
    links: [
      ['/stages/scarlet-devil-tower', 'Floors'],
      ['/stages/scarlet-devil-tower/rewards', 'Rewards'],
      ['/stages/scarlet-devil-tower/hp-chart', 'HP chart'],
    ],
  },
  background: 'tower',
  routes: towerRoutes,
};
