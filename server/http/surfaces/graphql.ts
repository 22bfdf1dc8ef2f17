// /graphql: GraphQL over HTTP (GET and POST), executed in the workers and answered from the
// response cache when it can be; a browser asking for HTML gets GraphiQL's page.
import { loadGraphiQLPage } from '../graphiql.ts';
import { apiKind, serveApiRequest } from './apiRequest.ts';
import type { MakeSurface } from './surface.ts';

export const graphql: MakeSurface = (parts) => {
  const graphiql = loadGraphiQLPage(parts.options.clientDist, parts.edge.compressor);
  return {
    name: 'graphql',
    headers: 'api',
    match: (path) => apiKind(path) === 'graphql',
    handle: (req, res, target) => serveApiRequest(parts, req, res, target, 'graphql', graphiql),
  };
};
