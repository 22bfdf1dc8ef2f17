// Where the admin area's changes of the data run: one worker thread with its own database
// connection (writerWorker.ts), started on the first change and ended when idle a while, so a save
// (which can take seconds on a large dataset) never holds up the edge's thread, and two changes
// never run at once.
import { Piscina } from 'piscina';
import type { ChangeOutcome, ChangeRequest } from './changes.ts';

export interface Writer {
  run(request: ChangeRequest): Promise<ChangeOutcome>;
  close(): Promise<void>;
}

/** How long the writer thread stays after its last change. */
const IDLE_MS = 60_000;

export function createWriter(databaseUrl: string): Writer {
  const pool = new Piscina({
    filename: new URL('./writer.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_MS,
    workerData: { databaseUrl },
  });
  // A close that had to wait too long says so here (unheard, piscina would throw it).
  pool.on('error', (error: Error) => console.warn(`[${new Date().toISOString()}] closing the writer: ${error.message}`));
  return {
    run: (request) => pool.run(request, { name: 'run' }) as Promise<ChangeOutcome>,
    close: () => pool.close({ force: false }),
  };
}
