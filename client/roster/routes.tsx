import type { RouteObject } from 'react-router-dom';
import { aliases, page } from '../shell/routing.tsx';

export const rosterRoutes: RouteObject[] = [
  page(
    '/my-friends',
    {
      section: 'roster',
      title: 'My Friends',
      description:
        'Mark the Touhou LostWord Friends you own, have reborn or wish for, a world or a type at once; kept on your device, with export, import and share links.',
    },
    () => import('./MyFriendsPage.tsx'),
  ),
  ...aliases(['/roster', '/my-roster', '/characters/my-friends'], '/my-friends'),
];
