import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../shell/routeHandle.ts';
import { aliases, notBuilt } from '../shell/routing.tsx';

const section = 'characters' as const;

/** A page whose code (and its query's loader) loads with the route. */
function page(path: string, title: string, load: () => Promise<Pick<RouteObject, 'loader' | 'Component'>>): RouteObject {
  const handle: RouteHandle = { section, title };
  return { path, handle, lazy: load };
}

const groups = () => import('./GroupPages.tsx');
const lists = () => import('./ListPages.tsx');
const universe = () => import('./UniverseTrackerPage.tsx');

/** Every character page, with the aliases that resolve to it. */
export const characterRoutes: RouteObject[] = [
  page('/characters', 'Characters', async () => ({ Component: (await universe()).NavigatorPage })),
  ...aliases(['/character-list', '/character-tracker', '/chara', '/character', '/navigator'], '/characters'),
  ...aliases(['/character-list/*', '/character-tracker/*', '/chara/*', '/character/*'], '/characters'),
  page('/characters/conventional-list', 'Conventional List', async () => {
    const m = await groups();
    return { loader: m.conventionalListLoader, Component: m.ConventionalListPage };
  }),
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
  page('/characters/variant-tracker', 'Variant Tracker', async () => {
    const m = await groups();
    return { loader: m.variantLoader, Component: m.VariantTrackerPage };
  }),
  ...aliases(
    ['/characters/alternate', '/characters/variants', '/characters/variant', '/characters/alternates', '/variant-tracker'],
    '/characters/variant-tracker',
  ),
  page('/characters/universe-tracker', 'Universe Tracker', async () => {
    const m = await universe();
    return { loader: m.universeLoader, Component: m.UniverseTrackerPage };
  }),
  ...aliases(
    ['/characters/universe', '/characters/universes', '/characters/world', '/characters/worlds', '/universe-tracker'],
    '/characters/universe-tracker',
  ),
  page('/characters/release-order', 'Release Order', async () => {
    const m = await lists();
    return { loader: m.releaseOrderLoader, Component: m.ReleaseOrderPage };
  }),
  ...aliases(['/characters/release', '/characters/debut', '/release-order'], '/characters/release-order'),
  page('/characters/rebirth-order', 'Rebirth Order', async () => {
    const m = await groups();
    return { loader: m.batchLoader('REBIRTH'), Component: () => <m.BatchOrderPage kind="REBIRTH" /> };
  }),
  ...aliases(
    ['/characters/fantasy-rebirth', '/characters/fr', '/characters/rebirth', '/character-tracker/batch-order'],
    '/characters/rebirth-order',
  ),
  page('/characters/rebirth-costume-order', 'Rebirth Costume Order', async () => {
    const m = await groups();
    return { loader: m.batchLoader('REBIRTH_COSTUME'), Component: () => <m.BatchOrderPage kind="REBIRTH_COSTUME" /> };
  }),
  ...aliases(['/characters/rebirth-costume', '/characters/fr-costume'], '/characters/rebirth-costume-order'),
  page('/characters/unreleased-characters', 'Unreleased Characters', async () => {
    const m = await groups();
    return { loader: m.unreleasedLoader, Component: m.UnreleasedPage };
  }),
  ...aliases(
    ['/characters/unreleased', '/characters/upcoming', '/characters/unreleased-list', '/unreleased-characters'],
    '/characters/unreleased-characters',
  ),
  page('/characters/prayer-type', 'Characters by Prayer Type', async () => {
    const m = await lists();
    return { loader: m.prayerTypeLoader, Component: m.PrayerTypePage };
  }),
  ...aliases(['/characters/prayer-types', '/characters/type', '/prayer-type-listing'], '/characters/prayer-type'),
  page('/characters/role-type', 'Characters by Role', async () => {
    const m = await groups();
    return { loader: m.roleLoader, Component: m.RoleTypePage };
  }),
  ...aliases(['/characters/role', '/characters/roles', '/role-type-listing'], '/characters/role-type'),
  notBuilt('/character-tracker/roulette', { section, title: 'Character Roulette' }),
  // The character section's prayer pages live in the prayer section.
  ...aliases(['/characters/standard-prayer', '/characters/standard', '/standard-prayer'], '/prayer/standard-prayer'),
  ...aliases(['/characters/ritual-prayer', '/characters/ritual', '/characters/ema'], '/prayer/ritual-prayer'),
  ...aliases(['/characters/forever-prayer', '/characters/fp', '/characters/forever', '/forever-prayer-v3'], '/prayer/forever-prayer'),
];
