// GraphiQL, served by the edge as one static page: the same bytes for every URL of /graphql that a
// browser opens (GraphiQL reads its query from the address bar itself), so no query string can
// make it work again. The page is built with the client (client/graphiql): a small document that
// fits a phone, whose scripts and styles are the build's hashed files under /assets, loaded in
// parts after it paints. The build step moves the page here with its compressed copies, and it is
// read once at start. Where there is no build (a bare checkout, tests of the API alone) the page
// says how to make one.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compressor } from './compression.ts';
import { ResponseCache } from './responseCache.ts';

/** Where the build puts the page, beside the client's index.html (a dotfile: the static files never include it). */
export const GRAPHIQL_FILE = '.graphiql.html';
/** The page as the client's build writes it (client/graphiql/vite.config.ts), before it is moved. */
const BUILT_FILE = 'graphiql.html';
const KEY = 'graphiql';
const HEADERS = { 'content-type': 'text/html; charset=utf-8' };

/** What a browser gets where the client is not built: GraphiQL comes with the build. */
const UNBUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>LostWord Global Tracker API</title></head>
<body><p>GraphiQL comes with the client build: run <code>npm run build</code>. This address answers GraphQL requests by POST and GET meanwhile.</p></body>
</html>
`;

/** Moves the page the client's build wrote to where the edge reads it, with its brotli and gzip copies. */
export function writeGraphiQLPage(dir: string): void {
  const built = join(dir, BUILT_FILE);
  const html = readFileSync(built);
  writeFileSync(join(dir, GRAPHIQL_FILE), html);
  writeFileSync(join(dir, `${GRAPHIQL_FILE}.br`), brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(join(dir, `${GRAPHIQL_FILE}.gz`), gzipSync(html, { level: 9 }));
  // Served as a file it would be GraphiQL under the site's policy, at a second address.
  for (const suffix of ['', '.br', '.gz']) rmSync(built + suffix, { force: true });
}

export interface GraphiQLPage {
  cache: ResponseCache;
  key: string;
  /** Resolves once the page can be sent. */
  ready: Promise<void>;
}

/** The page as a cache of one entry that never expires, so it is sent like an API answer. */
export function loadGraphiQLPage(clientDist: string, compressor: Compressor): GraphiQLPage {
  const cache = new ResponseCache({ maxBytes: 1024 * 1024, compressor });
  const file = join(clientDist, GRAPHIQL_FILE);
  const built = existsSync(file);
  const read = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  const entry = cache.set(KEY, { status: 200, headers: HEADERS, body: built ? readFileSync(file) : Buffer.from(UNBUILT_PAGE) }, null);
  if (entry && built) Object.assign(entry, { br: read('.br'), gzip: read('.gz'), best: true });
  else if (entry) cache.compressBest(KEY, entry);
  return { cache, key: KEY, ready: Promise.resolve() };
}
