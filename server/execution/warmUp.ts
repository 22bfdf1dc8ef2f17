// What an execution worker runs before it says it is ready: a GraphQL read and the home payload,
// which between them touch every domain's repo, the reveal rule and the legacy router. The data
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
];

/** How long a start waits for the workers to be ready before it serves anyway. */
export const READY_TIMEOUT_MS = 60_000;
