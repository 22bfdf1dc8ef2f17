import type { SiteSection } from '../shell/siteSection.ts';
import { suggestionRoutes } from './routes.tsx';

export const suggestionSection: SiteSection = {
  id: 'suggestions',
  routes: suggestionRoutes,
};
