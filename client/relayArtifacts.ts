// Where a graphql`` document's artifact is. relay.config.js has two projects (the site and the
// admin area, each against its own schema), and a multi-project config names no single artifact
// directory, so babel-plugin-relay imports each artifact from `./__generated__/` beside the file.
// This resolves that import to the output of the file's project, as relay.config.js sets it:
// client/admin/__generated__ for a file of client/admin/, client/__generated__ for the rest.
import { dirname, join, sep } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = './__generated__/';

export function relayArtifacts(clientDir: string): Plugin {
  const admin = join(clientDir, 'admin');
  return {
    name: 'lw-relay-artifacts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith(PREFIX) || !source.endsWith('.graphql')) return null;
      const from = dirname(importer.split('?')[0]);
      if (from !== clientDir && !from.startsWith(clientDir + sep)) return null;
      const inAdmin = from === admin || from.startsWith(admin + sep);
      return join(inAdmin ? admin : clientDir, '__generated__', `${source.slice(PREFIX.length)}.ts`);
    },
  };
}
