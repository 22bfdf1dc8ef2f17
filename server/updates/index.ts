// The update log, the maintenances and the developers' letters.
import { domain } from '../domain.ts';
import { UPDATE_FILES } from './dataset.ts';
import { updatesLegacy } from './legacy.ts';

export const updatesDomain = domain({
  name: 'updates',
  files: UPDATE_FILES,
  legacy: updatesLegacy,
  types: () => Promise.all([import('./updateEntry.ts'), import('./maintenance.ts')]),
});
