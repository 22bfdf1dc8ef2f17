import { currentDatabaseUrl } from '../../server/db.ts';
import { createRequestHandler } from '../../server/execution/handler.ts';
import { openStore } from '../../server/store/index.ts';

const handle = createRequestHandler();

export interface RestResponse {
  status: number;
  headers: Headers;
  body: any;
}

/** Calls a legacy /api path through the real request handler, in process (no HTTP, no cache). */
export async function api(path: string, init: { method?: string; body?: string } = {}): Promise<RestResponse> {
  const store = openStore({ url: currentDatabaseUrl() });
  const dataVersion = store.versions().read();
  store.close();
  const response = await handle({ method: init.method ?? 'GET', url: path, headers: {}, body: init.body, dataVersion });
  return { status: response.status, headers: new Headers(response.headers), body: response.body ? JSON.parse(response.body) : null };
}
