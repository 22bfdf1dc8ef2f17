import type { RouteObject } from 'react-router-dom';
import { aliases, notBuilt } from '../shell/routing.tsx';

const section = 'storyCards' as const;

export const storyCardRoutes: RouteObject[] = [
  notBuilt('/story-cards', { section, title: 'Story Cards' }),
  ...aliases(
    ['/story-card', '/story-card-list', '/card', '/cards', '/card-list', '/story-card-tracker/story-card-list', '/temps/sc-list'],
    '/story-cards',
  ),
  notBuilt('/story-cards/illustrators', { section, title: 'Illustrator Tracker' }),
  ...aliases(
    [
      '/story-cards/illustrator',
      '/story-cards/illustrator-tracker',
      '/story-cards/artist',
      '/story-cards/artist-tracker',
      '/story-cards/artists',
      '/story-card-tracker/illust-tracker',
    ],
    '/story-cards/illustrators',
  ),
];
