// The worker pool says it is ready only once every worker has loaded and run its warm-up, and a
// site listens only then: the first visitors never wait for a worker to boot. Quick reads share a
// worker; anything else runs alone on one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../server/app.ts';
import { createExecutor, SHARED_MAX_BYTES, SHARED_PER_WORKER } from '../../server/execution/pool.ts';
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

  it('run quick reads with small answers several at once on one worker, with the same answers, and every other request alone', async () => {
    const executor = createExecutor({ workers: 1, databaseUrl: database.url, timeoutMs: 10_000, workerHeapMb: 256, maxQueue: 64 });
    await executor.ready;
    const read = (n = 0) =>
      executor.run(
        { method: 'GET', url: '/api/general/updates', headers: {}, dataVersion: 1 },
        { client: `10.0.0.${n}`, kind: 'api GET /api/general/updates' },
      );
    // Once timed as quick (by its runs after the ones that parsed and compiled its document), reads
    // sent together run SHARED_PER_WORKER at a time, and the rest wait.
    const alone = await read();
    let load: ReturnType<NonNullable<typeof executor.load>> | undefined;
    for (let i = 0; i < 20 && load?.running !== SHARED_PER_WORKER; i++) {
      const burst = Array.from({ length: SHARED_PER_WORKER + 2 }, (_, n) => read(n));
      load = executor.load?.();
      for (const answer of await Promise.all(burst)) expect(answer.body).toBe(alone.body);
    }
    expect(load).toEqual({ queued: 2, running: SHARED_PER_WORKER });
    // A quick read with a large answer runs alone: several built at once cost more to collect.
    const schemaText = '{ __schema { types { name description fields { name description args { name description } } } } }';
    const list = (n = 0) =>
      executor.run(
        { method: 'GET', url: `/graphql?query=${encodeURIComponent(schemaText)}`, headers: { accept: 'application/json' }, dataVersion: 1 },
        { client: `10.0.2.${n}`, kind: 'graphql GET schema' },
      );
    expect((await list()).body.length).toBeGreaterThan(SHARED_MAX_BYTES);
    for (let i = 0; i < 4; i++) await list();
    const lists = [list(1), list(2)];
    expect(executor.load?.()).toEqual({ queued: 1, running: 1 });
    for (const answer of await Promise.all(lists)) expect(answer.status).toBe(200);
    // A POST the edge cannot cache (it may change data) runs alone, whatever its kind's record.
    const post = (n: number) =>
      executor.run(
        {
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ query: '{ lastUpdate { number } }' }),
          dataVersion: 1,
        },
        { client: `10.0.1.${n}`, kind: 'graphql POST lastUpdate' },
      );
    for (let i = 0; i < 6; i++) await post(i);
    const posts = [post(6), post(7)];
    expect(executor.load?.()).toEqual({ queued: 1, running: 1 });
    for (const answer of await Promise.all(posts)) expect(answer.status).toBe(200);
    await executor.close();
  }, 120_000);
});
