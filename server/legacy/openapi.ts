// The OpenAPI 3.1 description of the /api paths, printed from the legacy tables: each route gives
// its path, method, parameters, body and answer schema (the zod schema its reshape is typed by),
// and the error forms come from the same catalogue `errorBody` writes. Nothing here restates a
// shape the tables already hold. The data export and its sync, served beside /api, are described
// here by hand (exportPaths).
import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import { SPOILER_PARAM } from '../shared/reveal.ts';
import { errorSchema, Metadata, namedSchemas, STATUS_MESSAGES } from './schemas.ts';
import { ECHO_MAX, LEGACY_TAGS, type LegacyRoute, type LegacyTable } from './types.ts';

/** Where the description and its reference page are served. */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The codes a 503 of the API carries. */
export const UNAVAILABLE_CODES = ['DATABASE_UNAVAILABLE', 'TIMEOUT', 'SERVER_BUSY', 'RESOURCE_EXHAUSTED'] as const;

const REFERENCE_TAG = 'Reference';
const EXPORT_TAG = 'Data export';

/** `/api/characters/get-special/standard` -> `CharactersGetSpecialStandard`. */
export function componentName(path: string): string {
  return path
    .replace(/^\/api\//, '')
    .split(/[/-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

const ERRORS = {
  BadRequest: errorSchema(400),
  MethodNotAllowed: errorSchema(405, { context: 'never' }),
  PayloadTooLarge: errorSchema(413, { context: 'never', code: z.literal('PAYLOAD_TOO_LARGE') }),
  RateLimited: errorSchema(429, {
    message: z.string().regex(/^Too many requests; try again in \d+ seconds\.$/),
    context: 'never',
    code: z.literal('RATE_LIMITED'),
  }),
  ServiceUnavailable: errorSchema(503, { code: z.enum(UNAVAILABLE_CODES) }),
} as const;

const errorExample = (status: number, message: string, extra: Record<string, unknown> = {}) => ({
  error: true,
  statusCode: status,
  statusMessage: STATUS_MESSAGES[status],
  message,
  ...extra,
});

const header = (description: string, schema: Record<string, unknown> = { type: 'string' }) => ({ description, schema });

const HEADERS = {
  ETag: header('A weak hash of the body: send it back in `If-None-Match` to get a 304 while the answer is unchanged.'),
  CacheControl: header('`public, no-cache`: may be kept, but is revalidated on every use.', { type: 'string', const: 'public, no-cache' }),
  AccessControlAllowOrigin: header('Any origin may read the API (without credentials).', { type: 'string', const: '*' }),
  RetryAfter: header('Seconds to wait before trying again.', { type: 'integer', minimum: 0 }),
  Allow: header('The methods the path answers.'),
  RateLimitLimit: header(
    'Points a client (by IP address) may spend per window: an answer from memory costs 1, one that has to be executed 10 and 1 per 10 KB of it.',
    { type: 'integer', minimum: 0 },
  ),
  RateLimitRemaining: header('Points left in the current window.', { type: 'integer', minimum: 0 }),
  RateLimitReset: header('Seconds until the window ends.', { type: 'integer', minimum: 0 }),
  RateLimitPolicy: header('The limit and the window in seconds, e.g. `3000;w=60`.', { type: 'string', pattern: '^\\d+;w=\\d+$' }),
};

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });
const json = (schema: unknown, example?: unknown) => ({
  'application/json': { schema, ...(example === undefined ? {} : { example }) },
});

const RESPONSES = {
  BadRequest: {
    description:
      'A malformed parameter or body (the message names it), or a malformed spoiler switch. When the stored operation refuses a value, `context` names the page.',
    content: json(
      ref('schemas', 'BadRequestError'),
      errorExample(400, `Query parameter ${SPOILER_PARAM} must be 1, true, 0 or false, not "maybe"`),
    ),
  },
  MethodNotAllowed: {
    description: 'The path exists but does not answer this method; `Allow` lists those it does.',
    headers: { Allow: ref('headers', 'Allow') },
    content: json(ref('schemas', 'MethodNotAllowedError'), errorExample(405, 'Method DELETE is not allowed on /api/general/updates')),
  },
  PayloadTooLarge: {
    description: 'A request body over 100 kB (counted as read, chunked or not). The connection is closed after the answer.',
    content: json(
      ref('schemas', 'PayloadTooLargeError'),
      errorExample(413, 'Request bodies are limited to 100000 bytes', { code: 'PAYLOAD_TOO_LARGE' }),
    ),
  },
  RateLimited: {
    description:
      'This client (by IP address) has spent its points for the current window; come back after `Retry-After` seconds. A refused request costs nothing.',
    headers: {
      'Retry-After': ref('headers', 'RetryAfter'),
      'RateLimit-Limit': ref('headers', 'RateLimitLimit'),
      'RateLimit-Remaining': ref('headers', 'RateLimitRemaining'),
      'RateLimit-Reset': ref('headers', 'RateLimitReset'),
      'RateLimit-Policy': ref('headers', 'RateLimitPolicy'),
    },
    content: json(
      ref('schemas', 'RateLimitedError'),
      errorExample(429, 'Too many requests; try again in 12 seconds.', { code: 'RATE_LIMITED' }),
    ),
  },
  ServiceUnavailable: {
    description:
      '`DATABASE_UNAVAILABLE`: the database cannot be reached at the moment; `TIMEOUT`: the request ran past 10 s (it was stopped, or for a quick read its answer was not waited for); `SERVER_BUSY`: every worker was busy for too long, or too many requests were waiting; `RESOURCE_EXHAUSTED`: the request needed more memory than one request may use. Try again after `Retry-After` seconds.',
    headers: { 'Retry-After': ref('headers', 'RetryAfter') },
    content: json(
      ref('schemas', 'ServiceUnavailableError'),
      errorExample(503, 'The database cannot be reached at the moment; try again in a few seconds.', {
        context: 'update-log',
        code: 'DATABASE_UNAVAILABLE',
      }),
    ),
  },
};

const INFO_DESCRIPTION = `The documented REST paths of the LostWord Global Tracker, a public fan database for Touhou LostWord.
Each path runs a stored GraphQL operation against the same schema as \`/graphql\` and answers
\`{ data, metadata }\` (one path, \`/api/characters/chronological\`, puts its keys beside \`metadata\` instead).

- **Spoiler switch**: every path reads \`?${SPOILER_PARAM}=1\` (or \`true\`): content not yet revealed on the
  global server is then included. Absent, \`0\` or \`false\` leave it out; anything else is a 400, an empty
  value or a bare \`?${SPOILER_PARAM}\` too.
- **Query parameters** take one value each: a parameter given empty (\`?last=\`), bare (\`?last\`) or twice
  is a 400 naming it. A parameter a path does not list is ignored.
- **Times** are ISO-8601 instants in UTC.
- **Caching**: reads carry a weak \`ETag\` and \`Cache-Control: public, no-cache\`; send \`If-None-Match\` to get
  a 304. Answers are compressed (\`br\`, \`gzip\`) when the request accepts it.
- **CORS**: any origin may read, without credentials.
- **Errors** are JSON: \`{ error: true, statusCode, statusMessage, message }\`, with \`context\` naming the page
  an error of a stored operation belongs to and \`code\` on the errors of the HTTP layer. A message that repeats
  part of the request repeats at most ${ECHO_MAX} characters of it, control characters written \`\\uXXXX\`. An unknown path
  under \`/api\` is a 404 \`Page not found: {path}\`. Before a request is routed, the server may also answer
  400 (a malformed request), 408 (headers or body too slow), 414 (a request line over 8 kB) or 431
  (headers over 16 kB), in the same form.

This description is printed from the route table the server runs, so it lists exactly the paths it answers.`;

/** Drops what JSON Schema validators and readers do not need: zod's date-time pattern and the safe-integer bounds. */
function tidy(schema: Record<string, unknown>): void {
  if (schema.format === 'date-time') delete schema.pattern;
  if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
  if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
}

/** The schema of a whole 200 answer: `data` and `metadata`, or the route's keys beside `metadata`. */
function answerSchema(route: LegacyRoute): z.ZodType {
  if (route.envelope === false) {
    if (!(route.response instanceof z.ZodObject)) throw new Error(`${route.path}: an answer without the envelope must be an object`);
    return route.response.extend({ metadata: Metadata });
  }
  return z.object({ data: route.response, metadata: Metadata });
}

function operationId(method: string, path: string): string {
  return method.toLowerCase() + componentName(path);
}

function routeOperation(route: LegacyRoute, method: string) {
  const name = componentName(route.path);
  const toJson = (schema: z.ZodType) => {
    const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output', override: (ctx) => tidy(ctx.jsonSchema) });
    delete (out as Record<string, unknown>).$schema;
    return out;
  };
  const parameters = [
    ref('parameters', 'jpContent'),
    ...(route.query ?? []).map((p) => ({
      name: p.name,
      in: 'query',
      required: p.required ?? false,
      description: p.description,
      schema: toJson(p.schema),
      ...(p.example === undefined ? {} : { example: p.example }),
    })),
  ];
  const isRead = method === 'GET';
  const responses: Record<string, unknown> = {
    200: {
      description: isRead ? 'The answer (also to HEAD, without the body).' : 'The answer (never cached).',
      headers: {
        'Access-Control-Allow-Origin': ref('headers', 'AccessControlAllowOrigin'),
        ...(isRead ? { ETag: ref('headers', 'ETag'), 'Cache-Control': ref('headers', 'CacheControl') } : {}),
      },
      content: json(ref('schemas', `${name}Answer`)),
    },
    ...(isRead
      ? { 304: { description: 'Not modified: the `If-None-Match` sent is the current `ETag`.', headers: { ETag: ref('headers', 'ETag') } } }
      : {}),
    400: ref('responses', 'BadRequest'),
    ...(route.notFound
      ? {
          404: {
            description: route.notFound.description,
            content: json(ref('schemas', `${name}NotFound`), {
              ...errorExample(404, route.notFound.example),
              context: route.context,
            }),
          },
        }
      : {}),
    405: ref('responses', 'MethodNotAllowed'),
    ...(route.body ? { 413: ref('responses', 'PayloadTooLarge') } : {}),
    429: ref('responses', 'RateLimited'),
    500: {
      description: `The stored operation yielded nothing, or failed unexpectedly (logged on the server); \`context\` is \`${route.context}\` when it is known.`,
      content: json(ref('schemas', `${name}ServerError`), {
        ...errorExample(500, 'Server is not responding the request'),
        context: route.context,
      }),
    },
    503: ref('responses', 'ServiceUnavailable'),
  };
  return {
    operationId: operationId(method, route.path),
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    parameters,
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: ref('schemas', `${name}Body`) } } } } : {}),
    responses,
  };
}

/** The schemas of one route: its answer, body and the errors only it gives, by component name. */
function routeSchemas(route: LegacyRoute): [string, z.ZodType][] {
  const name = componentName(route.path);
  const context = z.literal(route.context);
  return [
    [`${name}Answer`, answerSchema(route)],
    ...(route.body ? ([[`${name}Body`, route.body]] as [string, z.ZodType][]) : []),
    ...(route.notFound
      ? ([[`${name}NotFound`, errorSchema(404, { message: z.string().regex(new RegExp(route.notFound.pattern)), context })]] as [
          string,
          z.ZodType,
        ][])
      : []),
    [`${name}ServerError`, errorSchema(500, { context, code: z.literal('INTERNAL_SERVER_ERROR').optional() })],
  ];
}

/** The two paths of the reference itself. */
function referencePaths() {
  // Served like static files: never rate limited.
  const errors = { 405: ref('responses', 'MethodNotAllowed') };
  return {
    [OPENAPI_PATH]: {
      get: {
        operationId: 'getOpenApi',
        tags: [REFERENCE_TAG],
        summary: 'This description (OpenAPI 3.1)',
        responses: {
          200: {
            description: 'The description.',
            headers: { ETag: ref('headers', 'ETag'), 'Access-Control-Allow-Origin': ref('headers', 'AccessControlAllowOrigin') },
            content: { 'application/json': { schema: { type: 'object', required: ['openapi', 'info', 'paths'] } } },
          },
          304: { description: 'Not modified.', headers: { ETag: ref('headers', 'ETag') } },
          ...errors,
        },
      },
    },
    [DOCS_PATH]: {
      get: {
        operationId: 'getApiDocs',
        tags: [REFERENCE_TAG],
        summary: 'A browsable reference of this description (Swagger UI, served by this site)',
        responses: {
          200: {
            description: 'The reference page.',
            headers: { ETag: ref('headers', 'ETag') },
            content: { 'text/html': { schema: { type: 'string' } } },
          },
          304: { description: 'Not modified.', headers: { ETag: ref('headers', 'ETag') } },
          ...errors,
        },
      },
    },
  };
}

/** The error form of a status the /api catalogue does not list (the sync's 409 and 410). */
const plainError = (status: number, description: string, message: string) => ({
  description,
  content: json(
    {
      type: 'object',
      required: ['error', 'statusCode', 'statusMessage', 'message'],
      properties: {
        error: { const: true },
        statusCode: { const: status },
        statusMessage: { type: 'string' },
        message: { type: 'string' },
      },
    },
    { error: true, statusCode: status, statusMessage: STATUS_CODES[status], message },
  ),
});

const FAILURE = plainError(500, 'An unexpected failure (logged with its request id).', 'Server is not responding the request');

/** The whole public dataset, and the sync that keeps a copy of it up to date (server/export). */
function exportPaths() {
  const record = {
    type: 'object',
    required: ['key', 'record'],
    properties: { key: { type: 'string' }, record: { type: 'object', description: 'The record as the export holds it.' } },
  };
  const fileSync = {
    type: 'object',
    required: ['added', 'changed', 'removed'],
    properties: {
      added: { type: 'array', items: record },
      changed: { type: 'array', items: record },
      removed: { type: 'array', items: { type: 'string' }, description: 'Keys of records no longer in the export.' },
      order: {
        type: 'array',
        items: { type: 'string' },
        description: "Every record's key in the file's order; present when a record came, went or moved.",
      },
    },
  };
  return {
    '/export/lostword-data.json': {
      get: {
        operationId: 'getExport',
        tags: [EXPORT_TAG],
        summary: 'The whole public dataset, one JSON file per dataset file, in the admin import format',
        description:
          "`bundle.cursor` names the copy's place in time (its data version, and the instant whose reveal rule it follows): the `since` of its first sync. Sent compressed, with a strong ETag; a revalidation with If-None-Match answers 304.",
        parameters: [ref('parameters', 'jpContent')],
        responses: {
          200: {
            description: 'The dataset.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['bundle'],
                  properties: {
                    bundle: {
                      type: 'object',
                      required: ['format', 'formatVersion', 'dataVersion', 'jpContent', 'cursor'],
                      properties: {
                        format: { const: 'lostword-data' },
                        formatVersion: { type: 'integer' },
                        dataVersion: { type: 'integer' },
                        importedAt: { type: ['string', 'null'], format: 'date-time' },
                        jpContent: { type: 'boolean' },
                        cursor: { type: 'string', pattern: '^\\d+\\.\\d+$' },
                      },
                    },
                  },
                  additionalProperties: {
                    type: 'array',
                    description: 'A dataset file, by its path: its records in order.',
                  },
                },
              },
            },
          },
          304: { description: 'Not modified.' },
          400: ref('responses', 'BadRequest'),
          405: ref('responses', 'MethodNotAllowed'),
          429: ref('responses', 'RateLimited'),
          500: FAILURE,
          503: ref('responses', 'ServiceUnavailable'),
        },
      },
    },
    ...syncPath(fileSync),
  };
}

/** The sync: what changed in the export since a copy's cursor. */
function syncPath(fileSync: Record<string, unknown>) {
  return {
    '/export/changes': {
      get: {
        operationId: 'getChanges',
        tags: [EXPORT_TAG],
        summary: 'What changed in the export since a copy of it: records added, changed and removed, per file',
        description:
          "Apply each file's changes to a copy: drop `removed`, put `added` and `changed` under their keys, and when `order` is present arrange the records by it. Then keep `cursor` for the next call. A record's key is its `id`, else its `number`, else its `floor`, else `kind-no`, else its `at`. Records a reveal instant brought into view since the cursor arrive as added, with no new data version. Ask with the same `jpContent` as the copy.",
        parameters: [
          {
            name: 'since',
            in: 'query',
            required: true,
            description: "The copy's cursor: the export's `bundle.cursor`, or the last answer's `cursor`.",
            schema: { type: 'string', pattern: '^\\d{1,9}\\.\\d{1,15}$' },
            example: '12.1764288000000',
          },
          ref('parameters', 'jpContent'),
        ],
        responses: {
          200: {
            description: 'The changes (an empty `files` when there are none).',
            content: json({
              type: 'object',
              required: ['since', 'cursor', 'dataVersion', 'importedAt', 'at', 'jpContent', 'files'],
              properties: {
                since: { type: 'string' },
                cursor: { type: 'string', description: "The next call's `since`." },
                dataVersion: { type: 'integer' },
                importedAt: { type: ['string', 'null'], format: 'date-time' },
                at: { type: 'string', format: 'date-time' },
                jpContent: { type: 'boolean' },
                files: { type: 'object', additionalProperties: fileSync },
              },
            }),
          },
          400: ref('responses', 'BadRequest'),
          405: ref('responses', 'MethodNotAllowed'),
          409: plainError(
            409,
            "The cursor's data version is newer than this server's: another server has it, and this one will in a moment.",
            "The cursor's data version 14 is newer than this server's (13): ask again in a moment.",
          ),
          410: plainError(
            410,
            'The cursor is older than the history kept (a whole dataset was loaded since): download the export again and sync from its `bundle.cursor`.',
            'The history kept for the sync starts at data version 3, after 1: download /export/lostword-data.json again and sync from its bundle.cursor.',
          ),
          429: ref('responses', 'RateLimited'),
          500: FAILURE,
          503: ref('responses', 'ServiceUnavailable'),
        },
      },
    },
  };
}

export interface OpenApiOptions {
  version: string;
}

/** The OpenAPI document of every route in `tables`. */
export function buildOpenApiDocument(tables: LegacyTable[], options: OpenApiOptions) {
  const routes = tables.flatMap((t) => t.routes);
  const registry = z.registry<{ id: string; description?: string }>();
  for (const [schema, meta] of namedSchemas) registry.add(schema, meta);
  for (const [name, schema] of Object.entries(ERRORS)) registry.add(schema, { id: `${name}Error` });
  for (const route of routes) for (const [id, schema] of routeSchemas(route)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    uri: (id) => `#/components/schemas/${id}`,
    override: (ctx) => tidy(ctx.jsonSchema),
  });
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }

  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const method = route.method ?? 'GET';
    paths[route.path] = { ...paths[route.path], [method.toLowerCase()]: routeOperation(route, method) };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'LostWord Global Tracker REST API',
      version: options.version,
      description: INFO_DESCRIPTION,
    },
    servers: [{ url: '/', description: 'This site' }],
    tags: [
      ...Object.entries(LEGACY_TAGS).map(([name, description]) => ({ name, description })),
      { name: EXPORT_TAG, description: 'The whole public dataset, and the sync that keeps a copy of it up to date.' },
      { name: REFERENCE_TAG, description: 'This description and its reference page.' },
    ],
    paths: { ...paths, ...exportPaths(), ...referencePaths() },
    components: {
      schemas,
      parameters: {
        jpContent: {
          name: SPOILER_PARAM,
          in: 'query',
          required: false,
          description:
            'The spoiler switch: `1` or `true` includes content not yet revealed on the global server; absent, `0` or `false` leave it out. Anything else (an empty value, a bare `?jpContent`, another spelling such as `TRUE`, or the parameter twice) is a 400.',
          schema: { type: 'string', enum: ['1', 'true', '0', 'false'] },
          example: '1',
        },
      },
      headers: HEADERS,
      responses: RESPONSES,
    },
  };
}
