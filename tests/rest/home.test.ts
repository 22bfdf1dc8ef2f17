// /api/general/home: the documented home payload, every key present, under the spoiler switch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { expectGolden } from '../helpers/golden.ts';
import { api } from '../helpers/rest.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('/api/general/home', () => {
  it('answers the documented payload (golden)', async () => {
    const res = await api('/api/general/home');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual([
      'upcoming',
      'counter',
      'storyCard',
      'prayers',
      'maintenanceData',
      'lastUpdate',
      'lastContent',
    ]);
    expect(Object.keys(res.body.data.counter)).toEqual([
      'gen',
      'fes',
      'afes',
      'sfes',
      'exfes',
      'relic',
      'genic',
      'epic',
      'wfes',
      'ds',
      'yukkuri',
      'aa',
    ]);
    expect(Object.keys(res.body.data.storyCard)).toEqual(['s1', 's2', 's3', 's4', 's5', 'plum', 'orchid', 'chrysanthemum', 'bamboo']);
    expect(res.body.metadata.lastUpdate).toEqual({
      number: res.body.data.lastUpdate.number,
      timestamp: res.body.data.lastUpdate.timestamp,
    });
    expectGolden('general-home', res.body);
  });

  it('leaves the spoilers out without the switch and shows them with it', async () => {
    const off = JSON.stringify((await api('/api/general/home')).body);
    const on = (await api('/api/general/home?jpContent=1')).body;
    for (const spoiler of ['a6-flandre', 'Scarlet Night of Flandre']) expect(off).not.toContain(spoiler);
    expect(on.data.upcoming.map((c: { id: string }) => c.id)).toContain('a6-flandre');
    expect(on.data.prayers.map((p: { name: string }) => p.name)).toContain('Scarlet Night of Flandre');
  });

  it('refuses another method', async () => {
    expect((await api('/api/general/home', { method: 'POST', body: '{}' })).status).toBe(405);
  });
});
