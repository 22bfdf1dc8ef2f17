// The audit log, against a real site and database (SQLite here, PostgreSQL in the server-postgres
// project): append-only in the database itself and in the code, an entry for every change of the
// data and every account event, each naming who acted as they were named at the time.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upsertAccount } from '../../server/admin/accountRepo.ts';
import { hashPassword } from '../../server/admin/auth.ts';
import { loadDataset } from '../../server/dataset/write.ts';
import { db } from '../../server/db.ts';
import { AdminBrowser } from '../helpers/adminBrowser.ts';
import { FIXTURE_DATA } from '../helpers/database.ts';
import { startTestSite, type TestSite } from '../helpers/site.ts';

const PASSWORD = 'an auditing password of some length';
let clock = Date.parse('2026-11-20T12:00:00Z');
let running: TestSite;

beforeAll(async () => {
  running = await startTestSite({ now: () => clock });
  await upsertAccount('carla', await hashPassword(PASSWORD), new Date(clock));
});
afterAll(() => running.close());
beforeEach(async () => {
  await db.signInThrottle.deleteMany();
});

const browser = () => new AdminBrowser(() => running.base);
const newest = () => db.auditEntry.findFirstOrThrow({ orderBy: { id: 'desc' } });
const AUDIT_LOG = '{ auditLog(first: 50) { id user action summary dataVersion undoneBy undoOf } }';

describe('the audit log', () => {
  it('cannot be changed or emptied: the database refuses, whatever the client', async () => {
    const entry = await newest();
    const count = await db.auditEntry.count();
    // (Prisma's SQLite driver reports the trigger's refusal as a constraint failure, without its words.)
    await expect(db.auditEntry.update({ where: { id: entry.id }, data: { summary: 'rewritten' } })).rejects.toThrow();
    await expect(db.auditEntry.delete({ where: { id: entry.id } })).rejects.toThrow();
    await expect(db.auditEntry.deleteMany()).rejects.toThrow();
    await expect(db.$executeRawUnsafe(`UPDATE "AuditEntry" SET "actorName" = 'someone else'`)).rejects.toThrow(/append-only/);
    await expect(db.$executeRawUnsafe(`DELETE FROM "AuditEntry"`)).rejects.toThrow(/append-only/);
    expect(await db.auditEntry.count()).toBe(count);
    expect(await db.auditEntry.findUniqueOrThrow({ where: { id: entry.id } })).toEqual(entry);
  });

  it('has no path in the code that changes or removes an entry', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (name === 'generated' || name === 'node_modules') return [];
        return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
      });
    const writes = [...files('server'), ...files('prisma')].filter((f) =>
      /auditEntry\s*\.\s*(update|updateMany|upsert|delete|deleteMany)\b|UPDATE\s+"AuditEntry"|DELETE\s+FROM\s+"AuditEntry"/i.test(
        readFileSync(f, 'utf8'),
      ),
    );
    expect(writes).toEqual([]);
  });

  it('records sign-in, a burst of failed sign-ins, a password change and sign-out, each with the account and its name then', async () => {
    const admin = browser();
    expect((await admin.signIn('carla', PASSWORD)).status).toBe(200);
    const signedIn = await newest();
    expect(signedIn).toMatchObject({ action: 'sign-in', actorName: 'carla', dataVersion: null, changes: '[]' });
    expect(signedIn.userId).toBe((await db.adminUser.findUniqueOrThrow({ where: { username: 'carla' } })).id);

    // A new name: entries made before it keep the name the account had then.
    await admin.post('mutation { changeProfile(displayName: "Carla the Curator") { displayName } }');
    let failures = 0;
    while ((await newest()).action !== 'sign-in-blocked' && failures < 20) {
      const wrong = await browser().signIn('carla', 'not the password at all');
      expect([401, 429]).toContain(wrong.status);
      failures++;
    }
    const blocked = await newest();
    expect(blocked).toMatchObject({ action: 'sign-in-blocked', actorName: 'Carla the Curator', userId: signedIn.userId });
    expect(blocked.summary).toMatch(/failed sign-ins for account carla/);
    // One entry for the burst, not one per failure.
    expect(await db.auditEntry.count({ where: { action: 'sign-in-blocked', id: { gt: signedIn.id } } })).toBe(1);
    await db.signInThrottle.deleteMany();

    const changed = await admin.post(
      'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { csrfToken } }',
      {
        c: PASSWORD,
        n: `${PASSWORD} again`,
      },
    );
    expect(changed.status).toBe(200);
    admin.csrf = changed.body.data?.changePassword.csrfToken;
    expect(await newest()).toMatchObject({ action: 'password-change', actorName: 'Carla the Curator' });
    expect((await admin.post('mutation { signOut }')).status).toBe(200);
    expect(await newest()).toMatchObject({ action: 'sign-out', actorName: 'Carla the Curator' });

    const again = browser();
    await again.signIn('carla', `${PASSWORD} again`);
    const log = (await again.post(AUDIT_LOG)).body.data?.auditLog as { id: number; user: string; action: string }[];
    expect(log.find((e) => e.id === signedIn.id)).toMatchObject({ user: 'carla', action: 'sign-in' });
    expect(log.find((e) => e.id === blocked.id)).toMatchObject({ user: 'Carla the Curator', action: 'sign-in-blocked' });
    // An account event is not a change of the data: it cannot be undone.
    const undo = await again.post('mutation($id: Int!) { undo(auditId: $id) { applied } }', { id: signedIn.id });
    expect(undo.body.errors?.[0].message).toMatch(/account event/);
  });

  it('records an account made or reset from the command line', async () => {
    await upsertAccount('dario', await hashPassword(PASSWORD), new Date(clock));
    expect(await newest()).toMatchObject({
      action: 'password-change',
      actorName: 'npm run admin:create',
      summary: 'Created the account dario.',
    });
    await upsertAccount('dario', await hashPassword(`${PASSWORD} reset`), new Date(clock));
    expect((await newest()).summary).toMatch(/Reset the password of dario/);
  });

  it('records an edit under its author, links its one undo, and names the seed command for a dataset loaded from the command line', async () => {
    const admin = browser();
    await admin.signIn('dario', `${PASSWORD} reset`);
    const record = (await admin.post('{ record(file: "prayers/prayers.json", key: "5") { json revision } }')).body.data?.record;
    const saved = await admin.post(
      'mutation($j: String!, $r: Int) { saveRecord(file: "prayers/prayers.json", key: "5", json: $j, revision: $r, source: { url: "https://example.org/news/9" }) { auditId dataVersion } }',
      { j: JSON.stringify({ ...JSON.parse(record.json), name: 'An audited prayer' }), r: record.revision },
    );
    const { auditId, dataVersion } = saved.body.data?.saveRecord as { auditId: number; dataVersion: number };
    expect(await db.auditEntry.findUniqueOrThrow({ where: { id: auditId } })).toMatchObject({
      action: 'edit',
      actorName: 'dario',
      dataVersion,
    });
    const undo = await admin.post('mutation($id: Int!) { undo(auditId: $id) { applied auditId } }', { id: auditId });
    expect(undo.body.data?.undo.applied).toBe(true);
    const log = (await admin.post(AUDIT_LOG)).body.data?.auditLog as { id: number; undoneBy: number | null; undoOf: number | null }[];
    expect(log.find((e) => e.id === auditId)?.undoneBy).toBe(undo.body.data?.undo.auditId);
    expect(log.find((e) => e.id === undo.body.data?.undo.auditId)?.undoOf).toBe(auditId);
    // The database holds one undo per entry, whatever races to make a second one.
    await expect(
      db.auditEntry.create({ data: { at: new Date(clock), action: 'undo', summary: 'a second undo', undoOfId: auditId, dataVersion: 0 } }),
    ).rejects.toThrow();

    clock += 60_000;
    await loadDataset(db, FIXTURE_DATA, new Date(clock), 'npm run db:seed');
    const seeded = await newest();
    expect(seeded).toMatchObject({ action: 'seed', actorName: 'npm run db:seed', userId: null });
    expect(seeded.dataVersion).toBe((await db.dataVersion.findUniqueOrThrow({ where: { id: 1 } })).version);
    const refused = await admin.post('mutation($id: Int!) { undo(auditId: $id) { applied } }', { id: seeded.id });
    expect(refused.body.errors?.[0].message).toMatch(/whole dataset folder/);
  });
});
