import type { ChangeImpact } from '../../schemas/change-impact';
import type { Comment } from '../../schemas/comments';
import type { PainPointStatusValue } from '../../schemas/pain-point-status';
import type { PainPointLinkKind } from '../../schemas/traceability';
import type { PainPointRowRef } from '../pain-points';
import type { ReportCommentThread } from './report-comments';

/* What the comparison report is built from (ReportSource) and what it says (ReportModel). */

// ---------------------------------------------------------------- input

export interface ReportSourceArtifact {
  id: string;
  type: string;
  state: string;
  name: string;
  description: string | null;
  fileUrl: string | null;
  content: unknown;
}

export interface ReportSource {
  process: {
    id: string;
    name: string;
    description: string;
    version: string;
    status: string;
    updatedAt: string;
  };
  jobRoleName: string | null;
  artifacts: readonly ReportSourceArtifact[];
  /** Statuses by pain point id (issue 19); a row without one only matches content without ids. */
  painPointStatuses: readonly (PainPointRowRef & { status: string })[];
  changeImpacts: readonly Pick<
    ChangeImpact,
    'processOutput' | 'changeType' | 'changeDescription' | 'impactAssessment'
  >[];
  trainingArtifacts: readonly {
    /** Needed to follow pain point links to the artifact; without it no link reaches it. */
    id?: string;
    processOutput: string;
    name: string;
    description: string | null;
    fileType: string;
    fileUrl: string | null;
  }[];
  tierDocuments: readonly {
    /** Needed to follow pain point links to the document; without it no link reaches it. */
    id?: string;
    tier: string;
    name: string;
    description: string | null;
    fileType: string;
    fileUrl: string;
  }[];
  /** Which outputs and training items address which pain point (issue 9); none when left out. */
  painPointLinks?: readonly (PainPointRowRef & { kind: PainPointLinkKind; target: string })[];
  /** The process's comments, for the appendix; left out, the report has none (it is an option). */
  comments?: readonly Comment[];
  /** When the report is made (ISO text or a Date). */
  generatedAt: string | Date;
  /** The app's origin (e.g. "https://pmr.example.com"): stored files are linked absolutely. */
  appOrigin?: string;
  /** The field-service product whose name marks a To-Be line in Auto mode (spec §4). */
  fieldServiceProduct?: string;
  /** Workflow map images already read by the caller, by the artifact's fileUrl, as data: URIs. */
  images?: Readonly<Record<string, string>>;
  /**
   * Workflow map diagrams the server drew (GET /api/artifacts/{id}/diagram.svg), by artifact id:
   * inlined when they are drawings only (inlineDiagramSvg), else the text alternative stands alone.
   */
  diagrams?: Readonly<Record<string, string>>;
}

// ---------------------------------------------------------------- output

export interface ListItem {
  text: string;
  /** Marked as a Significant Change (To-Be job description). */
  significant?: boolean;
}

export type ContentBlock =
  | { kind: 'text'; label: string | null; text: string }
  | { kind: 'facts'; items: { label: string; value: string }[] }
  | { kind: 'list'; label: string; ordered: boolean; items: ListItem[] }
  | { kind: 'table'; label: string | null; columns: string[]; rows: string[][] }
  | { kind: 'image'; name: string; src: string | null; href: string | null }
  /** A BPMN diagram: the drawing to inline (null when not drawn) and its text alternative. */
  | { kind: 'diagram'; name: string; svg: string | null; lines: string[] };

export interface ReportArtifact {
  id: string;
  type: string;
  state: 'as_is' | 'to_be';
  name: string;
  description: string | null;
  /** An absolute http(s) address of the attached file, or null. */
  link: string | null;
  blocks: ContentBlock[];
  /** Set when there is nothing to show: the spec's §8 empty text, or "Content structure not recognized.". */
  note: string | null;
  /** The stored content, for the JSON export. */
  content: unknown;
}

export interface ReportComparisonRow {
  key: string;
  label: string;
  asIs: ReportArtifact | null;
  toBe: ReportArtifact | null;
  emptyText: string;
}

export interface ReportStatus {
  value: string;
  label: string;
}

export interface ReportPainPoint {
  /** The pain point's id in its process (issue 19); null in content from before ids. */
  id: string | null;
  title: string;
  description: string | null;
  impact: string | null;
  statuses: ReportStatus[];
  /** The status the export counts the pain point under: its first status, or not_started when none is set. */
  effectiveStatus: string;
}

export interface ReportChangeImpact {
  output: string;
  custom: boolean;
  changeType: string | null;
  changeTypeLabel: string | null;
  changeDescriptions: { value: string; label: string; highlighted: boolean }[];
  impact: string | null;
  impactLabel: string | null;
}

export interface ReportTrainingItem {
  name: string;
  description: string | null;
  kind: string;
  link: string | null;
}

/** An output linked as addressing a pain point, with its assessment. */
export interface ReportTraceOutput {
  output: string;
  changeTypeLabel: string | null;
  impact: string | null;
  impactLabel: string | null;
}

/** A training item linked as addressing a pain point; `where` is its output or its tier. */
export interface ReportTraceTraining extends ReportTrainingItem {
  source: 'output' | 'tier';
  where: string;
}

/** The chain of one pain point: its statuses, the outputs and the training items that address it. */
export interface ReportTrace {
  title: string;
  statuses: ReportStatus[];
  outputs: ReportTraceOutput[];
  training: ReportTraceTraining[];
}

export interface ReportModel {
  title: string;
  generatedAt: string;
  appOrigin: string | null;
  process: ReportSource['process'] & { link: string | null };
  jobRoleName: string;
  metrics: {
    timeReductionPercent: number | null;
    asIsAverageTime: string | null;
    toBeAverageTime: string | null;
    asIsAutomationLevel: string | null;
    toBeAutomationLevel: string | null;
    asIsSteps: number | null;
    toBeSteps: number | null;
    asIsDecisionPoints: number | null;
    toBeDecisionPoints: number | null;
  };
  comparison: ReportComparisonRow[];
  /** The comments appendix; null when it was not asked for. */
  comments: ReportCommentThread[] | null;
  painPoints: ReportPainPoint[];
  /** Every status the export knows (six), with how many pain points count under each. */
  statusSummary: { value: PainPointStatusValue; label: string; count: number }[];
  changeImpacts: ReportChangeImpact[];
  training: {
    byOutput: { output: string; items: ReportTrainingItem[] }[];
    tiers: { tier: string; title: string; documents: ReportTrainingItem[] }[];
  };
  /** Every tracked pain point → its statuses → the outputs and training items linked to it. */
  traceability: ReportTrace[];
  /** Uploaded process files and any artifact outside the six comparison rows. */
  otherFiles: {
    name: string;
    type: string;
    state: string;
    description: string | null;
    link: string | null;
  }[];
}
