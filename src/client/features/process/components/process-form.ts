import type { Process, ProcessStatus, ProcessUpdate, ProcessUpdateSchema } from '@core/schemas/process';
import type { z } from 'zod';
// Relative path: the unit test project (vitest.config.ts) has no @core alias for runtime imports.
import { PROCESS_STATUSES } from '../../../../core/schemas/process';

/** What the Edit Process form holds (the schema's input); status unset when the stored one is not editable. */
export type ProcessFormValues = z.input<typeof ProcessUpdateSchema>;

function isEditableStatus(status: string): status is ProcessStatus {
  return (PROCESS_STATUSES as readonly string[]).includes(status);
}

/** The form's starting values for a process. */
export function processFormValues(process: Process): ProcessFormValues {
  return {
    name: process.name,
    description: process.description,
    jobRoleId: process.jobRoleId ?? '',
    version: process.version,
    status: isEditableStatus(process.status) ? process.status : undefined,
  };
}

/** Only the fields whose (validated, trimmed) value differs from the stored process: the PATCH body. */
export function changedProcessFields(process: Process, values: ProcessUpdate): ProcessUpdate {
  const changes: ProcessUpdate = {};
  if (values.name !== undefined && values.name !== process.name) changes.name = values.name;
  if (values.description !== undefined && values.description !== process.description) {
    changes.description = values.description;
  }
  if (values.jobRoleId !== undefined && values.jobRoleId !== (process.jobRoleId ?? '')) {
    changes.jobRoleId = values.jobRoleId;
  }
  if (values.version !== undefined && values.version !== process.version) changes.version = values.version;
  if (values.status !== undefined && values.status !== process.status) changes.status = values.status;
  return changes;
}
