// The site's pages, rendered on the server: looked up in the response cache under the data version
// and the visitor's settings cookie, else rendered where queries run (identical misses share one
// render). A page that cannot be rendered falls back to the built page the browser draws by itself.
// Pages arrive rendered when the client was built with its server entry (not in dev mode).
import { existsSync } from 'node:fs';
import { serverEntryPath } from '../../pages/render.ts';
import { echo, errorBody } from '../../shared/errorBody.ts';
import { sendJson } from '../send.ts';
import type { MakeSurface } from './surface.ts';

/**
 * A path the client's router draws, rendered on the server: not a file (files have an extension)
 * and not the admin area (drawn in the browser, behind its sign-in).
 */
export function isPagePath(path: string): boolean {
  return !path.slice(path.lastIndexOf('/') + 1).includes('.') && path !== '/admin' && !path.startsWith('/admin/');
}

/**
 * The settings cookie as a part of a page's cache key: the client writes it in one canonical form
 * (client/shared/settingsCookie.ts); anything else selects the default rendering.
 */
export function settingsVariant(header: string | undefined): string {
  if (!header) return '';
  const match = /(?:^|;\s*)lw-settings=([A-Za-z0-9%._~-]{0,300})(?:;|$)/.exec(header);
  return match?.[1] ?? '';
}

export const pages: MakeSurface = ({ options, edge, executor, assets }) => {
  const { clientDist } = options;
  // The built client (assets: its index.html exists) with its server entry.
  const renders = !options.dev && !options.clientMiddleware && !!assets && existsSync(serverEntryPath(clientDist));
  return {
    name: 'pages',
    headers: 'site',
    match: (path) => renders && isPagePath(path),
    handle(req, res, { path, query }) {
      const cookie = settingsVariant(req.headers.cookie);
      const url = query ? `${path}?${query}` : path;
      edge.serveRead(req, res, {
        voice: 'page',
        key: `page ${url}|${cookie}`,
        tracked: true,
        run: (version, at) =>
          executor.run(
            { method: 'GET', url, headers: {}, dataVersion: version, at, page: { cookie } },
            { client: edge.client(req), kind: `page ${path}` },
          ),
        instead(answer) {
          if (answer.status < 500 || !assets) return false;
          assets(req, res, () => sendJson(res, 404, errorBody(404, `Page not found: ${echo(path)}`)));
          return true;
        },
      });
    },
  };
};
