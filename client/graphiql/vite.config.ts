import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const root = import.meta.dirname;

/**
 * GraphiQL's stylesheet carries its fonts inside it (Roboto and Fira Code, each weight in every
 * script's range, woff2 and woff: 350 KB), so every visit downloads all of them. Written out as
 * files of their own, the browser fetches only the faces and ranges the page draws, in the format
 * it reads.
 */
function fontsAsFiles(): Plugin {
  return {
    name: 'lw-graphiql-fonts-as-files',
    apply: 'build',
    generateBundle: {
      // Before the compressed copies of the stylesheet are made.
      order: 'pre',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
          const css = typeof file.source === 'string' ? file.source : Buffer.from(file.source).toString('utf8');
          file.source = css.replace(/url\((["']?)data:font\/(woff2?|ttf);base64,([A-Za-z0-9+/=]+)\1\)/g, (_match, _quote, type, data) => {
            const bytes = Buffer.from(data, 'base64');
            const fileName = `assets/graphiql-font-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.${type}`;
            if (!bundle[fileName]) this.emitFile({ type: 'asset', fileName, source: bytes });
            return `url(/${fileName})`;
          });
        }
      },
    },
  };
}

/**
 * GraphiQL's page, built beside the site into the same folder (`build.outDir` is given by the
 * build, server/startup.ts): its scripts and styles under assets/ with hashed names (kept for a
 * year, like the site's), split so the page paints before GraphiQL arrives, each with a brotli and
 * a gzip copy. The page itself (graphiql.html) is taken by the server's build step, which makes it
 * the page /graphql sends a browser. Its own stylesheets stay its own: the site's build has one
 * stylesheet for every page, which GraphiQL's must not join.
 */
export default defineConfig({
  root,
  base: '/',
  publicDir: false,
  plugins: [
    react(),
    fontsAsFiles(),
    compression({
      include: /\.(js|css|svg|html)$/,
      threshold: 0,
      skipIfLargerOrEqual: false,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  build: {
    outDir: resolve(root, '../dist'),
    emptyOutDir: false,
    sourcemap: false,
    target: 'es2022',
    modulePreload: false,
    rollupOptions: { input: resolve(root, 'graphiql.html') },
  },
});
