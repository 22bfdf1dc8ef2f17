// /graphql: GraphQL over HTTP (GET and POST), executed in the workers and answered from the
// response cache when it can be; a browser asking for HTML gets GraphiQL's page; a request asking
// for text/event-stream is a subscription (server/http/subscriptions.ts).
import { loadGraphiQLPage } from '../graphiql.ts';
import { createSubscriptions, wantsEvents } from '../subscriptions.ts';
import { apiKind, serveApiRequest } from './apiRequest.ts';
import type { MakeSurface } from './surface.ts';

export const graphql: MakeSurface = (parts) => {
  const graphiql = loadGraphiQLPage(parts.options.clientDist, parts.edge.compressor);
  const subscriptions = createSubscriptions(parts);
  return {
    name: 'graphql',
    headers: 'api',
    match: (path) => apiKind(path) === 'graphql',
    handle: (req, res, target) =>
      wantsEvents(req) ? subscriptions.serve(req, res) : serveApiRequest(parts, req, res, target, 'graphql', graphiql),
    drain: () => subscriptions.drain(),
  };
};
