// Gzip size of the JavaScript each route needs, from Vite's build manifest: what the first load
// fetches (the entry and its static imports) plus the route's lazy chunks and their imports.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const ROUTE_CHUNKS = {
  'gate + shell (first load)': [],
  dashboard: ['src/client/features/dashboard/dashboard-page.tsx'],
  'job role': ['src/client/features/job-roles/job-role-page.tsx'],
  'process (comparison tab)': [
    'src/client/features/process/process-page.tsx',
    'src/client/features/process/comparison-tab.tsx',
  ],
  training: ['src/client/features/training-audiences/training-audiences-page.tsx'],
};

export function clientSizes(clientDir) {
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const gzip = new Map();
  const sizeOf = (file) => {
    if (!gzip.has(file))
      gzip.set(file, zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length);
    return gzip.get(file);
  };
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) continue;
      seen.add(key);
      closure(chunk.imports ?? [], seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const initial = closure([entry]);
  const result = {};
  for (const [route, chunks] of Object.entries(ROUTE_CHUNKS)) {
    const keys = closure(chunks, new Set(initial));
    result[route] = [...keys]
      .filter((k) => manifest[k]?.file.endsWith('.js'))
      .reduce((n, k) => n + sizeOf(manifest[k].file), 0);
  }
  return result;
}
