import { describe, expect, it } from 'vitest';
import { graphqlRequest } from '../../client/relay/environment.ts';

describe("the site's GraphQL requests", () => {
  it('send a persisted query as its id over GET, with its variables', () => {
    const { url, init } = graphqlRequest({ id: 'abc', text: null, operationKind: 'query' }, { kind: 'REBIRTH' }, false);
    expect(init.method).toBe('GET');
    const params = new URL(url, 'http://x').searchParams;
    expect(JSON.parse(params.get('extensions') as string)).toEqual({ persistedQuery: { version: 1, sha256Hash: 'abc' } });
    expect(JSON.parse(params.get('variables') as string)).toEqual({ kind: 'REBIRTH' });
    expect(params.has('query')).toBe(false);
    expect(params.has('jpContent')).toBe(false);
  });

  it('carry the spoiler switch as the jpContent parameter, GET and POST alike', () => {
    const get = graphqlRequest({ id: 'abc', operationKind: 'query' }, {}, true);
    expect(new URL(get.url, 'http://x').searchParams.get('jpContent')).toBe('1');
    const post = graphqlRequest({ id: 'def', operationKind: 'mutation' }, { n: 1 }, true);
    expect(post.init.method).toBe('POST');
    expect(new URL(post.url, 'http://x').searchParams.get('jpContent')).toBe('1');
  });

  it('post mutations and unpersisted documents', () => {
    const { url, init } = graphqlRequest({ id: null, text: '{ lastUpdate { number } }', operationKind: 'query' }, {}, false);
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ query: '{ lastUpdate { number } }', variables: {} });
  });
});
