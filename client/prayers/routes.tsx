import { lazy } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router-dom';
import { routeNotFound } from '../shell/errors.ts';
import { aliases, page } from '../shell/routing.tsx';

const section = 'prayers' as const;
const handle = (title: string) => ({ section, title });

function poolPages(base: string, title: string): RouteObject[] {
  return [
    page(base, handle(title), () => import('./SpecialPoolPage.tsx')),
    // `${base}/date-order` is a batch page, routed by the characters section.
    page(`${base}/info`, handle(`${title}: Simulator`), () => import('./SpecialPoolSimulatorPage.tsx')),
    ...aliases([`${base}/simulator`, `${base}/detail`], `${base}/info`),
  ];
}

const loadDetail = () => import('./PrayerDetailPage.tsx');
// The detail page's code loads with its query (the loader below imports it), not before the id is
// checked: a forever prayer's fp-{id} redirects without loading it.
const PrayerDetail = lazy(async () => ({ default: (await loadDetail()).Component }));

/** /prayer/info/{id}: only numeric ids are prayers; fp-{id} is a forever prayer. */
async function prayerDetailLoader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  const fp = /^fp-(\d+)$/.exec(id);
  if (fp) return redirect(`/prayer/forever-prayer?id=${fp[1]}`);
  if (!/^\d{1,9}$/.test(id)) throw routeNotFound(new URL(args.request.url).pathname);
  return (await loadDetail()).loader(args);
}

export const prayerRoutes: RouteObject[] = [
  page('/prayers', handle('Prayer Tracker'), () => import('./PrayerListPage.tsx')),
  ...aliases(
    ['/prayer', '/prayer-tracker', '/prayer-list', '/prayer-tracker/prayer-list', '/prayer-tracker/test', '/prayer-tracker/prayer-detail'],
    '/prayers',
  ),
  page('/prayers/menu', handle('Prayers'), () => import('./PrayerMenuPage.tsx')),
  ...aliases(['/prayer/menu', '/prayers/navigator'], '/prayers/menu'),
  {
    path: '/prayer/info/:id',
    handle: handle('Prayer'),
    loader: prayerDetailLoader,
    Component: PrayerDetail,
  },
  ...poolPages('/prayer/standard-prayer', 'Standard Prayer'),
  ...aliases(['/prayer/standard'], '/prayer/standard-prayer'),
  ...poolPages('/prayer/ritual-prayer', 'Ritual Prayer'),
  ...aliases(['/prayer/ritual', '/prayer/ema'], '/prayer/ritual-prayer'),
  page('/prayer/forever-prayer', handle('Forever Prayer'), () => import('./ForeverPrayerPage.tsx')),
  ...aliases(['/prayer/fp', '/prayer/forever', '/forever-prayer'], '/prayer/forever-prayer'),
];
