// Relative path: pure logic shared with the unit tests.
import type { TierDocument, TrainingArtifact } from '@core/schemas/training';

/**
 * What this process actually has for each delivery format on the Training Materials tab:
 *
 * - ILT/VILT Sessions: presentations of any tier, and every Tier 1 document (leader and
 *   foundational sessions are delivered live).
 * - Job Aids: Tier 2 and Tier 3 guides, checklists, manuals and templates, and the documents
 *   uploaded for a process output.
 * - Simulations: screenshots and links (walkthrough videos, sandboxes) of the process outputs.
 *
 * Each item counts once, in the first format it matches in that order.
 */
export type DeliveryFormat = 'ilt' | 'jobAids' | 'simulations';

export interface DeliveryItem {
  id: string;
  name: string;
  /** Where it comes from: "Tier 3 · Guide" or "Output: Signed quote". */
  source: string;
  url: string | null;
}

export type DeliverySummary = Record<DeliveryFormat, DeliveryItem[]>;

const JOB_AID_TYPES = new Set(['guide', 'checklist', 'manual', 'template']);
const TIER_NAMES: Record<string, string> = { tier_1: 'Tier 1', tier_2: 'Tier 2', tier_3: 'Tier 3' };

function typeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

export function deliveryFormatOf(
  item:
    | { kind: 'tier'; tier: string; fileType: string }
    | { kind: 'artifact'; fileType: string; isLink: boolean },
): DeliveryFormat | null {
  if (item.kind === 'tier') {
    if (item.fileType === 'presentation' || item.tier === 'tier_1') return 'ilt';
    if (JOB_AID_TYPES.has(item.fileType)) return 'jobAids';
    return null;
  }
  if (item.isLink || item.fileType === 'screenshot') return 'simulations';
  return 'jobAids';
}

export function summariseDelivery(
  documents: readonly TierDocument[],
  artifacts: readonly TrainingArtifact[],
): DeliverySummary {
  const summary: DeliverySummary = { ilt: [], jobAids: [], simulations: [] };
  for (const doc of documents) {
    const format = deliveryFormatOf({ kind: 'tier', tier: doc.tier, fileType: doc.fileType });
    if (!format) continue;
    summary[format].push({
      id: doc.id,
      name: doc.name,
      source: `${TIER_NAMES[doc.tier] ?? doc.tier} · ${typeLabel(doc.fileType)}`,
      url: doc.fileUrl,
    });
  }
  for (const artifact of artifacts) {
    const isLink = artifact.linkType === 'external_url' || /^https?:\/\//i.test(artifact.fileUrl ?? '');
    const format = deliveryFormatOf({ kind: 'artifact', fileType: artifact.fileType, isLink });
    if (!format) continue;
    summary[format].push({
      id: artifact.id,
      name: artifact.name,
      source: `Output: ${artifact.processOutput}`,
      url: artifact.fileUrl,
    });
  }
  return summary;
}
