// Vite for the web client. Paths are anchored to this file, so the build works from the repo root
// (`npx vite build --config apps/web/vite.config.ts`) as well as from apps/web.

import react from '@vitejs/plugin-react';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
const apiTarget = 'http://127.0.0.1:3000';

/** Text files worth compressing, and the size under which compression does not pay. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at build time: the API serves
 * whichever the browser accepts (@fastify/static preCompressed) without compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'ledgerline-precompress',
    apply: 'build',
    async closeBundle() {
      for await (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
        const content = await readFile(path);
        await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * React Router 7's package exports name only its development build (dev warnings and checks on), in
 * every mode: remix-run/react-router#14102. Its production build ships in the same package; builds
 * use it (the development one stays for `vite` in development and for Jest).
 */
function reactRouterProductionBuild() {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      // The ledger's pure rules (chart of accounts, rounding, spreading): the browser shows what the
      // server decides with the same code, from its sources (the package's main is the server build).
      { find: /^@ledgerline\/ledger$/, replacement: join(webRoot, '../../libs/ledger/src/index.ts') },
      ...(command === 'build' ? reactRouterProductionBuild() : []),
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    // Maps are written for error reports but not referenced from the bundle, and the API never serves them.
    sourcemap: 'hidden',
    // What every page loads (the modules the entry imports statically) goes in two chunks: the
    // packages, which change rarely and stay cached, and the app's own. Left to itself the bundler
    // cut that part into dozens of small chunks wherever a lazy page shared one of its modules
    // (Box, jsx-runtime, react-dom's client…), and many small files compress worse than two
    // (measured in docs/benchmarks.md, Web client).
    // The size that matters is held by `bench:web` (gzipped, per page); the packages' chunk is over
    // the default 500 kB minified warning by design.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // Same origin in development as in production, where the API serves the built client.
    proxy: { '/api': apiTarget, '/health': apiTarget },
  },
  preview: {
    proxy: { '/api': apiTarget, '/health': apiTarget },
  },
}));
