import { resolve } from 'node:path';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import relay from 'vite-plugin-relay';

const root = import.meta.dirname;

/**
 * The list of every module the site's start-up steps import (and what those import), written
 * into the page for main.tsx: once the page is drawn, it asks for them all side by side, instead
 * of one after another as each step is evaluated. (As links in the head they would compete with
 * the page's own first paint.)
 */
function preloadStartModules(): Plugin {
  return {
    name: 'lw-preload-start-modules',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const files = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || chunk?.type !== 'chunk') return;
          files.add(file);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const file of entry.dynamicImports) visit(file);
        // What the entry imports at once is loaded with it, before main.tsx runs.
        for (const file of entry.imports) files.delete(file);
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'start-modules' },
            children: JSON.stringify([...files].map((file) => `/${file}`)),
            injectTo: 'body' as const,
          },
        ];
      },
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
        preloadStartModules(),
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
