import {
  applySignificanceChange,
  readSignificanceMode,
  readSignificantLines,
  type SignificanceChange,
} from '@core/rules/significance-change';
import type { Artifact } from '@core/schemas/artifact';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useUpdateArtifactContent } from '../../api/artifacts/update-artifact';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';

/**
 * The To-Be job description's marking with optimistic UI: what is shown is the saved content with
 * every change still on its way applied on top. A change that fails drops out (its rollback) and
 * says so in a destructive toast; one that succeeds is then part of the saved content.
 */
export function useSignificanceMarking(artifact: Artifact, processId: string) {
  const [pending, setPending] = useState<{ id: number; change: SignificanceChange }[]>([]);
  const seq = useRef(0);
  const { mutateAsync } = useUpdateArtifactContent(processId);

  const content = useMemo(
    () => pending.reduce<unknown>((c, p) => applySignificanceChange(c, p.change), artifact.content),
    [artifact.content, pending],
  );

  const commit = useCallback(
    (change: SignificanceChange) => {
      seq.current += 1;
      const id = seq.current;
      setPending((list) => [...list, { id, change }]);
      const settle = () => setPending((list) => list.filter((p) => p.id !== id));
      mutateAsync({ artifact, change: (c) => applySignificanceChange(c, change) }).then(
        settle,
        (err: unknown) => {
          settle();
          toast({
            variant: 'destructive',
            title: 'Change not saved',
            description: errorMessage(
              err,
              'The significant change marking could not be saved. Please try again.',
            ),
          });
        },
      );
    },
    [artifact, mutateAsync],
  );

  return {
    mode: readSignificanceMode(content),
    manualLines: readSignificantLines(content),
    saving: pending.length > 0,
    commit,
  };
}
