// Vite for the web client. Paths are anchored to this file, so the build works from the repo root
// (`npx vite build --config apps/web/vite.config.ts`) as well as from apps/web.

import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    // Same origin in development as in production, where the API serves the built client.
    proxy: { '/api': apiTarget, '/health': apiTarget },
  },
  preview: {
    proxy: { '/api': apiTarget, '/health': apiTarget },
  },
});
