import { parseSafeLink } from './safe-link';

/**
 * The name of a training artifact added as an external link (spec §5): the kind of link derived
 * from its address, followed by the output's name.
 */
export function linkKind(url: string): 'YouTube Video' | 'Google Document' | 'External Link' {
  let host = '';
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'External Link';
  }
  if (host === 'youtu.be' || host === 'youtube.com' || host.endsWith('.youtube.com')) return 'YouTube Video';
  if (host === 'docs.google.com' || host === 'drive.google.com') return 'Google Document';
  return 'External Link';
}

export function linkName(url: string, processOutput: string): string {
  return `${linkKind(url)} - ${processOutput}`;
}

/** Only web addresses are stored as links: never javascript:, data: or relative paths (safe-link.ts). */
export function isWebUrl(value: string): boolean {
  return parseSafeLink(value)?.kind === 'web';
}
