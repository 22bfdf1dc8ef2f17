import { type RouteObject, redirect } from 'react-router-dom';
import { routeNotFound } from '../shell/errors.ts';
import { aliases, notBuilt } from '../shell/routing.tsx';

const section = 'prayers' as const;

function prayerPages(base: string, title: string): RouteObject[] {
  return [
    notBuilt(base, { section, title }),
    // `${base}/date-order` is a batch page, routed by the characters section.
    notBuilt(`${base}/info`, { section, title: `${title}: Simulator` }),
    ...aliases([`${base}/simulator`, `${base}/detail`], `${base}/info`),
  ];
}

export const prayerRoutes: RouteObject[] = [
  notBuilt('/prayers', { section, title: 'Prayer Tracker' }),
  ...aliases(
    ['/prayer', '/prayer-tracker', '/prayer-list', '/prayer-tracker/prayer-list', '/prayer-tracker/test', '/prayer-tracker/prayer-detail'],
    '/prayers',
  ),
  notBuilt('/prayers/menu', { section, title: 'Prayers' }),
  {
    path: '/prayer/info/:id',
    handle: { section, title: 'Prayer' },
    // Only numeric ids are prayers; fp-{id} is a forever prayer.
    loader: ({ params, request }) => {
      const id = params.id ?? '';
      const fp = /^fp-(\d+)$/.exec(id);
      if (fp) return redirect(`/prayer/forever-prayer?id=${fp[1]}`);
      if (!/^\d+$/.test(id)) throw routeNotFound(new URL(request.url).pathname);
      return null;
    },
    lazy: async () => ({ Component: (await import('../shell/NotBuiltPage.tsx')).NotBuiltPage }),
  },
  ...prayerPages('/prayer/standard-prayer', 'Standard Prayer'),
  ...prayerPages('/prayer/ritual-prayer', 'Ritual Prayer'),
  notBuilt('/prayer/forever-prayer', { section, title: 'Forever Prayer' }),
  ...aliases(['/prayer/fp', '/prayer/forever', '/forever-prayer'], '/prayer/forever-prayer'),
];
