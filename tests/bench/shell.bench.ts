// Benchmark of the shell: the gzip size of the JavaScript the home route loads, and the time from
// `npm start` to the first 200, on an empty database (migrate + seed) and on a restart.
// Figures are reported, not asserted.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureClientBuilt } from '../../server/startup.ts';

const dist = resolve('client/dist');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function gz(file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

/** The given chunks and every chunk they import statically. */
function withStaticImports(start: string[]): string[] {
  const found = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.shift() as string;
    if (found.has(file)) continue;
    found.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    // Static imports only: `import ... from "./x.js"` and bare side-effect imports.
    for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) queue.push(`assets/${m[1]}`);
  }
  return [...found];
}

/** The entry script, its modulepreloads, and the chunks they import statically. */
export function initialScripts(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return withStaticImports([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
}

/** Chunks the shell imports dynamically (Relay, the footer, pages), with their own imports. */
function lazyChunksOfShell(): string[] {
  const entry = initialScripts();
  const dynamic = new Set<string>();
  for (const file of entry) {
    const code = readFileSync(join(dist, file), 'utf8');
    for (const m of code.matchAll(/import\(["'`]\.\/([^"'`]+\.js)["'`]\)/g)) dynamic.add(`assets/${m[1]}`);
  }
  return withStaticImports([...dynamic]).filter((f) => !entry.includes(f));
}

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

async function timeToFirst200(databaseUrl: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        if (res.status === 200) return performance.now() - started;
      } catch {}
      if (performance.now() - started > 120_000) throw new Error('npm start did not answer within 120 s');
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

export async function bench(): Promise<void> {
  await ensureClientBuilt(dist);
  const entry = initialScripts();
  const entryBytes = entry.reduce((n, f) => n + gz(f), 0);
  const lazy = lazyChunksOfShell();
  console.log('Initial JavaScript of the home route (gzip -9):');
  for (const f of entry) console.log(`  ${f.padEnd(40)} ${kb(gz(f))}`);
  console.log(`  total                                    ${kb(entryBytes)}  (target < 150 KB)`);
  console.log('Loaded right after first paint (data layer and page chunks):');
  for (const f of lazy) console.log(`  ${f.padEnd(40)} ${kb(gz(f))}`);
  console.log(`  total                                    ${kb(lazy.reduce((n, f) => n + gz(f), 0))}`);

  const dir = mkdtempSync(join(tmpdir(), 'lw-bench-'));
  try {
    const url = `file:${join(dir, 'bench.db')}`;
    const cold = await timeToFirst200(url);
    const warm = await timeToFirst200(url);
    console.log(`npm start to first 200: ${cold.toFixed(0)} ms on an empty database (migrate + seed), ${warm.toFixed(0)} ms on restart`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
