import type { RouteObject } from 'react-router-dom';
import { aliases, page } from '../shell/routing.tsx';

const section = 'admin' as const;

// Each page's loader checks the session and starts the page's query against /admin/graphql; the
// account pages that show no data (sign-in, password, profile) have none.
export const adminRoutes: RouteObject[] = [
  page('/admin/login', { section, title: 'Admin Sign-in' }, () => import('./AccountPages.tsx').then((m) => ({ Component: m.LoginPage }))),
  page('/admin/change-pwd', { section, title: 'Change Password' }, () =>
    import('./AccountPages.tsx').then((m) => ({ Component: m.ChangePasswordPage })),
  ),
  page('/admin/change-profile', { section, title: 'Change Profile' }, () =>
    import('./AccountPages.tsx').then((m) => ({ Component: m.ChangeProfilePage })),
  ),
  page('/admin/dashboard', { section, title: 'Admin Dashboard' }, () =>
    import('./DashboardPages.tsx').then((m) => ({ Component: m.DashboardPage, loader: m.dashboardLoader })),
  ),
  page('/admin/edit', { section, title: 'Edit Records' }, () =>
    import('./EditPage.tsx').then((m) => ({ Component: m.EditPage, loader: m.loader })),
  ),
  page('/admin/import', { section, title: 'Import and Export' }, () =>
    import('./ImportPage.tsx').then((m) => ({ Component: m.ImportPage })),
  ),
  page('/admin/new-prayer', { section, title: 'New Prayer' }, () =>
    import('./NewPrayerPage.tsx').then((m) => ({ Component: m.NewPrayerPage, loader: m.loader })),
  ),
  page('/admin/new-friend', { section, title: 'New Friend' }, () =>
    import('./NewFriendPage.tsx').then((m) => ({ Component: m.NewFriendPage, loader: m.loader })),
  ),
  page('/admin/suggestions', { section, title: 'Suggestions' }, () =>
    import('./SuggestionsPage.tsx').then((m) => ({ Component: m.SuggestionsPage, loader: m.loader })),
  ),
  page('/admin/audit', { section, title: 'Audit Log' }, () =>
    import('./DashboardPages.tsx').then((m) => ({ Component: m.AuditPage, loader: m.auditLoader })),
  ),
  ...aliases(['/admin', '/admin/'], '/admin/dashboard'),
];
