// A page render leaves no async hooks behind in the thread that drew it: React's renderer keeps its
// request in an AsyncLocalStorage, which, left on, would make every promise of every later query in
// that worker pay for carrying it (server/pages/render.ts).
import { executionAsyncResource } from 'node:async_hooks';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../server/db.ts';
import { createRequestHandler } from '../../server/execution/handler.ts';
import { ensureClientBuilt } from '../../server/startup.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  await ensureClientBuilt(resolve('client/dist'));
  database = await createTestDatabase();
  connectDatabase({ url: database.url });
});
afterAll(() => database?.close());

/** Whether promises carry async context here: a continuation runs in its promise's resource only then. */
async function promisesTracked(): Promise<boolean> {
  let resource: unknown;
  await Promise.resolve().then(() => {
    resource = executionAsyncResource();
  });
  return resource instanceof Promise;
}

describe('a page render', () => {
  it('draws the page and leaves promises untracked, render after render', async () => {
    expect(await promisesTracked()).toBe(false);
    const handle = createRequestHandler({ clientDist: resolve('client/dist') });
    const draw = (url: string) => handle({ method: 'GET', url, headers: {}, dataVersion: 1, page: { cookie: '' } });
    const page = await draw('/characters/l1-reimu');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Reimu');
    expect(await promisesTracked()).toBe(false);
    // Again, another page, and the first once more: each the same as a first render would be.
    expect((await draw('/')).status).toBe(200);
    const again = await draw('/characters/l1-reimu');
    expect(again.status).toBe(200);
    expect(again.body).toContain('Reimu');
    expect(await promisesTracked()).toBe(false);
  });
});
