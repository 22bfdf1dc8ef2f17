import { createLegacyApp } from '../../server/app.ts';

const legacy = createLegacyApp();

export interface RestResponse {
  status: number;
  headers: Headers;
  body: any;
}

/** Calls a legacy /api path through the real router, in process. */
export async function api(path: string, init?: RequestInit): Promise<RestResponse> {
  const response = await legacy.fetch(new Request(`http://localhost${path}`, init));
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}
