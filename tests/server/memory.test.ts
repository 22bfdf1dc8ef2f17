// A read keeps nothing once it is answered: the heap after a full collection stays level over
// hundreds of executions of the operations that once kept memory per request (a character group's
// two counts of one relation, `total` and `available`, each with its own filter). Run in this
// thread, on the real data (its 463 Friends make what a request keeps show), with every read
// asked of the database (READ_CACHE=off), so nothing a request leaves behind is a read kept for
// the next one.
import { resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestHandler, type RequestHandler } from '../../server/execution/handler.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let database: TestDatabase;
let handle: RequestHandler;
beforeAll(async () => {
  process.env.READ_CACHE = 'off';
  try {
    database = await createTestDatabase(resolve(import.meta.dirname, '../../data'));
  } finally {
    delete process.env.READ_CACHE;
  }
  handle = createRequestHandler();
}, 120_000);
afterAll(() => database?.close());

/** The heap in use after a full collection (MB). */
function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1048576;
}

describe('memory per request', () => {
  it.each([['/api/characters/universe'], ['/api/characters/chronological']])(
    '%s: the heap stays level over 150 executions',
    async (url) => {
      const round = async () => {
        for (let i = 0; i < 50; i++) {
          const answer = await handle({ method: 'GET', url, headers: {}, dataVersion: 1 });
          expect(answer.status).toBe(200);
        }
      };
      await round();
      const before = heapAfterGc();
      await round();
      await round();
      await round();
      const grown = heapAfterGc() - before;
      // Before the fix: 70 MB and more over the three rounds (the universe's 24 MB a round).
      expect(grown).toBeLessThan(6);
    },
  );
});
