import type { RouteObject } from 'react-router-dom';
import { aliases, page } from '../shell/routing.tsx';

const section = 'characters' as const;
const handle = (title: string) => ({ section, title });

/** Every character page, with the aliases that resolve to it. */
export const characterRoutes: RouteObject[] = [
  page('/characters', handle('Characters'), () => import('./NavigatorPage.tsx')),
  ...aliases(['/character-list', '/character-tracker', '/chara', '/character', '/navigator'], '/characters'),
  ...aliases(['/character-list/*', '/character-tracker/*', '/chara/*', '/character/*'], '/characters'),
  page('/characters/conventional-list', handle('Conventional List'), () => import('./ConventionalListPage.tsx')),
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
  page('/characters/variant-tracker', handle('Variant Tracker'), () => import('./VariantTrackerPage.tsx')),
  ...aliases(
    ['/characters/alternate', '/characters/variants', '/characters/variant', '/characters/alternates', '/variant-tracker'],
    '/characters/variant-tracker',
  ),
  page('/characters/universe-tracker', handle('Universe Tracker'), () => import('./UniverseTrackerPage.tsx')),
  ...aliases(
    ['/characters/universe', '/characters/universes', '/characters/world', '/characters/worlds', '/universe-tracker'],
    '/characters/universe-tracker',
  ),
  page('/characters/release-order', handle('Release Order'), () => import('./ReleaseOrderPage.tsx')),
  ...aliases(['/characters/release', '/characters/debut', '/release-order'], '/characters/release-order'),
  page('/characters/rebirth-order', handle('Rebirth Order'), () => import('./BatchOrderPage.tsx')),
  ...aliases(
    ['/characters/fantasy-rebirth', '/characters/fr', '/characters/rebirth', '/character-tracker/batch-order'],
    '/characters/rebirth-order',
  ),
  page('/characters/rebirth-costume-order', handle('Rebirth Costume Order'), () => import('./BatchOrderPage.tsx')),
  ...aliases(['/characters/rebirth-costume', '/characters/fr-costume'], '/characters/rebirth-costume-order'),
  page('/characters/unreleased-characters', handle('Unreleased Characters'), () => import('./UnreleasedPage.tsx')),
  ...aliases(
    ['/characters/unreleased', '/characters/upcoming', '/characters/unreleased-list', '/unreleased-characters'],
    '/characters/unreleased-characters',
  ),
  page('/characters/prayer-type', handle('Characters by Prayer Type'), () => import('./PrayerTypePage.tsx')),
  ...aliases(['/characters/prayer-types', '/characters/type', '/prayer-type-listing'], '/characters/prayer-type'),
  page('/characters/role-type', handle('Characters by Role'), () => import('./RoleTypePage.tsx')),
  page('/characters/roulette', handle('Character Roulette'), () => import('./RoulettePage.tsx')),
  ...aliases(['/character-tracker/roulette', '/characters/random', '/roulette'], '/characters/roulette'),
  page(
    '/characters/attacks',
    {
      ...handle('Attack Comparison'),
      description:
        "Every Touhou LostWord Friend's spell cards and last word compared: total power and its split into yin and yang, elements, bullet types and killers, filterable and sortable.",
    },
    () => import('./AttackListPage.tsx'),
  ),
  ...aliases(['/characters/attack', '/characters/attack-power', '/attacks', '/attack-power'], '/characters/attacks'),
  // One character; the named pages above take precedence over this pattern.
  page('/characters/:slug', handle('Character'), () => import('./CharacterPage.tsx')),
  ...aliases(['/characters/role', '/characters/roles', '/role-type-listing'], '/characters/role-type'),
  // The standard and ritual date orders are batch pages, shown in the prayer section.
  page(
    '/prayer/standard-prayer/date-order',
    { section: 'prayers', title: 'Standard Prayer: Date Order' },
    () => import('./BatchOrderPage.tsx'),
  ),
  page(
    '/prayer/ritual-prayer/date-order',
    { section: 'prayers', title: 'Ritual Prayer: Date Order' },
    () => import('./BatchOrderPage.tsx'),
  ),
  // The character section's prayer pages live in the prayer section.
  ...aliases(['/characters/standard-prayer', '/characters/standard', '/standard-prayer'], '/prayer/standard-prayer'),
  ...aliases(['/characters/ritual-prayer', '/characters/ritual', '/characters/ema'], '/prayer/ritual-prayer'),
  ...aliases(['/characters/forever-prayer', '/characters/fp', '/characters/forever', '/forever-prayer-v3'], '/prayer/forever-prayer'),
];
