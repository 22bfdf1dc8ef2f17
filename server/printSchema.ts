// Prints schema.graphql (the public schema) and server/admin/schema.graphql (the admin API's, which the
// admin client's Relay project compiles against) from code. With --check, fails when a committed
// file is stale.
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { adminSchema } from './admin/schema.ts';
import { schema } from './schema.ts';
import { writeOrCheck } from './shared/generatedFile.ts';

const print = (from: string, printed: GraphQLSchema) =>
  `# Generated from ${from} by \`npm run schema:print\`. Do not edit.\n\n${printSchema(lexicographicSortSchema(printed))}\n`;

writeOrCheck(new URL('../schema.graphql', import.meta.url), print('server/schema.ts', schema), 'schema.graphql', 'schema:print');
writeOrCheck(
  new URL('./admin/schema.graphql', import.meta.url),
  print('server/admin/schema.ts', adminSchema),
  'server/admin/schema.graphql',
  'schema:print',
);
