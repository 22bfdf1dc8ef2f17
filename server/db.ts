// The single PrismaClient of the server process. Tests swap it with `connectDatabase` before the
// first query so they can point at a temporary file and count statements.
import { type ConnectOptions, createPrismaClient, DEFAULT_DATABASE_URL, type PrismaClient } from '../prisma/connect.ts';

let client: PrismaClient | undefined;
let url: string | undefined;

export function connectDatabase(options: ConnectOptions): PrismaClient {
  client = createPrismaClient(options);
  url = options.url;
  return client;
}

/** The database the process is connected to (or will connect to). */
export function currentDatabaseUrl(): string {
  return url ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
}

function current(): PrismaClient {
  client ??= createPrismaClient();
  return client;
}

export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const c = current();
    const value = Reflect.get(c, prop, c);
    return typeof value === 'function' ? value.bind(c) : value;
  },
  has: (_target, prop) => prop in current(),
});

export async function disconnectDatabase(): Promise<void> {
  await client?.$disconnect();
  client = undefined;
}
