// The whole site as one HTTP server: a list of surfaces (server/http/surfaces/), each a module of
// one shape, asked in order; the first whose path matches answers. What surfaces share (the
// response cache, rate limits, compression, requests in flight) is server/http/edge.ts, and the
// security headers, CORS preflight and read-only methods a surface declares are applied in one
// place (serveWith). Every response carries the security headers; the public API answers CORS for
// any origin without credentials. Tests import this.
import { createExecutor } from './execution/pool.ts';
import { Compressor } from './http/compression.ts';
import { Edge } from './http/edge.ts';
import { Metrics } from './http/metrics.ts';
import { type AppOptions, DEFAULTS } from './http/options.ts';
import { type App, type Site, siteOf } from './http/site.ts';
import { admin } from './http/surfaces/admin.ts';
import { api } from './http/surfaces/api.ts';
import { apiDescription } from './http/surfaces/apiDescription.ts';
import { clientAssets, clientFiles } from './http/surfaces/clientFiles.ts';
import { dataExport, dataSync } from './http/surfaces/dataExport.ts';
import { evidence } from './http/surfaces/evidence.ts';
import { feeds } from './http/surfaces/feeds.ts';
import { graphql } from './http/surfaces/graphql.ts';
import { health } from './http/surfaces/health.ts';
import { images } from './http/surfaces/images.ts';
import { metrics } from './http/surfaces/metrics.ts';
import { pages } from './http/surfaces/pages.ts';
import { robots } from './http/surfaces/robots.ts';
import { sitemap } from './http/surfaces/sitemap.ts';
import { type EdgeParts, listenerOf, type MakeSurface } from './http/surfaces/surface.ts';
import { storeFor } from './store/index.ts';

export type { App, AppOptions, Site };

/**
 * The surfaces, in the order they are asked: the API's first (case-blind prefixes, so /API never
 * reaches a page), the API description before the /api it describes, the client's files last (they
 * answer every path, with the single-page fallback).
 */
const SURFACES: readonly MakeSurface[] = [
  graphql,
  apiDescription,
  api,
  admin,
  dataExport,
  dataSync,
  health,
  metrics,
  robots,
  sitemap,
  feeds,
  evidence,
  images,
  pages,
  clientFiles,
];

export function createApp(options: AppOptions): App {
  const executor = createExecutor({
    workers: options.workers ?? DEFAULTS.workers,
    databaseUrl: options.databaseUrl,
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    workerHeapMb: options.workerHeapMb ?? DEFAULTS.workerHeapMb,
    maxQueue: DEFAULTS.maxQueue,
    dev: options.dev,
    now: options.now,
    // Pages render where queries run; in dev mode Vite serves the client, drawn in the browser.
    clientDist: options.dev ? undefined : options.clientDist,
    publicUrl: options.publicUrl,
    imagesDir: options.imagesDir,
    // Suggestions are counted where they are filed, with the edge's counters (made just below).
    chargeSuggestions: (client, count) => edge.chargeSuggestions(client, count),
  });
  // The data version is read at the edge (once per turn): answers are cached, and executed, under
  // it. The process's store watches it, and keeps the rate limits' counters.
  const { store, owned } = storeFor(options.databaseUrl);
  const compressor = new Compressor();
  const edge = new Edge(options, store, compressor);
  edge.metrics = options.metrics ? new Metrics({ dataVersion: () => edge.versions.read(), executionLoad: executor.load }) : undefined;
  const parts: EdgeParts = { options, edge, executor, assets: clientAssets(options) };
  const surfaces = SURFACES.map((make) => make(parts));
  return {
    listener: listenerOf(surfaces, edge, options.trustProxy),
    ready: Promise.all([executor.ready, edge.versions.ready]).then(() => {}),
    cache: edge.cache,
    compressor,
    metrics: edge.metrics,
    drain: async (timeoutMs) => {
      const ending = Promise.all(surfaces.map((s) => s.drain?.()));
      const cut = await edge.drain(timeoutMs);
      await ending;
      return cut;
    },
    async close() {
      await Promise.all(surfaces.map((s) => s.close?.()));
      await executor.close();
      await edge.close();
      // The process's store closes with the process (server/db.ts); one opened for this site here.
      if (owned) await store.close();
    },
  };
}

/** The site: the app behind an http.Server, with graceful shutdown (server/http/site.ts). */
export function createSite(options: AppOptions): Site {
  return siteOf(createApp(options), options.clientTimeouts);
}
