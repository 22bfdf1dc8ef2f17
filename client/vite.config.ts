import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import relay from 'vite-plugin-relay';
import { relayArtifacts } from './relayArtifacts.ts';

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
 * The build's identity, for the browser to notice a newer build: a hash of the names of every
 * script and stylesheet the build wrote (their names carry hashes of their content), so building
 * the same code again gives the same id. The page carries its own (`<meta name="lw-build">`, in
 * the template every rendered page is made from), and the build writes the id to
 * `builds/latest.json` (what the browser asks for periodically) and `builds/meta/{id}.json`; the
 * server sends both with `Cache-Control: no-cache`.
 */
function buildManifest(): Plugin {
  let id: string | undefined;
  return {
    name: 'lw-build-manifest',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const files = Object.keys(bundle)
          .filter((file) => /\.(js|css)$/.test(file))
          .sort();
        id = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
        return [{ tag: 'meta', attrs: { name: 'lw-build', content: id }, injectTo: 'head' as const }];
      },
    },
    generateBundle: {
      // After the page's template is written, which is when the id is known.
      order: 'post',
      handler() {
        if (!id) return;
        const source = JSON.stringify({ id, builtAt: new Date().toISOString() });
        this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source });
        this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source });
      },
    },
  };
}

/**
 * vite-plugin-pwa finds its own files by a global `__dirname` when there is one, and the server
 * loads Prisma's generated client in the same process (`npm start`, `npm run dev`, the tests),
 * which sets one to its own folder: the plugin is loaded and created without it.
 */
async function pwa(options: Partial<VitePWAOptions>): Promise<Plugin[]> {
  const globals = globalThis as Record<string, unknown>;
  // Spelled out so that Vite's config loader does not take it for this file's own `__dirname`.
  const name = ['__', 'dirname'].join('');
  const dirnameGlobal = globals[name];
  delete globals[name];
  try {
    const { VitePWA } = await import('vite-plugin-pwa');
    return VitePWA(options);
  } finally {
    if (dirnameGlobal !== undefined) globals[name] = dirnameGlobal;
  }
}

/**
 * The browser's build writes a brotli (quality 11) and a gzip copy of every text file beside it,
 * which the server sends to clients that accept them. The server's build (`vite build --ssr`, the
 * entry that renders pages) is for Node: every dependency bundled in, nothing compressed.
 */
export default defineConfig(
  async ({ isSsrBuild }): Promise<UserConfig> => ({
    root,
    plugins: isSsrBuild
      ? [relayArtifacts(root), relay, react()]
      : [
          relayArtifacts(root),
          relay,
          react(),
          preloadStartModules(),
          buildManifest(),
          await pwa({
            // The worker is written by hand (client/sw.ts says why) and registered by the site itself,
            // after the page has painted and only in a production build (client/shell/serviceWorker.ts).
            strategies: 'injectManifest',
            srcDir: '.',
            filename: 'sw.ts',
            injectRegister: false,
            manifestFilename: 'manifest.webmanifest',
            manifest: {
              name: 'LostWord Global Tracker',
              short_name: 'LW Tracker',
              description: 'Fan-made tracker for the global release of Touhou LostWord.',
              start_url: '/',
              scope: '/',
              display: 'standalone',
              theme_color: '#1d1b2f',
              background_color: '#1d1b2f',
              icons: [
                { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
                { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
                { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
                { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
              ],
            },
            injectManifest: {
              // The hashed scripts and stylesheet, fonts and the shell the worker falls back to; the web
              // app manifest and its icons are added by the plugin. Never the compressed copies, the
              // server's entry, GraphiQL's page or the build manifest.
              globPatterns: ['assets/**/*.{js,css,woff2,woff,svg,png,webp}', 'index.html'],
              globIgnores: ['**/.*/**', '**/.*', 'builds/**', 'sw.js'],
              // Hashed names are their own revision.
              dontCacheBustURLsMatching: /^assets\//,
            },
            devOptions: { enabled: false },
            integration: {
              // The worker's own build reports as quietly as the site's, in Rolldown's words for one file.
              configureCustomSWViteBuild(config) {
                config.logLevel = 'warn';
                const output = config.build?.rollupOptions?.output;
                if (output && !Array.isArray(output)) {
                  delete output.inlineDynamicImports;
                  Object.assign(output, { codeSplitting: false });
                }
              },
            },
          }),
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
  }),
);
