import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bookOnPreact } from './book-preact-plugin.ts';
import { demoSnapshot } from './demo-snapshot-plugin.ts';
import { precompressed } from './precompressed-plugin.ts';

export default defineConfig({
  plugins: [bookOnPreact(), react(), tailwindcss(), demoSnapshot(), precompressed()],
  // PGlite (the demo's database in its worker) loads its WebAssembly and data files by URL:
  // the dependency optimiser must leave it as it is, and the worker is an ES module
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  worker: { format: 'es', plugins: () => [demoSnapshot()] },
  build: {
    rolldownOptions: {
      // the staff app, and the customers' booking page (issue 34): a bundle of its own that
      // imports nothing of the staff app (src/book/, its first load bounded at 120 kB gzip)
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        book: fileURLToPath(new URL('./book.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          // zod and lib/zod-csp.ts (zod without eval, as the CSP wants) in one chunk: every
          // chunk that builds a schema imports it, so the setting is made before any schema
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]lib[\\/]zod-csp\.ts$/ },
            // TanStack Query (and React, which it imports) in one chunk: every screen reads
            // through it, and left to the bundler its parts follow each lazy chunk's imports into
            // small shared chunks that every screen fetches (decision 0053)
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
