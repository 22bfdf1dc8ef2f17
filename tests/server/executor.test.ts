// The worker pool says it is ready only once every worker has loaded and run its warm-up, and a
// site listens only then: the first visitors never wait for a worker to boot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../server/app.ts';
import { createExecutor } from '../../server/execution/pool.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('execution workers', () => {
  it('are ready once each has warmed up, and then answer', async () => {
    const executor = createExecutor({ workers: 2, databaseUrl: database.url, timeoutMs: 10_000, workerHeapMb: 256, maxQueue: 8 });
    let ready = false;
    void executor.ready.then(() => {
      ready = true;
    });
    // Loading a worker takes far longer than a turn of the event loop.
    await new Promise((r) => setTimeout(r, 10));
    expect(ready).toBe(false);
    await executor.ready;
    const answer = await executor.run({ method: 'GET', url: '/api/general/home', headers: {}, dataVersion: 1 });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).data.counter).toBeDefined();
    await executor.close();
    // Two workers each load the schema before they answer: on a machine busy with the other files
    // that alone may take longer than the project's 30 s.
  }, 120_000);

  it('hold back the port until they are ready', async () => {
    const site = createSite({ clientDist: '/nonexistent', imagesDir: '/nonexistent', databaseUrl: database.url, workers: 1 });
    let readyFirst = false;
    void site.app.ready.then(() => {
      readyFirst = !site.server.listening;
    });
    const base = await site.listen(0);
    expect(readyFirst).toBe(true);
    expect((await fetch(`${base}/api/general/home`)).status).toBe(200);
    await site.shutdown(1000);
  }, 120_000);
});
