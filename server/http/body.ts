// Request bodies, limited on the bytes actually read: a chunked body has no Content-Length to
// trust, so the count is kept while reading and the read stops at the limit.
import type { IncomingMessage } from 'node:http';

export type BodyResult = { ok: true; body: Buffer } | { ok: false; reason: 'too-large' | 'aborted' };

/** Reads the whole body, or stops (and discards the rest) once it passes `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    discard(req);
    return Promise.resolve({ ok: false, reason: 'too-large' });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        chunks.length = 0;
        discard(req);
        resolve({ ok: false, reason: 'too-large' });
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () =>
      resolve(
        size > limit ? { ok: false, reason: 'too-large' } : { ok: true, body: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks) },
      ),
    );
    // A client that goes away mid-body: 'error' (aborted) or 'close' before 'end'; resolving twice is harmless.
    req.once('error', () => resolve({ ok: false, reason: 'aborted' }));
    req.once('close', () => {
      if (!req.complete) resolve({ ok: false, reason: 'aborted' });
    });
  });
}

/** How long the rest of a refused body is drained (so the client can read the 413) before the connection is cut. */
const DRAIN_MS = 5000;

/** Lets the rest of a refused body flow away unbuffered, then cuts a connection that keeps sending. */
function discard(req: IncomingMessage) {
  req.resume();
  const timer = setTimeout(() => req.socket.destroy(), DRAIN_MS);
  timer.unref();
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
}
