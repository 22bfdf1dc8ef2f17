import { lazy } from 'react';
import type { SiteSection } from '../shell/siteSection.ts';
import { characterRoutes } from './routes.tsx';

export const characterSection: SiteSection = {
  id: 'characters',
  description:
    'Every Touhou LostWord character on the global server: released, upcoming and unreleased, by release order, series, world, variant, rarity and role.',
  nav: { to: '/characters', label: 'Characters', place: 1 },
  menu: {
    title: 'Characters',
    links: [
      ['/characters/conventional-list', 'Conventional list'],
      ['/characters/release-order', 'Release order'],
      ['/characters/rebirth-order', 'Rebirth order'],
      ['/characters/rebirth-costume-order', 'Rebirth costume order'],
      ['/characters/prayer-type', 'By prayer type'],
      ['/characters/role-type', 'By role'],
      ['/characters/variant-tracker', 'Variant tracker'],
      ['/characters/universe-tracker', 'Universe tracker'],
      ['/characters/unreleased-characters', 'Unreleased characters'],
      ['/characters/attacks', 'Attack comparison'],
      ['/characters/roulette', 'Roulette'],
    ],
  },
  routes: characterRoutes,
  // The character modal can open on any page; it loads with the data layer, after first paint.
  overlay: lazy(() => import('./CharacterModal.tsx').then((m) => ({ default: m.CharacterModalHost }))),
};
