// The same game on PostgreSQL: the schema derived from the SQLite one, its migrations, the seed,
// and every page's query and documented /api read answering the same bytes as on SQLite.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDatamodel } from '../../prisma/generated/pothos-types.ts';
import { MigrationError } from '../../prisma/migrate.ts';
import { postgresSchemaChange } from '../../prisma/postgres/createMigration.ts';
import { derivePostgresSchema, POSTGRES_SCHEMA, SQLITE_SCHEMA } from '../../prisma/postgres/derive.ts';
import { applyPostgresMigrations, POSTGRES_MIGRATIONS_DIR } from '../../prisma/postgres/migrate.ts';
import { createSite } from '../../server/app.ts';
import { isDatabaseEmpty, loadDataset } from '../../server/dataset/write.ts';
import { connectDatabase, disconnectDatabase } from '../../server/db.ts';
import { createRequestHandler } from '../../server/execution/handler.ts';
import { targets } from '../bench/serve.bench.ts';
import { FIXTURE_DATA, TEMPLATE_ENV } from '../helpers/database.ts';
import { createPostgresDatabase, type TestPostgres } from '../helpers/postgres.ts';

let database: TestPostgres;
beforeAll(async () => {
  database = await createPostgresDatabase();
}, 60_000);
afterAll(() => database?.drop());

describe('PostgreSQL', () => {
  it('has its schema derived from the SQLite one, and current', () => {
    expect(readFileSync(POSTGRES_SCHEMA, 'utf8')).toBe(derivePostgresSchema(readFileSync(SQLITE_SCHEMA, 'utf8')));
  });

  it('has a migration writer that turns a change of the model into its SQL', async () => {
    const model = readFileSync(POSTGRES_SCHEMA, 'utf8');
    expect(await postgresSchemaChange(database.url, model, model)).toBe('');
    const changed = model.replace('model DataVersion {\n', 'model DataVersion {\n  note String?\n');
    expect(await postgresSchemaChange(database.url, model, changed)).toContain('ALTER TABLE "DataVersion" ADD COLUMN');
  });

  it('applies its migrations once, recorded, creating every column of every model with its nullability', async () => {
    expect((await applyPostgresMigrations(database.url)).length).toBeGreaterThan(0);
    expect(await applyPostgresMigrations(database.url)).toEqual([]);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ table_name: string; column_name: string; is_nullable: string }>(
      `SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`,
    );
    await client.end();
    const problems: string[] = [];
    const live = new Map(rows.map((r) => [`${r.table_name}.${r.column_name}`, r.is_nullable === 'NO']));
    for (const [model, { fields }] of Object.entries(getDatamodel().datamodel.models)) {
      for (const field of fields) {
        if (field.kind !== 'scalar') continue;
        const key = `${model}.${field.name}`;
        if (!live.has(key)) problems.push(`${key} is missing`);
        else if (live.get(key) !== field.isRequired) problems.push(`${key} nullability differs`);
        live.delete(key);
      }
    }
    for (const extra of live.keys()) problems.push(`${extra} exists only in the database`);
    expect(problems).toEqual([]);
  });

  it('refuses a history it does not know, changing nothing', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ('x', 'x', now(), '99999999999999_elsewhere', 1)`,
    );
    await expect(applyPostgresMigrations(database.url, POSTGRES_MIGRATIONS_DIR)).rejects.toThrow(MigrationError);
    await client.query(`DELETE FROM "_prisma_migrations" WHERE id = 'x'`);
    await client.end();
  });

  it('answers every page query and documented /api read as SQLite does', async () => {
    const now = () => Date.parse('2026-11-23T00:00:00Z');
    const answers = async (url: string, seed: boolean) => {
      const prisma = connectDatabase({ url });
      try {
        if (seed) await loadDataset(prisma, FIXTURE_DATA);
        const handle = createRequestHandler({ now });
        const out: Record<string, string> = {};
        for (const t of targets()) {
          const r = await handle({
            method: t.method ?? 'GET',
            url: t.path,
            body: t.body,
            headers: { accept: 'application/json', 'content-type': 'application/json' },
            dataVersion: 1,
          });
          out[t.name] = `${r.status} ${r.body}`;
        }
        return out;
      } finally {
        await disconnectDatabase();
      }
    };
    const template = process.env[TEMPLATE_ENV];
    expect(template, 'the fixture database the test run seeds').toBeTruthy();
    const onPostgres = await answers(database.url, true);
    const onSqlite = await answers(`file:${template}`, false);
    expect(Object.keys(onPostgres).length).toBeGreaterThan(40);
    expect(Object.values(onPostgres).filter((a) => a.startsWith('200 ')).length).toBeGreaterThan(40);
    expect(onPostgres).toEqual(onSqlite);
  }, 120_000);

  it('serves the site from it, and every process on it sees a data change within a second', async () => {
    await applyPostgresMigrations(database.url);
    const prisma = connectDatabase({ url: database.url });
    if (await isDatabaseEmpty(prisma)) await loadDataset(prisma, FIXTURE_DATA);
    // Two sites on one database, as two processes behind a proxy: one executes in process, the
    // other in a worker thread with its own connection.
    const sites = [
      createSite({ databaseUrl: database.url, clientDist: '/nonexistent', imagesDir: '/nonexistent', workers: 0 }),
      createSite({ databaseUrl: database.url, clientDist: '/nonexistent', imagesDir: '/nonexistent', workers: 1 }),
    ];
    try {
      const bases = await Promise.all(sites.map((site) => site.listen(0)));
      const nameOf = async (base: string) => {
        const response = await fetch(`${base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ character(slug: "l1-reimu") { nameEn } }' }),
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as { data: { character: { nameEn: string } } }).data.character.nameEn;
      };
      const before = await Promise.all(bases.map(nameOf));
      expect(before[0]).toBe(before[1]);
      const health = (await (await fetch(`${bases[1]}/health`)).json()) as { dataVersion: number };
      expect(health.dataVersion).toBeGreaterThan(0);
      const api = await fetch(`${bases[1]}/api/general/updates`);
      expect(api.status).toBe(200);

      // A change made elsewhere (another process's import), with the data version it bumps.
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query(`UPDATE "Character" SET "nameEn" = 'Renamed Shrine Maiden' WHERE id = 'l1-reimu'`);
      await client.query(`UPDATE "DataVersion" SET version = version + 1 WHERE id = 1`);
      await client.end();
      const changedAt = performance.now();
      for (const base of bases) {
        while ((await nameOf(base)) !== 'Renamed Shrine Maiden') {
          expect(performance.now() - changedAt, 'seen within a second').toBeLessThan(1000);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    } finally {
      await Promise.all(sites.map((site) => site.shutdown(1000)));
      await disconnectDatabase();
    }
  }, 60_000);

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After while the database cannot be reached', async () => {
    // A PostgreSQL server that refuses connections (nothing listens on port 1).
    const url = 'postgresql://nobody:secret@127.0.0.1:1/lostword';
    connectDatabase({ url });
    const site = createSite({ databaseUrl: url, clientDist: '/nonexistent', imagesDir: '/nonexistent', workers: 0, responseCache: false });
    try {
      const base = await site.listen(0);
      const graphql = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ characters(first: 2) { totalCount } }' }),
      });
      expect(graphql.status).toBe(503);
      expect(graphql.headers.get('retry-after')).toBe('5');
      const body = (await graphql.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors[0].extensions.code).toBe('DATABASE_UNAVAILABLE');
      expect(body.errors[0].message).toContain('database cannot be reached');
      const api = await fetch(`${base}/api/general/updates`);
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toBe('5');
      expect(await api.json()).toMatchObject({
        error: true,
        statusCode: 503,
        message: expect.stringContaining('database cannot be reached'),
      });
      // The edge itself still answers.
      expect((await fetch(`${base}/health`)).status).toBe(200);
    } finally {
      await site.shutdown(1000);
      await disconnectDatabase();
    }
  }, 60_000);
});
