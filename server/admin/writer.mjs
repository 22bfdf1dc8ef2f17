// Boot file of the writer thread: plain JavaScript, so it starts in any Node runtime (inside a
// test runner's own worker too), then loads the TypeScript writer through tsx's API.
import { register } from 'tsx/esm/api';

register();
const writer = await import('./writerWorker.ts');

export const run = writer.run;
