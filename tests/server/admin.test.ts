// The admin area's API over HTTP, against a real site and SQLite file: who may call what (generated
// from the admin schema, so a new mutation cannot skip the checks), sign-in throttling, sessions
// and their expiry, and changes that reach the public site, are audited and can be undone.
import { type GraphQLField, getNamedType, isNonNullType, isScalarType } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword, MAX_DELAY_MS, SESSION_IDLE_MS } from '../../server/admin/auth.ts';
import { adminSchema } from '../../server/admin/schema.ts';
import { applyDataset, readStoredDataset } from '../../server/dataset/write.ts';
import { db } from '../../server/db.ts';
import { type AdminAnswer, AdminBrowser } from '../helpers/adminBrowser.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const PASSWORD = 'correct horse battery staple';
let clock = Date.parse('2026-11-20T12:00:00Z');
let running: TestSite;
let base: string;

beforeAll(async () => {
  running = await startTestSite({ now: () => clock });
  base = running.base;
  await upsertAccount('alice', await hashPassword(PASSWORD), new Date(clock));
  await upsertAccount('bob', await hashPassword(`${PASSWORD} 2`), new Date(clock));
});
afterAll(() => running.close());
beforeEach(async () => {
  await db.signInThrottle.deleteMany();
});

type Answer = AdminAnswer;

/** A browser of the admin area, signed in as alice unless told otherwise. */
class Admin extends AdminBrowser {
  constructor() {
    super(() => base);
  }

  override signIn(username = 'alice', password = PASSWORD): Promise<Answer> {
    return super.signIn(username, password);
  }
}

const code = (a: Answer) => a.body.errors?.[0]?.extensions?.code;
const version = async () => (await db.dataVersion.findUnique({ where: { id: 1 } }))?.version;

/** A value of an argument's type good enough to pass validation, so only the access check can refuse. */
function sampleArgs(field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((a) => isNonNullType(a.type));
  if (!args.length) return '';
  const value = (type: ReturnType<typeof getNamedType>): string => {
    if (isScalarType(type)) return type.name === 'Int' ? '1' : type.name === 'Boolean' ? 'true' : '"x"';
    return '{}';
  };
  return `(${args.map((a) => `${a.name}: ${value(getNamedType(a.type))}`).join(', ')})`;
}

function selection(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  return isScalarType(type) ? '' : ' { __typename }';
}

const mutations = Object.values(adminSchema.getMutationType()?.getFields() ?? {}).filter((f) => f.name !== 'signIn');
const queries = Object.values(adminSchema.getQueryType()?.getFields() ?? {}).filter((f) => f.name !== 'me');

describe('who may call what', () => {
  it('keeps admin operations out of the public schema', async () => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __schema { mutationType { fields { name } } queryType { fields { name } } } }' }),
    });
    const names = JSON.stringify(await res.json());
    for (const f of [...mutations, ...queries]) expect(names).not.toContain(`"${f.name}"`);
    expect(mutations.length).toBeGreaterThanOrEqual(7);
  });

  it.each(mutations.map((f) => [f.name, f] as const))(
    'mutation %s: 401 without a session, 403 without or with a wrong CSRF token, nothing changed',
    async (_name, field) => {
      const before = await version();
      const document = `mutation { ${field.name}${sampleArgs(field)}${selection(field)} }`;
      const anonymous = new Admin();
      const a = await anonymous.post(document);
      expect([a.status, code(a)]).toEqual([401, 'UNAUTHENTICATED']);
      const signedIn = new Admin();
      await signedIn.signIn();
      const csrf = signedIn.csrf;
      signedIn.csrf = '';
      const b = await signedIn.post(document);
      expect([b.status, code(b)]).toEqual([403, 'CSRF_TOKEN_MISSING']);
      // A token that differs from the session's in its last two characters (whatever those are).
      signedIn.csrf = `${csrf.slice(0, -2)}${csrf.endsWith('AA') ? 'BB' : 'AA'}`;
      const c = await signedIn.post(document);
      expect(c.status).toBe(403);
      expect(await version()).toBe(before);
      // The session itself still works.
      signedIn.csrf = csrf;
      expect((await signedIn.post('{ me { user { username } } }')).body.data?.me.user.username).toBe('alice');
    },
  );

  it.each(queries.map((f) => [f.name, f] as const))('query %s: 401 without a session', async (_name, field) => {
    const a = await new Admin().post(`{ ${field.name}${sampleArgs(field)}${selection(field)} }`);
    expect([a.status, code(a)]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('never executes a form-encoded, multipart or text/plain body, nor one from another site', async () => {
    const admin = new Admin();
    await admin.signIn();
    const before = await version();
    const query = 'mutation { signOut }';
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain']) {
      const res = await fetch(`${base}/admin/graphql`, {
        method: 'POST',
        headers: { 'content-type': type, cookie: admin.cookie, 'x-csrf-token': admin.csrf },
        body: type.startsWith('multipart')
          ? `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n${query}\r\n--x--`
          : `query=${query}`,
      });
      expect(res.status).toBe(415);
    }
    const cross = await admin.post(query, {}, { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    expect((await admin.post('{ me { user { username } } }')).body.data?.me).not.toBeNull();
    expect(await version()).toBe(before);
  });

  it('answers a GET with 405 and refuses a sign-in body over 16 kB before signing in', async () => {
    expect((await fetch(`${base}/admin/graphql`)).status).toBe(405);
    const big = await new Admin().post('mutation($u: String!, $p: String!) { signIn(username: $u, password: $p) { csrfToken } }', {
      u: 'alice',
      p: 'x'.repeat(20_000),
    });
    expect(big.status).toBe(413);
  });
  it('answers a body that is not JSON, a document it cannot parse or validate, and two unnamed operations with 400 and a code', async () => {
    const raw = await fetch(`${base}/admin/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{ nope' });
    expect([raw.status, ((await raw.json()) as Answer['body']).errors?.[0].extensions?.code]).toEqual([400, 'BAD_REQUEST']);
    const admin = new Admin();
    const unparsed = await admin.post('{ me { ');
    expect([unparsed.status, code(unparsed)]).toEqual([400, 'GRAPHQL_PARSE_FAILED']);
    const invalid = await admin.post('{ me { password } }');
    expect([invalid.status, code(invalid)]).toEqual([400, 'GRAPHQL_VALIDATION_FAILED']);
    const two = await admin.post('query A { me { csrfToken } } query B { me { csrfToken } }');
    expect([two.status, code(two)]).toEqual([400, 'OPERATION_RESOLUTION_FAILURE']);
    const named = await fetch(`${base}/admin/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query A { me { csrfToken } } query B { entities { file } }', operationName: 'A' }),
    });
    expect([named.status, await named.json()]).toEqual([200, { data: { me: null } }]);
    expect(named.headers.get('content-type')).toMatch(/^application\/json/);
    expect(named.headers.get('cache-control')).toBe('no-store');
  });
});

describe('signing in', () => {
  it('has no default account and never says whether an account exists', async () => {
    const unknown = await new Admin().signIn('admin', 'admin');
    const wrong = await new Admin().signIn('alice', 'not the password at all');
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(unknown.body.errors?.[0].message).toBe(wrong.body.errors?.[0].message);
  });

  it('sets an HttpOnly, SameSite=Strict cookie, Secure with the __Host- prefix behind HTTPS', async () => {
    const res = await fetch(`${base}/admin/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `mutation { signIn(username: "alice", password: "${PASSWORD}") { csrfToken } }` }),
    });
    const cookie = res.headers.getSetCookie()[0];
    expect(cookie).toMatch(/^lw_admin=[\w-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);
    const proxied = await startTestSite({ now: () => clock, trustProxy: true });
    try {
      await upsertAccount('carol', await hashPassword(PASSWORD), new Date(clock));
      const secure = await fetch(`${proxied.base}/admin/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ query: `mutation { signIn(username: "carol", password: "${PASSWORD}") { csrfToken } }` }),
      });
      expect(secure.headers.getSetCookie()[0]).toMatch(/^__Host-lw_admin=[\w-]{43}; .*HttpOnly; SameSite=Strict; Secure$/);
    } finally {
      await proxied.close();
      // startTestSite points the shared client at its own file; point it back.
      const { connectDatabase } = await import('../../server/db.ts');
      connectDatabase({ url: running.database.url });
    }
  });

  it('delays sign-ins after three failures, doubling, and tells how long to wait', async () => {
    const admin = new Admin();
    for (let i = 0; i < 3; i++) expect((await admin.signIn('alice', 'wrong password 123')).status).toBe(401);
    // The fourth failure earns a one-second wait...
    expect((await admin.signIn('alice', 'wrong password 123')).status).toBe(401);
    const blocked = await admin.signIn('alice', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('1');
    expect(code(blocked)).toBe('TOO_MANY_ATTEMPTS');
    clock += 1100;
    // ...the fifth a two-second one; the right password then waits too.
    expect((await admin.signIn('alice', 'wrong password 123')).status).toBe(401);
    expect((await admin.signIn('alice', PASSWORD)).headers.get('retry-after')).toBe('2');
    clock += 2100;
    expect((await admin.signIn('alice', PASSWORD)).status).toBe(200);
  });

  it('locks an account name for 15 minutes from an address that failed ten times in a row', async () => {
    const admin = new Admin();
    for (let i = 0; i < 10; i++) {
      expect((await admin.signIn('bob', 'wrong password 123')).status).toBe(401);
      clock += MAX_DELAY_MS;
    }
    clock -= MAX_DELAY_MS;
    const locked = await admin.signIn('bob', `${PASSWORD} 2`);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    clock += MAX_DELAY_MS;
    expect((await admin.signIn('bob', `${PASSWORD} 2`)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('end after 30 idle minutes, and on sign-out', async () => {
    const admin = new Admin();
    await admin.signIn();
    clock += SESSION_IDLE_MS - 60_000;
    expect((await admin.post('{ entities { file } }')).status).toBe(200);
    clock += SESSION_IDLE_MS - 60_000;
    expect((await admin.post('{ entities { file } }')).status).toBe(200);
    clock += SESSION_IDLE_MS + 1000;
    expect((await admin.post('{ entities { file } }')).status).toBe(401);

    await admin.signIn();
    const cookie = admin.cookie;
    expect((await admin.post('mutation { signOut }')).status).toBe(200);
    expect(admin.cookie).toBe('');
    admin.cookie = cookie;
    expect((await admin.post('{ me { user { username } } }')).body.data?.me).toBeNull();
  });

  it('end 12 hours after sign-in however active', async () => {
    const admin = new Admin();
    await admin.signIn();
    for (let i = 0; i < 28; i++) {
      clock += 25 * 60_000;
      expect((await admin.post('{ entities { file } }')).status).toBe(200);
    }
    clock += 25 * 60_000;
    expect((await admin.post('{ entities { file } }')).status).toBe(401);
  });

  it('a password change needs the current password, ends every other session and keeps this one', async () => {
    const here = new Admin();
    const there = new Admin();
    await here.signIn('bob', `${PASSWORD} 2`);
    await there.signIn('bob', `${PASSWORD} 2`);
    const change = 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { csrfToken } }';
    const wrong = await here.post(change, { c: 'not it at all!', n: 'a brand new passphrase' });
    expect(wrong.status).toBe(400);
    const short = await here.post(change, { c: `${PASSWORD} 2`, n: 'short' });
    expect(short.body.errors?.[0].message).toMatch(/at least 12 characters/);
    const oldCookie = here.cookie;
    const ok = await here.post(change, { c: `${PASSWORD} 2`, n: 'a brand new passphrase' });
    expect(ok.status).toBe(200);
    here.csrf = ok.body.data?.changePassword.csrfToken;
    expect(here.cookie).not.toBe(oldCookie);
    expect((await here.post('{ me { user { username } } }')).body.data?.me.user.username).toBe('bob');
    expect((await there.post('{ me { user { username } } }')).body.data?.me).toBeNull();
    expect((await new Admin().signIn('bob', 'a brand new passphrase')).status).toBe(200);
    const profile = await here.post('mutation { changeProfile(displayName: "Bob the Maintainer") { displayName } }');
    expect(profile.body.data?.changeProfile.displayName).toBe('Bob the Maintainer');
  });
});

describe('changes', () => {
  const SAVE =
    'mutation($f: String!, $k: String, $j: String!, $r: Int, $s: SourceInput!, $d: Boolean) { saveRecord(file: $f, key: $k, json: $j, revision: $r, source: $s, dryRun: $d) { applied summary auditId dataVersion changes { key kind fields { field before after } } } }';
  const PRAYERS = 'prayers/prayers.json';

  /** Saves a record as the edit page does: from its revision as it is now. */
  async function save(admin: Admin, vars: { f: string; k: string | null; j: string; s: unknown; d?: boolean }) {
    const revision = vars.k
      ? (await admin.post('query($f: String!, $k: String!) { record(file: $f, key: $k) { revision } }', { f: vars.f, k: vars.k })).body.data
          ?.record.revision
      : null;
    return admin.post(SAVE, { ...vars, r: revision });
  }

  async function prayer(admin: Admin, key: string) {
    return JSON.parse(
      (await admin.post('query($k: String!) { record(file: "prayers/prayers.json", key: $k) { json } }', { k: key })).body.data?.record
        .json,
    );
  }

  it('refuses an invalid edit or one without a source, naming the field, and changes nothing', async () => {
    const admin = new Admin();
    await admin.signIn();
    const before = await version();
    const record = await prayer(admin, '5');
    const bad = await save(admin, {
      f: PRAYERS,
      k: '5',
      j: JSON.stringify({ ...record, startAt: 'next tuesday' }),
      s: { url: 'https://example.org' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0].extensions?.issues?.map((i) => i.field)).toContain('startAt');
    const noSource = await save(admin, { f: PRAYERS, k: '5', j: JSON.stringify(record), s: {} });
    expect(noSource.body.errors?.[0].message).toMatch(/needs a source/);
    const future = await save(admin, { f: PRAYERS, k: '5', j: JSON.stringify(record), s: { inGameOn: '2099-01-01' } });
    expect(future.status).toBe(400);
    const dangling = await save(admin, {
      f: PRAYERS,
      k: '5',
      j: JSON.stringify({ ...record, poolId: 'nowhere' }),
      s: { inGameOn: '2026-11-19' },
    });
    expect(dangling.status).toBe(400);
    expect(await version()).toBe(before);
  });

  it('shows a dry run field by field, applies an edit the public API shows at once, audits it and undoes it', async () => {
    const admin = new Admin();
    await admin.signIn();
    const listed = async () =>
      ((await (await fetch(`${base}/api/prayers/get-detail?id=5`)).json()) as { data: { start: string } }).data.start;
    const original = await listed();
    const record = await prayer(admin, '5');
    const edited = { ...record, startAt: '2026-01-02T03:00:00Z', startPrecision: 'instant' };
    const dry = await save(admin, {
      f: PRAYERS,
      k: '5',
      j: JSON.stringify(edited),
      s: { url: 'https://example.org/news/1' },
      d: true,
    });
    expect(dry.body.data?.saveRecord.applied).toBe(false);
    expect(dry.body.data?.saveRecord.changes[0].fields.map((f: { field: string }) => f.field)).toContain('startAt');
    expect(await listed()).toBe(original);

    const applied = await save(admin, { f: PRAYERS, k: '5', j: JSON.stringify(edited), s: { url: 'https://example.org/news/1' } });
    expect(applied.body.data?.saveRecord).toMatchObject({ applied: true, summary: 'prayers/prayers.json: 1 changed (5)' });
    expect(await listed()).toBe('2026-01-02T03:00:00.000Z');

    const log = await admin.post('{ auditLog(first: 1) { id user action source summary changes { key fields { field before after } } } }');
    const entry = log.body.data?.auditLog[0];
    expect(entry).toMatchObject({ user: 'alice', action: 'edit', source: 'https://example.org/news/1' });
    expect(entry.changes[0].fields.find((f: { field: string }) => f.field === 'startAt').after).toBe('"2026-01-02T03:00:00Z"');

    const undo = await admin.post('mutation($id: Int!) { undo(auditId: $id) { applied } }', { id: entry.id });
    expect(undo.body.data?.undo.applied).toBe(true);
    expect(await listed()).toBe(original);
    const again = await admin.post('mutation($id: Int!) { undo(auditId: $id) { applied } }', { id: entry.id });
    expect(again.body.errors?.[0].message).toMatch(/already undone/);
  });

  it('announces an edit once in the public update log and takes it back when the edit is undone; a save that only respells an instant is no change', async () => {
    const admin = new Admin();
    await admin.signIn();
    const log = async () =>
      JSON.stringify(
        (
          (await (
            await fetch(`${base}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ query: '{ updates(first: 5) { edges { node { number title items { detail } } } } }' }),
            })
          ).json()) as { data: { updates: unknown } }
        ).data.updates,
      );
    const before = await log();
    const record = await prayer(admin, '4');
    const edited = await save(admin, {
      f: PRAYERS,
      k: '4',
      j: JSON.stringify({ ...record, name: 'Renamed' }),
      s: { inGameOn: '2026-11-19' },
    });
    expect(edited.body.data?.saveRecord.applied).toBe(true);
    const announced = await log();
    expect(announced).not.toBe(before);
    expect(announced).toContain('Prayers: 1 changed');

    const undo = await admin.post('mutation($id: Int!) { undo(auditId: $id) { applied } }', { id: edited.body.data?.saveRecord.auditId });
    expect(undo.body.data?.undo.applied).toBe(true);
    expect(await log()).toBe(before);

    // The same instant written with milliseconds: nothing to apply, nothing announced.
    const dated = await prayer(admin, '4');
    expect(dated.startAt).toMatch(/:\d\dZ$/);
    const respelled = await save(admin, {
      f: PRAYERS,
      k: '4',
      j: JSON.stringify({ ...dated, startAt: dated.startAt.replace('Z', '.000Z') }),
      s: { inGameOn: '2026-11-19' },
    });
    expect(respelled.body.errors).toBeUndefined();
    expect(respelled.body.data?.saveRecord).toMatchObject({ applied: false, changes: [] });
    expect(await log()).toBe(before);
  });

  it('refuses to undo a change whose record changed again since', async () => {
    const admin = new Admin();
    await admin.signIn();
    const record = await prayer(admin, '6');
    const first = await save(admin, {
      f: PRAYERS,
      k: '6',
      j: JSON.stringify({ ...record, name: 'First name' }),
      s: { inGameOn: '2026-11-19' },
    });
    await save(admin, { f: PRAYERS, k: '6', j: JSON.stringify({ ...record, name: 'Second name' }), s: { inGameOn: '2026-11-19' } });
    const undo = await admin.post('mutation($id: Int!) { undo(auditId: $id) { applied } }', { id: first.body.data?.saveRecord.auditId });
    expect(undo.body.errors?.[0].message).toMatch(/changed again since: prayers\/prayers.json 6/);
  });

  it('sanitises update-log HTML on the way in: a script never reaches the public API', async () => {
    const admin = new Admin();
    await admin.signIn();
    // The newest entry, on the update log's first page.
    const records = (await admin.post('{ records(file: "updates/updates.json", first: 500) { key json } }')).body.data?.records;
    const list = records.reduce((a: { key: string }, b: { key: string }) => (Number(b.key) > Number(a.key) ? b : a));
    const entry = JSON.parse(list.json);
    entry.items[0].detail = 'Fixed <b>it</b><script>alert(1)</script><img src=x onerror=alert(2)>';
    const saved = await save(admin, {
      f: 'updates/updates.json',
      k: list.key,
      j: JSON.stringify(entry),
      s: { inGameOn: '2026-11-19' },
    });
    expect(saved.status).toBe(200);
    // Every page of the update log.
    let text = '';
    let last: number | undefined;
    for (let page = 0; page < 20; page++) {
      const body = (await (await fetch(`${base}/api/general/updates?jpContent=1${last ? `&last=${last}` : ''}`)).json()) as {
        data: { content: { number: number }[]; isLast: boolean };
      };
      text += JSON.stringify(body);
      if (body.data.isLast || !body.data.content.length) break;
      last = body.data.content[body.data.content.length - 1].number;
    }
    expect(text).toContain('Fixed <b>it</b>');
    expect(text).not.toMatch(/<script|onerror/);
  });

  it('imports a bundle after a dry run, names what is wrong in a broken one, and export then import changes nothing', async () => {
    const admin = new Admin();
    await admin.signIn();
    const importBundle =
      'mutation($b: String!, $d: Boolean) { importBundle(bundle: $b, source: { url: "https://example.org/bundle" }, dryRun: $d) { applied summary } }';
    const before = await version();
    for (const [bundle, message] of [
      ['{ not json', /not valid JSON/],
      ['[]', /JSON object/],
      ['{"prayers/nope.json": []}', /not a dataset file/],
      ['{"prayers/prayers.json": {}}', /JSON array/],
      ['{"prayers/prayers.json": [{"id": "x"}]}', /invalid/],
    ] as const) {
      const answer = await admin.post(importBundle, { b: bundle });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body.errors)).toMatch(message);
    }
    expect(await version()).toBe(before);

    const exported = await fetch(`${base}/admin/export`, { headers: { cookie: admin.cookie } });
    expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename="lostword-data-v\d+\.json"/);
    const bundle = await exported.text();
    expect((await admin.post(importBundle, { b: bundle })).body.data?.importBundle).toEqual({ applied: false, summary: 'No change' });
    expect(await version()).toBe(before);
    expect((await fetch(`${base}/admin/export`)).status).toBe(401);

    const d = JSON.parse(bundle);
    const changed = {
      'prayers/prayers.json': d['prayers/prayers.json'].map((p: { id: number; name: string }) =>
        p.id === 5 ? { ...p, name: 'Renamed by a bundle' } : p,
      ),
    };
    const dry = await admin.post(importBundle, { b: JSON.stringify(changed), d: true });
    expect(dry.body.data?.importBundle).toEqual({ applied: false, summary: 'prayers/prayers.json: 1 changed (5)' });
    expect(await version()).toBe(before);
    expect((await admin.post(importBundle, { b: JSON.stringify(changed) })).body.data?.importBundle.applied).toBe(true);
    expect(JSON.stringify(await (await fetch(`${base}/api/prayers/get-detail?id=5`)).json())).toContain('Renamed by a bundle');
  });

  it.each([
    'characters/characters.json',
    'prayers/prayers.json',
    'prayers/foreverPrayers.json',
    'storyCards/storyCards.json',
    'tower/floors.json',
    'updates/maintenance.json',
    'updates/devLetters.json',
    'updates/updates.json',
    'site/notices.json',
  ])('edits a record of %s and undoes it', async (file) => {
    const admin = new Admin();
    await admin.signIn();
    const records = (await admin.post('query($f: String!) { records(file: $f, first: 1) { key json } }', { f: file })).body.data?.records;
    expect(records.length).toBe(1);
    const record = JSON.parse(records[0].json) as Record<string, unknown>;
    const field = ['nameEn', 'name', 'title', 'notes', 'news', 'text', 'url', 'source'].find((f) => typeof record[f] === 'string');
    if (!field) throw new Error(`no text field to edit in ${file}`);
    const value = record[field] as string;
    const edited = { ...record, [field]: /^https?:/.test(value) ? `${value}#edited` : `${value} (edited)` };
    const saved = await save(admin, { f: file, k: records[0].key, j: JSON.stringify(edited), s: { inGameOn: '2026-11-19' } });
    expect(saved.body.data?.saveRecord.changes).toEqual([
      { key: records[0].key, kind: 'changed', fields: [{ field, before: JSON.stringify(value), after: JSON.stringify(edited[field]) }] },
    ]);
    const undo = await admin.post('mutation($id: Int!) { undo(auditId: $id) { applied } }', { id: saved.body.data?.saveRecord.auditId });
    expect(undo.body.data?.undo.applied).toBe(true);
  });

  it("changes the home page's notice when a maintainer edits it, and brings the old one back on undo", async () => {
    const admin = new Admin();
    await admin.signIn();
    const notice = async () => {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ home { notice } }' }),
      });
      return ((await res.json()) as { data: { home: { notice: string | null } } }).data.home;
    };
    const text = 'Maintenance on Friday: the tower page will be read-only for an hour.';
    const saved = await save(admin, {
      f: 'site/notices.json',
      k: 'home',
      j: JSON.stringify({ id: 'home', text }),
      s: { inGameOn: '2026-11-19' },
    });
    expect(saved.body.errors).toBeUndefined();
    expect((await notice()).notice).toBe(text);
    const undo = await admin.post('mutation($id: Int!) { undo(auditId: $id) { applied } }', { id: saved.body.data?.saveRecord.auditId });
    expect(undo.body.data?.undo.applied).toBe(true);
    expect((await notice()).notice).toMatch(/^Fixture notice/);
  });

  it('loses nothing when an apply fails part-way: the database is as before', async () => {
    const before = await readStoredDataset(db);
    const v = await version();
    if (!before) throw new Error('no stored dataset');
    const changed = { ...before, 'prayers/prayers.json': before['prayers/prayers.json'].map((p) => ({ ...p, name: 'Half-applied' })) };
    await expect(
      applyDataset(db, changed, {
        within: async () => {
          throw new Error('the process failed here');
        },
      }),
    ).rejects.toThrow('the process failed here');
    expect(await readStoredDataset(db)).toEqual(before);
    expect(await version()).toBe(v);
    expect(await db.prayer.count({ where: { name: 'Half-applied' } })).toBe(0);
  });
});
