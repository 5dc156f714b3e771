import type {
  CrossFunctionalContent,
  JobDescriptionContent,
  SipocContent,
  SystemsContent,
} from '../../core/schemas/artifact-content';
import type { ProcessStatus } from '../../core/schemas/process';
import type { DemoJobRoleName } from './job-roles';
import type { WorkflowDiagram } from './workflow-svg';

/*
 * The shape one demo process file fills in. Ids do not exist yet when the data is written, so
 * processes refer to each other by `key`; the seed resolves keys to database ids.
 */

export type ChangeType = 'NEW' | 'MODIFIED' | 'REMOVED' | 'REPLACED';
export type ChangeDescription =
  | 'PEOPLE'
  | 'SYSTEMS'
  | 'AUTOMATION_ADDED'
  | 'AUTOMATION_REDUCED'
  | 'NEW_PROCESS'
  | 'PROCESS_CHANGE'
  | 'PROCEDURE_CHANGE'
  | 'RULE_POLICY_CHANGE';
export type ImpactLevel = 'HIGH' | 'MED' | 'LOW';
export type PainPointResolution = 'resolved' | 'partially_resolved' | 'parking_lot' | 'not_addressed';
export type TrainingTier = 'tier_1' | 'tier_2' | 'tier_3';
export type TierDocumentType = 'document' | 'guide' | 'template' | 'checklist' | 'manual' | 'presentation';

export interface DemoSubordinate {
  /** `key` of another demo process. */
  processKey: string;
  roleName: string;
  description: string;
  keyResponsibilities: string[];
}

export interface DemoWorkflow {
  workflowType: 'swimlane' | 'flowchart' | 'supervisory_links';
  description: string;
  averageTime: string;
  automationLevel: string;
  /** Step and decision counts in the content are taken from the diagram, so they always agree. */
  diagram: WorkflowDiagram;
  subordinates?: DemoSubordinate[];
}

export interface DemoStateArtifacts {
  jobDescription: JobDescriptionContent;
  workflow: DemoWorkflow;
  sipoc: SipocContent;
  roleSipoc: SipocContent;
  crossFunctional: CrossFunctionalContent;
  systems: SystemsContent;
}

/** One pain point, written once: the As-Is card states it, the To-Be card says what changes. */
export interface DemoPainPoint {
  title: string;
  description: string;
  impact: string;
  toBe: { description: string; impact: string };
  /** Resolution statuses recorded against the To-Be pain point (several may be set). */
  statuses?: PainPointResolution[];
}

export interface DemoChangeImpact {
  /** One of the process's SIPOC outputs or outputsFullNames. */
  processOutput: string;
  changeType: ChangeType;
  changeDescription: ChangeDescription[];
  impactAssessment: ImpactLevel;
}

interface DemoTierDocumentBase {
  tier: TrainingTier;
  name: string;
  description?: string;
  fileType: TierDocumentType;
}

/** A tier document is either a small text job aid stored in the files table, or an external link. */
export type DemoTierDocument = DemoTierDocumentBase &
  ({ file: { name: string; text: string }; url?: undefined } | { url: string; file?: undefined });

export interface DemoProcess {
  key: string;
  /** Used in artifact names: "{shortName} – As-Is Job Description". */
  shortName: string;
  name: string;
  description: string;
  jobRole: DemoJobRoleName;
  version: string;
  status: ProcessStatus;
  createdDaysAgo: number;
  updatedDaysAgo: number;
  asIs: DemoStateArtifacts;
  toBe: DemoStateArtifacts;
  painPoints: DemoPainPoint[];
  changeImpacts: DemoChangeImpact[];
  tierDocuments?: DemoTierDocument[];
}
