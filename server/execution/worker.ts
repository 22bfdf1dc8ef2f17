// An execution worker: its own database connection, schema and yoga, answering the requests the
// HTTP edge hands it. Heavy queries run here, so they never hold up the edge (cached answers,
// static files, /health), and a runaway one is stopped by ending this thread.
import { setPriority } from 'node:os';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { connectDatabase } from '../db.ts';
import { askEdge } from './edgeCalls.ts';
import { createRequestHandler, type ExecRequest } from './handler.ts';
import { WARM_UP_REQUESTS, WORKER_READY } from './warmUp.ts';

/** How much lower than the edge an execution thread runs (nice: 0 normal, 19 lowest). */
const EXECUTION_NICE = 10;

// Execution is throughput work; the edge thread answers /health, cached reads and static files and
// must not wait for a CPU behind it. On Linux a thread's nice value is its own, so this lowers the
// priority of this thread alone (where lowering is not allowed, it stays as it is).
try {
  setPriority(EXECUTION_NICE);
} catch {}
connectDatabase({ url: (workerData as { databaseUrl: string }).databaseUrl });
const { dev, clientDist, publicUrl, imagesDir, edgeCalls } = workerData as {
  dev?: boolean;
  clientDist?: string;
  publicUrl?: string;
  imagesDir?: string;
  /** The channel on which the edge counts suggestions (edgeCalls.ts); absent when it counts none. */
  edgeCalls?: string;
};
const handle = createRequestHandler({
  dev,
  clientDist,
  publicUrl,
  imagesDir,
  chargeSuggestions: edgeCalls ? askEdge(edgeCalls) : undefined,
});

// The first execution of a path compiles code and opens the database: done here, before the
// worker says it is ready, rather than in a visitor's request. A failure only means a colder start.
for (const request of WARM_UP_REQUESTS) {
  try {
    await handle(request);
  } catch {
    // The same request from a visitor gets its answer or its error through the normal path.
  }
}
parentPort?.postMessage({ [WORKER_READY]: threadId });

export function run(request: ExecRequest) {
  return handle(request);
}
