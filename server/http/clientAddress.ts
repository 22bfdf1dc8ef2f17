// The address of the client a request comes from. Behind a reverse proxy (TRUST_PROXY=1) it is the
// last address of X-Forwarded-For, the one the proxy itself appended: the ones before it are
// whatever the client chose to send, so sign-in throttling, rate limits and fair sharing never
// key on them.
import type { IncomingMessage } from 'node:http';

export function clientAddress(req: IncomingMessage, trustProxy: boolean | undefined): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const forwarded = Array.isArray(header) ? header.join(',') : header;
    if (forwarded) {
      const last = forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
      if (last) return last;
    }
  }
  return req.socket.remoteAddress ?? '';
}
