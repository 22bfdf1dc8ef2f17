// The import rules of the codebase, checked by dependency-cruiser on the real import graph:
// only repos and the process edges touch the database client, nothing imports in a loop, and
// each layer imports only the layers below it.
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const DOMAINS = '(characters|prayers|storyCards|tower|updates|admin|timeline|images)';

const rules: IForbiddenRuleType[] = [
  {
    name: 'db-only-in-repos-and-edges',
    comment: 'Repos are the only code that touches Prisma; the process edges (start, startup, the worker, the builder) open it.',
    severity: 'error',
    from: {
      path: '^(server|client|prisma)/',
      pathNot: ['^server/[^/]+/repo\\.ts$', '^server/(main|startup|builder|db)\\.ts$', '^server/execution/worker\\.ts$'],
    },
    to: { path: '^server/db\\.ts$' },
  },
  { name: 'no-import-loops', severity: 'error', from: { path: '^(server|client|prisma)/' }, to: { circular: true } },
  {
    name: 'legacy-router-knows-no-domain',
    comment: 'Domains import server/legacy; it imports none of them (server/legacyTables.ts composes them).',
    severity: 'error',
    from: { path: '^server/legacy/' },
    to: { path: `^server/${DOMAINS}/` },
  },
  {
    name: 'server-domains-stay-apart',
    comment: 'A domain refers to another domain by type name, never by import; home/ is the one that composes.',
    severity: 'error',
    from: { path: `^server/${DOMAINS}/` },
    to: { path: `^server/${DOMAINS}/`, pathNot: ['^server/$1/'] },
  },
  {
    name: 'client-shared-is-the-bottom-layer',
    severity: 'error',
    from: { path: '^client/shared/' },
    to: { path: '^client/(shell|relay|characters|prayers|storyCards|tower|updates|home|admin)/' },
  },
  {
    name: 'client-domains-stay-apart',
    severity: 'error',
    from: { path: '^client/(characters|prayers|storyCards|tower|updates|admin)/' },
    to: { path: '^client/(characters|prayers|storyCards|tower|updates|home|admin)/', pathNot: ['^client/$1/'] },
  },
  {
    name: 'client-never-imports-server',
    severity: 'error',
    from: { path: '^client/' },
    to: { path: '^(server|prisma)/' },
  },
  {
    name: 'prisma-imports-only-shared-helpers',
    comment: 'The seed and migrations use server/shared helpers (text normalisation), nothing else of the server.',
    severity: 'error',
    from: { path: '^prisma/' },
    to: { path: '^(server|client)/', pathNot: '^server/shared/' },
  },
];

describe('architecture', () => {
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
});
