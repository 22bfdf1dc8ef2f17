// Compiles the server (server/ and prisma/, the tests' files left out) to JavaScript, file for
// file, so `npm start` runs plain JavaScript: no TypeScript loader in the process or its threads
// (tsx keeps every module's transform in each thread that loads one: measured, a start with two
// execution workers kept 1,000 MB under tsx and 570 MB compiled). esbuild transforms each file on
// its own; a relative import of `x.ts` is written as `x.js`, and packages stay imports of
// node_modules. The files the server reads beside its modules (the /api documents, the
// migrations, the threads' boot files) are copied, and what it reads above them (the client's
// build and generated files, package.json) is linked to the repository's.
// The output is dist/<hash of the sources>/: a start whose sources did not change finds it and
// compiles nothing, and a process running one version keeps its files while another start
// compiles the next beside it. The newest few are kept.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(root, 'dist');
/** Compiled versions kept (the newest by time of compiling). */
const KEPT = 3;
/** The folders compiled, and what of them is not the server's (their own tests and tools). */
const SOURCES = ['server', 'prisma'];
const LEFT_OUT = /\.test\.ts$|\.d\.ts$/;
/** What the server reads above its own folders, linked from dist/ to the repository's. */
const LINKED = ['client', 'package.json'];

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/** Every import stays an import: a relative one of a TypeScript file names its JavaScript. */
const keepImports = {
  name: 'keep-imports',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      return { path: args.path.startsWith('.') ? args.path.replace(/\.tsx?$/, '.js') : args.path, external: true };
    });
  },
};

/** The compiled server of the sources as they are (compiled now when it is not there yet): its folder. */
export async function compiledServer() {
  const files = SOURCES.flatMap((dir) => walk(join(root, dir))).sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  const out = join(DIST, hash.digest('hex').slice(0, 16));
  if (existsSync(join(out, 'server', 'main.js'))) return out;
  const started = performance.now();
  const { build } = await import('esbuild');
  const work = `${out}.${process.pid}.tmp`;
  rmSync(work, { recursive: true, force: true });
  const modules = files.filter((f) => /\.ts$/.test(f) && !LEFT_OUT.test(f));
  for (const file of files.filter((f) => !/\.ts$/.test(f))) {
    const to = join(work, relative(root, file));
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(file, to);
  }
  await build({
    entryPoints: modules,
    outdir: work,
    outbase: root,
    bundle: true,
    plugins: [keepImports],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  for (const name of LINKED) symlinkSync(join(root, name), join(work, name));
  try {
    renameSync(work, out);
  } catch (error) {
    // Another start compiled the same sources meanwhile: its copy is as good.
    rmSync(work, { recursive: true, force: true });
    if (!existsSync(join(out, 'server', 'main.js'))) throw error;
  }
  prune(out);
  console.log(
    `Compiled the server (${modules.length} modules) into ${relative(root, out)} in ${Math.round(performance.now() - started)} ms.`,
  );
  return out;
}

/** Removes all but the newest compiled versions (never `keep`, the one starting). */
function prune(keep) {
  const versions = readdirSync(DIST)
    .filter((name) => /^[0-9a-f]{16}$/.test(name))
    .map((name) => join(DIST, name))
    .filter((dir) => dir !== keep)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const dir of versions.slice(KEPT - 1)) rmSync(dir, { recursive: true, force: true });
}
