import type { RouteObject } from 'react-router-dom';
import { aliases, page } from '../shell/routing.tsx';

export const updateRoutes: RouteObject[] = [
  page('/update-log', { section: 'updates', title: 'Update Log' }, () => import('./UpdateLogPage.tsx')),
  ...aliases(['/updates', '/logs', '/changes', '/change-log', '/changelog'], '/update-log'),
];
