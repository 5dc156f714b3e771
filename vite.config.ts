import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverTarget = 'http://127.0.0.1:5000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@core': fileURLToPath(new URL('./src/core', import.meta.url)),
      '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist/client',
    // The manifest lets `npm run bench` report the JavaScript each route needs.
    manifest: true,
    emptyOutDir: true,
    // The server's CSP is strict: serve every asset as a file, never as an inline data: URI.
    assetsInlineLimit: 0,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': serverTarget,
      '/objects': serverTarget,
      '/healthz': serverTarget,
    },
  },
});
