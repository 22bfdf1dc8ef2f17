import type { RouteObject } from 'react-router-dom';
import { aliases, notBuilt } from '../shell/routing.tsx';

const section = 'characters' as const;

/** Every character page, with the aliases that resolve to it. */
export const characterRoutes: RouteObject[] = [
  notBuilt('/characters', { section, title: 'Characters' }),
  ...aliases(['/character-list', '/character-tracker', '/chara', '/character', '/navigator'], '/characters'),
  ...aliases(['/character-list/*', '/character-tracker/*', '/chara/*', '/character/*'], '/characters'),
  notBuilt('/characters/conventional-list', { section, title: 'Conventional List' }),
  ...aliases(
    [
      '/characters/canonical',
      '/characters/chronological',
      '/characters/conventional',
      '/characters/conventional-order',
      '/characters/canonical-list',
      '/conventional-order',
    ],
    '/characters/conventional-list',
  ),
  notBuilt('/characters/variant-tracker', { section, title: 'Variant Tracker' }),
  ...aliases(
    ['/characters/alternate', '/characters/variants', '/characters/variant', '/characters/alternates', '/variant-tracker'],
    '/characters/variant-tracker',
  ),
  notBuilt('/characters/universe-tracker', { section, title: 'Universe Tracker' }),
  ...aliases(
    ['/characters/universe', '/characters/universes', '/characters/world', '/characters/worlds', '/universe-tracker'],
    '/characters/universe-tracker',
  ),
  notBuilt('/characters/release-order', { section, title: 'Release Order' }),
  ...aliases(['/characters/release', '/characters/debut', '/release-order'], '/characters/release-order'),
  notBuilt('/characters/rebirth-order', { section, title: 'Rebirth Order' }),
  ...aliases(
    ['/characters/fantasy-rebirth', '/characters/fr', '/characters/rebirth', '/character-tracker/batch-order'],
    '/characters/rebirth-order',
  ),
  notBuilt('/characters/rebirth-costume-order', { section, title: 'Rebirth Costume Order' }),
  ...aliases(['/characters/rebirth-costume', '/characters/fr-costume'], '/characters/rebirth-costume-order'),
  notBuilt('/characters/unreleased-characters', { section, title: 'Unreleased Characters' }),
  ...aliases(
    ['/characters/unreleased', '/characters/upcoming', '/characters/unreleased-list', '/unreleased-characters'],
    '/characters/unreleased-characters',
  ),
  notBuilt('/characters/prayer-type', { section, title: 'Characters by Prayer Type' }),
  ...aliases(['/characters/prayer-types', '/characters/type', '/prayer-type-listing'], '/characters/prayer-type'),
  notBuilt('/characters/role-type', { section, title: 'Characters by Role' }),
  ...aliases(['/characters/role', '/characters/roles', '/role-type-listing'], '/characters/role-type'),
  notBuilt('/character-tracker/roulette', { section, title: 'Character Roulette' }),
  // The character section's prayer pages live in the prayer section.
  ...aliases(['/characters/standard-prayer', '/characters/standard', '/standard-prayer'], '/prayer/standard-prayer'),
  ...aliases(['/characters/ritual-prayer', '/characters/ritual', '/characters/ema'], '/prayer/ritual-prayer'),
  ...aliases(['/characters/forever-prayer', '/characters/fp', '/characters/forever', '/forever-prayer-v3'], '/prayer/forever-prayer'),
];
