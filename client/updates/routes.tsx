import type { RouteObject } from 'react-router-dom';
import { aliases, notBuilt } from '../shell/routing.tsx';

export const updateRoutes: RouteObject[] = [
  notBuilt('/update-log', { section: 'updates', title: 'Update Log' }),
  ...aliases(['/updates', '/logs', '/changes', '/change-log', '/changelog'], '/update-log'),
];
