// Relative path: pure logic shared with the unit tests.
import { fileExtension } from '../../core/rules/file-rules';

/**
 * How the in-app preview shows a file: as an image, in the browser's PDF viewer, as text, as a
 * Visio drawing's pages drawn by the server, or not at all.
 */
export type PreviewKind = 'image' | 'pdf' | 'text' | 'visio' | 'none';

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

/** What a list says about the stored file behind an item (see StoredFileSummarySchema). */
export interface ListedFile {
  file?: { passwordProtected: boolean } | null;
}

/** True when the stored file behind a listed item is encrypted with a password. */
export function isPasswordProtected(item: ListedFile | null | undefined): boolean {
  return item?.file?.passwordProtected === true;
}

/**
 * What the app can preview itself: only files from our own store (/objects/…), since the page's
 * security policy frames nothing from elsewhere. The kind follows the stored file's extension; a
 * password-protected file has none (only its own application opens it, with the password).
 */
export function previewKind(url: string | null | undefined, passwordProtected = false): PreviewKind {
  const name = storedFileName(url);
  if (!name || passwordProtected) return 'none';
  const ext = fileExtension(name);
  if (IMAGE_EXTENSIONS.has(ext)) return 'image';
  if (ext === 'pdf') return 'pdf';
  if (ext === 'txt') return 'text';
  if (ext === 'vsd' || ext === 'vsdx') return 'visio';
  return 'none';
}

export function canPreview(url: string | null | undefined, passwordProtected = false): boolean {
  return previewKind(url, passwordProtected) !== 'none';
}
