import type { PainPointRef } from '@core/rules/pain-points';
import { linkKey, type TraceLink } from '@core/rules/traceability';
import type { PainPointLink, PainPointLinkCreate, PainPointLinkKind } from '@core/schemas/traceability';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage, errorStatus, getJson } from '../../lib/api-client';
import { invalidateChangeLog } from '../processes/invalidate-change-log';

/** GET /api/pain-point-links/{processId}: every link of the process's pain points, oldest first. */
export function getPainPointLinks(processId: string, signal?: AbortSignal): Promise<PainPointLink[]> {
  return getJson<PainPointLink[]>(`/api/pain-point-links/${encodeURIComponent(processId)}`, signal);
}

export function painPointLinksQueryOptions(processId: string) {
  return queryOptions({
    queryKey: ['/api/pain-point-links', processId] as const,
    queryFn: ({ signal }) => getPainPointLinks(processId, signal),
  });
}

export function usePainPointLinks(processId: string) {
  return useQuery(painPointLinksQueryOptions(processId));
}

/** POST /api/pain-point-links: 201 with the link; 409 when that link exists; 404 for an unknown item. */
export async function createPainPointLink(input: PainPointLinkCreate): Promise<PainPointLink> {
  const res = await apiRequest('POST', '/api/pain-point-links', input);
  return (await res.json()) as PainPointLink;
}

/** DELETE /api/pain-point-links/{id}: 204. */
export async function deletePainPointLink(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/pain-point-links/${encodeURIComponent(id)}`);
}

type AddVariables = { input: PainPointLinkCreate; pair: TraceLink; tempId: string };

/** What Link… asks for: a pain point (by id when it has one, issue 19) and a target. */
export interface LinkRequest {
  painPoint: PainPointRef;
  kind: PainPointLinkKind;
  target: string;
}

/**
 * Linking and unlinking, shown at once and undone with a toast if the save fails. A 409 on add
 * (a colleague linked the same pair first) and a 404 on remove (already gone) are outcomes the
 * user wanted, so the list is re-read instead of reporting an error. While a pair is being saved a
 * second change of that pair is ignored, as the status buttons do.
 */
export function usePainPointLinkActions(processId: string) {
  const queryClient = useQueryClient();
  const listKey = painPointLinksQueryOptions(processId).queryKey;
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const pendingRef = useRef(new Set<string>());
  const counter = useRef(0);

  /**
   * Shows a change in the list at once, in the click's own event: the checkbox is controlled by
   * this list, and a change made later (in onMutate, after awaiting) let the box show its old state
   * for a moment. A read of the list still running is stopped without putting back its old state,
   * so it cannot overwrite the change.
   */
  const showNow = useCallback(
    (change: (list: PainPointLink[]) => PainPointLink[]) => {
      void queryClient.cancelQueries({ queryKey: listKey }, { revert: false });
      queryClient.setQueryData(listKey, (list = []) => change(list));
    },
    [queryClient, listKey],
  );

  const setPair = useCallback((key: string, busy: boolean) => {
    if (busy) pendingRef.current.add(key);
    else pendingRef.current.delete(key);
    setPending(new Set(pendingRef.current));
  }, []);

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        invalidateChangeLog(queryClient, processId),
      ]),
    [queryClient, listKey, processId],
  );

  const add = useMutation<PainPointLink | null, Error, AddVariables>({
    mutationFn: async ({ input }) => {
      try {
        return await createPainPointLink(input);
      } catch (err) {
        if (errorStatus(err) === 409) return null;
        throw err;
      }
    },
    onSuccess: (saved, { tempId }) => {
      if (saved) {
        queryClient.setQueryData(listKey, (list = []) => list.map((l) => (l.id === tempId ? saved : l)));
        return invalidateChangeLog(queryClient, processId);
      }
      queryClient.setQueryData(listKey, (list = []) => list.filter((l) => l.id !== tempId));
      return refresh();
    },
    onError: (err, { tempId }) => {
      queryClient.setQueryData(listKey, (list = []) => list.filter((l) => l.id !== tempId));
      toast({ variant: 'destructive', title: 'The link could not be added', description: errorMessage(err) });
      // A 404 means the training item went meanwhile: show the list as it is now.
      if (errorStatus(err) === 404) void refresh();
    },
    onSettled: (_data, _err, { pair }) => setPair(linkKey(pair), false),
  });

  const remove = useMutation<void, Error, PainPointLink, { removed: PainPointLink[] }>({
    mutationFn: async (link) => {
      try {
        await deletePainPointLink(link.id);
      } catch (err) {
        if (errorStatus(err) !== 404) throw err;
      }
    },
    // The list already lost it (unlink, synchronously): on failure it comes back.
    onMutate: (link) => ({ removed: [link] }),
    onSuccess: () => invalidateChangeLog(queryClient, processId),
    onError: (err, _link, context) => {
      queryClient.setQueryData(listKey, (list = []) => [...list, ...(context?.removed ?? [])]);
      toast({
        variant: 'destructive',
        title: 'The link could not be removed',
        description: errorMessage(err),
      });
    },
    onSettled: (_data, _err, link) => setPair(linkKey(link), false),
  });

  const link = useCallback(
    ({ painPoint, kind, target }: LinkRequest) => {
      const pair: TraceLink = {
        painPointId: painPoint.id ?? null,
        painPointTitle: painPoint.title,
        kind,
        target,
      };
      const key = linkKey(pair);
      if (pendingRef.current.has(key)) return;
      counter.current += 1;
      const tempId = `pending-${counter.current}`;
      setPair(key, true);
      const input: PainPointLinkCreate = {
        processId,
        ...(painPoint.id ? { painPointId: painPoint.id } : { painPointTitle: painPoint.title }),
        kind,
        target,
      };
      showNow((list) => [
        ...list,
        {
          id: tempId,
          processId,
          painPointId: painPoint.id ?? null,
          painPointTitle: painPoint.title,
          kind,
          target,
          createdAt: new Date().toISOString(),
        },
      ]);
      add.mutate({ input, pair, tempId });
    },
    [add.mutate, setPair, showNow, processId],
  );

  const unlink = useCallback(
    (stored: PainPointLink) => {
      const key = linkKey(stored);
      // A link still being created has no stored id yet: its own save decides first.
      if (pendingRef.current.has(key) || stored.id.startsWith('pending-')) return;
      setPair(key, true);
      showNow((list) => list.filter((l) => l.id !== stored.id));
      remove.mutate(stored);
    },
    [remove.mutate, setPair, showNow],
  );

  const isPending = useCallback((input: TraceLink) => pending.has(linkKey(input)), [pending]);

  return { link, unlink, isPending };
}
