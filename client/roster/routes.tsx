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
  page(
    '/my-friends/planner',
    {
      section: 'roster',
      title: 'Pull Planner',
      description:
        'How many Touhou LostWord pulls you will have by a day or for a prayer, and your chance of a Friend on your wishlist: kept on your device.',
    },
    () => import('./PlannerPage.tsx'),
  ),
  ...aliases(['/planner', '/pull-planner', '/my-friends/pull-planner'], '/my-friends/planner'),
];
