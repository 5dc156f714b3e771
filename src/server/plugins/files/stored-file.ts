import { and, eq, inArray } from 'drizzle-orm';
import { isUuid } from '../../../core/schemas/common';
import type { StoredFile, StoredFileSummary } from '../../../core/schemas/file';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema';

/** Stored bytes are split into chunks of this size: memory holds a few chunks, never a whole file. */
export const CHUNK_BYTES = 256 * 1024;

export function fileUrl(file: { id: string; name: string }): string {
  return `/objects/${file.id}/${encodeURIComponent(file.name)}`;
}

/** The stored file id inside a /objects/{id}/{name} URL, or null for anything else. */
export function fileIdFromUrl(url: string | null | undefined): string | null {
  const match = url ? /^\/objects\/([0-9a-f-]{36})\//i.exec(url) : null;
  return match && isUuid(match[1]!) ? match[1]!.toLowerCase() : null;
}

export const storedFileColumns = {
  id: files.id,
  name: files.name,
  mediaType: files.mediaType,
  size: files.size,
  sha256: files.sha256,
  passwordProtected: files.passwordProtected,
};

/** A complete stored file's metadata (no bytes), or null. */
export async function getStoredFile(ex: Executor, id: string): Promise<Omit<StoredFile, 'url'> | null> {
  const [row] = await ex
    .select(storedFileColumns)
    .from(files)
    .where(and(eq(files.id, id), eq(files.complete, true)))
    .limit(1);
  return row ?? null;
}

/**
 * Each item with `file`: what a list shows about the complete stored file behind its fileUrl
 * (media type, size, password-protected), or null for a web link or a file that is gone. One
 * query for the whole list.
 */
export async function withStoredFiles<T extends { fileUrl: string | null }>(
  ex: Executor,
  items: readonly T[],
): Promise<(T & { file: StoredFileSummary | null })[]> {
  const ids = [
    ...new Set(items.map((i) => fileIdFromUrl(i.fileUrl)).filter((id): id is string => id !== null)),
  ];
  const found = new Map<string, StoredFileSummary>();
  for (let at = 0; at < ids.length; at += 500) {
    const rows = await ex
      .select({
        id: files.id,
        mediaType: files.mediaType,
        size: files.size,
        passwordProtected: files.passwordProtected,
      })
      .from(files)
      .where(and(inArray(files.id, ids.slice(at, at + 500)), eq(files.complete, true)));
    for (const { id, ...summary } of rows) found.set(id, summary);
  }
  return items.map((item) => {
    const id = fileIdFromUrl(item.fileUrl);
    return { ...item, file: (id && found.get(id)) || null };
  });
}
