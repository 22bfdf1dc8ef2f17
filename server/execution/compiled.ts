// Compiled execution: graphql-jit turns a document into a function once, and each later run of it
// skips graphql-js's per-field interpretation. It runs only where it gives the same answer as
// graphql-js at no extra cost, and graphql-js runs everything else:
// - a document that reads a relation through Pothos' Prisma loader (a field whose resolver loads
//   its own selection, like `world` or `release`) stays interpreted. Pothos finds what a list
//   loaded with its rows by the path objects graphql-js shares between the rows; graphql-jit hands
//   each resolver a path of its own, so every row of the list would load its relation alone.
// - introspection stays interpreted (it is rare, and graphql-js's own resolvers answer it);
// - a document graphql-jit cannot compile, a mutation, a request whose variables do not coerce
//   (graphql-js words that error), and the first run of every document (most documents sent once
//   are never run again: compiling costs more than one interpreted run) run interpreted.
// tests/server/compiled.test.ts runs every stored and persisted operation, and generated documents,
// through both and compares the answers byte for byte.
import {
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
  getNamedType,
  getVariableValues,
  isObjectType,
  type OperationDefinitionNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';

/** COMPILED_EXECUTION=off interprets every document (for comparing the two). */
export const compiledExecutionEnabled = () => process.env.COMPILED_EXECUTION?.toLowerCase() !== 'off';

const runs = { compiled: 0, interpreted: 0, decided: 0 };

/** How many executions of this thread ran compiled and interpreted, and how many operations were decided (compiled or left interpreted for good). */
export const compiledExecutionStats = () => ({ ...runs });

/**
 * Whether a field's Prisma selection (if any) is only columns of its own row, which the list's
 * query loads with the rows; a relation, or a selection made per request, is loaded per row.
 */
function columnsOnly(select: unknown): boolean {
  if (select === undefined || select === null || select === false) return true;
  if (typeof select !== 'object') return false;
  return Object.values(select).every((v) => v === true);
}

/** Whether a document may run compiled: it reads no relation through the Prisma loader, and no introspection. */
export function compilable(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let ok = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.name.value.startsWith('__') && node.name.value !== '__typename') ok = false;
        const parent = typeInfo.getParentType();
        const field = parent && isObjectType(getNamedType(parent)) ? typeInfo.getFieldDef() : null;
        if (!columnsOnly(field?.extensions?.pothosPrismaSelect)) ok = false;
        return ok ? undefined : false;
      },
    }),
  );
  return ok;
}

/** What is known of one operation of a document: runs so far, then its compiled form, or null to interpret it. */
type Decision = number | CompiledQuery | null;

/** A document is compiled on this run of it: one run once (a tool author's new query) is only interpreted. */
const COMPILE_ON_RUN = 2;

/** The operation `args` runs, or undefined when the document does not name one (graphql-js reports it). */
function operationOf(args: ExecutionArgs): OperationDefinitionNode | undefined {
  const ops = args.document.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  return args.operationName ? ops.find((d) => d.name?.value === args.operationName) : ops.length === 1 ? ops[0] : undefined;
}

/**
 * Runs each query compiled where it may (see above), from its second run on. Compiled forms are
 * kept as long as their document is (the parser's cache keeps the documents of a thread).
 */
export function useCompiledExecution({
  enabled,
  onCompile,
}: {
  enabled: boolean;
  /** Told of a run that compiled its document (its time says little of the next run's). */
  onCompile?: (contextValue: unknown) => void;
}): Plugin {
  const decisions = new WeakMap<DocumentNode, Map<string, Decision>>();
  const compiledFor = (args: ExecutionArgs, operation: OperationDefinitionNode): CompiledQuery | null => {
    if (operation.operation !== 'query') return null;
    let byOperation = decisions.get(args.document);
    if (!byOperation) {
      byOperation = new Map();
      decisions.set(args.document, byOperation);
    }
    const key = operation.name?.value ?? '';
    // A decision once made (compiled, or null: interpreted) is kept; only a count of runs is not one.
    const known = byOperation.has(key) ? (byOperation.get(key) as Decision) : 0;
    if (typeof known !== 'number') return known;
    if (known + 1 < COMPILE_ON_RUN) {
      byOperation.set(key, known + 1);
      return null;
    }
    let compiled: CompiledQuery | null = null;
    if (compilable(args.schema, args.document)) {
      onCompile?.(args.contextValue);
      const result = compileQuery(args.schema, args.document, operation.name?.value, { disablingCapturingStackErrors: true });
      if (isCompiledQuery(result)) compiled = result;
    }
    byOperation.set(key, compiled);
    runs.decided++;
    return compiled;
  };
  return {
    onExecute({ args, setExecuteFn }) {
      if (!enabled) return;
      const operation = operationOf(args);
      const compiled = operation && compiledFor(args, operation);
      // A variable that does not coerce is reported in graphql-js's words, by graphql-js (an
      // operation without variables has none to check).
      const definitions = operation?.variableDefinitions ?? [];
      const refused =
        !!compiled && definitions.length > 0 && !!getVariableValues(args.schema, definitions, args.variableValues ?? {}).errors;
      if (!compiled || refused) {
        runs.interpreted++;
        return;
      }
      runs.compiled++;
      setExecuteFn((run) => compiled.query(run.rootValue, run.contextValue, run.variableValues ?? {}));
    },
  };
}
