// Headers every response carries (security), and the CORS answer of the public API: it is a
// read API without cookies or credentials, so any origin may read it and none gets credentials.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The site loads scripts, styles, fonts and images from itself only, and talks to itself only. */
const SITE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // React sets style attributes; Victory charts draw with them too.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The site's pages and files, and GraphiQL's page (built with the site, its scripts are files of the site too). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': SITE_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/** API answers are data, never a document: they may load nothing and be framed by nobody. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'etag, retry-after, ratelimit-limit, ratelimit-remaining, ratelimit-reset, ratelimit-policy',
};

/** Every header of an API answer but its own. */
export const API_HEADERS: Readonly<Record<string, string>> = { ...API_SECURITY_HEADERS, ...CORS_HEADERS };

export const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  ...CORS_HEADERS,
  'access-control-allow-methods': 'GET, HEAD, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, accept, if-none-match',
  'access-control-max-age': '86400',
};

/** Browsers that saw it over HTTPS use nothing but HTTPS for this host (and its subdomains) for a year. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the client's request came over HTTPS: its own TLS connection, or behind a reverse proxy
 * (`trustProxy`) the scheme the proxy says in X-Forwarded-Proto (its first value, the client's leg).
 */
export function viaHttps(req: IncomingMessage, trustProxy: boolean | undefined): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto[0] : (proto ?? '')).split(',')[0].trim().toLowerCase() === 'https';
}

export function setHeaders(res: ServerResponse, headers: Readonly<Record<string, string>>) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
