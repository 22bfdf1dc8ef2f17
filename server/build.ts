// `npm run build`: the client into CLIENT_DIST (default client/dist), with GraphiQL's page.
import { resolve } from 'node:path';
import { buildClient } from './startup.ts';

await buildClient(resolve(process.env.CLIENT_DIST ?? 'client/dist'));
