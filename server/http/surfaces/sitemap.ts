// /sitemap.xml and its parts (server/sitemap/sitemap.ts): made where queries run, from the data and
// the client's route table, and answered from the response cache under the data version like any
// read, so a crawler's visits cost what a cached answer costs.
import { isSitemapPath } from '../../sitemap/robots.ts';
import type { MakeSurface } from './surface.ts';

export const sitemap: MakeSurface = ({ edge, executor }) => ({
  name: 'sitemap',
  headers: 'site',
  match: isSitemapPath,
  handle(req, res, { path }) {
    edge.serveRead(req, res, {
      voice: 'file',
      // The query string selects nothing: one answer per path.
      key: `sitemap ${path}`,
      tracked: true,
      run: (version, at) =>
        executor.run(
          { method: 'GET', url: path, headers: {}, dataVersion: version, at, sitemap: true },
          { client: edge.client(req), kind: 'sitemap' },
        ),
    });
  },
});
