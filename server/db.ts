// The single PrismaClient of the server process. Tests swap it with `connectDatabase` before the
// first query so they can point at a temporary file and count statements.
import { type ConnectOptions, createPrismaClient, type PrismaClient } from '../prisma/connect.ts';

let client: PrismaClient | undefined;

export function connectDatabase(options: ConnectOptions): PrismaClient {
  client = createPrismaClient(options);
  return client;
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
