import { type ApprovedSectionChanges, approvedStateChanges } from '@core/rules/approved-state';
import { diffSinceVersion, type VersionRowDiff } from '@core/rules/version-diff';
import type { Artifact } from '@core/schemas/artifact';
import type { PublishedVersionSummary } from '@core/schemas/reviews';
import { useMemo } from 'react';
import { useArtifacts } from '../../api/artifacts/get-artifacts';
import { useChangeImpacts } from '../../api/change-impacts/get-change-impacts';
import { usePainPointStatuses } from '../../api/pain-points/get-pain-point-statuses';
import { useProcess } from '../../api/processes/get-process';
import { usePublishedVersion } from '../../api/reviews/published-versions';
import { useTierDocuments } from '../../api/training/tier-documents';
import { useTrainingArtifacts } from '../../api/training/training-artifacts';
import { type ChangedField, diffObjects } from '../../lib/change-diff';

export interface VersionChanges {
  /** The process's own fields that differ (name, description, job role). */
  fields: ChangedField[];
  /** Every comparison row and state documented then or now. */
  rows: VersionRowDiff[];
  /** The published artifacts and the current ones, for the diagrams. */
  published: Artifact[];
  current: Artifact[];
  /** Pain point statuses, matrix rows and training, per section (see approvedStateChanges). */
  approved: ApprovedSectionChanges[];
}

/** The process's fields a review compares; its status and version are the review's own business. */
function comparedFields(p: { name: string; description: string; jobRoleId: string | null }) {
  return { name: p.name, description: p.description, jobRoleId: p.jobRoleId };
}

/**
 * What changed in a process since `base` was published (since nothing, when it never was): the
 * version's snapshot against the process and its artifacts now.
 */
export function useVersionChanges(processId: string, base: PublishedVersionSummary | null) {
  const version = usePublishedVersion(base?.id ?? null);
  const artifacts = useArtifacts(processId);
  const process = useProcess(processId);
  const statuses = usePainPointStatuses(processId);
  const impacts = useChangeImpacts(processId);
  const docs = useTierDocuments(processId);
  const materials = useTrainingArtifacts(processId);
  const queries = [artifacts, process, statuses, impacts, docs, materials, ...(base ? [version] : [])];
  const pending = queries.some((q) => q.isPending);
  const error = queries.find((q) => q.error)?.error ?? null;
  const data = useMemo<VersionChanges | null>(() => {
    if (!artifacts.data || !process.data || (base && !version.data)) return null;
    if (!statuses.data || !impacts.data || !docs.data || !materials.data) return null;
    const published = version.data?.snapshot.artifacts ?? [];
    const before = version.data ? comparedFields(version.data.snapshot.process) : null;
    return {
      fields: before ? diffObjects(before, comparedFields(process.data)) : [],
      rows: diffSinceVersion(published, artifacts.data),
      published,
      current: artifacts.data,
      approved: approvedStateChanges(version.data?.snapshot ?? null, {
        painPointStatuses: statuses.data,
        changeImpacts: impacts.data,
        tierDocuments: docs.data,
        trainingArtifacts: materials.data,
      }),
    };
  }, [
    artifacts.data,
    process.data,
    version.data,
    base,
    statuses.data,
    impacts.data,
    docs.data,
    materials.data,
  ]);
  const retry = () => {
    for (const q of queries) void q.refetch();
  };
  return { pending, error, data, retry };
}
