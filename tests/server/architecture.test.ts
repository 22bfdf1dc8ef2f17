// The import rules of the codebase, checked by dependency-cruiser on the real import graph:
// only repos and the process edges touch the database client, nothing imports in a loop, and
// each layer imports only the layers below it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { FILE_SPECS } from '../../server/dataset/files.ts';
import { DOMAINS } from '../../server/domains.ts';
import { GAME_MODELS } from '../../server/shared/gameModels.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/**
 * Every folder of server/ or client/ is a domain unless it is one of the layers named here, so a new
 * domain's folder falls under the domain rules without an edit to this file.
 */
const SERVER_LAYERS = ['execution', 'http', 'legacy', 'shared', 'home', 'dataset', 'store'];
const CLIENT_LAYERS = ['__generated__', 'dist', 'public', 'relay', 'shared', 'shell', 'home'];
const foldersOf = (dir: string, layers: string[]) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !layers.includes(e.name))
    .map((e) => e.name);
const SERVER_DOMAIN_NAMES = foldersOf('server', SERVER_LAYERS);
const CLIENT_DOMAIN_NAMES = foldersOf('client', CLIENT_LAYERS);
const DOMAINS_RE = `(${SERVER_DOMAIN_NAMES.join('|')})`;
const CLIENT_DOMAINS = `(${CLIENT_DOMAIN_NAMES.join('|')})`;
/** The game data's domains, as server/domains.ts lists them, and the site's sections as client/sections.ts does. */
const LISTED_DOMAINS = DOMAINS.map((d) => d.name);
const LISTED = `(${LISTED_DOMAINS.join('|')})`;
const SECTION_FILES = readFileSync(join(ROOT, 'client', 'sections.ts'), 'utf8');
const LISTED_SECTIONS = [...SECTION_FILES.matchAll(/^import { \w+ } from '\.\/([A-Za-z]+)\/section\.ts';$/gm)].map((m) => m[1]);
const withFile = (dir: string, file: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && readdirSync(join(ROOT, dir, e.name)).includes(file))
    .map((e) => e.name);

const rules: IForbiddenRuleType[] = [
  {
    name: 'db-only-in-repos-and-edges',
    comment:
      'Repos (repo.ts, or <thing>Repo.ts beside it) are the only code that touches Prisma; the process edges (start, startup, the workers, the builder) open it. server/store needs no exception: it hands db.ts the client and never imports it.',
    severity: 'error',
    from: {
      path: '^(server|client|prisma)/',
      pathNot: [
        '^server/[^/]+/([a-z][A-Za-z]*R|r)epo\\.ts$',
        '^server/(main|startup|builder|db)\\.ts$',
        '^server/execution/worker\\.ts$',
        '^server/admin/writerWorker\\.ts$',
      ],
    },
    to: { path: '^server/db\\.ts$' },
  },
  {
    name: 'only-the-store-speaks-to-the-database',
    comment:
      'The store (server/store) is the one code of the server that opens a connection of its own or asks which database a URL names; everything else asks the store (prisma/ is below it).',
    severity: 'error',
    from: { path: '^(server|client)/', pathNot: '^server/store/' },
    to: { path: ['^node_modules/(@types/)?(better-sqlite3|pg)/', '^prisma/dialect\\.ts$'] },
  },
  {
    name: 'only-the-store-opens-the-database',
    comment:
      'The Prisma client and the migrations are opened by the store, once per process; the rest of the server names the Prisma types at most.',
    severity: 'error',
    from: { path: '^(server|client)/', pathNot: '^server/store/' },
    to: { path: '^prisma/(connect|migrate)\\.ts$|^prisma/postgres/', dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'the-store-is-reached-through-the-process-edges',
    comment:
      "db.ts takes the repos' client from the store, app.ts hands the edge its parts, startup.ts migrates (and schedules backups) through it, config.ts asks it which URLs it opens and backups.ts (npm run db:backup, db:restore) backs up and restores through it; the rest name its types at most.",
    severity: 'error',
    from: { path: '^(server|client)/', pathNot: ['^server/store/', '^server/(db|app|startup|config|backups)\\.ts$'] },
    to: { path: '^server/store/', dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'the-store-stands-on-shared-alone',
    comment:
      "The store sits below every layer but server/shared; of the domains it takes only the characters' reveal rule (the image owners).",
    severity: 'error',
    from: { path: '^server/store/' },
    to: { path: '^server/', pathNot: ['^server/store/', '^server/shared/', `^server/${LISTED}/reveal\\.ts$`] },
  },
  {
    name: 'the-edge-answers-errors-in-its-own-words',
    comment:
      "The error form and the echo of a request are server/shared/errorBody.ts, below the edge and /api alike; the edge takes only the route table's types from server/legacy/types.ts.",
    severity: 'error',
    from: { path: '^server/http/' },
    to: { path: '^server/legacy/types\\.ts$', dependencyTypesNot: ['type-only'] },
  },
  { name: 'no-import-loops', severity: 'error', from: { path: '^(server|client|prisma)/' }, to: { circular: true } },
  {
    name: 'legacy-router-knows-no-domain',
    comment: 'Domains import server/legacy; it imports none of them (server/legacyTables.ts composes them).',
    severity: 'error',
    from: { path: '^server/legacy/' },
    to: { path: `^server/${DOMAINS_RE}/` },
  },
  {
    name: 'server-domains-stay-apart',
    comment:
      "A domain refers to another domain by type name, never by import; home/ is the one that composes. A domain's reveal.ts is the one file others may import: the rule by which its records appear anywhere.",
    severity: 'error',
    from: { path: `^server/${DOMAINS_RE}/`, pathNot: '^server/admin/' },
    to: { path: `^server/${DOMAINS_RE}/`, pathNot: ['^server/$1/', `^server/${LISTED}/reveal\\.ts$`] },
  },
  {
    name: 'a-domain-is-named-by-its-folder-and-the-list',
    comment:
      'Outside its folder, a domain of the game data is reached through the list (server/domains.ts) and its manifest; only its reveal rule is imported by name, and home/ composes.',
    severity: 'error',
    from: { path: '^(server|prisma)/', pathNot: [`^server/${LISTED}/`, '^server/domains\\.ts$', '^server/home/'] },
    to: { path: `^server/${LISTED}/`, pathNot: `^server/${LISTED}/reveal\\.ts$` },
  },
  {
    name: 'only-the-list-imports-a-manifest',
    severity: 'error',
    from: { path: '^(server|client|prisma)/', pathNot: '^server/domains\\.ts$' },
    to: { path: `^server/${DOMAINS_RE}/index\\.ts$` },
  },
  {
    name: 'a-reveal-rule-stands-on-rules-alone',
    comment: "Every domain may import a reveal.ts, so it imports nothing but the shared primitives and other kinds' rules.",
    severity: 'error',
    from: { path: `^server/${LISTED}/reveal\\.ts$` },
    to: { pathNot: ['^server/shared/', `^server/${LISTED}/reveal\\.ts$`, '^prisma/connect\\.ts$'] },
  },
  {
    name: 'a-section-is-named-by-its-folder-and-the-list',
    comment: "Outside its folder, a section of the site is reached through client/sections.ts; home/ composes the others' fragments.",
    severity: 'error',
    from: { path: '^client/', pathNot: ['^client/sections\\.ts$', '^client/home/', `^client/${CLIENT_DOMAINS}/`] },
    to: { path: `^client/${CLIENT_DOMAINS}/` },
  },
  {
    name: 'admin-reaches-only-the-suggestions',
    comment:
      "The admin area is the maintainers' side of the suggestions (their queue, an acceptance, a rejection), so it calls into server/suggestions; it imports no other domain.",
    severity: 'error',
    from: { path: '^server/admin/' },
    to: { path: `^server/${DOMAINS_RE}/`, pathNot: ['^server/admin/', '^server/suggestions/', `^server/${LISTED}/reveal\\.ts$`] },
  },
  {
    name: 'server-shared-is-the-bottom-layer',
    comment: 'server/shared holds rules and helpers every domain uses: it imports no domain, no layer above it and no builder.',
    severity: 'error',
    from: { path: '^server/shared/' },
    to: {
      path: `^server/(${[...SERVER_DOMAIN_NAMES, 'execution', 'http', 'legacy', 'home', 'store'].join('|')})/|^server/[^/]+\\.ts$`,
      pathNot: '^server/db\\.ts$',
    },
  },
  {
    name: 'client-shared-is-the-bottom-layer',
    severity: 'error',
    from: { path: '^client/shared/' },
    to: { path: `^client/(shell|relay|home|${CLIENT_DOMAIN_NAMES.join('|')})/` },
  },
  {
    name: 'client-domains-stay-apart',
    severity: 'error',
    from: { path: `^client/${CLIENT_DOMAINS}/` },
    to: { path: `^client/(home|${CLIENT_DOMAIN_NAMES.join('|')})/`, pathNot: ['^client/$1/'] },
  },
  {
    name: 'client-never-imports-server',
    comment: 'The one exception is the vocabularies every side shares, a module that imports nothing.',
    severity: 'error',
    from: { path: '^client/' },
    to: { path: '^(server|prisma)/', pathNot: '^server/shared/(vocabulary|pageContract)\\.ts$' },
  },
  {
    name: 'vocabulary-imports-nothing',
    comment: 'The shared vocabularies reach the browser bundle: they stay plain values.',
    severity: 'error',
    from: { path: '^server/shared/(vocabulary|pageContract)\\.ts$' },
    to: {},
  },
  {
    name: 'prisma-imports-only-shared-helpers',
    comment:
      'Migrations use server/shared helpers (text normalisation); the seed command loads through server/dataset; nothing else of the server.',
    severity: 'error',
    from: { path: '^prisma/' },
    to: { path: '^(server|client)/', pathNot: ['^server/shared/', '^server/dataset/'] },
  },
  {
    name: 'only-the-seed-command-loads-the-dataset',
    severity: 'error',
    from: { path: '^prisma/', pathNot: '^prisma/seed\\.ts$' },
    to: { path: '^server/dataset/' },
  },
];

describe('architecture', () => {
  it('takes every folder that is not a named layer for a domain', () => {
    expect(SERVER_DOMAIN_NAMES).toEqual(expect.arrayContaining(['admin', 'characters', 'prayers', 'storyCards', 'tower', 'updates']));
    expect(CLIENT_DOMAIN_NAMES).toEqual(expect.arrayContaining(['admin', 'characters', 'prayers', 'storyCards', 'tower', 'updates']));
  });

  it('declares each domain once per side: a manifest per listed server domain, a section per listed client folder', () => {
    expect(
      withFile('server', 'index.ts')
        .filter((d) => d === 'home' || !SERVER_LAYERS.includes(d))
        .sort(),
    ).toEqual([...LISTED_DOMAINS].sort());
    expect(new Set(LISTED_DOMAINS).size).toBe(LISTED_DOMAINS.length);
    expect(withFile('client', 'section.ts').sort()).toEqual([...LISTED_SECTIONS].sort());
    // Every folder of client/ that is not a layer is a section (GraphiQL is a page of its own, built apart).
    expect(LISTED_SECTIONS.sort()).toEqual([...CLIENT_DOMAIN_NAMES.filter((d) => d !== 'graphiql'), 'home'].sort());
    // Every dataset file belongs to the domain whose folder names it.
    for (const d of DOMAINS) for (const f of d.files) expect(f.file.split('/')[0], f.file).toBe(d.name === 'home' ? 'site' : d.name);
  });

  it("names a domain's dataset files only in its folder: shared code reads them from the manifests", () => {
    const named = new RegExp(`['"\`](${FILE_SPECS.map((f) => f.file.replace('.', '\\.')).join('|')})['"\`]`, 'g');
    // Domains name each other's files by string (a reference, a rule), never by import.
    const inADomain = new RegExp(`^server/${LISTED}/`);
    const found = ['server', 'client', 'prisma']
      .flatMap((dir) => handWritten(dir))
      .filter((file) => !inADomain.test(file))
      .flatMap((file) =>
        [...readFileSync(join(ROOT, file), 'utf8').matchAll(named)]
          .map((m) => m[1])
          .filter((name) => !(NAMED_BY_THE_WRITE_ROAD[file] ?? []).includes(name))
          .map((name) => `${file}: ${name}`),
      );
    expect(found).toEqual([]);
  });

  it('follows the import rules (dependency-cruiser)', async () => {
    const result = await cruise(['server', 'client', 'prisma'], {
      ruleSet: { forbidden: rules },
      validate: true,
      tsPreCompilationDeps: true,
      doNotFollow: { path: ['node_modules'] },
      exclude: { path: ['__generated__', 'prisma/generated', 'client/dist'] },
      tsConfig: { fileName: 'tsconfig.json' },
    });
    const output = result.output as { summary: { violations: { rule: { name: string }; from: string; to: string }[] }; modules: unknown[] };
    expect(output.modules.length).toBeGreaterThan(50);
    expect(output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  }, 60_000);

  it('declares game data once, in the Prisma schema: every model not marked Bookkeeping is written by exactly one dataset file', () => {
    const written = FILE_SPECS.flatMap((s) => s.models);
    expect(new Set(written).size).toBe(written.length);
    expect(new Set(written)).toEqual(GAME_MODELS);
    // The stores of the edge and of the admin area are bookkeeping, never cached as game data.
    for (const model of ['RateLimit', 'AdminSession', 'SignInThrottle', 'AuditEntry', 'DataVersion'])
      expect(GAME_MODELS.has(model)).toBe(false);
  });

  it('decides the database dialect in one module, which everything else asks', () => {
    const decides = /startsWith\((['"])file:\1\)|\^file:|postgres\(ql\)\?/;
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const path = join(dir, e.name);
        if (e.isDirectory()) return /^(generated|__generated__|dist|migrations)$/.test(e.name) ? [] : sources(path);
        return /\.tsx?$/.test(e.name) ? [path] : [];
      });
    const deciding = ['server', 'client', 'prisma'].flatMap(sources).filter((file) => decides.test(readFileSync(file, 'utf8')));
    expect(deciding).toEqual([join('prisma', 'dialect.ts')]);
    // Above prisma/, one module asks it: the store's, which picks the implementation for the URL;
    // nothing else of the server or the client branches on the database.
    const asks = /\b(dialectOf|isPostgresUrl|isSqliteUrl)\b/;
    const asking = ['server', 'client'].flatMap(sources).filter((file) => asks.test(readFileSync(file, 'utf8')));
    expect(asking).toEqual([join('server', 'store', 'index.ts')]);
    // And one store per process: only the store's module opens one.
    const opens = /\bopen(Sqlite|Postgres)?Store\(/;
    const opening = ['server', 'client'].flatMap(sources).filter((file) => opens.test(readFileSync(file, 'utf8')));
    expect(opening.filter((file) => !file.startsWith(join('server', 'store', '')))).toEqual([]);
  });

  it('keeps the edge a short composition of surfaces, and every function of the server and of the client short', () => {
    expect(readFileSync(join(ROOT, 'server', 'app.ts'), 'utf8').split('\n').length).toBeLessThanOrEqual(APP_MAX_LINES);
    const tooLong = [...sourceFunctions('server'), ...sourceFunctions('client')]
      .filter((f) => f.lines > (FUNCTIONS_AWAITING_A_SPLIT[f.where] ?? FUNCTION_MAX_LINES))
      .map((f) => `${f.where}: ${f.lines} lines`);
    expect(tooLong).toEqual([]);
  });
});

/**
 * The write road numbers the update log's entries beside the ones it writes itself for every
 * change (server/dataset/write.ts): the one place shared code reads a domain's file by name.
 */
const NAMED_BY_THE_WRITE_ROAD: Record<string, string[]> = { 'server/dataset/write.ts': ['updates/updates.json'] };

/** The hand-written sources under a folder (generated code and the client's build left out). */
function handWritten(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return /^(generated|__generated__|dist|public|migrations)$/.test(e.name) ? [] : handWritten(path);
    return /\.tsx?$/.test(e.name) && !e.name.includes('.generated.') ? [path] : [];
  });
}

/** server/app.ts only lists the surfaces and opens what they share (server/http/surfaces/). */
const APP_MAX_LINES = 150;
/** The longest a function of server/ or client/ may be (generated code aside); nested functions count in their parent. */
const FUNCTION_MAX_LINES = 120;
/** Functions longer than the bound, held at the length they have (file and function name) until they are split: none now. */
const FUNCTIONS_AWAITING_A_SPLIT: Record<string, number> = {};
/** Generated folders (at any depth) and the client's build output and static files are not written by hand: the bound skips them. */
const NOT_WRITTEN_BY_HAND = /(^|\/)(generated|__generated__)$|^client\/(dist|public)$/;

/** Every function under a top folder with its length in lines, named by file and function (found with the TypeScript compiler). */
function sourceFunctions(top: 'server' | 'client'): { where: string; lines: number }[] {
  const files = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
      const path = `${dir}/${e.name}`;
      if (e.isDirectory()) return NOT_WRITTEN_BY_HAND.test(path) ? [] : files(path);
      return /\.tsx?$/.test(e.name) && !e.name.includes('.generated.') ? [path] : [];
    });
  const found: { where: string; lines: number }[] = [];
  for (const file of files(top)) {
    const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        found.push({ where: `${file} ${functionName(node)}`, lines: last - first + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function functionName(node: ts.Node): string {
  const named = (node as { name?: ts.Node }).name;
  if (named) return named.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText();
  return '(anonymous)';
}
