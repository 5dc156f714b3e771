/*
 * Generate Training Materials (issue 12): what the repository knows about one process, and the
 * outlines of the four drafts built from it. Outlines are plain data; the server's writers turn
 * them into Word and PowerPoint files, so the content is tested without opening a file.
 */

/** One artifact as the builders read it (the API's Artifact has these fields and more). */
export interface SourceArtifact {
  type: string;
  state: string;
  name: string;
  fileUrl: string | null;
  content: unknown;
}

export interface SourceChangeImpact {
  processOutput: string;
  changeType: string | null;
  changeDescription: readonly string[];
  impactAssessment: string | null;
}

export interface SourcePainPointStatus {
  /** The pain point's id (issue 19); absent or null in data from before ids (matched by title). */
  painPointId?: string | null;
  painPointTitle: string;
  status: string;
}

/** One division's headcount in one role of the process's audience. */
export interface AudienceRow {
  division: string;
  location: string;
  role: string;
  count: number;
}

export interface TrainingSource {
  process: { name: string; description: string; version: string; status: string };
  jobRoleName: string | null;
  artifacts: readonly SourceArtifact[];
  changeImpacts: readonly SourceChangeImpact[];
  painPointStatuses: readonly SourcePainPointStatus[];
  /** The job role's audience (spec §6 preset roles) with headcounts from the divisions. */
  audience: readonly AudienceRow[];
  fieldServiceProduct: string;
  /** The day the drafts are generated, YYYY-MM-DD (printed on every draft). */
  generatedOn: string;
}

export interface OutlineBullet {
  /** The line; for a step, its name (set in bold by the writers). */
  text: string;
  /** A step's description, after its name on the same line. */
  description?: string;
  /** A Significant Change line (spec §4). */
  marked?: boolean;
  /** A second, smaller line under the bullet (e.g. the systems a step uses). */
  detail?: string;
  /** Its number in a numbered list (a step, a question); the deck shows it instead of a bullet. */
  number?: number;
  /** A framed space under the line for a screenshot the designer adds (its caption). */
  screenshot?: string;
}

export interface OutlineTable {
  columns: string[];
  rows: string[][];
  /** The last row is a total, set in bold. */
  totalRow?: boolean;
  /** The column holding an impact rating (HIGH/MED/LOW), coloured by level in the deck. */
  impactColumn?: number;
}

export interface OutlineImage {
  /**
   * The stored map (/objects/…) or a web address; the writer embeds stored images. For a BPMN
   * diagram, its key (`bpmn:to_be`): the server draws `bpmn` under that key.
   */
  fileUrl: string;
  caption: string;
  /** A workflow map's BPMN 2.0 XML (issue 21), drawn as a PNG by the server. */
  bpmn?: string;
  /** The picture's description for screen readers (a diagram's text alternative). */
  alt?: string;
}

export interface OutlineSection {
  heading: string;
  paragraphs?: string[];
  bullets?: OutlineBullet[];
  /** Bullets are numbered steps (1., 2., …) rather than a plain list. */
  ordered?: boolean;
  table?: OutlineTable;
  image?: OutlineImage;
  /** A framed box ("Before you start", "If something goes wrong"). */
  callout?: boolean;
  /** Starts on a new page (an appendix). */
  pageBreak?: boolean;
}

export interface DocumentOutline {
  title: string;
  subtitle: string;
  sections: OutlineSection[];
  /** What the repository used, for the dialog's "Built from". */
  builtFrom: string[];
  /** What is missing and what to add, so a thin draft explains itself. */
  missing: string[];
}

export interface DeckSlide {
  kind: 'title' | 'agenda' | 'content' | 'closing';
  title: string;
  subtitle?: string;
  bullets?: OutlineBullet[];
  table?: OutlineTable;
  /** A picture filling the slide below its title (a BPMN diagram, drawn by the server). */
  image?: OutlineImage;
  /** Speaker notes. */
  notes?: string;
}

export interface DeckOutline {
  title: string;
  subtitle: string;
  slides: DeckSlide[];
  builtFrom: string[];
  missing: string[];
}

export const GENERATED_DOCUMENT_KEYS = ['job-aid', 'walkthrough', 'change-summary', 'session-deck'] as const;
export type GeneratedDocumentKey = (typeof GENERATED_DOCUMENT_KEYS)[number];

export interface PlannedDocument {
  key: GeneratedDocumentKey;
  tier: 'tier_1' | 'tier_2' | 'tier_3';
  /** "Job Aid", "Process Walkthrough", … */
  label: string;
  /** The tier document's name. */
  title: string;
  fileType: 'guide' | 'manual' | 'document' | 'presentation';
  format: 'docx' | 'pptx';
  builtFrom: string[];
  missing: string[];
}
