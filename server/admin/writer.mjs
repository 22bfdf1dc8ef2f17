// Boot file of the writer thread: plain JavaScript, so it starts in any Node runtime (inside a
// test runner's own worker too). Compiled (dist/, as npm start runs it) it loads the writer's
// JavaScript; in the source tree, the TypeScript writer through tsx's API.
import { existsSync } from 'node:fs';

const compiled = existsSync(new URL('./writerWorker.js', import.meta.url));
if (!compiled) (await import('tsx/esm/api')).register();
const writer = await import(compiled ? './writerWorker.js' : './writerWorker.ts');

export const run = writer.run;
