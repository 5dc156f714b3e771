import { type ArtifactLink, resolveArtifactLink } from '@core/rules/artifact-link';

/**
 * What View does (spec §2, `resolveArtifactLink`): 'new-tab' opens a new tab without opener
 * access, 'direct' opens the address as it is, 'dialog' asks the caller to show the content.
 * Returns the link so the caller knows which happened.
 */
export function openArtifact(fileUrl: string | null, onDialog: () => void): ArtifactLink {
  const link = resolveArtifactLink(fileUrl);
  if (link.kind === 'new-tab') window.open(link.url, '_blank', 'noopener,noreferrer');
  else if (link.kind === 'direct') window.location.assign(link.url);
  else onDialog();
  return link;
}
