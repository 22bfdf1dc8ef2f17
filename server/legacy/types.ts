// The shape of a domain's legacy table: each documented /api path names a stored operation in the
// domain's legacy.graphql, how to read its query string, and how to reshape the result. The
// operations' result types are generated (operations.generated.ts), so reshapes are typed.
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  404: 'Page Not Found!',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

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

export interface LegacyRoute<TData = unknown> {
  method?: 'GET' | 'POST';
  /** The documented path, e.g. /api/general/updates. */
  path: string;
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

/** A route whose reshape is typed by its operation's generated result type. */
export function route<TData>(definition: LegacyRoute<TData>): LegacyRoute {
  return definition as LegacyRoute;
}

export interface LegacyTable {
  /** The stored operations, as GraphQL source text. */
  document: string;
  routes: LegacyRoute[];
}

/** Reads a non-negative integer query parameter; absent gives undefined, garbage a 400. */
export function intParam(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d{1,9}$/.test(raw)) throw new LegacyError(400, `Query parameter ${name} must be a non-negative integer`);
  return Number(raw);
}
