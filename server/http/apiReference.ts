// The API reference, served by the edge: the OpenAPI description of the /api paths (printed from
// the route table) and a browsable page of it, Swagger UI from the project's own swagger-ui-dist
// package. Nothing is loaded from another host. Like GraphiQL's page, each file is a cache entry
// that never expires (the description changes only with the code), so it is sent with an ETag,
// revalidated with If-None-Match and compressed like any API answer.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildOpenApiDocument, DOCS_PATH, OPENAPI_PATH } from '../legacy/openapi.ts';
import { legacyTables } from '../legacyTables.ts';
import type { Compressor } from './compression.ts';
import { type CachedResponse, ResponseCache } from './responseCache.ts';

/**
 * The reference page loads its scripts, styles and images from this site only and talks to this
 * site only ("Try it out"). Swagger UI sets style attributes, and its icons are data: URLs.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const swaggerDir = () => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const HTML = 'text/html; charset=utf-8';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>LostWord Global Tracker REST API</title>
<link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-32x32.png">
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/init.js"></script>
</body>
</html>
`;

// No validator badge: Swagger UI would send the description to validator.swagger.io.
const INIT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

/** Every path of the reference, what it is, and how its bytes are made (on first use). */
const FILES: Record<string, { type: string; headers?: Record<string, string>; body: () => Buffer | string }> = {
  [OPENAPI_PATH]: {
    type: 'application/json; charset=utf-8',
    body: () => {
      const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
      return JSON.stringify(buildOpenApiDocument(legacyTables, { version }));
    },
  },
  [DOCS_PATH]: { type: HTML, headers: { 'content-security-policy': DOCS_CSP }, body: () => PAGE },
  [`${DOCS_PATH}/init.js`]: { type: 'text/javascript; charset=utf-8', body: () => INIT },
  [`${DOCS_PATH}/swagger-ui-bundle.js`]: {
    type: 'text/javascript; charset=utf-8',
    body: () => readFileSync(join(swaggerDir(), 'swagger-ui-bundle.js')),
  },
  [`${DOCS_PATH}/swagger-ui.css`]: { type: 'text/css; charset=utf-8', body: () => readFileSync(join(swaggerDir(), 'swagger-ui.css')) },
  [`${DOCS_PATH}/favicon-32x32.png`]: { type: 'image/png', body: () => readFileSync(join(swaggerDir(), 'favicon-32x32.png')) },
};

export interface ApiReference {
  /** The reference path a request path names (trailing slashes ignored, case-blind), or null. */
  match(path: string): string | null;
  cache: ResponseCache;
  /** The entry of a reference path, made on first use. */
  entry(key: string): CachedResponse;
}

export function createApiReference(compressor: Compressor): ApiReference {
  const cache = new ResponseCache({ maxBytes: 32 * 1024 * 1024, compressor });
  return {
    cache,
    match(path) {
      const key = path.replace(/\/+$/, '').toLowerCase();
      return key in FILES ? key : null;
    },
    entry(key) {
      let entry = cache.get(key);
      if (!entry) {
        const file = FILES[key];
        const body = file.body();
        entry = cache.set(key, { status: 200, headers: { 'content-type': file.type, ...file.headers }, body: Buffer.from(body) }, null);
        if (!entry) throw new Error(`The reference file ${key} could not be stored`);
        cache.compressBest(key, entry);
      }
      return entry;
    },
  };
}
