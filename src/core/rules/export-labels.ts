import type { ArtifactState } from '../schemas/artifact';
import { PAIN_POINT_STATUS_LABELS } from '../schemas/pain-point-status';
import type { ProcessStatus } from '../schemas/process';
import type { PainPointLinkKind } from '../schemas/traceability';
import type { TIER_DOCUMENT_TYPES, TRAINING_ARTIFACT_FILE_TYPES } from '../schemas/training';
import { typeLabel } from './artifact-shapes';
import { CHANGE_DESCRIPTION_LABELS, CHANGE_TYPE_LABELS, IMPACT_LABELS } from './change-impact-labels';
import { TIER_SHORT_LABELS } from './readiness/labels';

/*
 * The words a spreadsheet export shows for stored codes: the ones the app's screens show, so a
 * sheet reads like the page it came from. A code without a label (an old or unknown value) is
 * shown as stored rather than dropped.
 */

/** As the status badge (src/client/components/status-badge.tsx); the sheet import reads these back. */
export const PROCESS_STATUS_LABELS: Record<ProcessStatus, string> = {
  draft: 'Draft',
  in_review: 'In Review',
  published: 'Published',
};

/** As the artifact state badge. */
export const ARTIFACT_STATE_LABELS: Record<ArtifactState, string> = { as_is: 'As-Is', to_be: 'To-Be' };

/** As the Training Materials tab's document types. */
export const TIER_DOCUMENT_TYPE_LABELS: Record<(typeof TIER_DOCUMENT_TYPES)[number], string> = {
  document: 'Document',
  guide: 'Guide',
  template: 'Template',
  checklist: 'Checklist',
  manual: 'Manual',
  presentation: 'Presentation',
};

/** As the training artifact kinds on the Change Tracking tab. */
export const TRAINING_FILE_TYPE_LABELS: Record<(typeof TRAINING_ARTIFACT_FILE_TYPES)[number], string> = {
  screenshot: 'Screenshot',
  document: 'Document',
};
export const TRAINING_LINK_TYPE_LABELS: Record<string, string> = { external_url: 'External link' };

/** As the traceability panel names what addresses a pain point. */
export const PAIN_POINT_LINK_KIND_LABELS: Record<PainPointLinkKind, string> = {
  output: 'Process Output',
  training_artifact: 'Training Artifact',
  tier_document: 'Tier Document',
};

/** As a review reads on the process page and in My Reviews. */
export const REVIEW_STATUS_LABELS: Record<string, string> = {
  open: 'In Review',
  approved: 'Approved',
  changes_requested: 'Changes requested',
};
export const REVIEW_DECISION_LABELS: Record<string, string> = {
  approve: 'Approved',
  request_changes: 'Changes requested',
};

const labelOf =
  <K extends string>(labels: Record<K, string>) =>
  (code: string | null | undefined): string =>
    code ? ((labels as Record<string, string>)[code] ?? code) : '';

/** Label lookups by kind of code; each gives '' for no code and the code itself when unknown. */
export const exportLabel = {
  processStatus: labelOf(PROCESS_STATUS_LABELS),
  /** "job_description" as the artifact library shows it: "job description". */
  artifactType: (code: string | null | undefined) => (code ? typeLabel(code) : ''),
  artifactState: labelOf(ARTIFACT_STATE_LABELS),
  painPointStatus: labelOf(PAIN_POINT_STATUS_LABELS),
  changeType: labelOf(CHANGE_TYPE_LABELS),
  changeDescription: labelOf(CHANGE_DESCRIPTION_LABELS),
  impact: labelOf(IMPACT_LABELS),
  tier: labelOf(TIER_SHORT_LABELS),
  tierDocumentType: labelOf(TIER_DOCUMENT_TYPE_LABELS),
  trainingFileType: labelOf(TRAINING_FILE_TYPE_LABELS),
  trainingLinkType: labelOf(TRAINING_LINK_TYPE_LABELS),
  painPointLinkKind: labelOf(PAIN_POINT_LINK_KIND_LABELS),
  reviewStatus: labelOf(REVIEW_STATUS_LABELS),
  reviewDecision: labelOf(REVIEW_DECISION_LABELS),
};
