// The client's files (the built client by sirv, or Vite's middleware in dev mode) with the
// single-page fallback: the last surface, it answers every path no other one did.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { echo, errorBody } from '../../shared/errorBody.ts';
import { log } from '../../shared/log.ts';
import type { AppOptions } from '../options.ts';
import { sendJson } from '../send.ts';
import type { EdgeParts, MakeSurface } from './surface.ts';

/** The built client's files, when there is a build (pages fall back to them too). */
export function clientAssets({ clientDist }: AppOptions): EdgeParts['assets'] {
  if (!existsSync(join(clientDist, 'index.html'))) return undefined;
  const serve = sirv(clientDist, {
    single: true,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders: (res, pathname) => {
      // Hashed build output never changes. Everything else is revalidated on every use: the page
      // shell, the service worker (/sw.js, so a new build's worker is found at once), the build
      // manifest (/builds/latest.json, which tells an open page of a newer build) and the web app manifest.
      res.setHeader('cache-control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // sirv lists the files once and pipes a file's stream into the answer: a file gone since (a
  // rebuild under a running server) fails that stream, which nothing else hears. The answer has
  // its headers out by then, so it is cut, and the server goes on.
  return (req, res, next) => {
    res.once('pipe', (source: NodeJS.ReadableStream) => {
      source.once('error', (error: Error) => {
        log.error({ url: req.url?.slice(0, 300), reason: error.message }, `could not read ${req.url?.slice(0, 300)} from the client build`);
        res.destroy();
      });
    });
    serve(req, res, next);
  };
}

const COMPRESSED_COPY = /\.(br|gz)$/i;

/** The path as the file server reads it (percent-decoded), or as sent when it cannot be decoded. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export const clientFiles: MakeSurface = ({ options, assets }) => ({
  name: 'client files',
  headers: 'site',
  match: () => true,
  handle(req, res, { path }) {
    const notFound = () => sendJson(res, 404, errorBody(404, `Page not found: ${echo(path)}`));
    // The build's .br and .gz copies are sent as the encoding of the file they copy; asked for by
    // their own names, sirv would send compressed bytes labelled as the page or script they hold.
    if (COMPRESSED_COPY.test(decodedPath(path))) return notFound();
    // The middleware answers by itself (sirv and Vite return no promise of the answer).
    if (options.clientMiddleware) {
      options.clientMiddleware(req, res, notFound);
      return;
    }
    if (assets) {
      assets(req, res, notFound);
      return;
    }
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('The client is not built: run `npm run build`.');
  },
});
