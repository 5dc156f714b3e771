import type { ChangeImpact, ChangeImpactUpsert } from '@core/schemas/change-impact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { invalidateChangeLog } from '../processes/invalidate-change-log';
import { changeImpactMutationKey, changeImpactsQueryOptions } from './get-change-impacts';

/** POST /api/change-impact-assessments: creates or updates the one row of (process, output). */
export async function saveChangeImpact(input: ChangeImpactUpsert): Promise<ChangeImpact> {
  const res = await apiRequest('POST', '/api/change-impact-assessments', input);
  return (await res.json()) as ChangeImpact;
}

export type ChangeImpactSave = ChangeImpactUpsert & {
  /** What the toast says if the save fails. */
  failureTitle?: string;
};

type Context = { previous: ChangeImpact | undefined };

let tempIds = 0;

/**
 * Saves a whole matrix row the moment it changes. The matrix shows the new values at once; on
 * failure that row goes back to what it was and a toast says why. Saves of one process run one
 * after another (a mutation scope), so the last change made is the last one stored.
 */
export function useSaveChangeImpact(processId: string) {
  const queryClient = useQueryClient();
  const listKey = changeImpactsQueryOptions(processId).queryKey;
  return useMutation<ChangeImpact, Error, ChangeImpactSave, Context>({
    mutationKey: changeImpactMutationKey(processId),
    scope: { id: `change-impact:${processId}` },
    mutationFn: ({ failureTitle: _ignored, ...input }) => saveChangeImpact(input),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const rows = queryClient.getQueryData(listKey) ?? [];
      const previous = rows.find((row) => row.processOutput === input.processOutput);
      const next: ChangeImpact = {
        id: previous?.id ?? `pending-${++tempIds}`,
        processId,
        processOutput: input.processOutput,
        changeType: input.changeType ?? null,
        changeDescription: input.changeDescription ?? [],
        impactAssessment: input.impactAssessment ?? null,
        updatedAt: new Date().toISOString(),
      };
      queryClient.setQueryData(listKey, (list = []) =>
        previous
          ? list.map((row) => (row.processOutput === input.processOutput ? next : row))
          : [...list, next],
      );
      return { previous };
    },
    onSuccess: (saved) => {
      // The cached values may already be newer (a later change is queued): take only the identity.
      queryClient.setQueryData(listKey, (list = []) =>
        list.some((row) => row.processOutput === saved.processOutput)
          ? list.map((row) =>
              row.processOutput === saved.processOutput
                ? { ...row, id: saved.id, updatedAt: saved.updatedAt }
                : row,
            )
          : [...list, saved],
      );
    },
    onError: (err, input, context) => {
      const previous = context?.previous;
      queryClient.setQueryData(listKey, (list = []) =>
        previous
          ? list.map((row) => (row.processOutput === input.processOutput ? previous : row))
          : list.filter((row) => row.processOutput !== input.processOutput),
      );
      toast({
        variant: 'destructive',
        title: input.failureTitle ?? 'The change could not be saved',
        description: errorMessage(err),
      });
      // Whatever reached the server before the failure is shown as stored.
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
    onSettled: () => invalidateChangeLog(queryClient, processId),
  });
}
