// Boot file of an execution worker: plain JavaScript, so it starts in any Node runtime (inside a
// test runner's own worker too), then loads the TypeScript worker through tsx's API.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./worker.ts');

export const run = worker.run;
