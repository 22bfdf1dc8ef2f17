import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileLegacyTables } from '../../server/legacy/router.ts';
import { legacyTables } from '../../server/legacyTables.ts';
import { schema } from '../../server/schema.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { expectGolden } from '../helpers/golden.ts';
import { api } from '../helpers/rest.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('stored operations', () => {
  it('all validate against the schema and name an operation that exists', () => {
    const routes = compileLegacyTables(schema, legacyTables);
    expect(routes.size).toBe(legacyTables.reduce((n, t) => n + t.routes.length, 0));
  });

  it('are refused at startup when they do not validate', () => {
    const broken = [
      {
        document: 'query Broken { nope }',
        routes: [
          {
            path: '/api/x',
            operation: 'Broken',
            context: 'x',
            tag: 'General' as const,
            summary: 'Broken',
            response: z.object({}),
            reshape: () => ({}),
          },
        ],
      },
    ];
    expect(() => compileLegacyTables(schema, broken)).toThrow(/Invalid stored operation/);
    expect(() => parse(legacyTables[0].document)).not.toThrow();
  });
});

describe('/api/general/updates', () => {
  it('returns the newest page with metadata.lastUpdate (golden)', async () => {
    const res = await api('/api/general/updates');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expectGolden('general-updates', res.body);
  });

  it('pages on with last= and reports the last page', async () => {
    const res = await api('/api/general/updates?last=2');
    expect(res.body.data.content.map((e: any) => e.number)).toEqual([1]);
    expect(res.body.data.isLast).toBe(true);
    expect(res.body.data.content[0].data[0].subItems[0].detail).toBe('6 characters');
  });

  it('hides future spoilers from the legacy response', async () => {
    const res = await api('/api/general/updates');
    const spring = res.body.data.content.find((e: any) => e.number === 2);
    expect(spring.contents).toEqual([]);
    expect(JSON.stringify(res.body)).not.toContain('Yuyuko');
  });

  it('answers a malformed last= with a JSON 400', async () => {
    const res = await api('/api/general/updates?last=1%27%20OR%201=1');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: true, statusCode: 400, message: 'Query parameter last must be a non-negative integer' });
  });
});

describe('unknown paths', () => {
  it('give a JSON 404 with the catalogue message', async () => {
    const res = await api('/api/characters/nope?id=1');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: true,
      statusCode: 404,
      statusMessage: 'Page Not Found!',
      message: 'Page not found: /api/characters/nope',
    });
  });

  it('refuse the wrong method on a known path with 405', async () => {
    const res = await api('/api/general/updates', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});
