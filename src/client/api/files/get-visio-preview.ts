import { useQuery } from '@tanstack/react-query';
import { throwIfResNotOk } from '../../lib/api-client';

/** An uploaded Visio drawing's pages drawn as one sanitized SVG (GET /api/files/{id}/preview). */
export interface VisioPreview {
  svg: Blob;
  pages: number;
}

/** The stored file's id in its URL (/objects/{id}/{name}), or null. */
export function storedFileId(url: string | null | undefined): string | null {
  return (url && /^\/objects\/([0-9a-f-]{36})\//i.exec(url)?.[1]) || null;
}

/** 422 with the reason when the drawing cannot be drawn; the wrapper's Error("422: {…}") then. */
export async function fetchVisioPreview(fileId: string, signal?: AbortSignal): Promise<VisioPreview> {
  const res = await fetch(`/api/files/${encodeURIComponent(fileId)}/preview`, {
    credentials: 'include',
    signal,
  });
  await throwIfResNotOk(res);
  return { svg: await res.blob(), pages: Number(res.headers.get('X-Page-Count')) || 1 };
}

export function useVisioPreview(fileId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['files', fileId, 'preview'],
    queryFn: ({ signal }) => fetchVisioPreview(fileId!, signal),
    enabled: enabled && Boolean(fileId),
    // A stored file never changes; a failure (the reason) is worth showing, not retrying.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
