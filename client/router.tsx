// The route table: every route and alias of the site. The sections (client/sections.ts) contribute
// their own tables; the shell adds its pages, the 404 and the two error boundaries.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { SECTIONS } from './sections.ts';
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
import type { SiteSection } from './shell/siteSection.ts';

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

/** The shell's own pages, a section like the others (its menu joins the update log's). */
const shellSection: SiteSection = {
  id: 'shell',
  menu: {
    title: 'Tracker',
    links: [
      ['/settings', 'Settings'],
      ['/about', 'About and data sources'],
    ],
  },
  routes: shellRoutes,
};

/** Every section of the site, the shell's last (its catch-all 404 comes after every page). */
export const SITE_SECTIONS: readonly SiteSection[] = [...SECTIONS, shellSection];

export const pageRoutes: RouteObject[] = SITE_SECTIONS.flatMap((s) => s.routes);

export const routes: RouteObject[] = [
  {
    element: <Layout sections={SITE_SECTIONS} />,
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
