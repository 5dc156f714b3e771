// dependency-cruiser (the import-graph check of `npm test`) reads TypeScript sources through
// TypeScript's JS API, which TypeScript 7 (the project's compiler) no longer has. The lock file
// carries TypeScript 5 under the alias `typescript-5`; this links it as dependency-cruiser's own
// `typescript`, which Node resolves before the project's. Runs after every install (postinstall).
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..');
const cruiser = path.join(root, 'node_modules', 'dependency-cruiser');
const typescript5 = path.join(root, 'node_modules', 'typescript-5');
if (fs.existsSync(cruiser) && fs.existsSync(typescript5)) {
  const link = path.join(cruiser, 'node_modules', 'typescript');
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.rmSync(link, { recursive: true, force: true });
  fs.symlinkSync(path.relative(path.dirname(link), typescript5), link, 'dir');
}
