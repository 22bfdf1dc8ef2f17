// Where /graphql and /api requests execute: in a pool of worker threads (piscina), each with its
// own database connection, so a heavy query never stalls the edge; or in process (tests, and
// EXECUTION_WORKERS=0). Requests wait for a worker in the fair scheduler (scheduler.ts): clients
// take turns, and slow kinds of request never hold every worker. A request that runs past its
// time is stopped by ending its worker, which frees everything it held; the time counts from when
// it starts running. A worker that outgrows its heap dies and is replaced.
//
// Quick reads share a worker (SHARED_PER_WORKER at once, scheduler.ts): handing a worker one
// request at a time, each answer waited for before the next is sent, cost as much as running a
// small read, as both threads slept and were woken for every request. A shared read runs without
// piscina's abort signal, as piscina runs a task that can be aborted alone on its worker (ending the
// worker ends every task on it): it is bounded by its price (the light limit) and by its kind's
// record instead, and past the timeout its client is answered while it finishes. Every other
// request (a mutation, a kind not yet timed or not quick) runs alone, and is stopped at its timeout.
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import { addressKey } from '../shared/addressKey.ts';
import { log } from '../shared/log.ts';
import { answerEdgeCalls, type ChargeSuggestions } from './edgeCalls.ts';
import type { ExecRequest, ExecResponse } from './handler.ts';
import { FairScheduler, LIGHT_PRICE } from './scheduler.ts';
import { READY_TIMEOUT_MS, WORKER_READY } from './warmUp.ts';

export interface ExecutorOptions {
  /** Worker threads; 0 runs requests in process. */
  workers: number;
  databaseUrl: string;
  /** A request still running after this long is stopped. */
  timeoutMs: number;
  /** Heap limit of each worker. */
  workerHeapMb: number;
  /** Requests that may wait for a free worker; more are refused with 503. */
  maxQueue: number;
  /** Requests one client may have waiting. */
  maxQueuePerClient?: number;
  dev?: boolean;
  /** The built client, whose server entry renders pages. */
  clientDist?: string;
  /** The site's public address, for the absolute links of a page's head. */
  publicUrl?: string;
  /** Where /images is served from: a page's preview image is one of its files. */
  imagesDir?: string;
  /** A clock for in-process execution (workers use the real one). */
  now?: () => number;
  /** Counts an address's suggestions with the edge's counters, asked by the filing code wherever it runs. */
  chargeSuggestions?: ChargeSuggestions;
}

export interface Executor {
  /** Resolves once every worker has loaded and warmed up (at once in process). */
  ready: Promise<void>;
  /**
   * Runs a request for a client (its address) and a kind of request (what its time is learned
   * by: the path, the document, the persisted id); `read` says a request other than a GET cannot
   * change data (the edge may cache its answer), so it may share a worker when its kind is quick.
   */
  run(request: ExecRequest, who?: { client: string; kind: string; read?: boolean }): Promise<ExecResponse>;
  /** Requests waiting for a slot and running in one (absent in process, where nothing waits). */
  load?(): { queued: number; running: number };
  close(): Promise<void>;
}

/** Quick reads one worker runs at once (see above). */
export const SHARED_PER_WORKER = 8;
/**
 * A read shares a worker only when its kind's last answer was at most this long (in characters of
 * its JSON text, which is about its bytes, without encoding it to count them): several large
 * answers built at once hold their objects together, and their collection cost more than the
 * waits saved (the release-date list, 207 KB, answered fewer requests a second shared).
 */
export const SHARED_MAX_BYTES = 64 * 1024;

/** A piscina load balancer (its type is not exported by name). */
type LoadBalancer = NonNullable<NonNullable<ConstructorParameters<typeof Piscina>[0]>['loadBalancer']>;
type PoolWorker = Parameters<LoadBalancer>[1][number];

/**
 * Where piscina puts a task: a task that may be aborted (one that runs alone) on an idle worker; a
 * shared one beside other shared ones on the busiest worker with room, so the other workers empty
 * and one that must run alone finds one soon.
 */
const packShared: LoadBalancer = (task, workers) => {
  let best: PoolWorker | null = null;
  for (const worker of workers) {
    if (worker.isRunningAbortableTask) continue;
    if (task.isAbortable) {
      if (worker.currentUsage === 0) return worker;
    } else if (worker.currentUsage < SHARED_PER_WORKER && (!best || worker.currentUsage > best.currentUsage)) {
      best = worker;
    }
  }
  return best;
};

/** The longest a close waits for running requests (each is bounded by its own timeout besides). */
const CLOSE_WAIT_MS = 5_000;

const JSON_TYPE = 'application/json; charset=utf-8';

/** A refusal in the answer's own language: the /api catalogue, or a GraphQL error with a code. */
export function refusal(request: Pick<ExecRequest, 'url'>, status: number, code: string, message: string): ExecResponse {
  const isApi = /^\/api(\/|$|\?)/.test(request.url);
  const statusMessage = status === 503 ? 'Service Unavailable' : 'Internal Server Error';
  const body = isApi ? { error: true, statusCode: status, statusMessage, message, code } : { errors: [{ message, extensions: { code } }] };
  return { status, headers: { 'content-type': JSON_TYPE, 'retry-after': '5' }, body: JSON.stringify(body) };
}

/** The run's answer, or a TimeoutError once `ms` have passed (the run itself goes on). */
function answeredWithin<T>(run: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('The run took too long'), { name: 'TimeoutError' })), ms);
  });
  return Promise.race([run, late]).finally(() => clearTimeout(timer));
}

/** Resolves once every worker has said it warmed up, or after READY_TIMEOUT_MS in any case. */
function workersReady(pool: Piscina, workers: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const seen = new Set<number>();
    const timer = setTimeout(() => {
      log.warn({ notReady: workers - seen.size, afterSeconds: READY_TIMEOUT_MS / 1000 }, 'execution workers not ready; serving anyway');
      done();
    }, READY_TIMEOUT_MS);
    timer.unref();
    const onMessage = (message: unknown) => {
      if (message && typeof message === 'object' && WORKER_READY in message) {
        seen.add((message as Record<string, number>)[WORKER_READY]);
        if (seen.size >= workers) done();
      }
    };
    function done() {
      clearTimeout(timer);
      pool.off('message', onMessage);
      resolve();
    }
    pool.on('message', onMessage);
  });
}

export function createExecutor(options: ExecutorOptions): Executor {
  if (options.workers <= 0) {
    // The schema loads here only when requests run in process: with workers, the edge never loads it.
    const handler = import('./handler.ts').then((m) =>
      m.createRequestHandler({
        dev: options.dev,
        now: options.now,
        clientDist: options.clientDist,
        publicUrl: options.publicUrl,
        imagesDir: options.imagesDir,
        chargeSuggestions: options.chargeSuggestions,
      }),
    );
    return { ready: handler.then(() => {}), run: async (request) => (await handler)(request), close: async () => {} };
  }
  const edgeCalls = options.chargeSuggestions ? answerEdgeCalls(options.chargeSuggestions) : undefined;
  // Set before the workers start, so they hash an address with the process's one key.
  addressKey();
  const pool = new Piscina({
    filename: new URL('./worker.mjs', import.meta.url).href,
    minThreads: options.workers,
    maxThreads: options.workers,
    // The scheduler hands the pool only what its workers have room for.
    maxQueue: options.workers * SHARED_PER_WORKER,
    concurrentTasksPerWorker: SHARED_PER_WORKER,
    loadBalancer: packShared,
    workerData: {
      databaseUrl: options.databaseUrl,
      dev: options.dev,
      clientDist: options.clientDist,
      publicUrl: options.publicUrl,
      imagesDir: options.imagesDir,
      edgeCalls: edgeCalls?.name,
    },
    // A young generation larger than the default collects the many short-lived objects of a long
    // list less often (fewer pauses in p99); the old generation is the request's memory cap.
    resourceLimits: { maxOldGenerationSizeMb: options.workerHeapMb, maxYoungGenerationSizeMb: 192 },
    // How long a close waits for the requests running in workers before ending them anyway.
    closeTimeout: CLOSE_WAIT_MS,
  });
  // A close that had to end running requests says so here (unheard, piscina would throw it).
  pool.on('error', (error: Error) => log.warn({ reason: error.message }, 'closing the execution workers'));
  const ready = workersReady(pool, options.workers);
  async function execute(request: ExecRequest, shared: boolean): Promise<ExecResponse> {
    try {
      if (!shared) return await pool.run(request, { name: 'run', signal: AbortSignal.timeout(options.timeoutMs) });
      return await answeredWithin(pool.run(request, { name: 'run' }), options.timeoutMs);
    } catch (e) {
      const error = e as Error & { code?: string };
      if (error.name === 'AbortError' || error.name === 'TimeoutError') {
        const end = shared ? 'its answer was not waited for' : 'it was stopped';
        return refusal(request, 503, 'TIMEOUT', `The request took longer than ${options.timeoutMs / 1000} s; ${end}.`);
      }
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        return refusal(request, 503, 'RESOURCE_EXHAUSTED', 'The request needed more memory than one request may use.');
      }
      log.error({ err: error, method: request.method, url: request.url.slice(0, 300) }, 'execution failed');
      return refusal(request, 500, 'INTERNAL_SERVER_ERROR', 'Unexpected error.');
    }
  }
  /** The length of each kind's last answer (characters, see SHARED_MAX_BYTES). */
  const answerBytes = new LRUCache<string, number>({ max: 10_000 });
  const scheduler = new FairScheduler<ExecResponse>({
    slots: options.workers,
    sharedPerSlot: SHARED_PER_WORKER,
    maxQueue: options.maxQueue,
    maxQueuePerClient: options.maxQueuePerClient ?? Math.max(8, options.maxQueue >> 2),
    maxWaitMs: options.timeoutMs,
  });
  return {
    ready,
    load() {
      const s = scheduler.stats();
      return { queued: s.waitingLight + s.waitingHeavy, running: s.running };
    },
    async run(request, who = { client: '', kind: `${request.method} ${request.url}` }) {
      // A read (a GET, or a request the edge may cache) of a kind known to be quick, with small answers, shares a worker.
      const shared =
        (request.method === 'GET' || !!who.read) &&
        (answerBytes.get(who.kind) ?? Infinity) <= SHARED_MAX_BYTES &&
        scheduler.isQuick(who.kind);
      const task = (heavy: boolean, priceLimit?: number) =>
        scheduler.submit({
          client: who.client,
          kind: who.kind,
          heavy,
          shared,
          start: (sharing) => execute(priceLimit === undefined ? request : { ...request, priceLimit }, sharing),
          // A deferred answer only says the request was priced, and a cold one paid for parsing
          // and validating its document on top of the run: neither teaches the kind's run time.
          learn: (answer) => {
            if (answer.deferred) return false;
            answerBytes.set(who.kind, answer.body.length);
            return !answer.cold;
          },
          busy: (message) => refusal(request, 503, 'SERVER_BUSY', message),
          failed: () => refusal(request, 500, 'INTERNAL_SERVER_ERROR', 'Unexpected error.'),
        });
      // A kind known to take long waits for a heavy slot; anything else is tried in a light one,
      // where a document priced too high is deferred, unrun, to the heavy lane.
      if (scheduler.isHeavy(who.kind)) return task(true);
      const answer = await task(false, LIGHT_PRICE);
      return answer.deferred ? task(true) : answer;
    },
    // Queued requests are dropped; running ones, whose answers the edge has already cut or sent,
    // may end first: a worker ended in the middle of a database call can take the process down
    // with it (a native addon's call is not made to be interrupted), while an idle one ends cleanly.
    close: () => pool.close({ force: true }).finally(() => edgeCalls?.close()),
  };
}
