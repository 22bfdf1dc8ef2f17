import type { RouteObject } from 'react-router-dom';
import { aliases, page } from '../shell/routing.tsx';

export const homeRoutes: RouteObject[] = [
  page('/', { section: 'home', title: 'Home' }, () => import('./HomePage.tsx')),
  ...aliases(['/home'], '/'),
];
