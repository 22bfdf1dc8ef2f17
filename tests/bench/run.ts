// npm run bench: every benchmark under tests/bench (the files named *.bench.ts, each exporting
// bench()), in name order. BENCH_FILES (a regular expression) runs a subset, e.g. BENCH_FILES=serve.
// Figures are reported, not asserted.
import { readdirSync } from 'node:fs';

const only = process.env.BENCH_FILES ? new RegExp(process.env.BENCH_FILES) : undefined;
const files = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.bench.ts') && (!only || only.test(f)))
  .sort();
for (const file of files) {
  console.log(`\n## ${file.replace('.bench.ts', '')}\n`);
  const module = (await import(`./${file}`)) as { bench(): Promise<void> };
  await module.bench();
}
