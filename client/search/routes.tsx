import type { RouteObject } from 'react-router-dom';
import { page } from '../shell/routing.tsx';

/** The search page: what the header's search field finds, in full. */
export const searchRoutes: RouteObject[] = [
  page('/search', { section: 'shell', title: 'Search', unlisted: true }, () => import('./SearchPage.tsx')),
];
