import { updateWithRetry } from '@core/rules/optimistic-update';
import { addPainPoint, belongsTo, type PainPointRef, removePainPoint } from '@core/rules/pain-points';
import type { Artifact } from '@core/schemas/artifact';
import type { PainPoint, PainPointsContent } from '@core/schemas/artifact-content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toBePainPointsArtifact } from '../../lib/pain-points/pain-point-list';
import { createArtifact } from '../artifacts/create-artifact';
import { artifactsQueryOptions } from '../artifacts/get-artifacts';
import { putArtifactContent } from '../artifacts/put-artifact-content';
import { invalidateChangeLog } from '../processes/invalidate-change-log';
import { painPointLinksQueryOptions } from '../traceability/pain-point-links';
import { painPointStatusesQueryOptions } from './get-pain-point-statuses';

export type PainPointEdit =
  | { kind: 'add'; painPoint: PainPoint }
  | { kind: 'remove'; painPoint: PainPointRef };

export const TO_BE_PAIN_POINTS_NAME = 'To-Be Pain Points';

function changeOf(edit: PainPointEdit): (content: unknown) => PainPointsContent {
  return edit.kind === 'add'
    ? (content) => addPainPoint(content as PainPointsContent | null, edit.painPoint)
    : (content) => removePainPoint(content as PainPointsContent | null, edit.painPoint);
}

/**
 * Adds or removes one To-Be pain point. The edit is a pure function of the content: when a
 * colleague saved first (409), it is applied again to their content and retried, so both keep
 * their work. With no To-Be pain points artifact yet, the first pain point creates it.
 */
export function useEditPainPoints(processId: string, fallback: readonly Artifact[]) {
  const queryClient = useQueryClient();
  const listKey = artifactsQueryOptions(processId).queryKey;
  const statusKey = painPointStatusesQueryOptions(processId).queryKey;
  const linkKey = painPointLinksQueryOptions(processId).queryKey;

  return useMutation<Artifact, Error, PainPointEdit>({
    mutationFn: async (edit) => {
      let target = toBePainPointsArtifact(queryClient.getQueryData(listKey) ?? fallback);
      if (!target && edit.kind === 'add') {
        // A colleague may have made the artifact since the page loaded: look again before creating.
        const fresh = await queryClient.fetchQuery({ ...artifactsQueryOptions(processId), staleTime: 0 });
        target = toBePainPointsArtifact(fresh);
        if (!target) {
          return createArtifact({
            processId,
            type: 'pain_points',
            state: 'to_be',
            name: TO_BE_PAIN_POINTS_NAME,
            description: 'Pain points the To-Be process is expected to address.',
            content: { painPoints: [edit.painPoint] },
          });
        }
      }
      if (!target) throw new Error('There are no To-Be pain points to remove from.');
      const targetId = target.id;
      const saved = await updateWithRetry<unknown>(target, changeOf(edit), (content, revision) =>
        putArtifactContent(targetId, content, revision),
      );
      // putArtifactContent resolves with whole artifacts, so the saved value is one.
      return saved as Artifact;
    },
    onSuccess: async (saved, edit) => {
      queryClient.setQueryData(listKey, (list = []) =>
        list.some((a) => a.id === saved.id)
          ? list.map((a) => (a.id === saved.id ? saved : a))
          : [...list, saved],
      );
      if (edit.kind === 'remove') {
        // The server removed the pain point's statuses and links with it (issue 19): drop them here
        // at once, then read both lists again.
        const { painPoint } = edit;
        queryClient.setQueryData(statusKey, (list = []) => list.filter((row) => !belongsTo(row, painPoint)));
        queryClient.setQueryData(linkKey, (list = []) => list.filter((row) => !belongsTo(row, painPoint)));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: statusKey }),
          queryClient.invalidateQueries({ queryKey: linkKey }),
        ]);
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        invalidateChangeLog(queryClient, processId, { processToo: true }),
      ]),
  });
}
