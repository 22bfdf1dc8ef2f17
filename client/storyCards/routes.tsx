import type { RouteObject } from 'react-router-dom';
import { aliases, page } from '../shell/routing.tsx';

const section = 'storyCards' as const;

/** The story-card pages, with the aliases that resolve to them. */
export const storyCardRoutes: RouteObject[] = [
  page('/story-cards', { section, title: 'Story Cards' }, () => import('./StoryCardListPage.tsx')),
  ...aliases(
    ['/story-card', '/story-card-list', '/card', '/cards', '/card-list', '/story-card-tracker/story-card-list', '/temps/sc-list'],
    '/story-cards',
  ),
  // One card; the named pages take precedence over this pattern.
  page('/story-cards/:id', { section, title: 'Story Card' }, () => import('./StoryCardPage.tsx')),
  page('/story-cards/illustrators', { section, title: 'Illustrator Tracker' }, () => import('./IllustratorsPage.tsx')),
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
