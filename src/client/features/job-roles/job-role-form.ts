import type { JobRole, JobRoleUpdate } from '@core/schemas/job-role';
import { errorStatus } from '../../lib/api-client';

/** What the New / Edit Job Role form holds: plain strings, blank description allowed. */
export type JobRoleFormValues = { name: string; description: string };

export const BLANK_JOB_ROLE: JobRoleFormValues = { name: '', description: '' };

export function jobRoleFormValues(role: Pick<JobRole, 'name' | 'description'>): JobRoleFormValues {
  return { name: role.name, description: role.description ?? '' };
}

/**
 * The fields an edit changed, from the schema's parsed values (trimmed, blank description null),
 * so that saving an untouched form sends nothing.
 */
export function changedJobRoleFields(
  role: Pick<JobRole, 'name' | 'description'>,
  values: JobRoleUpdate,
): JobRoleUpdate {
  const changes: JobRoleUpdate = {};
  if (values.name !== undefined && values.name !== role.name) changes.name = values.name;
  if (values.description !== undefined && (values.description ?? null) !== (role.description ?? null)) {
    changes.description = values.description;
  }
  return changes;
}

/** A 409 on create or rename means the name is taken: it belongs on the name field. */
export function isNameTaken(err: unknown): boolean {
  return errorStatus(err) === 409;
}
