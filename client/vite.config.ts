import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  root,
  plugins: [relay, react(), preloadStartupSteps()],
  server: {
    proxy: {},
  },
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
});
