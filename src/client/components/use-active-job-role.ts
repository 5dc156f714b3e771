import { useQuery } from '@tanstack/react-query';
import { processQueryOptions } from '../api/processes/get-process';

const JOB_ROLE_PATH = /^\/job-roles\/([^/]+)(?:\/|$)/;
const PROCESS_PATH = /^\/processes\/([^/]+)\/?$/;

/**
 * The job role the screen at `location` belongs to, for the sidebar to highlight: the one the
 * address names (/job-roles/{id}, /job-roles/{id}/processes/{id}), or on /processes/{id} the
 * process's own role. That reads the process the page itself loads (the same query, so no second
 * request); while it loads, or when there is no such process, no role is highlighted.
 */
export function useActiveJobRoleId(location: string): string | undefined {
  const processId = PROCESS_PATH.exec(location)?.[1];
  const process = useQuery({
    ...processQueryOptions(decodeURIComponent(processId ?? '')),
    enabled: processId !== undefined,
  });
  const roleInPath = JOB_ROLE_PATH.exec(location)?.[1];
  if (roleInPath) return decodeURIComponent(roleInPath);
  return processId ? (process.data?.jobRoleId ?? undefined) : undefined;
}
