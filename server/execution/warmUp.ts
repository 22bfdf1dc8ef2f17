// What an execution worker runs before it says it is ready: a GraphQL read, the home payload and
// the home page, which between them touch every domain's repo, the reveal rule, the legacy router
// and the page renderer (its first render loads the client's server entry). The data
// version -1 is never a real one, so nothing kept per version is taken for the live data.
import type { ExecRequest } from './handler.ts';

export const WORKER_READY = 'executionWorkerReady';

export const WARM_UP_REQUESTS: ExecRequest[] = [
  {
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: '{ lastUpdate { number } characters(first: 1) { totalCount } }' }),
    dataVersion: -1,
  },
  { method: 'GET', url: '/api/general/home', headers: {}, dataVersion: -1 },
  { method: 'GET', url: '/', headers: {}, dataVersion: -1, page: { cookie: '' } },
];

/** How long a start waits for the workers to be ready before it serves anyway. */
export const READY_TIMEOUT_MS = 60_000;
