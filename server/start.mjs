// npm start: the server compiled to JavaScript (compile.mjs; nothing is compiled when the sources
// did not change), then run in this process. Plain JavaScript, so nothing but Node runs it.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compiledServer } from './compile.mjs';

const dir = await compiledServer();
await import(pathToFileURL(join(dir, 'server', 'main.js')).href);
