import type { SiteSection } from '../shell/siteSection.ts';
import { searchRoutes } from './routes.tsx';
import { SiteSearch } from './SiteSearch.tsx';

export const searchSection: SiteSection = {
  id: 'search',
  routes: searchRoutes,
  header: SiteSearch,
};
