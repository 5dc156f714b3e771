import { diffSinceVersion, type VersionRowDiff } from '@core/rules/version-diff';
import type { Artifact } from '@core/schemas/artifact';
import type { PublishedVersionSummary } from '@core/schemas/reviews';
import { useMemo } from 'react';
import { useArtifacts } from '../../api/artifacts/get-artifacts';
import { useProcess } from '../../api/processes/get-process';
import { usePublishedVersion } from '../../api/reviews/published-versions';
import { type ChangedField, diffObjects } from '../../lib/change-diff';

export interface VersionChanges {
  /** The process's own fields that differ (name, description, job role). */
  fields: ChangedField[];
  /** Every comparison row and state documented then or now. */
  rows: VersionRowDiff[];
  /** The published artifacts and the current ones, for the diagrams. */
  published: Artifact[];
  current: Artifact[];
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
  const pending = artifacts.isPending || process.isPending || (!!base && version.isPending);
  const error = artifacts.error ?? process.error ?? (base ? version.error : null);
  const data = useMemo<VersionChanges | null>(() => {
    if (!artifacts.data || !process.data || (base && !version.data)) return null;
    const published = version.data?.snapshot.artifacts ?? [];
    const before = version.data ? comparedFields(version.data.snapshot.process) : null;
    return {
      fields: before ? diffObjects(before, comparedFields(process.data)) : [],
      rows: diffSinceVersion(published, artifacts.data),
      published,
      current: artifacts.data,
    };
  }, [artifacts.data, process.data, version.data, base]);
  const retry = () => {
    void artifacts.refetch();
    void process.refetch();
    if (base) void version.refetch();
  };
  return { pending, error, data, retry };
}
