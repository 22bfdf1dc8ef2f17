// What an admin import or edit must refuse before anything is written, because the public API could
// not carry it or should never serve it, against a real site and SQLite file. Each refusal is a 400
// naming the file, record and field, after which the data version and the stored dataset are as
// before; and update-log HTML is sanitised once, when stored, so every surface serves the same text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { readStoredDataset } from '../../server/dataset/write.ts';
import { db } from '../../server/db.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const PASSWORD = 'a long passphrase for the import tests';
let running: TestSite;
let base: string;
let cookie = '';
let csrf = '';

interface Issue {
  file: string;
  record?: string;
  field?: string;
  message: string;
}
interface Answer {
  status: number;
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: { code?: string; issues?: Issue[] } }[];
}

async function admin(query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const res = await fetch(`${base}/admin/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...(csrf ? { 'x-csrf-token': csrf } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  for (const c of res.headers.getSetCookie()) cookie = c.split(';')[0];
  return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) };
}

beforeAll(async () => {
  running = await startTestSite();
  base = running.base;
  await upsertAccount('importer', await hashPassword(PASSWORD), new Date());
  const signedIn = await admin('mutation($p: String!) { signIn(username: "importer", password: $p) { csrfToken } }', { p: PASSWORD });
  csrf = signedIn.data?.signIn.csrfToken;
  expect(csrf).toBeTruthy();
});
afterAll(() => running.close());

const SAVE =
  'mutation($f: String!, $k: String, $j: String!, $r: Int) { saveRecord(file: $f, key: $k, json: $j, revision: $r, source: { url: "https://example.org/source" }) { applied summary } }';

/** A record's revision as the edit page loads it. */
const revisionOf = async (file: string, key: string): Promise<number> =>
  (await admin('query($f: String!, $k: String!) { record(file: $f, key: $k) { revision } }', { f: file, k: key })).data?.record.revision;

/** Saves a record as the edit page does: from its revision as it is now. */
const save = async (vars: { f: string; k: string | null; j: string }) =>
  admin(SAVE, { ...vars, r: vars.k ? await revisionOf(vars.f, vars.k) : null });
const IMPORT =
  'mutation($b: String!, $d: Boolean) { importBundle(bundle: $b, source: { url: "https://example.org/bundle" }, dryRun: $d) { applied summary } }';

const version = async () => (await db.dataVersion.findUnique({ where: { id: 1 } }))?.version;

async function record(file: string, key: string) {
  return JSON.parse(
    (await admin('query($f: String!, $k: String!) { record(file: $f, key: $k) { json } }', { f: file, k: key })).data?.record.json,
  );
}

async function firstRecord(file: string): Promise<{ key: string; body: Record<string, any> }> {
  const answer = await admin('query($f: String!) { records(file: $f, first: 1) { key json } }', { f: file });
  const [r] = answer.data?.records ?? [];
  return { key: r.key, body: JSON.parse(r.json) };
}

/** Runs a change that must be refused: a 400 naming `file` and `field`, and nothing changed. */
async function refused(change: () => Promise<Answer>, file: string, field: RegExp | string) {
  const before = { version: await version(), data: await readStoredDataset(db) };
  const answer = await change();
  expect(answer.status).toBe(400);
  expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  const issues = answer.errors?.[0].extensions?.issues ?? [];
  const match = issues.find((i) => i.file === file && (typeof field === 'string' ? i.field === field : field.test(i.field ?? '')));
  expect(match, JSON.stringify(issues)).toBeDefined();
  expect(await version()).toBe(before.version);
  expect(await readStoredDataset(db)).toEqual(before.data);
  return match as Issue;
}

describe('imports refuse what the public API cannot carry', () => {
  it('an id beyond GraphQL Int, and the public maintenance list still answers', async () => {
    const { body } = await firstRecord('updates/maintenance.json');
    await refused(
      () => save({ f: 'updates/maintenance.json', k: null, j: JSON.stringify({ ...body, id: 3_000_000_000 }) }),
      'updates/maintenance.json',
      'id',
    );
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ maintenances { id } }' }),
    });
    expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
  });

  it.each([
    ['characters/characters.json', 'gamepressUrl', 'javascript:alert(1)'],
    ['updates/devLetters.json', 'url', 'vbscript:msgbox(1)'],
    ['storyCards/illustrators.json', 'website', 'data:text/html,<script>alert(1)</script>'],
  ])('a %s %s that is not http(s)', async (file, field, value) => {
    const { key, body } = await firstRecord(file);
    await refused(() => save({ f: file, k: key, j: JSON.stringify({ ...body, [field]: value }) }), file, field);
  });

  it.each([
    ['characters/characters.json', 'gamepressUrl', 'https://example.org@evil.example/x'],
    ['updates/devLetters.json', 'url', 'https://user:secret@example.org/letter'],
    ['storyCards/illustrators.json', 'website', 'http://@evil.example/'],
  ])('a %s %s with user information (%s)', async (file, field, value) => {
    const { key, body } = await firstRecord(file);
    const issue = await refused(() => save({ f: file, k: key, j: JSON.stringify({ ...body, [field]: value }) }), file, field);
    expect(issue.message).toMatch(/must not hold a user name or password/);
  });

  it('a source with user information, for an edit and an import', async () => {
    const { key, body } = await firstRecord('updates/devLetters.json');
    const before = await version();
    for (const change of [
      () =>
        admin(SAVE.replace('https://example.org/source', 'https://example.org@evil.example/x'), {
          f: 'updates/devLetters.json',
          k: key,
          j: JSON.stringify({ ...body, title: 'Edited with a misleading source' }),
        }),
      () => admin(IMPORT.replace('https://example.org/bundle', 'https://user:pass@example.org/x'), { b: '{}', d: true }),
    ]) {
      const answer = await change();
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0].message).toMatch(/source address must not hold a user name or password/);
    }
    expect(await version()).toBe(before);
  });

  it('a link of an update item that is not http(s)', async () => {
    const { key, body } = await firstRecord('updates/updates.json');
    body.items[0] = { ...body.items[0], urls: ['data:text/html,hello'] };
    await refused(() => save({ f: 'updates/updates.json', k: key, j: JSON.stringify(body) }), 'updates/updates.json', 'items.0.urls.0');
  });

  it.each([['0000-01-01T00:00:00Z'], ['1999-12-31T23:59:59Z'], ['2200-01-01T00:00:00Z']])('a date out of range (%s)', async (at) => {
    const { key, body } = await firstRecord('updates/maintenance.json');
    await refused(
      () => save({ f: 'updates/maintenance.json', k: key, j: JSON.stringify({ ...body, endAt: at }) }),
      'updates/maintenance.json',
      'endAt',
    );
  });

  it('update items nested without bound (1,500 levels), or deeper than the log shows', async () => {
    const { key, body } = await firstRecord('updates/updates.json');
    const nest = (levels: number) => {
      let item: Record<string, unknown> = { section: 'features', detail: 'deepest' };
      for (let i = 1; i < levels; i++) item = { section: 'features', detail: `level ${levels - i}`, subItems: [item] };
      return item;
    };
    const deep = await refused(
      () => save({ f: 'updates/updates.json', k: key, j: JSON.stringify({ ...body, items: [nest(1500)] }) }),
      'updates/updates.json',
      /^items\.0\.subItems\.0\.subItems\.0/,
    );
    expect(deep.message).toMatch(/nested more than \d+ levels/);
    const five = await refused(
      () => save({ f: 'updates/updates.json', k: key, j: JSON.stringify({ ...body, items: [nest(5)] }) }),
      'updates/updates.json',
      'items.0.subItems.0.subItems.0.subItems.0.subItems',
    );
    expect(five.message).toMatch(/at most 4 levels/);
    // Four levels are what the log shows: accepted (as a dry run, to change nothing).
    const four = await admin(
      'mutation($k: String!, $j: String!, $r: Int) { saveRecord(file: "updates/updates.json", key: $k, json: $j, revision: $r, source: { url: "https://example.org/x" }, dryRun: true) { applied } }',
      { k: key, j: JSON.stringify({ ...body, items: [nest(4)] }), r: await revisionOf('updates/updates.json', key) },
    );
    expect(four.errors).toBeUndefined();
  });

  it('two developer letters at the same instant, already in the dry run', async () => {
    const { body } = await firstRecord('updates/devLetters.json');
    const bundle = JSON.stringify({ 'updates/devLetters.json': [body, { ...body, title: 'A second letter' }] });
    await refused(() => admin(IMPORT, { b: bundle, d: true }), 'updates/devLetters.json', 'at');
    await refused(() => admin(IMPORT, { b: bundle }), 'updates/devLetters.json', 'at');
  });

  it('two aliases or two figures of one stat on a story card', async () => {
    const { key, body } = await firstRecord('storyCards/storyCards.json');
    const aliases = { ...body, aliases: [{ value: 'same' }, { value: 'same' }] };
    await refused(
      () => save({ f: 'storyCards/storyCards.json', k: key, j: JSON.stringify(aliases) }),
      'storyCards/storyCards.json',
      'aliases.1',
    );
    const stat = body.stats?.[0] ?? { stat: 'yang-atk', min: 1, max: 2 };
    const stats = { ...body, stats: [stat, stat] };
    await refused(
      () => save({ f: 'storyCards/storyCards.json', k: key, j: JSON.stringify(stats) }),
      'storyCards/storyCards.json',
      'stats.1',
    );
  });
});

describe('saveRecord saves records only', () => {
  it.each([['null'], ['[]'], ['5'], ['"text"']])('refuses %s with no key, and every record is kept', async (json) => {
    const before = (await readStoredDataset(db))?.['updates/maintenance.json'].length;
    const answer = await save({ f: 'updates/maintenance.json', k: null, j: json });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].message).toMatch(/must be a JSON object; deleteRecord removes a record/);
    expect((await readStoredDataset(db))?.['updates/maintenance.json'].length).toBe(before);
  });

  it('refuses null for a record given by key too: deleteRecord is the one way to delete', async () => {
    const { key } = await firstRecord('updates/maintenance.json');
    const answer = await save({ f: 'updates/maintenance.json', k: key, j: 'null' });
    expect(answer.status).toBe(400);
    expect(await record('updates/maintenance.json', key)).not.toBeNull();
  });
});

describe('update-log HTML is sanitised once, when stored', () => {
  it('the stored record, /graphql, /api and the export all serve the same clean text', async () => {
    const records = (await admin('{ records(file: "updates/updates.json", first: 500) { key json } }')).data?.records as {
      key: string;
      json: string;
    }[];
    const newest = records.reduce((a, b) => (Number(b.key) > Number(a.key) ? b : a));
    const entry = JSON.parse(newest.json);
    entry.items[0] = {
      ...entry.items[0],
      detail: 'Fixed <b>it</b><script>alert(1)</script> <a href="javascript:alert(2)" onclick="x()">here</a> <img src=x onerror=alert(3)>',
    };
    const saved = await save({ f: 'updates/updates.json', k: newest.key, j: JSON.stringify(entry) });
    expect(saved.status).toBe(200);

    const stored = (await record('updates/updates.json', newest.key)).items[0].detail as string;
    expect(stored).toContain('Fixed <b>it</b>');
    expect(stored).not.toMatch(/<script|javascript:|onerror|onclick|<img/);

    const gql = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ updates(first: 5) { edges { node { number items { detail } } } } }` }),
    });
    // The edit's own "Data update" entry comes first; the edited entry follows it.
    const edges = ((await gql.json()) as any).data.updates.edges as { node: { number: number; items: { detail: string }[] } }[];
    const node = edges.find((e) => e.node.number === Number(newest.key))?.node;
    expect(node?.items[0].detail).toBe(stored);

    const api = (await (await fetch(`${base}/api/general/updates`)).json()) as any;
    const listed = api.data.content.find((e: { number: number }) => e.number === Number(newest.key));
    const sections = ['features', 'contents', 'fixes', 'data'].flatMap((s) => listed[s] ?? []);
    expect(sections.map((i: { detail: string }) => i.detail)).toContain(stored);

    const exported = (await (await fetch(`${base}/export/lostword-data.json`)).json()) as any;
    const inExport = exported['updates/updates.json'].find((e: { number: number }) => e.number === Number(newest.key));
    expect(inExport.items[0].detail).toBe(stored);
  });
});

describe("an attack's figures must agree, for an edit and an import", () => {
  const FILE = 'characters/attacks.json';
  const KEY = 'l1-reimu.spell-card-1';

  it.each([
    [
      'a total that is not base + Hard + Slice',
      (a: any) => ({ ...a, totalPower: a.totalPower + 500 }),
      'totalPower',
      /basePower \+ hardPower \+ slicePower/,
    ],
    [
      'elements that do not add up to the attack',
      (a: any) => ({ ...a, elements: a.elements.map((p: any, i: number) => (i === 0 ? { ...p, base: p.base + 100 } : p)) }),
      'elements',
      /base parts add up to/,
    ],
    [
      'an unknown element',
      (a: any) => ({ ...a, elements: a.elements.map((p: any, i: number) => (i === 0 ? { ...p, code: 'plasma' } : p)) }),
      'elements.0.code',
      /./,
    ],
    ['an element listed twice', (a: any) => ({ ...a, elements: [a.elements[0], a.elements[0]] }), 'elements.1', /listed twice/],
    [
      'a killer stronger than the whole attack',
      (a: any) => ({ ...a, killers: [{ code: '1', label: 'Human', base: a.totalPower * 2, hard: 0, slice: 0 }] }),
      'killers.0',
      /more than the attack's totalPower/,
    ],
    ['an id that is not the character and the kind', (a: any) => ({ ...a, id: KEY, kind: 'last-word' }), 'id', /l1-reimu\.last-word/],
  ])('refuses %s', async (_what, change, field, message) => {
    const body = await record(FILE, KEY);
    const issue = await refused(() => save({ f: FILE, k: KEY, j: JSON.stringify(change(body)) }), FILE, field);
    expect(issue.message).toMatch(message);
  });

  it('refuses an attack of a character that does not exist, in an import', async () => {
    const body = await record(FILE, KEY);
    const stray = { ...body, id: 'zz-nobody.spell-card-1', characterId: 'zz-nobody' };
    const issue = await refused(() => admin(IMPORT, { b: JSON.stringify({ [FILE]: [stray] }), d: true }), FILE, 'characterId');
    expect(issue.message).toMatch(/zz-nobody/);
  });

  it('saves an edit that keeps the figures in agreement, and the API serves it', async () => {
    const body = await record(FILE, KEY);
    const saved = await save({ f: FILE, k: KEY, j: JSON.stringify({ ...body, scale: '9-9-9', durationSeconds: 4.5 }) });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveRecord.applied).toBe(true);
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ character(slug: "l1-reimu") { attacks { scale durationSeconds } } }' }),
    });
    const attacks = ((await res.json()) as any).data.character.attacks;
    expect(attacks[0]).toEqual({ scale: '9-9-9', durationSeconds: 4.5 });
  });
});
