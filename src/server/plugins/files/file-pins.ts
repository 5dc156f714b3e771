/*
 * Stored files an Export All download still has to read. On PGlite the export reads its rows in
 * one short transaction and the files' bytes after it (a transaction held for the whole download
 * would stop every other request: one connection serves them all), so until it has read them the
 * files it listed must stay. PGlite lets one process only open a data directory, so a registry in
 * this process's memory sees every export there is. PostgreSQL exports need none: their
 * transaction keeps seeing what it listed.
 */

const pins = new Map<string, number>();

/** The pins one export holds; each is dropped once, by `release` or `releaseAll`. */
export interface FilePins {
  add(id: string): void;
  release(id: string): void;
  releaseAll(): void;
}

/** A new, empty set of pins for one export. */
export function pinFiles(): FilePins {
  const held = new Set<string>();
  const drop = (id: string) => {
    const n = pins.get(id) ?? 0;
    if (n <= 1) pins.delete(id);
    else pins.set(id, n - 1);
  };
  return {
    add: (id) => {
      if (held.has(id)) return;
      held.add(id);
      pins.set(id, (pins.get(id) ?? 0) + 1);
    },
    release: (id) => {
      if (held.delete(id)) drop(id);
    },
    releaseAll: () => {
      for (const id of held) drop(id);
      held.clear();
    },
  };
}

/** True while an export in this process still has to read stored file `id`. */
export function isPinned(id: string): boolean {
  return pins.has(id);
}

/** Every pinned file's id. */
export function pinnedFileIds(): string[] {
  return [...pins.keys()];
}

/** How many files are pinned (tests wait for none). */
export function pinnedFileCount(): number {
  return pins.size;
}
