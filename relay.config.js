// relay-compiler configuration: fragments and queries live beside their components in client/.
// Every query is persisted: the site sends its SHA-256 id (GET /graphql with the persisted-query
// extension), and the server looks the text up in persisted-queries.json, trusting it.
// relay-compiler loads this file with require(); the 'module.exports' export name gives it the
// plain object from this ES module.
const config = {
  src: './client',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './client/__generated__',
  excludes: ['**/node_modules/**', '**/__generated__/**', '**/dist/**'],
  eagerEsModules: true,
  persistConfig: { file: './client/__generated__/persisted-queries.json', algorithm: 'SHA256' },
};

export { config as 'module.exports' };
