import { text } from '../../artifact-types/read';
import { PAIN_POINT_STATUS_LABELS, type PainPointStatusValue } from '../../schemas/pain-point-status';
import { resolveArtifactLink } from '../artifact-link';
import type { ReportTrainingItem } from './report-types';

/** Export order: where work stands first, then the resolution outcomes. */
export const REPORT_STATUS_ORDER: readonly PainPointStatusValue[] = [
  'not_started',
  'in_progress',
  'resolved',
  'partially_resolved',
  'parking_lot',
  'not_addressed',
];

/** Shown for a pain point with no status, as in the tracker (spec §4). */
export const NO_STATUS_LABEL = 'Not Set';

/** The curriculum's tiers in the order the Training Materials tab lists them. */
export const REPORT_TIERS = [
  { tier: 'tier_3', title: 'Tier 3 - Transactional Training' },
  { tier: 'tier_2', title: 'Tier 2 - Process-Based Learning' },
  { tier: 'tier_1', title: 'Tier 1 - Leader & Foundational' },
] as const;

export function statusLabel(value: string): string {
  return (PAIN_POINT_STATUS_LABELS as Record<string, string>)[value] ?? humanise(value);
}

/** "field_service" → "Field service": a code shown when it has no label. */
export function humanise(value: string): string {
  const words = value.replaceAll('_', ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : value;
}

/** An absolute http(s) address for a stored file or web link; anything else (javascript:, data:) is null. */
export function absoluteLink(url: string | null | undefined, origin: string | null): string | null {
  const link = resolveArtifactLink(url);
  if (link.kind === 'dialog') return null;
  if (/^https?:\/\//i.test(link.url)) return link.url;
  if (link.url.startsWith('/') && !link.url.startsWith('//') && origin) return `${origin}${link.url}`;
  return null;
}

export function trainingItem(
  item: { name: string; description: string | null; fileType: string; fileUrl: string | null },
  origin: string | null,
): ReportTrainingItem {
  return {
    name: item.name,
    description: text(item.description),
    kind: humanise(item.fileType),
    link: absoluteLink(item.fileUrl, origin),
  };
}
