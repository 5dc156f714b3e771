import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a .br and a .gz beside every text asset of the build. The server sends them as they are
 * (@fastify/static `preCompressed`), so a first load downloads about a quarter of the bytes and no
 * request pays for compressing: Lighthouse's "Enable text compression" (`npm run bench:web`).
 */
function precompress(): Plugin {
  let assetsDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async writeBundle() {
      const files = (await fs.readdir(assetsDir)).filter((name) => /\.(js|css|svg|json)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(assetsDir, name);
          const data = await fs.readFile(file);
          if (data.length < 1024) return;
          const params = {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          };
          await fs.writeFile(`${file}.br`, await brotli(data, { params }));
          await fs.writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
        }),
      );
    },
  };
}

const serverTarget = 'http://127.0.0.1:5000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
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
