// The admin area's API (server/admin/http.ts: sign-in, edits, imports, its own headers and access
// checks), loaded on first use: visitors never pay for it. The admin pages themselves are client files.
import type { AdminHandler } from '../../admin/http.ts';
import type { MakeSurface } from './surface.ts';

export const admin: MakeSurface = ({ options, edge }) => {
  let handler: Promise<AdminHandler> | undefined;
  return {
    name: 'admin',
    headers: 'own',
    match: (path) =>
      path === '/admin/graphql' || path === '/admin/export' || path === '/admin/bundle' || path.startsWith('/admin/evidence/'),
    async handle(req, res, { path }) {
      handler ??= import('../../admin/http.ts').then((m) =>
        m.createAdminHandler({
          now: options.now,
          trustProxy: options.trustProxy,
          imagesDir: options.imagesDir,
          databaseUrl: options.databaseUrl,
          dataChanged: () => edge.versions.refresh(),
          observe: edge.metrics?.admin,
        }),
      );
      return (await handler)(req, res, path);
    },
    // The writer thread, if a change started it.
    close: async () => (await handler)?.close(),
  };
};
