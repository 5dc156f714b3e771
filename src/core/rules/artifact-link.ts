import { parseSafeLink, resolveAppPath } from './safe-link';

/**
 * What "View" does for an artifact (spec §2): stored files and web addresses open in a new tab,
 * `@assets/…` is rewritten to the attached-assets path, and an artifact without a fileUrl shows
 * its content in a dialog.
 *
 * Issue 17: only what the shared stored-link rule (safe-link.ts) accepts is ever opened, in the
 * form the URL parser resolved it to; the spec's "any other fileUrl opens directly" would hand
 * `java\tscript:` to the browser, so any other fileUrl (rows stored before the rule) shows the
 * dialog instead.
 */
export const ATTACHED_ASSETS_PATH = '/attached_assets/';
const ASSETS_PREFIX = '@assets/';

export type ArtifactLink = { kind: 'new-tab'; url: string } | { kind: 'dialog' };

/** The address a stored link may be opened or shown at, or null when it must not be. */
export function openableUrl(fileUrl: string | null | undefined): string | null {
  const url = fileUrl?.trim();
  if (!url) return null;
  const safe = parseSafeLink(url);
  if (safe) return safe.href;
  // Legacy `@assets/` names (never accepted on write) stay under the attached-assets path.
  if (url.startsWith(ASSETS_PREFIX)) {
    return resolveAppPath(`${ATTACHED_ASSETS_PATH}${url.slice(ASSETS_PREFIX.length)}`, ATTACHED_ASSETS_PATH);
  }
  return null;
}

export function resolveArtifactLink(fileUrl: string | null | undefined): ArtifactLink {
  const url = openableUrl(fileUrl);
  return url ? { kind: 'new-tab', url } : { kind: 'dialog' };
}

/** Image sources follow the same rule and the same rewrite for `@assets/`. */
export function resolveImageUrl(fileUrl: string | null | undefined): string | null {
  return openableUrl(fileUrl);
}
