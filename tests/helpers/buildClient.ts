// Before any test file runs: the client is built once (files that run side by side would
// otherwise each find a stale build and build it at the same time).
import { resolve } from 'node:path';
import { ensureClientBuilt } from '../../server/startup.ts';

export async function setup(): Promise<void> {
  await ensureClientBuilt(resolve('client/dist'));
}
