// The API description as a contract, checked as a third-party tester would check it: requests
// generated from the description's own schemas (property-based, in the spirit of Schemathesis),
// sent to a real site over a real database. A request the description allows answers a status the
// operation documents, with a body its schema for that status accepts; a request it forbids (a
// value of the wrong type or out of range, a query parameter empty, bare or repeated, an unknown
// body key) answers the documented 400, naming what is wrong. GraphQL's connections get the same
// treatment for `first`/`last`: out of range is one 400, whichever side of the range.
//
// Runs are few (CONTRACT_RUNS, 12 per property by default, plus the roll's boundary examples) and
// the seed fixed (CONTRACT_SEED; every test's name shows it), so the file is quick and a failure
// replays; CONTRACT_SEED and a larger CONTRACT_RUNS explore further.
import { readFileSync } from 'node:fs';
import { fc, it } from '@fast-check/vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { getNamedType, isNonNullType, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { buildOpenApiDocument } from '../../server/legacy/openapi.ts';
import { ECHO_MAX } from '../../server/legacy/types.ts';
import { legacyTables } from '../../server/legacyTables.ts';
import { schema as graphqlSchema } from '../../server/schema.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';
import { allowedValue, candidateValues, integerBounds, resolveRef } from './schemaArbitraries.ts';

type Json = Record<string, any>;

const SEED = Number(process.env.CONTRACT_SEED ?? 382_026);
const RUNS = Number(process.env.CONTRACT_RUNS ?? 12);
const PARAMETERS = { seed: SEED, numRuns: RUNS };

// The description the site serves, built here too so the properties can be defined from it before
// the site starts; the first test checks that the two are the same document.
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
const doc: Json = JSON.parse(JSON.stringify(buildOpenApiDocument(legacyTables, { version })));

interface Operation {
  path: string;
  method: 'GET' | 'POST';
  op: Json;
  /** Its query parameters, resolved. */
  params: Json[];
  /** The schema of its JSON body, if it takes one. */
  body?: Json;
}

const OPERATIONS: Operation[] = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
  Object.entries(item as Json).map(([method, op]) => ({
    path,
    method: method.toUpperCase() as 'GET' | 'POST',
    op,
    params: ((op.parameters ?? []) as Json[]).map((p) => resolveRef(doc, p)),
    body: op.requestBody?.content['application/json'].schema,
  })),
);
const label = (o: Operation) => `${o.method} ${o.path}`;
const WITH_PARAMS = OPERATIONS.filter((o) => o.params.length > 0);

let running: TestSite;
let ajv: Ajv2020;

beforeAll(async () => {
  running = await startTestSite();
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi', components: doc.components });
});
afterAll(() => running.close());

const validators = new Map<string, ReturnType<Ajv2020['compile']>>();
/** The description's own validator for a schema of the document (by reference when it has one). */
function validatorOf(schema: Json) {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema.$ref ? { $ref: `openapi${schema.$ref}` } : schema);
    validators.set(key, validate);
  }
  return validate;
}

/** Asserts that the operation documents `status` and that `body` is what it says it answers with. */
function expectDocumented(o: Operation, status: number, body: unknown) {
  const documented = o.op.responses[String(status)];
  expect(documented, `${label(o)} documents ${status}: ${JSON.stringify(body)?.slice(0, 300)}`).toBeDefined();
  const content = resolveRef(doc, documented).content;
  if (!content?.['application/json']) return;
  const validate = validatorOf(content['application/json'].schema);
  const valid = validate(body);
  expect(valid ? [] : validate.errors, `${label(o)} ${status}: ${JSON.stringify(body)?.slice(0, 300)}`).toEqual([]);
}

/** A query: name and value pairs, a null value being a bare `?name`. */
type Query = [string, string | null][];

/** Percent-encodes as a client would (a lone surrogate becomes U+FFFD first, as UTF-8 requires). */
const encode = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));

async function send(o: Operation, query: Query, body?: string) {
  const search = query.map(([name, value]) => (value === null ? encode(name) : `${encode(name)}=${encode(value)}`)).join('&');
  const res = await fetch(`${running.base}${o.path}${search ? `?${search}` : ''}`, {
    method: o.method,
    body,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
  const text = await res.text();
  const json = res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : text;
  return { status: res.status, body: json };
}

/** A value of a parameter's schema as a query string writes it. */
const asQueryValue = (value: unknown) => String(value);

/** Whether the description allows `text` as the value of a query parameter. */
function queryAllows(param: Json, text: string): boolean {
  const schema = resolveRef(doc, param.schema);
  if (schema.type === 'integer') return /^-?\d+$/.test(text) && validatorOf(param.schema)(Number(text)) === true;
  return validatorOf(param.schema)(text) === true;
}

/** The query of a request the description allows: required parameters always, the others or not. */
function allowedQuery(o: Operation): fc.Arbitrary<Query> {
  const parts = o.params.map((p) => {
    const value = allowedValue(doc, p.schema).map((v): [string, string] => [p.name, asQueryValue(v)]);
    return p.required ? value.map((v) => [v]) : fc.option(value, { nil: undefined }).map((v) => (v ? [v] : []));
  });
  return fc.tuple(...parts).map((lists) => lists.flat());
}

/** A JSON body the description allows. */
const allowedBody = (o: Operation): fc.Arbitrary<string | undefined> =>
  o.body ? allowedValue(doc, o.body).map((b) => JSON.stringify(b)) : fc.constant(undefined);

/**
 * The only reasons the roll's description gives for refusing a body it allows: a pull the prayer
 * does not offer, an exhausted step-up, a reached pull limit (and a step-up pull without its
 * track, which JSON Schema cannot say). Any other 400 to an allowed body is a drift: a bound the
 * server keeps and the description does not.
 */
const DOCUMENTED_REFUSAL =
  /^((Prayer \d+|The .+) (has no (simulator|(single|multi|gc|step-up) pull|step-up -?\d+)|has nothing to pull|allows \d+ pulls?, and all have been made)|Step-up \d+ of .+ is exhausted after \d+ steps|Body field sbNo is required for a step-up pull)$/;

/** The example of each required parameter: the rest of a request whose one fault is elsewhere. */
function exampleQuery(o: Operation, except?: string): Query {
  return o.params.filter((p) => p.required && p.name !== except).map((p) => [p.name, String(p.example)]);
}
const exampleBody = (o: Operation) => (o.body ? JSON.stringify(resolveRef(doc, o.body).examples[0]) : undefined);

/** Characters that are whitespace to JavaScript (and so to the server's trim and to `\S`). */
const WHITESPACE = [' ', '\t', '\n', '\r', '\u00a0', '\u2028', '\u3000', '\ufeff'];

/** A query value the description refuses for this parameter (never empty: that is its own case). */
function forbiddenQueryValue(param: Json): fc.Arbitrary<string> {
  return fc
    .oneof(
      candidateValues(doc, param.schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
      fc.constantFrom('TRUE', 'True', 'yes', ' 1', '1 ', '1.5', '0x10', '1e3', '+1', 'null'),
      fc.string({ unit: fc.constantFrom(...WHITESPACE), minLength: 1, maxLength: 3 }),
    )
    .filter((text) => text !== '' && !queryAllows(param, text));
}

describe('the description served', () => {
  it('is the document these properties are generated from', async () => {
    const res = await fetch(`${running.base}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(doc);
    expect(OPERATIONS.length).toBeGreaterThanOrEqual(27);
  });
});

/**
 * The description's own example body with one field at an end of its range, as a number and as a
 * string of digits: where a bound the server keeps and the description does not (or the other way
 * round) shows first. Random bodies rarely name a prayer that exists with a field at its bound.
 */
function boundaryBodies(o: Operation): string[] {
  if (!o.body) return [];
  const schema = resolveRef(doc, o.body);
  const example = schema.examples[0] as Json;
  return Object.entries(schema.properties as Record<string, Json>).flatMap(([field, property]) =>
    integerBounds(doc, property)
      .flatMap(({ min, max }) => [min, max])
      .filter((n): n is number => n !== undefined)
      .flatMap((n) => [n, String(n)])
      .map((value) => JSON.stringify({ ...example, [field]: value })),
  );
}

describe.each(OPERATIONS)('$method $path', (o) => {
  const examples = boundaryBodies(o).map((body): [Query, string] => [[], body]);
  // The examples run first, and count as runs.
  it.prop([allowedQuery(o), allowedBody(o)], { ...PARAMETERS, numRuns: RUNS + examples.length, examples })(
    'answers a request the description allows with a status it documents, and a body that validates',
    async (query, body) => {
      const res = await send(o, query, body);
      expect(res.status, JSON.stringify({ query, body })).toBeLessThan(500);
      expectDocumented(o, res.status, res.body);
      if (o.method === 'GET') {
        // A read is refused only for a parameter the description refuses too.
        // The sync also answers a cursor of another data version or history (409, 410), as documented.
        const also = ['404', '409', '410'].filter((s) => o.op.responses[s]).map(Number);
        expect([200, ...also], JSON.stringify({ query, body: res.body })).toContain(res.status);
      } else if (res.status === 400) {
        expect(res.body.message, body).toMatch(DOCUMENTED_REFUSAL);
      }
    },
  );
});

describe.each(WITH_PARAMS)('$method $path', (o) => {
  it.prop([fc.nat(o.params.length - 1).chain((i) => fc.tuple(fc.constant(o.params[i]), forbiddenQueryValue(o.params[i])))], PARAMETERS)(
    'answers a query parameter of the wrong type or out of range with the documented 400, naming it',
    async ([param, value]) => {
      const res = await send(o, [...exampleQuery(o, param.name), [param.name, value]], exampleBody(o));
      expect(res.status, `${param.name}=${JSON.stringify(value)}`).toBe(400);
      expectDocumented(o, 400, res.body);
      expect(res.body.message).toContain(param.name);
    },
  );

  it.each(o.params.map((p) => [p.name, p] as const))(
    'answers ?%s given empty, bare or twice with the documented 400 naming it, and its absence as documented',
    async (name, param) => {
      const allowed = String(param.example ?? param.schema.enum?.[0]);
      const faults: Query[] = [
        [[name, '']],
        [[name, null]],
        [
          [name, allowed],
          [name, allowed],
        ],
      ];
      for (const fault of faults) {
        const res = await send(o, [...exampleQuery(o, name), ...fault], exampleBody(o));
        expect(res.status, JSON.stringify(fault)).toBe(400);
        expectDocumented(o, 400, res.body);
        expect(res.body.message).toContain(name);
      }
      if (param.required) {
        // A required parameter left out: the 400, or the 404 where the path documents one for it
        // (a tower floor: "no floor was given").
        const res = await send(o, exampleQuery(o, name), exampleBody(o));
        expect([400, ...(/no floor was given/i.test(o.op.responses['404']?.description ?? '') ? [404] : [])]).toContain(res.status);
        expectDocumented(o, res.status, res.body);
      }
    },
  );
});

const WITH_BODY = OPERATIONS.filter((o) => o.body);

describe.each(WITH_BODY)('$method $path body', (o) => {
  const body = resolveRef(doc, o.body as Json);
  const fields = Object.keys(body.properties as Json);
  const valid = allowedValue(doc, body) as fc.Arbitrary<Record<string, unknown>>;

  it.prop(
    [valid, fc.string({ unit: 'binary', maxLength: 80 }).filter((k) => !Object.hasOwn(body.properties, k)), fc.jsonValue()],
    PARAMETERS,
  )('answers an unknown key with the documented 400, naming the key (bounded and escaped)', async (value, key, extra) => {
    // fromEntries makes own keys, `__proto__` too.
    const res = await send(o, [], JSON.stringify(Object.fromEntries([...Object.entries(value), [key, extra]])));
    expect(res.status, JSON.stringify(key)).toBe(400);
    expectDocumented(o, 400, res.body);
    expect(res.body.message).toMatch(/^Body field .* is not allowed/);
    if (/^[\x21-\x7e]{1,64}$/.test(key)) expect(res.body.message).toContain(`Body field ${key} is not allowed`);
    expect(res.body.message.length).toBeLessThan(100 + ECHO_MAX * 12);
    expect(res.body.message).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}]/u);
  });

  it.prop(
    [
      valid,
      fc.constantFrom(...fields).chain((field) =>
        fc.tuple(
          fc.constant(field),
          candidateValues(doc, body.properties[field]).filter((v) => !validatorOf(body.properties[field])(v)),
        ),
      ),
    ],
    PARAMETERS,
  )('answers a field of the wrong type or out of range with the documented 400, naming the field', async (value, [field, wrong]) => {
    const res = await send(o, [], JSON.stringify({ ...value, [field]: wrong }));
    expect(res.status, `${field}: ${JSON.stringify(wrong)}`).toBe(400);
    expectDocumented(o, 400, res.body);
    expect(res.body.message).toContain(`Body field ${field}`);
  });

  it.prop([valid, fc.constantFrom(...((body.required ?? []) as string[]))], PARAMETERS)(
    'answers a required field left out with the documented 400, naming it',
    async (value, field) => {
      const { [field]: _left, ...rest } = value;
      const res = await send(o, [], JSON.stringify(rest));
      expect(res.status).toBe(400);
      expectDocumented(o, 400, res.body);
      expect(res.body.message).toContain(`Body field ${field}`);
    },
  );

  it.prop(
    [
      fc.oneof(
        fc.array(fc.jsonValue(), { maxLength: 3 }),
        fc.string(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.boolean(),
        fc.constant(null),
      ),
    ],
    PARAMETERS,
  )('answers a body that is not an object with the documented 400', async (value) => {
    const res = await send(o, [], JSON.stringify(value));
    expect(res.status).toBe(400);
    expectDocumented(o, 400, res.body);
    expect(res.body.message).toBe('The request body must be a JSON object');
  });
});

describe('what an error message repeats of the request', () => {
  const modal = OPERATIONS.find((o) => o.path === '/api/characters/modal') as Operation;

  it.prop(
    [fc.string({ unit: 'binary', minLength: 1, maxLength: 400 }).filter((id) => id.trim() !== '' && !/^[a-z0-9-]+$/i.test(id.trim()))],
    {
      ...PARAMETERS,
      examples: [['a\nb'], ['a'.repeat(5000)], ['\u2028x\u0000']],
    },
  )('is at most a bounded, single line, which the documented 404 pattern matches', async (id) => {
    const res = await send(modal, [['id', id]]);
    expect(res.status).toBe(404);
    expectDocumented(modal, 404, res.body);
    expect(res.body.message.length).toBeLessThan(40 + ECHO_MAX * 12);
    expect(res.body.message).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}]/u);
  });

  it('an unknown /api path is repeated the same way', async () => {
    const res = await fetch(`${running.base}/api/${'x'.repeat(5000)}`);
    expect(res.status).toBe(404);
    const { message } = await res.json();
    expect(message).toBe(`Page not found: /api/${'x'.repeat(ECHO_MAX - 5)}…`);
  });
});

/** The root connections of the GraphQL schema that need no argument. */
const CONNECTIONS = Object.values(graphqlSchema.getQueryType()?.getFields() ?? {})
  .filter((f) => {
    const type = getNamedType(f.type);
    return (
      isObjectType(type) &&
      'pageInfo' in type.getFields() &&
      'edges' in type.getFields() &&
      f.args.some((a) => a.name === 'first') &&
      f.args.every((a) => !isNonNullType(a.type) || a.defaultValue !== undefined)
    );
  })
  .map((f) => f.name);

async function graphql(query: string, variables?: Record<string, unknown>) {
  const res = await fetch(`${running.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** The same page-size request, written inline or through a variable. */
const pageQuery = (field: string, arg: string, count: number, asVariable: boolean) =>
  asVariable
    ? graphql(`query($n: Int) { c: ${field}(${arg}: $n) { pageInfo { hasNextPage } } }`, { n: count })
    : graphql(`{ c: ${field}(${arg}: ${count}) { pageInfo { hasNextPage } } }`);

describe('GraphQL', () => {
  it('has its root connections found in the schema', () => {
    expect(CONNECTIONS).toEqual(expect.arrayContaining(['characters', 'prayers', 'storyCards', 'towerFloors', 'updates']));
  });

  it.prop(
    [
      fc.constantFrom(...CONNECTIONS),
      fc.constantFrom('first', 'last'),
      fc.oneof(fc.integer({ min: -(2 ** 31), max: -1 }), fc.integer({ min: 101, max: 2 ** 31 - 1 })),
      fc.boolean(),
    ],
    {
      ...PARAMETERS,
      examples: [
        ['characters', 'first', -1, false],
        ['characters', 'first', 101, false],
      ],
    },
  )(
    'every root connection answers first/last out of 0 to 100 with one 400, BAD_USER_INPUT and no data, below the range as above it',
    async (field, arg, count, asVariable) => {
      const res = await pageQuery(field, arg, count, asVariable);
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors.map((e: Json) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors[0].message).toContain(`(${arg})`);
    },
  );

  it.prop([fc.constantFrom(...CONNECTIONS), fc.constantFrom('first', 'last'), fc.integer({ min: 0, max: 100 }), fc.boolean()], PARAMETERS)(
    'every root connection answers first/last from 0 to 100',
    async (field, arg, count, asVariable) => {
      const res = await pageQuery(field, arg, count, asVariable);
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
      expect(typeof res.body.data.c.pageInfo.hasNextPage).toBe('boolean');
    },
  );

  it('answers rollPrayer with an unknown prayer with NOT_FOUND and a 404, as README lists', async () => {
    const res = await graphql('mutation { rollPrayer(input: { prayerId: 99999999, kind: SINGLE }) { pullNo } }');
    expect(res.status).toBe(404);
    expect(res.body.errors.map((e: Json) => e.extensions?.code)).toEqual(['NOT_FOUND']);
  });

  it('refuses a string argument holding U+0000 with a 400, on SQLite and PostgreSQL alike', async () => {
    const res = await graphql('query($slug: String!) { character(slug: $slug) { slug } }', { slug: 'l1-reimu\u0000' });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: Json) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });

  it('reads the spoiler switch as /api does: empty, bare or another spelling is a 400', async () => {
    for (const search of ['?jpContent=', '?jpContent', '?jpContent=TRUE']) {
      const res = await fetch(`${running.base}/graphql${search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: '{ lastUpdate { number } }' }),
      });
      expect(res.status, search).toBe(400);
      expect(((await res.json()) as Json).errors[0].message).toContain('jpContent');
    }
  });
});
