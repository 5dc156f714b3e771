/**
 * What "View" does for an artifact (spec §2): stored files and web addresses open in a new tab,
 * `@assets/…` is rewritten to the attached-assets path, any other fileUrl opens directly, and an
 * artifact without fileUrl shows its content in a dialog.
 */
export const ATTACHED_ASSETS_PATH = '/attached_assets/';

export type ArtifactLink =
  | { kind: 'new-tab'; url: string }
  | { kind: 'direct'; url: string }
  | { kind: 'dialog' };

export function resolveArtifactLink(fileUrl: string | null | undefined): ArtifactLink {
  const url = fileUrl?.trim();
  if (!url) return { kind: 'dialog' };
  if (url.startsWith('/objects/') || /^https?:\/\//i.test(url)) return { kind: 'new-tab', url };
  if (url.startsWith('@assets/'))
    return { kind: 'new-tab', url: `${ATTACHED_ASSETS_PATH}${url.slice('@assets/'.length)}` };
  // Anything else is a relative or unusual address: open it as it is, never as script.
  if (/^\s*(javascript|data|vbscript):/i.test(url)) return { kind: 'dialog' };
  return { kind: 'direct', url };
}

/** Image sources follow the same rewrite for `@assets/`. */
export function resolveImageUrl(fileUrl: string | null | undefined): string | null {
  const link = resolveArtifactLink(fileUrl);
  return link.kind === 'dialog' ? null : link.url;
}
