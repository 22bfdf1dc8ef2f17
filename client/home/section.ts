import type { SiteSection } from '../shell/siteSection.ts';
import { homeRoutes } from './routes.tsx';

export const homeSection: SiteSection = {
  id: 'home',
  nav: { to: '/', label: 'Home', end: true, place: 0 },
  routes: homeRoutes,
};
