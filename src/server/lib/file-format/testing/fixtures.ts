import { readFileSync } from 'node:fs';

/** A real file written by LibreOffice, from lib/file-format/fixtures (see its README.md). */
export const fixture = (name: string): Buffer =>
  readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
