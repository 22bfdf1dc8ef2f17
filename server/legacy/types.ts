// The shape of a domain's legacy table: each documented /api path names a stored operation in the
// domain's legacy.graphql, how to read its query string, and how to reshape the result. The
// operations' result types are generated (operations.generated.ts), so reshapes are typed, and
// each route declares the schema of its answer (zod), which its reshape must produce: the API
// description (openapi.ts) is printed from these tables, never written beside them.
import { z } from 'zod';

import { ECHO_MAX } from '../shared/errorBody.ts';

// The error form, and what a message repeats of a request, are the edge's as much as /api's: they
// live below both.
export { ECHO_MAX, echo, errorBody } from '../shared/errorBody.ts';

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

/** What `echo` gives, as a pattern: one line, each character kept at most a twelve-character escape (a surrogate pair's). */
export const ECHO_PATTERN = `.{1,${ECHO_MAX * 12 + 1}}`;

/**
 * The one value of a query parameter, or null when it is absent. Empty (`?name=`, or a bare
 * `?name`) and repeated are 400s naming it: the description gives every parameter one value of
 * its schema, and a value that silently meant "absent" would be a second, undocumented spelling.
 */
export function queryValue(query: URLSearchParams, name: string): string | null {
  const values = query.getAll(name);
  if (values.length === 0) return null;
  if (values.length > 1) throw new LegacyError(400, `Query parameter ${name} is given more than once`);
  if (values[0] === '') throw new LegacyError(400, `Query parameter ${name} must not be empty`);
  return values[0];
}

/** The values of a whole-number query parameter (leading zeros allowed). */
export const intParamSchema = z.int().min(0).max(999_999_999);

/**
 * Reads an integer query parameter of `schema` (by default a non-negative one); absent gives
 * undefined, anything but decimal digits (a sign for a negative range) or a number out of the
 * schema's range a 400.
 */
export function intParam(
  query: URLSearchParams,
  name: string,
  schema: z.ZodType<number> = intParamSchema,
  problem = 'must be a non-negative integer',
): number | undefined {
  const raw = queryValue(query, name);
  if (raw === null) return undefined;
  if (!/^-?\d+$/.test(raw) || !schema.safeParse(Number(raw)).success) throw new LegacyError(400, `Query parameter ${name} ${problem}`);
  return Number(raw);
}

/**
 * A pattern (unanchored) of the decimal numbers from `min` (0 or 1) to `max`, leading zeros
 * allowed: the digit strings a body field takes for a number, exactly the ones the server reads,
 * so the description and the server cannot disagree on, say, "2147483648".
 */
export function decimalRangePattern(min: 0 | 1, max: number): string {
  const digits = String(max);
  const n = digits.length;
  const parts: string[] = min === 0 ? ['0'] : [];
  // Fewer digits than max: any number from 1.
  if (n > 1) parts.push(`[1-9]\\d{0,${n - 2}}`);
  // As many digits: max's first i digits, then a smaller digit, then any digits.
  for (let i = 0; i < n; i++) {
    const d = Number(digits[i]);
    const low = i === 0 ? 1 : 0;
    const rest = n - i - 1;
    if (d > low) parts.push(`${digits.slice(0, i)}[${low}-${d - 1}]${rest ? `\\d{${rest}}` : ''}`);
  }
  parts.push(digits);
  return `0*(?:${parts.join('|')})`;
}
