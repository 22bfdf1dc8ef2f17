// /api: the legacy REST routes (server/legacy), each a stored operation executed in the workers and
// answered from the response cache when it can be.
import { apiKind, serveApiRequest } from './apiRequest.ts';
import type { MakeSurface } from './surface.ts';

export const api: MakeSurface = (parts) => ({
  name: 'api',
  headers: 'api',
  match: (path) => apiKind(path) === 'api',
  handle: (req, res, target) => serveApiRequest(parts, req, res, target, 'api'),
});
