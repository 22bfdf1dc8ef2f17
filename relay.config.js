// relay-compiler configuration: fragments and queries live beside their components in client/.
// relay-compiler loads this file with require(); the 'module.exports' export name gives it the
// plain object from this ES module.
const config = {
  src: './client',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './client/__generated__',
  excludes: ['**/node_modules/**', '**/__generated__/**', '**/dist/**'],
  eagerEsModules: true,
};

export { config as 'module.exports' };
