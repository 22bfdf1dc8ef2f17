// Environment configuration, read once. README.md lists these variables.
import { resolve } from 'node:path';
import { DEFAULT_DATABASE_URL } from '../prisma/connect.ts';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  imagesDir: string;
  clientDist: string;
  dev: boolean;
}

export function readConfig(env = process.env, argv = process.argv): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    imagesDir: resolve(env.IMAGES_DIR ?? 'var/images'),
    clientDist: resolve(env.CLIENT_DIST ?? 'client/dist'),
    dev: argv.includes('--dev') || env.NODE_ENV === 'development',
  };
}
