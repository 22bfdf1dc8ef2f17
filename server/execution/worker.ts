// An execution worker: its own database connection, schema and yoga, answering the requests the
// HTTP edge hands it. Heavy queries run here, so they never hold up the edge (cached answers,
// static files, /health), and a runaway one is stopped by ending this thread.
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { connectDatabase } from '../db.ts';
import { createRequestHandler, type ExecRequest } from './handler.ts';
import { WARM_UP_REQUESTS, WORKER_READY } from './warmUp.ts';

connectDatabase({ url: (workerData as { databaseUrl: string }).databaseUrl });
const handle = createRequestHandler({ dev: (workerData as { dev?: boolean }).dev });

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
