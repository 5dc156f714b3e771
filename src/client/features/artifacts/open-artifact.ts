import { type ArtifactLink, resolveArtifactLink } from '@core/rules/artifact-link';

/**
 * What View does (spec §2, `resolveArtifactLink`): 'new-tab' opens the resolved address in a new
 * tab without opener access, 'dialog' asks the caller to show the content. Nothing but a link the
 * stored-link rule accepts is ever opened. Returns the link so the caller knows which happened.
 */
export function openArtifact(fileUrl: string | null, onDialog: () => void): ArtifactLink {
  const link = resolveArtifactLink(fileUrl);
  if (link.kind === 'new-tab') window.open(link.url, '_blank', 'noopener,noreferrer');
  else onDialog();
  return link;
}
