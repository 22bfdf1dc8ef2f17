// The SchemaBuilder and its plugins. Types live in the domain folders.
import SchemaBuilder, { type InterfaceParam, type MaybePromise } from '@pothos/core';
import PrismaPlugin, { type PrismaModelTypes, type PrismaNodeOptions, type ShapeFromSelection } from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import type PrismaTypes from '../prisma/generated/pothos-types.ts';
import { getDatamodel } from '../prisma/generated/pothos-types.ts';
import type { Context } from './context.ts';
import { db } from './db.ts';
import './rowColumns.ts';
import { CONNECTION_PRICING, EDGE_PRICING } from './shared/cost.ts';
import type { Viewer } from './shared/reveal.ts';

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
  };
}>({
  // rowColumns first: Pothos runs the plugins' field hooks last to first, and it reads the selections
  // the Prisma plugin gave the fields.
  plugins: ['rowColumns', PrismaPlugin, RelayPlugin],
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
builder.subscriptionType({
  description: 'Live events, over server-sent events: GET or POST /graphql with Accept: text/event-stream (server/http/subscriptions.ts).',
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type Model<Name extends keyof PrismaTypes> = PrismaModelTypes & PrismaTypes[Name];

/**
 * The names of the Node types declared through `revealedNode`. The schema test checks that every
 * type implementing Node is one of them, so a Node type made any other way fails it.
 */
export const REVEALED_NODE_TYPES = new Set<string>();

/**
 * The one way a Node type is declared: `builder.prismaNode` with its row found only through
 * `reveal`, the kind's reveal rule for one id (server/shared/reveal.ts, applied by the domain's
 * repo). `node(id)`, `nodes(ids)` and Pothos's own loads of a row by its id all go through it, and
 * the node is nullable, so an id the viewer may not see answers exactly as an unknown id does.
 * Calling `builder.prismaNode` elsewhere is refused by tests/server/revealByConstruction.test.ts.
 */
export function revealedNode<
  Name extends keyof PrismaTypes,
  Interfaces extends InterfaceParam<Types>[] = [],
  Include = unknown,
  Select = unknown,
  UniqueField = unknown,
>(
  name: Name,
  reveal: (id: string, viewer: Viewer) => MaybePromise<PrismaTypes[Name]['WhereUnique']>,
  options: PrismaNodeOptions<
    Types,
    Model<Name>,
    Interfaces,
    Include,
    Select,
    ShapeFromSelection<Types, Model<Name>, { select: Select; include: Include }>,
    UniqueField
  > & { findUnique?: never; nullable?: never },
) {
  REVEALED_NODE_TYPES.add(options.name ?? options.variant ?? name);
  return builder.prismaNode<Name, Interfaces, Include, Select, UniqueField>(name, {
    ...options,
    nullable: true,
    findUnique: (id: string, ctx: Context) => reveal(id, ctx.viewer),
  } as never);
}
