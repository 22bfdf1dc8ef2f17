// The update log, the maintenances and the developers' letters.
import { domain } from '../domain.ts';
import { UPDATE_FILES } from './dataset.ts';
import { updatesLegacy } from './legacy.ts';

export const updatesDomain = domain({
  name: 'updates',
  files: UPDATE_FILES,
  legacy: updatesLegacy,
  types: () => Promise.all([import('./updateEntry.ts'), import('./maintenance.ts'), import('./subscriptions.ts')]),
  feeds: [
    {
      path: '/feeds/updates.atom',
      format: 'atom',
      discover: 'Update log',
      aliases: ['/feed.xml', '/atom.xml', '/feed', '/atom'],
      load: () => import('./feeds.ts').then((m) => m.updateLogAtom),
    },
    { path: '/rss.xml', format: 'rss', load: () => import('./feeds.ts').then((m) => m.updateLogRss) },
    { path: '/calendar/maintenance.ics', format: 'ics', load: () => import('./feeds.ts').then((m) => m.maintenanceCalendar) },
  ],
});
