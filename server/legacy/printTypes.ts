// Prints TypeScript types for every stored /api operation (server/*/legacy.graphql), so each
// domain's reshape reads its operation's result with the types graphql-codegen derives from the
// schema instead of hand-written interfaces. With --check, fails when the committed file is stale.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codegen } from '@graphql-codegen/core';
import * as typescriptOperations from '@graphql-codegen/typescript-operations';
import { parse } from 'graphql';
import { writeOrCheck } from '../shared/generatedFile.ts';

const server = new URL('..', import.meta.url).pathname;
const out = join(server, 'legacy', 'operations.generated.ts');
const documents = [
  join(server, 'legacy', 'metadata.graphql'),
  ...readdirSync(server, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(server, d.name, 'legacy.graphql'))
    .filter((p) => {
      try {
        readFileSync(p);
        return true;
      } catch {
        return false;
      }
    }),
].sort();

const text = await codegen({
  schema: parse(readFileSync(join(server, '..', 'schema.graphql'), 'utf8')),
  documents: documents.map((location) => ({ location, document: parse(readFileSync(location, 'utf8')) })),
  filename: out,
  plugins: [{ typescriptOperations: {} }],
  pluginMap: { typescriptOperations },
  config: {
    skipTypename: true,
    avoidOptionals: true,
    enumsAsTypes: true,
    useTypeImports: true,
    scalars: { DateTime: 'string', ID: 'string' },
  },
});
const printed = `// Generated from schema.graphql and server/*/legacy.graphql by \`npm run legacy:types\`. Do not edit.\n${text}`;

writeOrCheck(out, printed, 'server/legacy/operations.generated.ts', 'legacy:types');
