import type { RouteObject } from 'react-router-dom';
import { aliases, notBuilt } from '../shell/routing.tsx';

export const homeRoutes: RouteObject[] = [notBuilt('/', { section: 'home', title: 'Home' }), ...aliases(['/home'], '/')];
