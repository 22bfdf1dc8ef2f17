// The public data export (server/export/http.ts, its own headers and kept copies), loaded on first use.
import type { ExportHandler } from '../../export/http.ts';
import { EXECUTION_PRICE } from '../rateLimit.ts';
import type { MakeSurface } from './surface.ts';

/** The export's one path (EXPORT_PATH of server/export/http.ts, which loads only when asked for). */
const EXPORT_PATH = '/export/lostword-data.json';

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
