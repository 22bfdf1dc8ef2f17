// /metrics on the public port: only where a token is configured (METRICS_TOKEN), and only to a
// request bearing it; anyone else gets 401 and nothing of them. Without a token the path is no
// page of the site (METRICS_PORT serves them on a port of their own, server/main.ts).
import { bearsToken, METRICS_PATH } from '../metrics.ts';
import type { MakeSurface } from './surface.ts';

export const metrics: MakeSurface = ({ options, edge }) => {
  const token = options.metrics?.token;
  return {
    name: 'metrics',
    headers: 'own',
    match: (path) => !!token && path === METRICS_PATH,
    async handle(req, res) {
      if (!token || !edge.metrics) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD', 'content-length': 0 }).end();
        return;
      }
      if (!bearsToken(req, token)) {
        res.writeHead(401, { 'www-authenticate': 'Bearer realm="metrics"', 'cache-control': 'no-store', 'content-length': 0 }).end();
        return;
      }
      await edge.metrics.send(res);
    },
  };
};
