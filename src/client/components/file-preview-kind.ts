// Relative path: pure logic shared with the unit tests.
import { fileExtension } from '../../core/rules/file-rules';

/** How the in-app preview shows a file: as an image, in the browser's PDF viewer, as text, or not at all. */
export type PreviewKind = 'image' | 'pdf' | 'text' | 'none';

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg']);

/** The file name at the end of a stored-file URL (/objects/{id}/{name}), decoded; "" for anything else. */
export function storedFileName(url: string | null | undefined): string {
  const match = url ? /^\/objects\/[^/]+\/([^/?#]+)/.exec(url) : null;
  if (!match) return '';
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1]!;
  }
}

/**
 * What the app can preview itself: only files from our own store (/objects/…), since the page's
 * security policy frames nothing from elsewhere. The kind follows the stored file's extension.
 */
export function previewKind(url: string | null | undefined): PreviewKind {
  const name = storedFileName(url);
  if (!name) return 'none';
  const ext = fileExtension(name);
  if (IMAGE_EXTENSIONS.has(ext)) return 'image';
  if (ext === 'pdf') return 'pdf';
  if (ext === 'txt') return 'text';
  return 'none';
}

export function canPreview(url: string | null | undefined): boolean {
  return previewKind(url) !== 'none';
}
