import type { Artifact } from '@core/schemas/artifact';
import { useMemo } from 'react';
import { useArtifacts } from '../../api/artifacts/get-artifacts';
import { useChangeImpacts } from '../../api/change-impacts/get-change-impacts';
import { usePainPointLinks } from '../../api/traceability/pain-point-links';
import { useTierDocuments } from '../../api/training/tier-documents';
import { useTrainingArtifacts } from '../../api/training/training-artifacts';
import { buildTraceModel, type TraceModel } from './trace-model';

/**
 * The traceability of one process from the cached queries (each is fetched once per process and
 * shared by every chip). A caller that already holds the artifacts passes them; elsewhere (the
 * Training Materials tab) they are read from the same query the comparison uses.
 */
export function useTraceability(processId: string, artifacts?: readonly Artifact[]): TraceModel {
  const links = usePainPointLinks(processId);
  const fetched = useArtifacts(artifacts ? undefined : processId);
  const changeImpacts = useChangeImpacts(processId);
  const trainingArtifacts = useTrainingArtifacts(processId);
  const tierDocuments = useTierDocuments(processId);
  const artifactList = artifacts ?? fetched.data;
  return useMemo(
    () =>
      buildTraceModel({
        links: links.data,
        artifacts: artifactList,
        changeImpacts: changeImpacts.data,
        trainingArtifacts: trainingArtifacts.data,
        tierDocuments: tierDocuments.data,
      }),
    [links.data, artifactList, changeImpacts.data, trainingArtifacts.data, tierDocuments.data],
  );
}
