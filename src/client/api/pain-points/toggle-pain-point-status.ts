import { type PainPointRef, painPointKey } from '@core/rules/pain-points';
import type { PainPointStatus, PainPointStatusValue } from '@core/schemas/pain-point-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import {
  applyStatusToggle,
  confirmStatusAdd,
  decideStatusToggle,
  revertStatusToggle,
  type StatusToggle,
  statusCreateBody,
} from '../../lib/pain-points/status-toggle';
import { invalidateChangeLog } from '../processes/invalidate-change-log';
import { createPainPointStatus } from './create-pain-point-status';
import { deletePainPointStatus } from './delete-pain-point-status';
import { painPointStatusesQueryOptions } from './get-pain-point-statuses';

type Variables = { toggle: StatusToggle; tempId: string };
type Context = { removed: PainPointStatus[] };

const pairKey = (painPoint: PainPointRef, status: string) => `${painPointKey(painPoint)}\u0000${status}`;

/**
 * A status button's click: adds the status when absent, removes it when present. The list shows
 * the outcome at once; on failure that one change is undone and a toast says why. A second click
 * on the same button while its save is under way is ignored (the first one decides the state).
 */
export function useTogglePainPointStatus(processId: string) {
  const queryClient = useQueryClient();
  const listKey = painPointStatusesQueryOptions(processId).queryKey;
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const pendingRef = useRef(new Set<string>());
  const counter = useRef(0);

  const setPair = useCallback((key: string, busy: boolean) => {
    if (busy) pendingRef.current.add(key);
    else pendingRef.current.delete(key);
    setPending(new Set(pendingRef.current));
  }, []);

  const mutation = useMutation<PainPointStatus | null, Error, Variables, Context>({
    mutationFn: async ({ toggle }) => {
      if (toggle.kind === 'add') {
        return createPainPointStatus(statusCreateBody(processId, toggle.painPoint, toggle.status));
      }
      await Promise.all(toggle.ids.map((id) => deletePainPointStatus(id)));
      return null;
    },
    onMutate: async ({ toggle, tempId }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData(listKey) ?? [];
      const removed = toggle.kind === 'remove' ? before.filter((row) => toggle.ids.includes(row.id)) : [];
      queryClient.setQueryData(listKey, (rows = []) => applyStatusToggle(rows, toggle, processId, tempId));
      return { removed };
    },
    onSuccess: (saved, { tempId }) => {
      if (saved) queryClient.setQueryData(listKey, (rows = []) => confirmStatusAdd(rows, tempId, saved));
    },
    onError: (err, { toggle, tempId }, context) => {
      queryClient.setQueryData(listKey, (rows = []) =>
        revertStatusToggle(rows, toggle, context?.removed ?? [], tempId),
      );
      toast({
        variant: 'destructive',
        title: toggle.kind === 'add' ? 'The status could not be set' : 'The status could not be removed',
        description: errorMessage(err),
      });
    },
    onSettled: (_data, _err, { toggle }) => {
      setPair(pairKey(toggle.painPoint, toggle.status), false);
      return invalidateChangeLog(queryClient, processId);
    },
  });

  const toggle = useCallback(
    (painPoint: PainPointRef, status: PainPointStatusValue) => {
      const key = pairKey(painPoint, status);
      if (pendingRef.current.has(key)) return;
      const rows = queryClient.getQueryData(listKey) ?? [];
      counter.current += 1;
      setPair(key, true);
      mutation.mutate({
        toggle: decideStatusToggle(rows, painPoint, status),
        tempId: `pending-${counter.current}`,
      });
    },
    [queryClient, listKey, mutation.mutate, setPair],
  );

  const isPending = useCallback(
    (painPoint: PainPointRef, status: string) => pending.has(pairKey(painPoint, status)),
    [pending],
  );

  return { toggle, isPending };
}
