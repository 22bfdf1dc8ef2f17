// Prints schema.graphql from code. With --check, fails when the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema.ts';

const HEADER = '# Generated from server/schema.ts by `npm run schema:print`. Do not edit.\n\n';
const printed = `${HEADER + printSchema(lexicographicSortSchema(schema))}\n`;
const path = new URL('../schema.graphql', import.meta.url);

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(path, 'utf8');
  } catch {}
  if (current !== printed) {
    console.error('schema.graphql is stale: run `npm run schema:print` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date.');
} else {
  writeFileSync(path, printed);
  console.log('Wrote schema.graphql');
}
