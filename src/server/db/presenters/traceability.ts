import type {
  ImpactSuggestionDismissal,
  PainPointLink,
  PainPointLinkKind,
} from '../../../core/schemas/traceability';
import type { impactSuggestionDismissals, painPointLinks } from '../schema';

type LinkRow = typeof painPointLinks.$inferSelect;
type DismissalRow = typeof impactSuggestionDismissals.$inferSelect;

/** A stored link in the API's shape (also the Export All archive's). */
export function toLink(row: LinkRow): PainPointLink {
  return {
    id: row.id,
    processId: row.processId,
    painPointId: row.painPointId,
    painPointTitle: row.painPointTitle,
    kind: row.kind as PainPointLinkKind,
    target: row.target,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A stored dismissal in the API's shape (also the Export All archive's). */
export function toDismissal(row: DismissalRow): ImpactSuggestionDismissal {
  return {
    id: row.id,
    processId: row.processId,
    processOutput: row.processOutput,
    changeType: row.changeType as ImpactSuggestionDismissal['changeType'],
    createdAt: row.createdAt.toISOString(),
  };
}

export const KIND_LABEL: Record<PainPointLinkKind, string> = {
  output: 'output',
  training_artifact: 'training artifact',
  tier_document: 'tier document',
};
