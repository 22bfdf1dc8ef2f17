// The SchemaBuilder and its plugins. Types live in the domain folders.
import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import type PrismaTypes from '../prisma/generated/pothos-types.ts';
import { getDatamodel } from '../prisma/generated/pothos-types.ts';
import type { Context } from './context.ts';
import { db } from './db.ts';
import { CONNECTION_PRICING, EDGE_PRICING } from './shared/cost.ts';

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
  };
}>({
  plugins: [PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  prisma: {
    client: () => db,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
  },
  relay: {
    cursorType: 'String',
    clientMutationId: 'omit',
    // Every connection and edge says so to the cost limit (execution/limits.ts).
    defaultConnectionTypeOptions: { extensions: CONNECTION_PRICING },
    defaultEdgeTypeOptions: { extensions: EDGE_PRICING },
    nodeQueryOptions: { description: 'Fetches any object by its global ID.' },
    nodesQueryOptions: { description: 'Fetches several objects by their global IDs, in order; unknown IDs give null.' },
  },
});

builder.queryType({ description: 'The public, read-only API of the LostWord Global Tracker.' });
builder.mutationType({ description: 'Operations that compute an answer without changing any data (the pull simulator).' });
