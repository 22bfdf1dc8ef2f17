// What the site tells crawlers (robots.txt): the pages are theirs to read; the admin area, the APIs,
// the data export, the health and readiness checks, the metrics and search results (one page per
// query typed) are not pages to index. It names the sitemap by its absolute address under the site's public URL. The edge reads
// the paths here without loading the sitemap's maker (server/sitemap/sitemap.ts, where queries run).

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';
/** A part of a sitemap too large for one file (see sitemap.ts), by its number. */
export const SITEMAP_PART = /^\/sitemap-([1-9]\d{0,5})\.xml$/;

/** Whether a path is the sitemap or one of its parts. */
export function isSitemapPath(path: string): boolean {
  return path === SITEMAP_PATH || SITEMAP_PART.test(path);
}

/** Paths no crawler should ask for (prefixes, as robots.txt reads them). */
const DISALLOWED = ['/admin', '/api/', '/graphql', '/export/', '/health', '/ready', '/metrics', '/search'];

/** robots.txt for a site whose public address is `publicUrl` (an origin, maybe with a path prefix). */
export function robotsText(publicUrl: string): string {
  // Behind a path prefix the site's paths start with it, and so must the rules.
  const prefix = new URL(publicUrl).pathname.replace(/\/+$/, '');
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${prefix}${path}`),
    `Allow: ${prefix}/`,
    '',
    `Sitemap: ${publicUrl}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}
