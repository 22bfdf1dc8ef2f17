// The home page, which composes the other domains, and the site's own notices.
import { domain } from '../domain.ts';
import { SITE_FILES } from './dataset.ts';
import { homeLegacy } from './legacy.ts';

export const homeDomain = domain({
  name: 'home',
  files: SITE_FILES,
  legacy: homeLegacy,
  types: () => import('./home.ts'),
});
