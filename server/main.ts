// Starts the site: prepares the database and client, then listens on PORT.
import { createServer } from 'node:http';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { disconnectDatabase } from './db.ts';
import { ensureClientBuilt, prepareDatabase } from './startup.ts';

const config = readConfig();
await prepareDatabase(config);

let clientMiddleware:
  | ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void)
  | undefined;
if (config.dev) {
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({ configFile: 'client/vite.config.ts', server: { middlewareMode: true }, appType: 'spa' });
  clientMiddleware = vite.middlewares;
} else {
  await ensureClientBuilt(config.clientDist);
}

const server = createServer(createApp({ ...config, clientMiddleware }).listener);
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`LostWord Global Tracker is running at http://localhost:${port}/ (GraphQL at /graphql)`);
});

const stop = () => {
  server.close(() => void disconnectDatabase().then(() => process.exit(0)));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
