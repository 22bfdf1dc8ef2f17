// The writer thread: its own database connection, on which every change of the data is worked out
// and applied (changes.ts), so a save that rewrites the dataset never holds up the edge's thread.
import { workerData } from 'node:worker_threads';
import { connectDatabase } from '../db.ts';
import { type ChangeOutcome, type ChangeRequest, runChange } from './changes.ts';

connectDatabase({ url: (workerData as { databaseUrl: string }).databaseUrl });

export function run(request: ChangeRequest): Promise<ChangeOutcome> {
  return runChange(request);
}
