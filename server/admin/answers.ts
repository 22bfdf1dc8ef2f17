// How the admin area's HTTP endpoints answer: JSON, never stored, with the site's security headers.
import type { ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from '../http/headers.ts';

/** JSON text as an answer, never stored; a HEAD answer has the headers only. */
export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string | string[]> = {},
  withBody = true,
) {
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(withBody ? text : undefined);
}

export const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}) =>
  sendText(res, status, JSON.stringify(body), headers);
