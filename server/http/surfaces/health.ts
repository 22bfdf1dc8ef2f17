// /health: answered on the edge, never behind a busy worker: the edge and the database are what it reports.
import { sendJson } from '../send.ts';
import type { MakeSurface } from './surface.ts';

export const health: MakeSurface = ({ edge }) => ({
  name: 'health',
  headers: 'site',
  match: (path) => path === '/health',
  handle(_req, res) {
    try {
      return sendJson(res, 200, { status: 'ok', dataVersion: edge.versions.read() }, { 'cache-control': 'no-store' });
    } catch {
      return sendJson(res, 503, { status: 'unavailable', reason: 'database' });
    }
  },
});
