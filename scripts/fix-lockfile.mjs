// The package registry reachable here serves the platform binaries of some packages (Biome,
// Tailwind's oxide) for linux-x64 only, so `npm install` records optional dependencies it could
// not resolve, and `npm ci` then refuses the lock file as out of sync. This drops optional
// dependencies that have no entry in the lock. It runs after every install (postinstall) and
// writes only when something changes; on another platform those binaries are not needed anyway.
import fs from 'node:fs';
import path from 'node:path';

const file = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'package-lock.json');
if (!fs.existsSync(file)) process.exit(0);
const text = fs.readFileSync(file, 'utf8');
const lock = JSON.parse(text);
const present = new Set(Object.keys(lock.packages ?? {}).map((k) => k.replace(/^.*node_modules\//, '')));
let removed = 0;
for (const entry of Object.values(lock.packages ?? {})) {
  if (!entry.optionalDependencies) continue;
  for (const dep of Object.keys(entry.optionalDependencies)) {
    if (!present.has(dep)) {
      delete entry.optionalDependencies[dep];
      removed += 1;
    }
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}
if (removed > 0) {
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`fix-lockfile: dropped ${removed} optional dependencies this registry does not serve`);
}
