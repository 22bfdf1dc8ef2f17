// GraphiQL, served by the edge as one static page: the same bytes for every URL of /graphql that a
// browser opens (GraphiQL reads its query from the address bar itself), so no query string can
// make it work again. The page (9 MB, GraphiQL's bundle inlined) is written with the client build,
// compressed at the best levels there too, and read once at start; where there is no build (tests,
// a bare checkout) it is rendered on first use instead.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compressor } from './compression.ts';
import { ResponseCache } from './responseCache.ts';

export const GRAPHIQL_OPTIONS = {
  title: 'LostWord Global Tracker API',
  defaultQuery: '{\n  lastUpdate { number timestamp }\n  characters(first: 5) { totalCount edges { node { id nameEn type } } }\n}\n',
};

/** Where the build puts the page, beside the client's index.html (a dotfile: the static files never include it). */
export const GRAPHIQL_FILE = '.graphiql.html';
const KEY = 'graphiql';
const HEADERS = { 'content-type': 'text/html; charset=utf-8' };

async function render(): Promise<Buffer> {
  const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
  return Buffer.from(renderGraphiQL(GRAPHIQL_OPTIONS));
}

/** Writes the page and its brotli and gzip copies into a client build. */
export async function writeGraphiQLPage(dir: string): Promise<void> {
  const html = await render();
  writeFileSync(join(dir, GRAPHIQL_FILE), html);
  // Quality 9: quality 11 saves another 8 % of its 1.9 MB but takes 13 s instead of 1.
  writeFileSync(join(dir, `${GRAPHIQL_FILE}.br`), brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
  writeFileSync(join(dir, `${GRAPHIQL_FILE}.gz`), gzipSync(html, { level: 9 }));
}

export interface GraphiQLPage {
  cache: ResponseCache;
  key: string;
  /** Resolves once the page can be sent. */
  ready: Promise<void>;
}

/** The page as a cache of one entry that never expires, so it is sent like an API answer. */
export function loadGraphiQLPage(clientDist: string, compressor: Compressor): GraphiQLPage {
  const cache = new ResponseCache({ maxBytes: 64 * 1024 * 1024, compressor });
  const file = join(clientDist, GRAPHIQL_FILE);
  const built = existsSync(file);
  const read = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  let ready: Promise<void> | undefined;
  const load = async () => {
    const entry = cache.set(KEY, { status: 200, headers: HEADERS, body: built ? readFileSync(file) : await render() }, null);
    if (!entry) return;
    if (built) Object.assign(entry, { br: read('.br'), gzip: read('.gz'), best: true });
    else cache.compressBest(KEY, entry);
  };
  // A built page is read at start (a few milliseconds); rendering one takes the GraphiQL package's
  // 30 MB and half a second, so that waits for the first visitor who asks.
  if (built) ready = load();
  return {
    cache,
    key: KEY,
    get ready() {
      ready ??= load();
      return ready;
    },
  };
}
