// Builds the whole site as one Node request listener: /graphql (yoga), /api (legacy router),
// /images, /health and the static client with its single-page fallback. Tests import this.
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createServerAdapter } from '@whatwg-node/server';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import sirv from 'sirv';
import type { Context } from './context.ts';
import { createContext } from './context.ts';
import { db } from './db.ts';
import { createImageHandler } from './images/handler.ts';
import { createLegacyHandler, errorBody } from './legacy/router.ts';
import { legacyTables } from './legacy/tables.ts';
import { schema } from './schema.ts';
import { maskError } from './shared/errors.ts';

/** GraphQL documents and legacy bodies are small; anything larger is refused unread. */
export const MAX_BODY_BYTES = 100_000;

export interface AppOptions {
  imagesDir: string;
  clientDist: string;
  dev?: boolean;
  /** In dev mode, Vite's middleware serves the client instead of the built files. */
  clientMiddleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}

export function createYogaApp(dev = false): YogaServerInstance<Record<string, never>, Context> {
  return createYoga<Record<string, never>, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    context: ({ request }) => createContext(request),
    maskedErrors: { maskError: (error, message) => maskError(error, message, dev) },
    graphiql: {
      title: 'LostWord Global Tracker API',
      defaultQuery: '{\n  lastUpdate { number timestamp }\n  characters(first: 5) { totalCount edges { node { id nameEn type } } }\n}\n',
    },
    landingPage: false,
    logging: dev ? 'info' : 'warn',
    // Hostile documents (deep nesting, alias floods, huge token counts) are refused before they run.
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 12, ignoreIntrospection: true },
        maxAliases: { n: 30 },
        maxDirectives: { n: 50 },
        maxTokens: { n: 5000 },
        // Counts fields through fragment spreads, which token and depth limits cannot see.
        costLimit: { maxCost: 500_000, ignoreIntrospection: true },
        blockFieldSuggestion: { enabled: false },
      }),
    ],
  });
}

export function createLegacyApp() {
  return createServerAdapter(createLegacyHandler(schema, legacyTables));
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

export function createApp(options: AppOptions) {
  const yoga = createYogaApp(options.dev);
  const legacy = createLegacyApp();
  const images = createImageHandler(options.imagesDir);
  const hasClient = existsSync(join(options.clientDist, 'index.html'));
  const assets = hasClient
    ? sirv(options.clientDist, {
        single: true,
        etag: true,
        gzip: true,
        brotli: true,
        setHeaders: (res, pathname) => {
          // Hashed build output never changes; the page shell must revalidate.
          res.setHeader('cache-control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      })
    : undefined;

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      req.resume();
      return sendJson(res, 413, errorBody(413, `Request bodies are limited to ${MAX_BODY_BYTES} bytes`));
    }
    if (path === '/graphql' || path.startsWith('/graphql/')) return yoga(req, res);
    if (path === '/api' || path.startsWith('/api/')) return legacy(req, res);
    if (path.startsWith('/images/')) {
      images(req, res, path.slice('/images/'.length)).catch((e) => {
        console.error(e);
        if (!res.headersSent) sendJson(res, 500, errorBody(500, 'Server is not responding the request', 'images'));
      });
      return;
    }
    if (path === '/health') {
      db.$queryRawUnsafe('SELECT 1')
        .then(() => sendJson(res, 200, { status: 'ok' }))
        .catch(() => sendJson(res, 503, { status: 'unavailable', reason: 'database' }));
      return;
    }
    const notFound = () => sendJson(res, 404, errorBody(404, `Page not found: ${path}`));
    if (options.clientMiddleware) return options.clientMiddleware(req, res, notFound);
    if (assets) return assets(req, res, notFound);
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('The client is not built: run `npm run build`.');
  };

  return { listener, yoga, legacy };
}

export function createHttpServer(options: AppOptions): Server {
  return createServer(createApp(options).listener);
}
