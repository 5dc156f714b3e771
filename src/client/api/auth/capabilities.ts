import { type Role, roleAtLeast } from '@core/schemas/people';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from './get-session';

/** The signed-in session's role; null while signed out. */
export function useRole(): Role | null {
  return useQuery({ ...sessionQueryOptions(), select: (s) => s.role }).data ?? null;
}

/**
 * What the signed-in person may do, so a screen shows only the controls that would work (the
 * server refuses the rest anyway: this is for the eye, not for safety).
 */
export function useCapabilities() {
  const role = useRole();
  return {
    role,
    /** Create, edit, delete, upload, import: everything but reading and exporting. */
    canEdit: role !== null && roleAtLeast(role, 'editor'),
    /** Be asked for a sign-off, and decide on it (My reviews). */
    canApprove: role !== null && roleAtLeast(role, 'approver'),
    /** People and roles. */
    canAdminister: role !== null && roleAtLeast(role, 'admin'),
  };
}

/** Whether the controls that change the repository show: false for a viewer. */
export function useCanEdit(): boolean {
  return useCapabilities().canEdit;
}
