import { buildChangeSummaryOutline, CHANGE_SUMMARY_LABEL } from './change-summary';
import { buildJobAidOutline, JOB_AID_LABEL } from './job-aid';
import { buildSessionDeckOutline, SESSION_DECK_LABEL } from './session-deck';
import type {
  DeckOutline,
  DocumentOutline,
  GeneratedDocumentKey,
  PlannedDocument,
  TrainingSource,
} from './types';
import { buildWalkthroughOutline, WALKTHROUGH_LABEL } from './walkthrough';

export { audienceForJobRole } from './audience-table';
export * from './types';
export { buildChangeSummaryOutline, buildJobAidOutline, buildSessionDeckOutline, buildWalkthroughOutline };

type Spec = Omit<PlannedDocument, 'title' | 'builtFrom' | 'missing'>;

/** The four drafts, in the order the dialog lists them (the curriculum's order: Tier 3 first). */
export const GENERATED_DOCUMENTS: readonly Spec[] = [
  { key: 'job-aid', tier: 'tier_3', label: JOB_AID_LABEL, fileType: 'guide', format: 'docx' },
  { key: 'walkthrough', tier: 'tier_2', label: WALKTHROUGH_LABEL, fileType: 'manual', format: 'docx' },
  {
    key: 'change-summary',
    tier: 'tier_1',
    label: CHANGE_SUMMARY_LABEL,
    fileType: 'document',
    format: 'docx',
  },
  {
    key: 'session-deck',
    tier: 'tier_1',
    label: SESSION_DECK_LABEL,
    fileType: 'presentation',
    format: 'pptx',
  },
];

/** The outline of one draft. */
export function buildOutline(
  key: GeneratedDocumentKey,
  source: TrainingSource,
): DocumentOutline | DeckOutline {
  switch (key) {
    case 'job-aid':
      return buildJobAidOutline(source);
    case 'walkthrough':
      return buildWalkthroughOutline(source);
    case 'change-summary':
      return buildChangeSummaryOutline(source);
    case 'session-deck':
      return buildSessionDeckOutline(source);
  }
}

/** What Generate Training Materials will write for this process: per draft, its sources and gaps. */
export function describeGeneration(source: TrainingSource): PlannedDocument[] {
  return GENERATED_DOCUMENTS.map((spec) => {
    const outline = buildOutline(spec.key, source);
    return { ...spec, title: outline.title, builtFrom: outline.builtFrom, missing: outline.missing };
  });
}
