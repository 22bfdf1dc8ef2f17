// What one GraphQL request may ask of the server. A tool author's document is priced before it
// runs, in the objects its response could hold (GitHub's model): a list multiplies what is under
// it by the most items it can return per parent (a connection's first/last, the ids given, or the
// bound the field declares), and one request may return at most LIMITS.maxNodes objects.
//
// Lists that partition a table (each character belongs to one world) are also capped by the
// table's size, but only while their parents are distinct objects: worldGroups -> worlds ->
// characters returns each character once, whereas characters -> series -> characters revisits a
// series once per character, so there the lists multiply in full. That is the difference between
// the universe tracker's query and a query that would exhaust the heap.
//
// The site's own operations (persisted and stored) are trusted: they may read whole lists, up to
// each connection's own maximum. Every request has its list and string arguments capped, and its
// global IDs and cursors checked, so malformed input is refused before anything runs.

import { decodeBase64, decodeCursorChunk } from '@pothos/core';
import { decodeGlobalID } from '@pothos/plugin-relay';
import {
  type DocumentNode,
  type ExecutionArgs,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getArgumentValues,
  getNamedType,
  getNullableType,
  isAbstractType,
  isInputObjectType,
  isLeafType,
  isListType,
  isObjectType,
  Kind,
  type SelectionSetNode,
  typeFromAST,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { getDatamodel } from '../../prisma/generated/pothos-types.ts';
import type { Context } from '../context.ts';
import { type FieldCost, RELATION_COUNT, type TypePricing } from '../shared/cost.ts';

export const LIMITS = {
  /** Most items a tool author may ask of one connection (first or last). */
  maxPageSize: 100,
  /** Most objects one tool author's request may return. */
  maxNodes: 20_000,
  /** Assumed size of a plain list field that declares no bound. */
  defaultListBound: 1000,
  /** Most values in one list argument (filters, ids). */
  maxListArgument: 100,
  /** Longest string argument (searches, names). */
  maxStringArgument: 200,
  /** Most fields the pricing visits (fragments expanded), so a fragment explosion is refused unpriced. */
  maxVisitedFields: 20_000,
} as const;

/** What execution tells the pricing about where it runs, and learns back. */
export interface PricingContext {
  /** Set when the request runs in a light slot: a tool author's document priced above it does not run, and is deferred. */
  priceLimit?: number;
  outcome?: { deferred?: boolean };
}

/**
 * What a field declares, in Pothos `extensions`: for a list, `maxItems`, its most items per parent,
 * and `partitionOf`, the most items across all parents when each item has one parent (the size of
 * the table it partitions); for any field, `cost`, the work it does per parent beyond the objects it
 * returns, in the same unit (see shared/cost.ts).
 */
export interface ListExtensions {
  maxItems?: number;
  partitionOf?: number;
  cost?: FieldCost;
}

function badInput(message: string, code = 'BAD_USER_INPUT') {
  return new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
}

/** The type of each model's id field (String, Int...), by model (and node type) name. */
const ID_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(getDatamodel().datamodel.models).map(([name, m]) => [name, m.fields.find((f) => f.isId)?.type ?? 'String']),
);

/** A value of the id's type: integers for Int ids, anything else for String ids. */
function fitsIdType(value: unknown, type: string | undefined): boolean {
  if (type === 'Int')
    return typeof value === 'number' ? Number.isSafeInteger(value) : typeof value === 'string' && /^-?\d{1,15}$/.test(value);
  return typeof value === 'string';
}

/** A global ID must decode to a node type of the schema and an id of that type's form. */
function checkGlobalId(schema: GraphQLSchema, value: string, where: string) {
  // The refusals name the argument, never what it held: an answer does not echo the request.
  let typename: string;
  let id: string;
  try {
    ({ typename, id } = decodeGlobalID(value));
  } catch {
    throw badInput(`Invalid global ID in ${where}: not an id this API gave out.`);
  }
  const type = schema.getType(typename);
  if (!isObjectType(type) || !type.getInterfaces().some((i) => i.name === 'Node')) {
    throw badInput(`Invalid global ID in ${where}: its type is not one of this API.`);
  }
  if (!fitsIdType(id, ID_TYPES[typename])) throw badInput(`Invalid global ID in ${where}: ${typename} ids are numbers.`);
}

/** A connection cursor must be one this API gave out for that connection's nodes. */
function checkCursor(nodeType: string | undefined, value: string, where: string) {
  let decoded: unknown;
  try {
    const text = decodeBase64(value);
    if (!text.startsWith('GPC:')) throw new Error('not a cursor');
    decoded = decodeCursorChunk(text.slice(4));
  } catch {
    throw badInput(`Invalid cursor in ${where}: not a cursor this connection gave out.`);
  }
  if (nodeType && !fitsIdType(decoded, ID_TYPES[nodeType]))
    throw badInput(`Invalid cursor in ${where}: not a cursor this connection gave out.`);
}

/** How the builder declared a type is priced (a connection, an edge), if it did. */
function pricingOf(type: unknown): TypePricing['pricing'] | undefined {
  return isObjectType(type) ? (type.extensions as Partial<TypePricing>).pricing : undefined;
}

/** The node type of a connection type. */
function connectionNodeType(connection: GraphQLObjectType): string | undefined {
  const edge = getNamedType(connection.getFields().edges?.type);
  return isObjectType(edge) ? getNamedType(edge.getFields().node?.type)?.name : undefined;
}

/** Refuses oversized and malformed arguments, whoever sends them. */
function checkArguments(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>, args: Record<string, unknown>) {
  const connection = getNamedType(field.type);
  // Lists first: an oversized one is refused before any of its values is decoded.
  for (const arg of field.args) checkInputLists(arg.type, args[arg.name], arg.name, field.name);
  for (const arg of field.args) {
    const value = args[arg.name];
    if (value === undefined || value === null) continue;
    const where = `argument ${arg.name} of ${field.name}`;
    if (getNamedType(arg.type).name === 'ID')
      for (const id of Array.isArray(value) ? value : [value]) checkGlobalId(schema, String(id), where);
    if ((arg.name === 'after' || arg.name === 'before') && pricingOf(connection) === 'connection') {
      checkCursor(connectionNodeType(connection as GraphQLObjectType), String(value), where);
    }
  }
  for (const [name, value] of Object.entries(args)) {
    for (const s of Array.isArray(value) ? value : [value]) {
      if (typeof s === 'string' && s.length > LIMITS.maxStringArgument) {
        throw badInput(`Argument ${name} of ${field.name} is limited to ${LIMITS.maxStringArgument} characters.`);
      }
      // PostgreSQL text cannot hold U+0000: such a value would fail there (a 500) and match nothing
      // on SQLite, so it is refused alike on both.
      if (typeof s === 'string' && s.includes('\u0000')) {
        throw badInput(`Argument ${name} of ${field.name} may not contain the character U+0000.`);
      }
    }
  }
}

/**
 * Every list of an argument's value, at any depth of its input objects (`input.characters`), holds
 * at most LIMITS.maxListArgument values, as a list argument does. Walked along the argument's type,
 * so the walk is as deep as the schema's input types, whatever the value sent.
 */
function checkInputLists(type: GraphQLInputType, value: unknown, where: string, field: string) {
  if (value === undefined || value === null) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    if (!Array.isArray(value)) return checkInputLists(nullable.ofType, value, where, field);
    if (value.length > LIMITS.maxListArgument) {
      throw badInput(`Argument ${where} of ${field} takes at most ${LIMITS.maxListArgument} values, not ${value.length}.`);
    }
    for (const item of value) checkInputLists(nullable.ofType, item, where, field);
    return;
  }
  if (isInputObjectType(nullable) && typeof value === 'object') {
    const fields = nullable.getFields();
    for (const [name, inner] of Object.entries(value)) {
      if (fields[name]) checkInputLists(fields[name].type, inner, `${where}.${name}`, field);
    }
  }
}

/**
 * A connection's `first` and `last`: from 0 to the page limit (the site's own operations may ask
 * for more). Refused before anything runs, a negative count as an oversized one, so both are the
 * same 400 with BAD_USER_INPUT and no data, not a field error inside a 200.
 */
function checkPageSize(connection: string, args: Record<string, unknown>, trusted: boolean) {
  for (const name of ['first', 'last'] as const) {
    const asked = args[name];
    if (typeof asked !== 'number') continue;
    if (asked < 0 || (!trusted && asked > LIMITS.maxPageSize)) {
      throw badInput(
        `Requesting ${asked} records (${name}) on the ${connection} connection is outside 0 to the limit of ${LIMITS.maxPageSize}.`,
      );
    }
  }
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  trusted: boolean;
  visited: number;
}

/**
 * Objects a selection can return, given how many parents it runs under (`times`) and whether
 * those parents are distinct objects.
 */
function priceSelection(walk: Walk, type: GraphQLObjectType, selections: SelectionSetNode, times: number, distinct: boolean): number {
  let nodes = 0;
  for (const selection of selections.selections) {
    if (selection.kind === Kind.FRAGMENT_SPREAD || selection.kind === Kind.INLINE_FRAGMENT) {
      const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? walk.fragments.get(selection.name.value) : selection;
      if (!fragment) continue;
      // An abstract parent's fragments price as the parent; a fragment on another object type is skipped.
      const on = fragment.typeCondition ? typeFromAST(walk.schema, fragment.typeCondition) : type;
      if (on && isObjectType(on) && on !== type) continue;
      nodes += priceSelection(walk, type, fragment.selectionSet, times, distinct);
      continue;
    }
    nodes += priceField(walk, type, selection, times, distinct);
  }
  return nodes;
}

function priceField(walk: Walk, parent: GraphQLObjectType, node: FieldNode, times: number, distinct: boolean): number {
  if (++walk.visited > LIMITS.maxVisitedFields) throw badInput('The document selects too many fields to price.', 'QUERY_TOO_EXPENSIVE');
  const name = node.name.value;
  // Introspection is free: GraphiQL and codegen need it, and its size is the schema's.
  if (name.startsWith('__')) return 0;
  const field = parent.getFields()[name];
  if (!field) return 0;
  const args = getArgumentValues(field, node, walk.variables) as Record<string, unknown>;
  checkArguments(walk.schema, field, args);
  const type = getNullableType(field.type);
  const named = getNamedType(type);
  // Work the field does per parent, whatever it returns (Pothos marks a connection's totalCount).
  const ext = field.extensions as ListExtensions & { pothosPrismaTotalCount?: boolean };
  const cost = ext.cost ?? (ext.pothosPrismaTotalCount ? RELATION_COUNT : 0);
  const work = times * (typeof cost === 'number' ? cost : distinct ? cost.distinct : cost.repeated);
  if (isLeafType(named) || !node.selectionSet) return work;

  let count = times;
  let childrenDistinct = distinct;
  if (pricingOf(named) === 'connection') {
    checkPageSize(name, args, walk.trusted);
    const asked = (args.first ?? args.last) as number | undefined;
    // The connection object itself; its edges and nodes carry the page size.
    return (
      work + times + priceConnection(walk, named as GraphQLObjectType, node.selectionSet, times * (asked ?? LIMITS.maxPageSize), distinct)
    );
  }
  if (isListType(type)) {
    const byIds = Array.isArray(args.ids);
    count = times * (byIds ? (args.ids as unknown[]).length : (ext.maxItems ?? LIMITS.defaultListBound));
    // A root list returns each row once; a partition of distinct parents returns each item once.
    const partition = ext.partitionOf !== undefined && distinct && !byIds;
    if (partition) count = Math.min(count, ext.partitionOf as number);
    childrenDistinct = partition || (parent === walk.schema.getQueryType() && !byIds);
  } else if (parent !== walk.schema.getQueryType() && pricingOf(parent) !== 'edge') {
    // A to-one relation (but an edge's node, or a root field): many parents may share the same
    // object, so the lists under it may repeat.
    childrenDistinct = false;
  }
  return work + count + priceComposite(walk, named, node.selectionSet, count, childrenDistinct);
}

/** A connection's fields: edges and nodes price their selection at the page size; the rest once. */
function priceConnection(
  walk: Walk,
  connection: GraphQLObjectType,
  selections: SelectionSetNode,
  items: number,
  distinct: boolean,
): number {
  let nodes = 0;
  for (const selection of selections.selections) {
    if (selection.kind !== Kind.FIELD) {
      const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? walk.fragments.get(selection.name.value) : selection;
      if (fragment) nodes += priceConnection(walk, connection, fragment.selectionSet, items, distinct);
      continue;
    }
    const name = selection.name.value;
    if ((name === 'edges' || name === 'nodes') && selection.selectionSet) {
      if (++walk.visited > LIMITS.maxVisitedFields) throw badInput('The document selects too many fields to price.', 'QUERY_TOO_EXPENSIVE');
      const type = getNamedType(connection.getFields()[name].type);
      nodes += items + priceComposite(walk, type, selection.selectionSet, items, distinct);
    } else {
      nodes += priceField(walk, connection, selection, 1, distinct);
    }
  }
  return nodes;
}

function priceComposite(
  walk: Walk,
  type: ReturnType<typeof getNamedType>,
  selections: SelectionSetNode,
  times: number,
  distinct: boolean,
): number {
  if (isObjectType(type)) return priceSelection(walk, type, selections, times, distinct);
  if (isAbstractType(type)) {
    // The costliest of the possible types.
    return Math.max(0, ...walk.schema.getPossibleTypes(type).map((t) => priceSelection(walk, t, selections, times, distinct)));
  }
  return 0;
}

/** The objects the operation can return at most; throws a coded GraphQLError for oversized arguments. */
export function priceOperation(options: {
  schema: GraphQLSchema;
  document: DocumentNode;
  variables?: Record<string, unknown>;
  operationName?: string | null;
  trusted: boolean;
}): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: import('graphql').OperationDefinitionNode | undefined;
  for (const d of options.document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    else if (d.kind === Kind.OPERATION_DEFINITION && (!options.operationName || d.name?.value === options.operationName)) operation ??= d;
  }
  if (!operation) return 0;
  const root =
    operation.operation === 'query'
      ? options.schema.getQueryType()
      : operation.operation === 'mutation'
        ? options.schema.getMutationType()
        : options.schema.getSubscriptionType();
  if (!root) return 0;
  const walk: Walk = { schema: options.schema, fragments, variables: options.variables ?? {}, trusted: options.trusted, visited: 0 };
  return priceSelection(walk, root, operation.selectionSet, 1, true);
}

/** The prices of a document's runs, by what else decides one (trusted, operation, variables). */
const prices = new WeakMap<DocumentNode, Map<string, number | GraphQLError>>();
/** Prices kept per document: a document run with ever new variables is priced again once past it. */
const PRICES_PER_DOCUMENT = 64;

/**
 * The operation's price (or its coded refusal; null for an argument that does not coerce): a
 * document run again with the same variables (a stored operation, a page's query) is priced once.
 */
function pricedBefore(args: ExecutionArgs, trusted: boolean): number | GraphQLError | null {
  const variables = (args.variableValues ?? {}) as Record<string, unknown>;
  let byRun = prices.get(args.document);
  if (!byRun) {
    byRun = new Map();
    prices.set(args.document, byRun);
  }
  const key = `${trusted ? 1 : 0}|${args.operationName ?? ''}|${JSON.stringify(variables)}`;
  const known = byRun.get(key);
  if (known !== undefined) return known;
  let priced: number | GraphQLError;
  try {
    priced = priceOperation({ schema: args.schema, document: args.document, variables, operationName: args.operationName, trusted });
  } catch (error) {
    if (!(error instanceof GraphQLError && error.extensions?.code)) return null;
    priced = error;
  }
  if (byRun.size >= PRICES_PER_DOCUMENT) byRun.clear();
  byRun.set(key, priced);
  return priced;
}

/**
 * Prices every operation before it runs and stops the ones that would return too much; in a light
 * slot, one priced above the light limit is stopped before it runs and deferred to a heavy slot.
 */
export function useRequestLimits(): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as Context & PricingContext;
      const nodes = pricedBefore(args, context.trusted);
      if (nodes instanceof GraphQLError) {
        setResultAndStopExecution({ errors: [nodes] });
        return;
      }
      // Argument coercion errors are left for execution to report in its own words.
      if (nodes === null) return;
      if (
        !context.trusted &&
        context.priceLimit !== undefined &&
        nodes > context.priceLimit &&
        nodes <= LIMITS.maxNodes &&
        context.outcome
      ) {
        context.outcome.deferred = true;
        setResultAndStopExecution({ data: null });
        return;
      }
      if (!context.trusted && nodes > LIMITS.maxNodes) {
        setResultAndStopExecution({
          errors: [
            new GraphQLError(
              `This query could return ${nodes} objects; one request may return at most ${LIMITS.maxNodes}. Ask for fewer items (first/last) or nest fewer lists.`,
              { extensions: { code: 'QUERY_TOO_EXPENSIVE', cost: nodes, limit: LIMITS.maxNodes, http: { status: 400 } } },
            ),
          ],
        });
        return;
      }
      // A tool author's document is told what it was priced at, so a client can see how near the
      // limit it is before it is refused (the site's own operations are not priced against it).
      if (context.trusted) return;
      const priced = nodes;
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          setResult({ ...result, extensions: { ...result.extensions, cost: { cost: priced, limit: LIMITS.maxNodes } } });
        },
      };
    },
  };
}
