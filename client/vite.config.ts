import { resolve } from 'node:path';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import relay from 'vite-plugin-relay';

const root = import.meta.dirname;

/**
 * The entry starts the site in steps through dynamic imports (see main.tsx); this fetches those
 * steps' chunks with the page (modulepreload) so the steps cost no round trips, only separate tasks.
 */
function preloadStartupSteps(): Plugin {
  return {
    name: 'preload-startup-steps',
    apply: 'build',
    transformIndexHtml(_html, ctx) {
      const bundle = ctx.bundle;
      const entry = ctx.chunk;
      if (!bundle || !entry) return [];
      const files = new Set<string>();
      const add = (file: string) => {
        const chunk = bundle[file];
        if (files.has(file) || !chunk || chunk.type !== 'chunk') return;
        files.add(file);
        for (const dep of chunk.imports) add(dep);
      };
      for (const file of entry.dynamicImports) add(file);
      for (const file of entry.imports) files.delete(file);
      return [...files].map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        injectTo: 'head',
      }));
    },
  };
}

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
          skipIfLargerOrEqual: true,
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
