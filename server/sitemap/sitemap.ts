// The sitemap (sitemaps.org protocol), made where queries run: the site's fixed pages (its route
// table's, from the client's server entry) and every record page a visitor without the spoiler
// switch may open, each with when it last changed, as absolute addresses under the public URL.
// A sitemap holds at most 50,000 addresses: past that, /sitemap.xml is an index of the parts
// /sitemap-1.xml, /sitemap-2.xml, ... The answer holds until the data version moves or a reveal
// instant passes (the snapshot's `until`), like any answer of the read path.
import { Readable } from 'node:stream';
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import { takeSnapshot } from '../shared/snapshot.ts';
import { changeTimes, type ListedPage, recordPageCount, recordPages } from './repo.ts';
import { isSitemapPath, SITEMAP_PART, SITEMAP_PATH } from './robots.ts';

/** The protocol's limit of addresses in one sitemap file. */
export const URLS_PER_SITEMAP = 50_000;

export const XML_TYPE = 'application/xml; charset=utf-8';

/** Only the sitemap namespace: the entries carry no images, news, videos or alternates. */
const NAMESPACES = { news: false, video: false, xhtml: false, image: false };

interface SitemapRequest {
  /** The sitemap's path. */
  url: string;
  dataVersion: number;
  at?: number;
}

interface SitemapAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  cacheUntil?: number | null;
}

const notFound = (path: string): SitemapAnswer => ({
  status: 404,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
  body: `No sitemap at ${path}`,
});

async function xml(stream: SitemapStream | SitemapIndexStream, items: readonly object[]): Promise<string> {
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8');
}

/**
 * The sitemap's renderer. `listedPaths` gives the site's fixed pages (the client's route table, by
 * its server entry); `perFile` is the most addresses one file holds.
 */
export function createSitemapRenderer(options: {
  listedPaths: () => Promise<readonly string[]>;
  publicUrl: string;
  now: () => number;
  perFile?: number;
}) {
  const perFile = options.perFile ?? URLS_PER_SITEMAP;
  const absolute = (path: string) => `${options.publicUrl}${path}`;
  const urlset = (pages: readonly ListedPage[]) =>
    xml(
      new SitemapStream({ hostname: options.publicUrl, xmlns: NAMESPACES }),
      pages.map((p) => ({ url: absolute(p.path), ...(p.lastmod ? { lastmod: p.lastmod.toISOString() } : {}) })),
    );

  return async (request: SitemapRequest): Promise<SitemapAnswer> => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (!isSitemapPath(path)) return notFound(path);
    // What a visitor without the spoiler switch sees at the request's instant.
    const viewer = await takeSnapshot(false, new Date(request.at ?? options.now()), request.dataVersion);
    const times = await changeTimes();
    const fixed: ListedPage[] = (await options.listedPaths()).map((p) => ({ path: p, lastmod: times.importedAt }));
    const total = fixed.length + (await recordPageCount(viewer));
    const parts = Math.max(1, Math.ceil(total / perFile));
    const part = path === SITEMAP_PATH ? (parts > 1 ? 0 : 1) : Number(SITEMAP_PART.exec(path)?.[1]);
    if (part > parts || (part === 1 && parts === 1 && path !== SITEMAP_PATH)) return notFound(path);
    let body: string;
    if (part === 0) {
      const lastmod = times.importedAt?.toISOString();
      body = await xml(
        new SitemapIndexStream(),
        Array.from({ length: parts }, (_, i) => ({ url: absolute(`/sitemap-${i + 1}.xml`), ...(lastmod ? { lastmod } : {}) })),
      );
    } else {
      const from = (part - 1) * perFile;
      const pages = fixed.slice(from, from + perFile);
      const skip = Math.max(0, from - fixed.length);
      pages.push(...(await recordPages(viewer, skip, perFile - pages.length, times)));
      body = await urlset(pages);
    }
    return { status: 200, headers: { 'content-type': XML_TYPE }, body, cacheUntil: viewer.until };
  };
}
