// GET /admin/evidence/<id>: a screenshot a visitor handed in with a suggestion, to a signed-in
// maintainer only (the queue shows it beside the suggestion). It is a WebP the server wrote itself
// (server/suggestions/evidence.ts), sent as an image that no page may frame or run.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from '../http/headers.ts';
import { errorBody } from '../legacy/types.ts';
import { evidencePicture } from '../suggestions/evidenceRepo.ts';
import { send } from './answers.ts';
import type { Session } from './auth.ts';

export const EVIDENCE_PREFIX = '/admin/evidence/';

/** The path a screenshot is shown at. */
export const evidencePath = (id: number) => `${EVIDENCE_PREFIX}${id}`;

export async function sendEvidence(
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  { session }: { session(req: IncomingMessage): Promise<Session | null> },
) {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return send(res, 405, errorBody(405, 'Screenshots are read only.'), { allow: 'GET, HEAD' });
  if (!(await session(req))) return send(res, 401, errorBody(401, 'Sign in to see what visitors handed in.'));
  const picture = /^[1-9]\d{0,9}$/.test(id) ? await evidencePicture(Number(id)) : null;
  if (!picture) return send(res, 404, errorBody(404, 'No such screenshot: it may have gone with its suggestion.'));
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': 'image/webp',
    'content-length': picture.byteLength,
    'cache-control': 'private, no-store',
    'content-disposition': `inline; filename="evidence-${id}.webp"`,
  });
  res.end(req.method === 'HEAD' ? undefined : Buffer.from(picture.buffer, picture.byteOffset, picture.byteLength));
}
