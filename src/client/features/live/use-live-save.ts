import type { LiveChange } from '@core/schemas/live';
import { useCallback, useEffect, useState } from 'react';
import { useLive } from './live-events';

/** A colleague's save of the one thing an editor has open. */
export interface LiveSave {
  name: string;
  at: string;
  seq: number;
}

/**
 * The latest save of `entityId` by someone else since the editor opened (null: none, or the editor
 * is of something new); `dismiss` forgets it once the person chose what to do.
 */
export function useLiveSave(entityType: string, entityId: string | null): [LiveSave | null, () => void] {
  const live = useLive();
  const [save, setSave] = useState<LiveSave | null>(null);
  useEffect(() => {
    setSave(null);
    if (!live || !entityId) return;
    return live.connection.subscribe((message) => {
      if (message.type !== 'change') return;
      const change: LiveChange = message.change;
      if (change.entityType !== entityType || change.entityId !== entityId || change.action !== 'update')
        return;
      if (change.actor?.id && change.actor.id === live.personId) return;
      setSave({ name: change.actor?.name ?? 'A colleague', at: change.at, seq: change.seq });
    });
  }, [live, entityType, entityId]);
  const dismiss = useCallback(() => setSave(null), []);
  return [save, dismiss];
}
