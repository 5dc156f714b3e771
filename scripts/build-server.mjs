// Bundles the server into dist/server/main.js (dependencies stay in node_modules) and copies the
// committed migrations next to it, where db/client.ts looks for them.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// BUILD_DIR lets parallel work build elsewhere than dist/ (e.g. BUILD_DIR=/tmp/x → /tmp/x/server).
const outDir = path.join(
  process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : path.join(root, 'dist'),
  'server',
);
fs.rmSync(outDir, { recursive: true, force: true });
await build({
  // The worker threads (the SVG sanitizer's, svg-isolate.ts; the BPMN reader's, bpmn-worker/pool.ts;
  // PGlite's, db/pglite-remote.ts) load their own files, beside main.js.
  entryPoints: [
    path.join(root, 'src/server/main.ts'),
    path.join(root, 'src/server/plugins/files/svg-worker.ts'),
    path.join(root, 'src/server/lib/bpmn-worker/bpmn-worker.ts'),
    path.join(root, 'src/server/db/pglite-worker.ts'),
  ],
  outdir: outDir,
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
console.log(`built ${path.relative(root, outDir) || outDir}/main.js`);
