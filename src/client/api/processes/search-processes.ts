import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getProcesses } from './get-processes';

/** How many matches a picker shows; more are counted, with a hint to type more. */
export const PROCESS_PICKER_LIMIT = 50;

/**
 * The processes matching a picker's typed text, searched on the server (name, description and
 * job role, as on the dashboard), newest change first. With nothing typed, the newest ones. A
 * repository of 100,000 processes is never loaded whole into the browser for this.
 */
export function useProcessSearch(text: string) {
  const search = text.trim();
  const params = { ...(search ? { search } : {}), limit: PROCESS_PICKER_LIMIT };
  return useQuery({
    // Under the processes key, so every write that refreshes the lists refreshes this too.
    queryKey: ['/api/processes', params] as const,
    queryFn: ({ signal }) => getProcesses({ ...params, offset: 0 }, signal),
    placeholderData: keepPreviousData,
    // Colleagues add processes too: re-read each time a screen with a picker is shown.
    staleTime: 0,
  });
}
