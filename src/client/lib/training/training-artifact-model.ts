// Relative paths: pure logic shared with the unit tests.
import { isWebUrl, linkKind, linkName } from '@core/rules/link-name';
import { parseSafeLink } from '@core/rules/safe-link';
import type { TrainingArtifact } from '@core/schemas/training';

/**
 * Training artifacts per process output (spec §2, §5, §9): which belong to an output, what kind
 * each is, what opening one does, and what an added link is called. Pure: no React, no network.
 */
export type TrainingArtifactKind = 'video' | 'link' | 'screenshot' | 'document';

export const KIND_LABELS: Record<TrainingArtifactKind, string> = {
  video: 'Video link',
  link: 'External link',
  screenshot: 'Screenshot',
  document: 'Document',
};

/** One output's artifacts, oldest first (the list comes in that order). */
export function artifactsForOutput(list: readonly TrainingArtifact[], output: string): TrainingArtifact[] {
  return list.filter((a) => a.processOutput === output);
}

export function isLink(artifact: Pick<TrainingArtifact, 'linkType' | 'fileUrl'>): boolean {
  return artifact.linkType === 'external_url' || /^https?:\/\//i.test(artifact.fileUrl ?? '');
}

export function artifactKind(artifact: TrainingArtifact): TrainingArtifactKind {
  if (isLink(artifact)) return linkKind(artifact.fileUrl ?? '') === 'YouTube Video' ? 'video' : 'link';
  return artifact.fileType === 'screenshot' ? 'screenshot' : 'document';
}

/**
 * Spec §9: a stored file (/objects/) or web address opens in a new tab, at the address the stored-link
 * rule resolved (safe-link.ts); anything else opens the detail dialog.
 */
export function openTarget(
  fileUrl: string | null | undefined,
): { kind: 'new-tab'; url: string } | { kind: 'dialog' } {
  const link = parseSafeLink(fileUrl);
  return link ? { kind: 'new-tab', url: link.href } : { kind: 'dialog' };
}

export const INVALID_LINK_MESSAGE = 'Please provide a valid URL.';

/**
 * What pressing Enter in the link box does (spec §5): nothing when it is empty, an error for
 * anything but a web address, else the link to add with its derived name.
 */
export function linkFromInput(
  value: string,
  processOutput: string,
): { kind: 'empty' } | { kind: 'invalid'; message: string } | { kind: 'link'; url: string; name: string } {
  const url = value.trim();
  if (!url) return { kind: 'empty' };
  if (!isWebUrl(url)) return { kind: 'invalid', message: INVALID_LINK_MESSAGE };
  return { kind: 'link', url, name: linkName(url, processOutput) };
}
