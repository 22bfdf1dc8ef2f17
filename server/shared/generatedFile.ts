// The generated files committed with the code (schema.graphql, the stored operations' types):
// written by their npm script, or with --check compared with the committed file, failing when stale.
import { readFileSync, writeFileSync } from 'node:fs';

export function writeOrCheck(path: URL | string, text: string, name: string, script: string): void {
  if (!process.argv.includes('--check')) {
    writeFileSync(path, text);
    console.log(`Wrote ${name}`);
    return;
  }
  let current = '';
  try {
    current = readFileSync(path, 'utf8');
  } catch {}
  if (current !== text) {
    console.error(`${name} is stale: run \`npm run ${script}\` and commit it.`);
    process.exit(1);
  }
  console.log(`${name} is up to date.`);
}
