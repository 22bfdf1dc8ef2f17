// Where /graphql and /api requests execute: in a pool of worker threads (piscina), each with its
// own database connection, so a heavy query never stalls the edge; or in process (tests, and
// EXECUTION_WORKERS=0). A request that runs past its time is stopped by ending its worker, which
// frees everything it held; a worker that outgrows its heap dies alone and is replaced.
import { Piscina } from 'piscina';
import { createRequestHandler, type ExecRequest, type ExecResponse } from './handler.ts';
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
  dev?: boolean;
  /** A clock for in-process execution (workers use the real one). */
  now?: () => number;
}

export interface Executor {
  /** Resolves once every worker has loaded and warmed up (at once in process). */
  ready: Promise<void>;
  run(request: ExecRequest): Promise<ExecResponse>;
  close(): Promise<void>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** A refusal in the answer's own language: the /api catalogue, or a GraphQL error with a code. */
export function refusal(request: Pick<ExecRequest, 'url'>, status: number, code: string, message: string): ExecResponse {
  const isApi = /^\/api(\/|$|\?)/.test(request.url);
  const statusMessage = status === 503 ? 'Service Unavailable' : 'Internal Server Error';
  const body = isApi ? { error: true, statusCode: status, statusMessage, message, code } : { errors: [{ message, extensions: { code } }] };
  return { status, headers: { 'content-type': JSON_TYPE, 'retry-after': '5' }, body: JSON.stringify(body) };
}

export function createExecutor(options: ExecutorOptions): Executor {
  if (options.workers <= 0) {
    const handle = createRequestHandler({ dev: options.dev, now: options.now });
    return { ready: Promise.resolve(), run: handle, close: async () => {} };
  }
  const pool = new Piscina({
    filename: new URL('./worker.mjs', import.meta.url).href,
    minThreads: options.workers,
    maxThreads: options.workers,
    maxQueue: options.maxQueue,
    workerData: { databaseUrl: options.databaseUrl, dev: options.dev },
    // A young generation larger than the default collects the many short-lived objects of a long
    // list less often (fewer pauses in p99); the old generation is the request's memory cap.
    resourceLimits: { maxOldGenerationSizeMb: options.workerHeapMb, maxYoungGenerationSizeMb: 192 },
  });
  const ready = new Promise<void>((resolve) => {
    const seen = new Set<number>();
    const timer = setTimeout(() => {
      console.warn(
        `[${new Date().toISOString()}] ${options.workers - seen.size} execution worker(s) not ready after ${READY_TIMEOUT_MS / 1000} s; serving anyway.`,
      );
      done();
    }, READY_TIMEOUT_MS);
    timer.unref();
    const onMessage = (message: unknown) => {
      if (message && typeof message === 'object' && WORKER_READY in message) {
        seen.add((message as Record<string, number>)[WORKER_READY]);
        if (seen.size >= options.workers) done();
      }
    };
    function done() {
      clearTimeout(timer);
      pool.off('message', onMessage);
      resolve();
    }
    pool.on('message', onMessage);
  });
  return {
    ready,
    async run(request) {
      try {
        return await pool.run(request, { name: 'run', signal: AbortSignal.timeout(options.timeoutMs) });
      } catch (e) {
        const error = e as Error & { code?: string };
        if (error.name === 'AbortError' || error.name === 'TimeoutError') {
          return refusal(request, 503, 'TIMEOUT', `The request took longer than ${options.timeoutMs / 1000} s and was stopped.`);
        }
        if (/queue is at limit/i.test(error.message)) {
          return refusal(request, 503, 'SERVER_BUSY', 'The server is busy; try again shortly.');
        }
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
          return refusal(request, 503, 'RESOURCE_EXHAUSTED', 'The request needed more memory than one request may use.');
        }
        console.error(`[${new Date().toISOString()}] execution failed for ${request.method} ${request.url}:`, error);
        return refusal(request, 500, 'INTERNAL_SERVER_ERROR', 'Unexpected error.');
      }
    },
    close: () => pool.destroy(),
  };
}
