// Which requests may share one run and one cached answer: a GraphQL POST that reads does, by its
// body; one that may change something (a suggestion, a simulated pull) never does, so two visitors
// sending the same bytes at once are two suggestions counted and two pulls drawn.
import { describe, expect, it } from 'vitest';
import { loadPersistedOperations } from '../../server/execution/persistedOperations.ts';
import { describeRead } from '../../server/http/readKey.ts';

const post = (body: string) =>
  describeRead({ method: 'POST', path: '/graphql', query: '', isGraphQL: true, accept: undefined, contentType: 'application/json', body });

const keyOf = (body: string) => {
  const read = post(body);
  if (read.kind !== 'execute') throw new Error(`not executed: ${read.kind}`);
  return read.key;
};

const persistedBody = (id: string, variables: Record<string, unknown>) =>
  JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: id } }, variables });

describe('the key of a GraphQL POST', () => {
  it('is the body for a query, so the same read sent at once runs once', () => {
    const body = JSON.stringify({ query: '{ characters(first: 5) { nodes { id } } }' });
    expect(keyOf(body)).toContain(body);
    expect(keyOf(body)).toBe(keyOf(body));
  });

  it('is none for a mutation sent as text, however it is named or spaced', () => {
    for (const query of [
      'mutation($input: SuggestCorrectionInput!) { suggestCorrection(input: $input) { count } }',
      'mutation Named { rollPrayer(input: { prayerId: 1, count: 10 }) { coin } }',
      '\n  mutation\n{ rollPrayer(input: { prayerId: 1, count: 1 }) { coin } }',
    ])
      expect(keyOf(JSON.stringify({ query, variables: {} }))).toBeNull();
  });

  it("is none for every one of the site's persisted mutations, and kept for its persisted queries", () => {
    const operations = [...loadPersistedOperations()];
    const mutations = operations.filter(([, text]) => text.startsWith('mutation'));
    const queries = operations.filter(([, text]) => text.startsWith('query'));
    expect(mutations.length).toBeGreaterThan(0);
    expect(queries.length).toBeGreaterThan(0);
    for (const [id] of mutations) expect(keyOf(persistedBody(id, { input: {} }))).toBeNull();
    for (const [id] of queries) expect(keyOf(persistedBody(id, {}))).not.toBeNull();
  });
});
