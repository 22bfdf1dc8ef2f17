import type { SiteSection } from '../shell/siteSection.ts';
import { adminRoutes } from './routes.tsx';

export const adminSection: SiteSection = {
  id: 'admin',
  routes: adminRoutes,
};
