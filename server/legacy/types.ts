// The shape of a domain's legacy table: each documented /api path names a stored operation in the
// domain's legacy.graphql, how to read its query string, and how to reshape the result. The
// operations' result types are generated (operations.generated.ts), so reshapes are typed, and
// each route declares the schema of its answer (zod), which its reshape must produce: the API
// description (openapi.ts) is printed from these tables, never written beside them.
import { z } from 'zod';
import { STATUS_MESSAGES } from './schemas.ts';

/** The error body of the spec's catalogue, for /api and the site's own errors. */
export function errorBody(status: number, message: string, context?: string) {
  return {
    error: true,
    statusCode: status,
    statusMessage: STATUS_MESSAGES[status] ?? 'Internal Server Error',
    message,
    ...(context ? { context } : {}),
  };
}

export class LegacyError extends Error {
  constructor(
    readonly status: 400 | 404 | 500,
    message: string,
    readonly context?: string,
  ) {
    super(message);
  }
}

/** A query parameter a route reads, as the API description shows it. */
export interface QueryParameter {
  name: string;
  description: string;
  required?: boolean;
  /** The values the route accepts (anything else is a 400). */
  schema: z.ZodType;
  example?: string | number;
}

/** A 404 a route answers for an entity it names that is not there (or that the viewer may not see). */
export interface NotFound {
  description: string;
  /** The message, as a regular expression (anchored). */
  pattern: string;
  example: string;
}

export interface LegacyRoute<TData = unknown> {
  method?: 'GET' | 'POST';
  /** The documented path, e.g. /api/general/updates. */
  path: string;
  /** One line for the API reference, and a longer description when it helps. */
  summary: string;
  description?: string;
  /** The group the path is listed under in the API reference. */
  tag: LegacyTag;
  /** The query parameters the route reads (besides the spoiler switch, which every path reads). */
  query?: QueryParameter[];
  /** The JSON body of a POST, as the route accepts it. */
  body?: z.ZodType;
  /**
   * The answer's `data` (or, with `envelope: false`, the answer's keys besides `metadata`, as an
   * object schema). The reshape's result is typed by it.
   */
  response: z.ZodType;
  notFound?: NotFound;
  /** Operation name in the domain's legacy.graphql. */
  operation: string;
  /** The error context named by the spec's catalogue when the call yields nothing. */
  context: string;
  /** Variables from the query string (and body for POST); throw LegacyError for bad input. */
  variables?(query: URLSearchParams, body?: unknown): Record<string, unknown>;
  /**
   * Whether the answer is `{ data, metadata }` (the default) or, for the one path the spec documents
   * without that envelope, the reshaped object's own keys beside `metadata`.
   */
  envelope?: boolean;
  /** Turns the operation's data into the documented `data` value; null or undefined means "nothing". */
  reshape(data: TData, variables: Record<string, unknown>): unknown;
}

/** The groups of the API reference. */
export const LEGACY_TAGS = {
  General: 'The home page and the update log.',
  Characters: 'Character lists, groupings and the character modal.',
  Prayers: 'Prayers (banners), their pools, the forever prayer and the pull simulator.',
  'Story cards': 'Story cards and their illustrators.',
  Tower: 'The Scarlet Devil Tower (sample data: every record says `sample: true`).',
} as const;
export type LegacyTag = keyof typeof LEGACY_TAGS;

/**
 * A route whose reshape is typed twice: it reads its operation's generated result type and must
 * return what its `response` schema describes.
 */
export function route<TData, S extends z.ZodType>(
  definition: Omit<LegacyRoute<TData>, 'response' | 'reshape'> & {
    response: S;
    reshape(data: TData, variables: Record<string, unknown>): z.input<S> | null | undefined;
  },
): LegacyRoute {
  return definition as unknown as LegacyRoute;
}

export interface LegacyTable {
  /** The stored operations, as GraphQL source text. */
  document: string;
  routes: LegacyRoute[];
}

/** The values of a whole-number query parameter: at most nine digits (leading zeros allowed). */
export const intParamSchema = z.int().min(0).max(999_999_999);

/** Reads a non-negative integer query parameter; absent gives undefined, garbage a 400. */
export function intParam(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d{1,9}$/.test(raw) || !intParamSchema.safeParse(Number(raw)).success)
    throw new LegacyError(400, `Query parameter ${name} must be a non-negative integer`);
  return Number(raw);
}
