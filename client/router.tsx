// The route table: every route and alias of the site. Domains contribute their own tables; the
// shell adds its pages, the legacy paths, the 404 and the two error boundaries.
import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { adminRoutes } from './admin/routes.tsx';
import { characterRoutes } from './characters/routes.tsx';
import { homeRoutes } from './home/routes.tsx';
import { prayerRoutes } from './prayers/routes.tsx';
import { searchRoutes } from './search/routes.tsx';
import { SiteSearch } from './search/SiteSearch.tsx';
import { AboutPage } from './shell/AboutPage.tsx';
import { ErrorTestPage } from './shell/ErrorTestPage.tsx';
import { Layout } from './shell/Layout.tsx';
import { MenuPage } from './shell/MenuPage.tsx';
import { NotFoundPage } from './shell/NotFoundPage.tsx';
import { OfflinePage } from './shell/OfflinePage.tsx';
import { RootErrorPage } from './shell/RootErrorPage.tsx';
import { RouteErrorPage } from './shell/RouteErrorPage.tsx';
import { aliases } from './shell/routing.tsx';
import { SettingsPage } from './shell/SettingsPanel.tsx';
import { storyCardRoutes } from './storyCards/routes.tsx';
import { suggestionRoutes } from './suggestions/routes.tsx';
import { towerRoutes } from './tower/routes.tsx';
import { updateRoutes } from './updates/routes.tsx';

// The character modal can open on any page; it loads with the data layer, after first paint.
const CharacterModalHost = lazy(() => import('./characters/CharacterModal.tsx').then((m) => ({ default: m.CharacterModalHost })));

const shellRoutes: RouteObject[] = [
  { path: '/settings', element: <SettingsPage />, handle: { section: 'shell', title: 'Settings' } },
  ...aliases(['/settings-page'], '/settings'),
  { path: '/menu', element: <MenuPage />, handle: { section: 'shell', title: 'Menu' } },
  { path: '/offline', element: <OfflinePage />, handle: { section: 'shell', title: 'Offline', unlisted: true } },
  ...aliases(['/errors/offline'], '/offline'),
  { path: '/about', element: <AboutPage />, handle: { section: 'shell', title: 'About' } },
  { path: '/test', element: <ErrorTestPage /> },
  { path: '/errors/test', element: <ErrorTestPage /> },
  { path: '/404', element: <NotFoundPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export const pageRoutes: RouteObject[] = [
  ...homeRoutes,
  ...characterRoutes,
  ...prayerRoutes,
  ...storyCardRoutes,
  ...towerRoutes,
  ...updateRoutes,
  ...searchRoutes,
  ...suggestionRoutes,
  ...adminRoutes,
  ...shellRoutes,
];

export const routes: RouteObject[] = [
  {
    element: <Layout overlays={<CharacterModalHost />} search={<SiteSearch />} />,
    // Outer, last-resort boundary.
    errorElement: <RootErrorPage />,
    children: [
      {
        // Inner boundary: errors render inside the layout, and reset on the next navigation.
        errorElement: <RouteErrorPage />,
        children: pageRoutes,
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
