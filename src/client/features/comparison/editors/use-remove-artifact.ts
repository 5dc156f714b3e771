import type { Artifact } from '@core/schemas/artifact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteArtifact,
  invalidateAfterArtifactWrite,
  uncacheArtifact,
} from '../../../api/artifacts/artifact-writes';
import { toast } from '../../../components/ui/use-toast';

/**
 * The editor's Delete: removes the artifact, drops it from the cache and says so. A 404 counts as
 * done (a colleague deleted it first, the outcome the user asked for).
 */
export function useRemoveArtifact(
  processId: string,
  label: string,
  { onDone, onFailed }: { onDone: () => void; onFailed: (err: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, Artifact>({
    mutationFn: async (artifact) => {
      try {
        await deleteArtifact(artifact.id);
      } catch (err) {
        // Already deleted by a colleague: the outcome the user asked for.
        if (!/^404:/.test(err instanceof Error ? err.message : '')) throw err;
      }
    },
    onSuccess: (_, artifact) => {
      uncacheArtifact(queryClient, artifact);
      void invalidateAfterArtifactWrite(queryClient, processId);
      toast({
        title: `${label} deleted`,
        description: `"${artifact.name}" was deleted. The Change Log keeps a copy.`,
      });
      onDone();
    },
    onError: onFailed,
  });
}
