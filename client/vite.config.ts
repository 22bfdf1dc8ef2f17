import { resolve } from 'node:path';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import relay from 'vite-plugin-relay';

const root = import.meta.dirname;

/**
 * The browser's build writes a brotli (quality 11) and a gzip copy of every text file beside it,
 * which the server sends to clients that accept them. The server's build (`vite build --ssr`, the
 * entry that renders pages) is for Node: every dependency bundled in, nothing compressed.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: isSsrBuild
    ? [relay, react()]
    : [
        relay,
        react(),
        compression({
          include: /\.(js|mjs|css|svg|html|json|txt|webmanifest)$/,
          threshold: 0,
          // Every file has its copies, even the few where compression saves nothing.
          skipIfLargerOrEqual: false,
          algorithms: [
            defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            defineAlgorithm('gzip', { level: 9 }),
          ],
        }),
      ],
  server: {
    proxy: {},
  },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: resolve(root, 'dist/.ssr'), emptyOutDir: false, sourcemap: false, target: 'node20', copyPublicDir: false }
    : {
        outDir: resolve(root, 'dist'),
        emptyOutDir: true,
        sourcemap: false,
        target: 'es2022',
        // One stylesheet for the whole site (about 8 KB compressed), in the page's head: a page the
        // server rendered is drawn with all its styles at once, never restyled when its route's
        // code arrives.
        cssCodeSplit: false,
        modulePreload: false,
      },
}));
