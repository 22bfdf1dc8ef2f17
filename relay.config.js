// relay-compiler configuration: two projects, each compiled against its own schema.
// - site: the public site's fragments and queries, beside their components in client/, compiled
//   against schema.graphql. Every query is persisted: the site sends its SHA-256 id (GET /graphql
//   with the persisted-query extension), and the server looks the text up in
//   persisted-queries.json, trusting it.
// - admin: the admin area (client/admin/), compiled against server/admin/schema.graphql (printed from
//   server/admin/schema.ts by `npm run schema:print`); its documents are sent as text to
//   /admin/graphql, which takes no persisted ids.
// A multi-project config names no single artifact directory, so babel-plugin-relay imports each
// artifact from `./__generated__/` beside the file; client/relayArtifacts.ts resolves that to the
// file's project output below.
// relay-compiler loads this file with require(); the 'module.exports' export name gives it the
// plain object from this ES module.
import { readdirSync } from 'node:fs';

// relay-compiler cannot nest one project's sources in another's, so the site's are every folder of
// client/ but the admin area and what is built or generated (a new folder is the site's at once);
// documents live in folders, none in client/ itself.
const NOT_SITE = new Set(['admin', '__generated__', 'dist', 'public']);
const siteSources = readdirSync(new URL('./client/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_SITE.has(entry.name))
  .map((entry) => entry.name)
  .map((name) => [`client/${name}`, 'site']);

const config = {
  sources: { ...Object.fromEntries(siteSources), 'client/admin': 'admin' },
  excludes: ['**/node_modules/**', '**/__generated__/**', '**/dist/**'],
  projects: {
    site: {
      schema: 'schema.graphql',
      language: 'typescript',
      output: 'client/__generated__',
      eagerEsModules: true,
      persist: { file: 'client/__generated__/persisted-queries.json', algorithm: 'SHA256' },
    },
    admin: {
      schema: 'server/admin/schema.graphql',
      language: 'typescript',
      output: 'client/admin/__generated__',
      eagerEsModules: true,
      customScalarTypes: { DateTime: 'string' },
    },
  },
};

export { config as 'module.exports' };
