// Starts the site: checks the port, prepares the database and client, then listens on PORT.
// SIGTERM and SIGINT stop it gracefully: no new connections, requests in flight finish (up to
// SHUTDOWN_TIMEOUT_MS), then the process exits 0, or 1 when it had to cut requests; one that comes
// while it is still starting ends the start (exit 1). A start that cannot go on says why in one
// sentence naming the file or port, and exits 1.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSite } from './app.ts';
import { type Config, readConfig } from './config.ts';
import { disconnectDatabase } from './db.ts';
import { serveMetrics } from './http/metrics.ts';
import { flushLog, log } from './shared/log.ts';
import { checkPortFree, ensureClientBuilt, listenError, prepareDatabase, preparePortraits, StartupError, startBackups } from './startup.ts';

function fail(error: unknown): never {
  const known = error instanceof StartupError || (error instanceof Error && ['DatasetError', 'ConfigError'].includes(error.name));
  console.error(known ? `Cannot start: ${(error as Error).message}` : error);
  process.exit(1);
}

// The signals are heard from the first moment: one that comes before the site listens ends the start.
let stop: (signal: string) => Promise<void> = async (signal) => {
  console.error(`${signal} before the site was listening: not started.`);
  process.exit(1);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

let config: Config;
try {
  config = readConfig();
} catch (error) {
  fail(error);
}
// Libraries (graphql-js among them) run their production code paths unless asked for development;
// the execution workers, started below, inherit this.
process.env.NODE_ENV ??= config.dev ? 'development' : 'production';

let clientMiddleware: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
try {
  await checkPortFree(config.port, config.host);
  await prepareDatabase(config);
  // Several processes sharing one IMAGES_DIR draw it once, before they start (docs/operations.md).
  if (config.portraitsAtStart) await preparePortraits(config);
  if (config.dev) {
    const { createServer: createVite } = await import('vite');
    const vite = await createVite({ configFile: 'client/vite.config.ts', server: { middlewareMode: true }, appType: 'spa' });
    clientMiddleware = vite.middlewares;
  } else {
    await ensureClientBuilt(config.clientDist);
  }
} catch (error) {
  fail(error);
}

// A line a request, unless LOG_LEVEL keeps only warnings and worse.
const site = createSite({ ...config, clientMiddleware, requestLog: log.isLevelEnabled('info') });
// A port taken while the site was starting is named as the check names it.
const url = await site
  .listen(config.port, config.host)
  .catch((error: NodeJS.ErrnoException) =>
    fail(error.code === 'EADDRINUSE' || error.code === 'EACCES' ? listenError(error, config.host, config.port) : error),
  );
console.log(`LostWord Global Tracker is running at ${url.replace('0.0.0.0', 'localhost')}/ (GraphQL at /graphql)`);
const metricsPort = config.metrics?.port;
const metricsServer =
  metricsPort !== undefined && site.app.metrics
    ? await serveMetrics(site.app.metrics, metricsPort, config.metrics?.host ?? '127.0.0.1').catch((error: NodeJS.ErrnoException) =>
        fail(error.code === 'EADDRINUSE' || error.code === 'EACCES' ? listenError(error, config.metrics?.host ?? '', metricsPort) : error),
      )
    : undefined;
if (metricsServer) console.log(`Metrics at http://${config.metrics?.host}:${metricsPort}/metrics`);
// Scheduled backups of the database (docs/operations.md); one process of several sharing a database is enough.
const stopBackups = config.backups ? startBackups(config.backups) : undefined;

let stopping = false;
stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing requests in flight, then stopping.`);
  let cut = 0;
  try {
    metricsServer?.close();
    stopBackups?.();
    cut = await site.shutdown(config.shutdownMs);
    await disconnectDatabase();
  } catch (e) {
    console.error('Shutdown failed:', e);
    process.exit(1);
  }
  if (cut) console.error(`Stopped with ${cut} request(s) cut after ${config.shutdownMs} ms.`);
  flushLog();
  process.exit(cut ? 1 : 0);
};
