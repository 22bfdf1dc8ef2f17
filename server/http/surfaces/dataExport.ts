// The public data export (server/export/http.ts, its own headers and kept copies), loaded on first
// use, and its sync for tools (server/export/sync.ts), made where queries run: what changed since a
// copy's cursor, cached like any read under the data version and the epoch.
import type { ExportHandler } from '../../export/http.ts';
import { errorBody } from '../../shared/errorBody.ts';
import { EXECUTION_PRICE } from '../rateLimit.ts';
import { sendJson } from '../send.ts';
import { type MakeSurface, READ_METHODS } from './surface.ts';

/** The export's one path (EXPORT_PATH of server/export/http.ts, which loads only when asked for). */
const EXPORT_PATH = '/export/lostword-data.json';
/** The sync's path (SYNC_PATH of server/export/sync.ts, loaded where queries run). */
const SYNC_PATH = '/export/changes';

export const dataExport: MakeSurface = ({ options, edge }) => {
  let handler: Promise<ExportHandler> | undefined;
  return {
    name: 'export',
    headers: 'own',
    match: (path) => path === EXPORT_PATH,
    // The whole dataset: priced as an execution whether it is made or sent from memory (its bytes are the cost).
    price: (req) => (req.method === 'OPTIONS' ? undefined : EXECUTION_PRICE),
    async handle(req, res, { query }) {
      handler ??= import('../../export/http.ts').then((m) =>
        m.createExportHandler({ dataVersion: () => edge.versions.read(), now: options.now }),
      );
      return (await handler)(req, res, query);
    },
  };
};

export const dataSync: MakeSurface = ({ edge, executor }) => ({
  name: 'sync',
  headers: 'api',
  match: (path) => path === SYNC_PATH,
  handle(req, res, { path, query }) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', READ_METHODS);
      return sendJson(res, 405, errorBody(405, `${SYNC_PATH} answers GET only.`));
    }
    edge.serveRead(req, res, {
      voice: 'api',
      key: `sync ${query}`,
      run: (version, at) =>
        executor.run(
          { method: 'GET', url: query ? `${path}?${query}` : path, headers: {}, dataVersion: version, at, sync: true },
          { client: edge.client(req), kind: 'sync' },
        ),
    });
  },
});
