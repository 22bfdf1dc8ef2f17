// Prints schema.graphql from code. With --check, fails when the committed file is stale.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema.ts';
import { writeOrCheck } from './shared/generatedFile.ts';

const HEADER = '# Generated from server/schema.ts by `npm run schema:print`. Do not edit.\n\n';
writeOrCheck(
  new URL('../schema.graphql', import.meta.url),
  `${HEADER + printSchema(lexicographicSortSchema(schema))}\n`,
  'schema.graphql',
  'schema:print',
);
