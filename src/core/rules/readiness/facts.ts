import type { Coverage, TierCounts } from '../../schemas/readiness';
import type { PainPointRef, PainPointRowRef } from '../pain-points';
import type { ImpactRowFacts, OutputsFacts } from './outputs';

/** What the server loads per process: the inputs of every readiness figure. */
export interface ProcessFacts {
  id: string;
  name: string;
  status: string;
  jobRoleId: string | null;
  /** The tracked (first To-Be) pain points: id (issue 19; none in content from before ids) and title. */
  painPoints: readonly PainPointRef[];
  statuses: readonly (PainPointRowRef & { status: string })[];
  /** The first SIPOC's outputs (full names when present), as the matrix takes them. */
  sipocOutputs: readonly string[];
  impacts: readonly ImpactRowFacts[];
  tierDocuments: TierCounts;
  trainingArtifacts: number;
}

/** What a process adds to the dashboard whatever the filters: its coverage and its matrix's outputs. */
export interface ProcessContribution extends OutputsFacts {
  coverage: Coverage;
}

/**
 * What the dashboard keeps of a process between requests: its facts worked out once into the
 * figures it adds, without the pain points, statuses, outputs and matrix rows they came from. Kept
 * for every process while the server runs, so it is small: at 100,000 processes the raw facts (and
 * their worked-out figures beside them) held about 150 MB of the server's heap, and every full
 * garbage collection marked them all, which stretched other requests' slowest answers.
 */
export interface ProcessFigures extends ProcessContribution {
  id: string;
  name: string;
  status: string;
  jobRoleId: string | null;
  tierDocuments: TierCounts;
  trainingArtifacts: number;
}

export interface JobRoleFacts {
  id: string;
  name: string;
  divisionRoles: readonly string[];
}
