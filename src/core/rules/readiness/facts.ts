import type { TierCounts } from '../../schemas/readiness';
import type { PainPointRef, PainPointRowRef } from '../pain-points';
import type { ImpactRowFacts } from './outputs';

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

export interface JobRoleFacts {
  id: string;
  name: string;
  divisionRoles: readonly string[];
}
