import type { LiveChange } from '@core/schemas/live';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { invalidateAll, invalidateForChanges } from './invalidate';
import { LiveConnection } from './live-connection';

interface LiveContextValue {
  connection: LiveConnection;
  /** The signed-in person: their own saves are not news to them. */
  personId: string | null;
}

const LiveContext = createContext<LiveContextValue | null>(null);

/**
 * Opens the tab's live stream for as long as someone is signed in, and keeps what the tab shows
 * current: every colleague's save refreshes the lists, cards and pages it touches.
 */
export function LiveEvents({ personId, children }: { personId: string | null; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [connection] = useState(() => new LiveConnection());

  useEffect(() => {
    // Changes of one moment (a save and its audit rows, a replay) refresh the queries once.
    let pending: LiveChange[] = [];
    const off = connection.subscribe((message) => {
      if (message.type === 'reload') {
        void invalidateAll(queryClient);
        return;
      }
      if (message.type !== 'change') return;
      pending.push(message.change);
      if (pending.length > 1) return;
      queueMicrotask(() => {
        const changes = pending;
        pending = [];
        void invalidateForChanges(queryClient, changes);
      });
    });
    connection.start();
    return () => {
      off();
      connection.stop();
    };
  }, [connection, queryClient]);

  return <LiveContext.Provider value={{ connection, personId }}>{children}</LiveContext.Provider>;
}

export function useLive(): LiveContextValue | null {
  return useContext(LiveContext);
}
