// Boot file of an execution worker: plain JavaScript, so it starts in any Node runtime (inside a
// test runner's own worker too). Compiled (dist/, as npm start runs it) it loads the worker's
// JavaScript; in the source tree, the TypeScript worker through tsx's API.
import { existsSync } from 'node:fs';

const compiled = existsSync(new URL('./worker.js', import.meta.url));
if (!compiled) (await import('tsx/esm/api')).register();
const worker = await import(compiled ? './worker.js' : './worker.ts');

export const run = worker.run;
