// Compiled execution (server/execution/compiled.ts) gives the answers graphql-js gives, byte for
// byte: every persisted operation of the site, every stored operation of the /api paths, and
// documents generated from the schema (every root list with every field of its items that may run
// compiled), each with the spoiler switch off and on, run by a yoga that compiles and by one that
// interprets. A document that reads a relation through the Prisma loader stays interpreted, and a
// document's first run is interpreted.
import { readFileSync } from 'node:fs';
import {
  type GraphQLField,
  type GraphQLObjectType,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  parse,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compilable, compiledExecutionStats } from '../../server/execution/compiled.ts';
import { createYogaApp } from '../../server/execution/yoga.ts';
import { compileLegacyTables } from '../../server/legacy/router.ts';
import { legacyTables } from '../../server/legacyTables.ts';
import { schema } from '../../server/schema.ts';
import { takeSnapshot } from '../../server/shared/snapshot.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const compiled = createYogaApp(false, new Map(), { compiled: true });
const interpreted = createYogaApp(false, new Map(), { compiled: false });
/** The fixture's "today". */
const NOW = new Date('2026-11-23T00:00:00Z');

async function answer(
  yoga: typeof compiled,
  query: string,
  variables: Record<string, unknown>,
  jp: boolean,
  trusted: boolean,
): Promise<{ status: number; text: string }> {
  const response = await yoga.fetch(
    'http://localhost/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query, variables }),
    },
    { viewer: await takeSnapshot(jp, NOW), trusted },
  );
  return { status: response.status, text: await response.text() };
}

/** Runs a document by both yogas, with the switch off and on, and expects one answer; returns how many ran compiled. */
async function expectSameAnswers(query: string, variables: Record<string, unknown> = {}, trusted = true): Promise<number> {
  // A document runs compiled from its second run on.
  await answer(compiled, query, variables, false, trusted);
  const before = compiledExecutionStats().compiled;
  for (const jp of [false, true]) {
    const a = await answer(interpreted, query, variables, jp, trusted);
    const b = await answer(compiled, query, variables, jp, trusted);
    expect(b.status, query).toBe(a.status);
    expect(b.text, query).toBe(a.text);
  }
  return compiledExecutionStats().compiled - before;
}

/** The variables a persisted page query needs for an answer with data (else null is sent). */
const PAGE_VARIABLES: Record<string, Record<string, unknown>> = {
  CharacterModalQuery: { slug: 'l1-reimu' },
  CharacterPageQuery: { slug: 'l1-reimu' },
  PrayerDetailPageQuery: { id: 1 },
  BatchOrderPageQuery: { kind: 'REBIRTH' },
  SpecialPoolPageQuery: { kind: 'STANDARD' },
  SpecialPoolSimulatorPageQuery: { kind: 'STANDARD' },
};

describe('compiled execution', () => {
  it('runs a list of plain fields compiled from its second run, and one that reads a relation through the Prisma loader interpreted', async () => {
    const query = `{ characters(first: 5) { edges { node { slug nameEn debutAt } } } }`;
    const counts = () => compiledExecutionStats();
    const start = counts();
    await answer(compiled, query, {}, false, false);
    expect(counts()).toMatchObject({ compiled: start.compiled, interpreted: start.interpreted + 1 });
    await answer(compiled, query, {}, false, false);
    expect(counts()).toMatchObject({ compiled: start.compiled + 1, interpreted: start.interpreted + 1, decided: start.decided + 1 });
    // A document left to graphql-js is decided once, on its second run, not again at every run after.
    // (yoga's parser cache hands every run of one text the same document.)
    const relation = '{ characters(first: 5) { edges { node { slug world { name } } } } }';
    for (let run = 0; run < 4; run++) await answer(compiled, relation, {}, false, false);
    expect(counts()).toMatchObject({ compiled: start.compiled + 1, decided: start.decided + 2 });
    expect(compilable(schema, parse('{ characters(first: 5) { edges { node { slug nameEn debutAt } } } }'))).toBe(true);
    expect(compilable(schema, parse('{ characters(first: 5) { edges { node { slug world { name } } } } }'))).toBe(false);
    expect(compilable(schema, parse('{ __schema { types { name } } }'))).toBe(false);
  });

  it('answers every persisted operation of the site as graphql-js does', async () => {
    const persisted = JSON.parse(
      readFileSync(new URL('../../client/__generated__/persisted-queries.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    let ranCompiled = 0;
    for (const text of Object.values(persisted)) {
      const name = /(?:query|mutation) (\w+)/.exec(text)?.[1] ?? '';
      if (text.startsWith('mutation')) continue;
      ranCompiled += await expectSameAnswers(text, PAGE_VARIABLES[name] ?? {});
    }
    expect(ranCompiled).toBeGreaterThan(0);
  });

  it('answers every stored operation of the /api paths as graphql-js does', async () => {
    let ranCompiled = 0;
    for (const route of compileLegacyTables(schema, legacyTables).values()) {
      if (route.mutation) continue;
      // The parameters a path needs (an id, a floor) name a record of the fixture.
      const query = new URLSearchParams(route.path.endsWith('modal') ? 'id=l1-reimu' : 'id=1&floor=1');
      ranCompiled += await expectSameAnswers(route.text, route.variables?.(query, undefined) ?? {});
    }
    expect(ranCompiled).toBeGreaterThan(0);
  });

  /** Every field of a type that takes no required argument and may run compiled, leaves only. */
  function leafFields(type: GraphQLObjectType): string[] {
    return Object.values(type.getFields() as Record<string, GraphQLField<unknown, unknown>>)
      .filter((f) => !f.args.some((a) => isNonNullType(a.type)))
      .filter((f) => {
        const named = getNamedType(f.type);
        return (isScalarType(named) || isEnumType(named)) && !f.extensions?.pothosPrismaSelect;
      })
      .map((f) => f.name);
  }

  it('answers generated documents as graphql-js does: every root list with every leaf of its items, as a tool author sends them', async () => {
    const query = schema.getQueryType() as GraphQLObjectType;
    let documents = 0;
    for (const field of Object.values(query.getFields())) {
      if (field.args.some((a) => isNonNullType(a.type))) continue;
      const type = getNamedType(field.type);
      if (!isObjectType(type)) continue;
      const edges = type.getFields().edges;
      let selection: string;
      if (edges) {
        const node = getNamedType(getNamedType(edges.type) && (getNamedType(edges.type) as GraphQLObjectType).getFields().node.type);
        if (!isObjectType(node)) continue;
        const pageSize = field.args.some((a) => a.name === 'first') ? '(first: 20)' : '';
        selection = `${field.name}${pageSize} { ${'totalCount' in type.getFields() ? 'totalCount' : ''} pageInfo { hasNextPage endCursor } edges { cursor node { ${leafFields(node).join(' ')} } } }`;
      } else if (isListType(isNonNullType(field.type) ? field.type.ofType : field.type)) {
        const leaves = leafFields(type);
        if (!leaves.length) continue;
        selection = `${field.name} { ${leaves.join(' ')} }`;
      } else continue;
      const document = `{ ${selection} }`;
      if (!compilable(schema, parse(document))) continue;
      documents++;
      await expectSameAnswers(document, {}, false);
    }
    expect(documents).toBeGreaterThan(5);
  });

  it('answers variables, aliases, fragments, directives, abstract types and errors as graphql-js does', async () => {
    const cases: [string, Record<string, unknown>][] = [
      [
        'query($n: Int, $t: [String!], $skip: Boolean!) { a: characters(first: $n, types: $t) { edges { node { ...F slug @skip(if: $skip) } } } b: characters(first: 2, orderBy: NAME) { totalCount } } fragment F on Character { nameEn type debutAt }',
        { n: 7, t: ['fes'], skip: true },
      ],
      ['query($n: Int) { characters(first: $n) { edges { node { slug } } } }', { n: 'seven' }],
      ['query($n: Int!) { characters(first: $n) { edges { node { slug } } } }', {}],
      ['{ characters(first: 500) { totalCount } }', {}],
      ['{ character(slug: "no-such-friend") { slug } }', {}],
      ['{ c: character(slug: "l1-reimu") { slug nameEn colors aliases revealed } }', {}],
      ['query($id: ID!) { node(id: $id) { __typename id ... on Character { slug } } }', { id: 'not-a-global-id' }],
      ['{ characters(first: 3, after: "not-a-cursor") { edges { node { slug } } } }', {}],
    ];
    for (const [query, variables] of cases) await expectSameAnswers(query, variables, false);
  });
});
