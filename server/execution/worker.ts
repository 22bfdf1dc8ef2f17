// An execution worker: its own database connection, schema and yoga, answering the requests the
// HTTP edge hands it. Heavy queries run here, so they never hold up the edge (cached answers,
// static files, /health), and a runaway one is stopped by ending this thread.
import { workerData } from 'node:worker_threads';
import { connectDatabase } from '../db.ts';
import { createRequestHandler, type ExecRequest } from './handler.ts';

connectDatabase({ url: (workerData as { databaseUrl: string }).databaseUrl });
const handle = createRequestHandler({ dev: (workerData as { dev?: boolean }).dev });

export function run(request: ExecRequest) {
  return handle(request);
}
