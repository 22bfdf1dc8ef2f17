// /health and /ready, answered on the edge, never behind a busy worker.
// - /health (liveness): the process answers, with the data version it serves (503 when the
//   database cannot be read).
// - /ready (readiness, for a load balancer): the process can serve now: its execution workers are
//   loaded, the data version is known (the database answers), and it is not shutting down.
import { sendJson } from '../send.ts';
import type { MakeSurface } from './surface.ts';

const NO_STORE = { 'cache-control': 'no-store' };

export const health: MakeSurface = ({ edge, executor }) => {
  let loaded = false;
  let versionKnown = false;
  executor.ready.then(() => {
    loaded = true;
  });
  edge.versions.ready.then(() => {
    versionKnown = true;
  });
  const dataVersion = (): number | null => {
    try {
      return edge.versions.read();
    } catch {
      return null;
    }
  };
  return {
    name: 'health',
    headers: 'site',
    match: (path) => path === '/health' || path === '/ready',
    handle(_req, res, { path }) {
      const version = dataVersion();
      if (path === '/health') {
        if (version === null) return sendJson(res, 503, { status: 'unavailable', reason: 'database' }, NO_STORE);
        return sendJson(res, 200, { status: 'ok', dataVersion: version }, NO_STORE);
      }
      const waiting = [
        ...(loaded ? [] : ['execution workers loading']),
        ...(version === null ? ['database unreachable'] : versionKnown ? [] : ['data version not yet known']),
        ...(edge.draining ? ['shutting down'] : []),
      ];
      if (waiting.length) return sendJson(res, 503, { status: 'not ready', waiting }, NO_STORE);
      return sendJson(res, 200, { status: 'ready', dataVersion: version }, NO_STORE);
    },
  };
};
