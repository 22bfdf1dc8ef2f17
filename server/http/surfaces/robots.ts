// /robots.txt (server/sitemap/robots.ts): a fixed file of its own cache, made once from the public
// URL, sent with an ETag and compressed like any cached answer.
import { DEFAULT_PUBLIC_URL } from '../../pages/render.ts';
import { ROBOTS_PATH, robotsText } from '../../sitemap/robots.ts';
import { type CachedResponse, ResponseCache } from '../responseCache.ts';
import type { MakeSurface } from './surface.ts';

const HEADERS = { 'content-type': 'text/plain; charset=utf-8' };

export const robots: MakeSurface = ({ options, edge }) => {
  const cache = new ResponseCache({ maxBytes: 64 * 1024, compressor: edge.compressor });
  const entry = (): CachedResponse => {
    let stored = cache.get(ROBOTS_PATH);
    if (!stored) {
      const body = Buffer.from(robotsText(options.publicUrl ?? DEFAULT_PUBLIC_URL));
      stored = cache.set(ROBOTS_PATH, { status: 200, headers: HEADERS, body }, null);
      if (!stored) throw new Error('robots.txt could not be stored');
      cache.compressBest(ROBOTS_PATH, stored);
    }
    return stored;
  };
  return {
    name: 'robots',
    headers: 'site',
    match: (path) => path === ROBOTS_PATH,
    handle: (req, res) => edge.sendFixed(req, res, cache, ROBOTS_PATH, entry(), 'file', true),
  };
};
