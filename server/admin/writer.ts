// Where the admin area's changes of the data run: one worker thread with its own database
// connection (writerWorker.ts), started on the first change and ended when idle a while, so a save
// (which can take seconds on a large dataset) never holds up the edge's thread, and two changes
// never run at once.
import { Piscina } from 'piscina';
import { log } from '../shared/log.ts';
import type { ChangeOutcome, ChangeRequest } from './changes.ts';

export interface Writer {
  /** Runs a change in the writer thread; a bundle given as bytes is moved there, not copied. */
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
  pool.on('error', (error: Error) => log.warn({ reason: error.message }, 'closing the writer'));
  return {
    run: (request) => {
      const { command } = request;
      const bytes = command.kind === 'import' && typeof command.bundle !== 'string' ? command.bundle : undefined;
      // Only a buffer the bundle has to itself can be moved (a slice of a shared pool cannot).
      const own = bytes && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes?.slice();
      if (own && command.kind === 'import') {
        const moved = { ...request, command: { ...command, bundle: own } };
        return pool.run(moved, { name: 'run', transferList: [own.buffer as ArrayBuffer] }) as Promise<ChangeOutcome>;
      }
      return pool.run(request, { name: 'run' }) as Promise<ChangeOutcome>;
    },
    close: () => pool.close({ force: false }),
  };
}
