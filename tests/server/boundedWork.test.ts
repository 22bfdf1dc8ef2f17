// The bounds on the edge's own work, each on its own: compression jobs that are refused or dropped
// rather than queued without end, a response cache whose budget counts keys as well as bodies and
// spends the best compression only on answers asked for often, and a scheduler that keeps a slot
// for light requests, lets clients take turns and refuses what cannot wait.
import { afterEach, describe, expect, it } from 'vitest';
import { createRequestHandler } from '../../server/execution/handler.ts';
import { FairScheduler, type Task } from '../../server/execution/scheduler.ts';
import { Compressor } from '../../server/http/compression.ts';
import { HOT_HITS, ResponseCache } from '../../server/http/responseCache.ts';
import { createTestDatabase } from '../helpers/database.ts';

const json = (bytes: number) => Buffer.from(JSON.stringify({ data: 'x'.repeat(bytes) }));
const answer = (body: Buffer) => ({ status: 200, headers: { 'content-type': 'application/json' }, body });
const until = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  return check();
};

describe('the compressor', () => {
  it('runs at most four quick jobs at once and refuses the fifth (the answer goes uncompressed)', async () => {
    const compressor = new Compressor();
    const body = json(2_000_000);
    const jobs = Array.from({ length: 6 }, () => compressor.quick(body, 'br'));
    const copies = await Promise.all(jobs);
    expect(copies.filter(Boolean)).toHaveLength(4);
    expect(copies.slice(4)).toEqual([undefined, undefined]);
    expect(compressor.stats().dropped).toBe(2);
    // Free again once they are done.
    expect(await compressor.quick(body, 'gzip')).toBeInstanceOf(Buffer);
  });

  it('runs one best-level job at a time, drops jobs past its queue, and starts nothing once closed', async () => {
    const compressor = new Compressor();
    const body = json(200_000);
    let done = 0;
    const accepted = Array.from({ length: 30 }, () => compressor.best(body, () => done++));
    // One running, sixteen waiting: the rest are dropped, not queued.
    expect(accepted.filter(Boolean)).toHaveLength(17);
    expect(compressor.stats()).toMatchObject({ bestRunning: 1, bestWaiting: 16, dropped: 13 });
    compressor.close();
    expect(compressor.stats().bestWaiting).toBe(0);
    expect(compressor.best(body, () => done++)).toBe(false);
    expect(await until(() => compressor.stats().bestRunning === 0)).toBe(true);
    // Only the job that was running when it closed finished.
    expect(done).toBe(1);
  });
});

describe('the response cache', () => {
  it('counts keys in its budget: long keys cannot hold more than the budget', () => {
    const cache = new ResponseCache({ maxBytes: 1024 * 1024, compressor: new Compressor() });
    for (let i = 0; i < 1000; i++) cache.set(`${i}|${'q'.repeat(16_000)}`, answer(Buffer.from('{}')), null);
    expect(cache.bytes).toBeLessThanOrEqual(1024 * 1024);
    // Each entry is priced at its 32 KB key at least: about 30 fit, not 1,000.
    expect(cache.size).toBeLessThan(40);
  });

  it('makes a quick copy when first asked, and the best copies only once an answer is asked for often', async () => {
    const cache = new ResponseCache({ maxBytes: 64 * 1024 * 1024, compressor: new Compressor() });
    const body = json(100_000);
    const stored = cache.set('k', answer(body), null);
    expect(stored?.br).toBeUndefined();
    const quick = await cache.copy('k', stored as NonNullable<typeof stored>, 'br');
    expect(quick?.length).toBeLessThan(body.length);
    for (let i = 1; i < HOT_HITS; i++) expect(cache.get('k')?.best).toBe(false);
    cache.get('k');
    expect(await until(() => cache.get('k')?.best === true)).toBe(true);
    const best = cache.get('k');
    expect(best?.br?.length).toBeLessThanOrEqual(quick?.length ?? 0);
    expect(best?.gzip).toBeInstanceOf(Buffer);
    // The copies are in the budget too.
    expect(cache.bytes).toBeGreaterThan(body.length + (best?.br?.length ?? 0));
  });

  it('never compresses a small answer', async () => {
    const cache = new ResponseCache({ maxBytes: 1024 * 1024, compressor: new Compressor() });
    const entry = cache.set('small', answer(Buffer.from('{"data":1}')), null);
    expect(await cache.copy('small', entry as NonNullable<typeof entry>, 'gzip')).toBeUndefined();
  });
});

describe('the fair scheduler', () => {
  let timers: ReturnType<typeof setTimeout>[] = [];
  afterEach(() => {
    for (const t of timers) clearTimeout(t);
    timers = [];
  });

  /** A task that runs until released, recording when it started. */
  function gate(client: string, kind: string, log: string[], extra: Partial<Task<string>> = {}) {
    let release: () => void = () => {};
    const task: Task<string> = {
      client,
      kind,
      start: () =>
        new Promise<string>((resolve) => {
          log.push(`${client}:${kind}`);
          release = () => resolve(`${client}:${kind}`);
        }),
      busy: (message) => `busy: ${message}`,
      failed: () => 'failed',
      ...extra,
    };
    return { task, release: () => release() };
  }

  it('keeps a slot free of heavy requests, so a light one runs at once beside them', async () => {
    const scheduler = new FairScheduler<string>({ slots: 2, maxQueue: 100, maxQueuePerClient: 50, maxWaitMs: 10_000 });
    const log: string[] = [];
    const heavy = Array.from({ length: 5 }, (_, i) => gate(`10.0.0.${i}`, 'costly', log, { heavy: true }));
    for (const h of heavy) void scheduler.submit(h.task);
    expect(scheduler.stats()).toMatchObject({ running: 1, heavyRunning: 1, waitingHeavy: 4 });
    const light = gate('10.0.0.99', 'cheap', log);
    const answered = scheduler.submit(light.task);
    expect(log.at(-1)).toBe('10.0.0.99:cheap');
    light.release();
    expect(await answered).toBe('10.0.0.99:cheap');
    for (const h of heavy) h.release();
  });

  it('lets clients take turns: one client with many requests waits behind itself', async () => {
    const scheduler = new FairScheduler<string>({ slots: 1, maxQueue: 100, maxQueuePerClient: 50, maxWaitMs: 10_000 });
    const log: string[] = [];
    const gates = [...Array.from({ length: 4 }, () => gate('a', 'q', log)), gate('b', 'q', log), gate('c', 'q', log)];
    const done = gates.map((g) => scheduler.submit(g.task));
    // One at a time: release whichever runs now, six times.
    for (let i = 0; i < gates.length; i++) {
      await new Promise((r) => setTimeout(r, 1));
      for (const g of gates) g.release();
    }
    await Promise.all(done);
    expect(log).toEqual(['a:q', 'b:q', 'c:q', 'a:q', 'a:q', 'a:q']);
  });

  /** A scheduler on a clock of its own, and a run of a kind that takes `ms` of that clock. */
  function timed(slots: number) {
    let clock = 0;
    const scheduler = new FairScheduler<string>({ slots, maxQueue: 100, maxQueuePerClient: 50, maxWaitMs: 10_000, now: () => clock });
    const run = (kind: string, ms: number, learn = true) =>
      scheduler.submit({
        client: 'x',
        kind,
        start: async () => {
          clock += ms;
          return kind;
        },
        learn: () => learn,
        busy: () => 'busy',
        failed: () => 'failed',
      });
    return { scheduler, run };
  }

  it('learns that a kind is heavy from its runs, and does not count a deferred answer', async () => {
    const { scheduler, run } = timed(2);
    await run('slow', 400, false);
    expect(scheduler.isHeavy('slow')).toBe(false);
    await run('slow', 400);
    expect(scheduler.isHeavy('slow')).toBe(true);
    // One quick run among its last ones makes a kind light again: a cheap query slowed once by a
    // busy machine is not sent to the heavy lane.
    await run('cheap', 5);
    await run('cheap', 300);
    expect(scheduler.isHeavy('cheap')).toBe(false);
  });

  it('runs quick reads several to a slot, and a request that must run alone waits for its slot to empty, with none going ahead of it', async () => {
    const scheduler = new FairScheduler<string>({ slots: 1, sharedPerSlot: 3, maxQueue: 100, maxQueuePerClient: 50, maxWaitMs: 10_000 });
    const log: string[] = [];
    const quick = Array.from({ length: 4 }, (_, i) => gate(`10.0.1.${i}`, 'quick', log, { shared: true }));
    const first = quick.slice(0, 3).map((g) => scheduler.submit(g.task));
    expect(scheduler.stats()).toMatchObject({ running: 3, waitingLight: 0 });
    const alone = gate('10.0.2.1', 'unknown', log);
    const aloneDone = scheduler.submit(alone.task);
    const late = scheduler.submit(quick[3].task);
    // The slot is full; the request in line waits, and the quick one behind it waits behind it.
    expect(scheduler.stats()).toMatchObject({ running: 3, waitingLight: 2 });
    const settled = () => new Promise((r) => setTimeout(r, 0));
    quick[0].release();
    await settled();
    expect(scheduler.stats()).toMatchObject({ running: 2, waitingLight: 2 });
    quick[1].release();
    quick[2].release();
    expect(await Promise.all(first)).toEqual([0, 1, 2].map((i) => `10.0.1.${i}:quick`));
    await settled();
    expect(log.slice(3)).toEqual(['10.0.2.1:unknown']);
    expect(scheduler.stats()).toMatchObject({ running: 1, waitingLight: 1 });
    alone.release();
    await aloneDone;
    await settled();
    expect(log.at(-1)).toBe('10.0.1.3:quick');
    quick[3].release();
    expect(await late).toBe('10.0.1.3:quick');
  });

  it('knows a kind as quick once it was timed twice and each of its last runs was quick', async () => {
    const { scheduler, run } = timed(1);
    expect(scheduler.isQuick('list')).toBe(false);
    await run('list', 2);
    expect(scheduler.isQuick('list')).toBe(false);
    await run('list', 3);
    expect(scheduler.isQuick('list')).toBe(true);
    await run('list', 60);
    expect(scheduler.isQuick('list')).toBe(false);
  });

  it("refuses at once past a client's share of the queue or the whole queue, and after waiting too long", async () => {
    const scheduler = new FairScheduler<string>({ slots: 1, maxQueue: 4, maxQueuePerClient: 2, maxWaitMs: 100 });
    const log: string[] = [];
    const running = gate('a', 'q', log);
    void scheduler.submit(running.task);
    const waiting = [gate('a', 'q', log), gate('a', 'q', log)].map((g) => scheduler.submit(g.task));
    expect(await scheduler.submit(gate('a', 'q', log).task)).toMatch(/^busy: Too many of your requests/);
    const others = [gate('b', 'q', log), gate('c', 'q', log)].map((g) => scheduler.submit(g.task));
    expect(await scheduler.submit(gate('d', 'q', log).task)).toMatch(/^busy: The server is busy/);
    // Nobody is released: every waiting request is refused once it has waited 100 ms.
    expect(await Promise.all([...waiting, ...others])).toEqual(Array(4).fill('busy: The server is busy; try again shortly.'));
    running.release();
  });
});

describe('a run that first parsed its document', () => {
  it('is marked cold, as is the run that compiles it, so their times do not make a cheap kind heavy; the next run of that document is not', async () => {
    const database = await createTestDatabase();
    try {
      const handle = createRequestHandler();
      const post = (query: string) =>
        handle({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ query }),
          dataVersion: 1,
        });
      const query = '{ lastUpdate { number } characters(first: 2) { edges { node { id } } } }';
      const first = await post(query);
      expect(first.status).toBe(200);
      expect(first.cold).toBe(true);
      // Its second run compiles it (server/execution/compiled.ts): cold too; the third is not.
      expect((await post(query)).cold).toBe(true);
      expect((await post(query)).cold).toBeFalsy();
      // Again with other whitespace: another text, parsed anew.
      expect((await post(`${query} `)).cold).toBe(true);
      // A legacy path runs a stored operation parsed at start: cold only on the run that compiles
      // it, and never when it reads a relation through the Prisma loader (so stays interpreted).
      const api = async (url: string) => (await handle({ method: 'GET', url, headers: {}, dataVersion: 1 })).cold ?? false;
      expect([
        await api('/api/characters/release-date'),
        await api('/api/characters/release-date'),
        await api('/api/characters/release-date'),
      ]).toEqual([false, true, false]);
      // The update log's items are plain fields over one batched read: it compiles too.
      expect([await api('/api/general/updates'), await api('/api/general/updates'), await api('/api/general/updates')]).toEqual([
        false,
        true,
        false,
      ]);
      const chronological = '/api/characters/chronological';
      expect([await api(chronological), await api(chronological), await api(chronological)]).toEqual([false, false, false]);
    } finally {
      await database.close();
    }
  });
});
