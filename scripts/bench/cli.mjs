// What the bench scripts share: the repository root, their `--name [value]` options and a log line
// on stderr (stdout carries the results).
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const argv = process.argv.slice(2);
export const flag = (name) => argv.includes(`--${name}`);
export const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};

export function log(message) {
  process.stderr.write(`${message}\n`);
}
