import type { LivePerson } from '@core/schemas/live';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { useLive } from './live-events';

/**
 * Tells the server this tab shows the process (again after every reconnect) and answers who else
 * has it open now, each person once.
 */
export function useProcessPresence(processId: string): LivePerson[] {
  const live = useLive();
  const [people, setPeople] = useState<LivePerson[]>([]);

  useEffect(() => {
    if (!live) return;
    const { connection } = live;
    const show = (shown: string | null) => {
      const connectionId = connection.connectionId;
      if (!connectionId) return;
      // Presence is a courtesy: a failure (a stream that just ended) waits for the next hello.
      apiRequest('PUT', '/api/events/presence', { connectionId, processId: shown }).catch(() => {});
    };
    const off = connection.subscribe((message) => {
      if (message.type === 'hello') show(processId);
      else if (message.type === 'presence' && message.presence.processId === processId)
        setPeople(message.presence.people);
    });
    show(processId);
    return () => {
      off();
      show(null);
      setPeople([]);
    };
  }, [live, processId]);

  const me = live?.personId;
  return people.filter((person) => person.id !== me);
}
