import {
  DEFAULT_PROCESS_STATUS,
  DEFAULT_PROCESS_VERSION,
  type ProcessCreate,
  type ProcessCreateInput,
  ProcessCreateSchema,
} from '@core/schemas/process';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useJobRoles } from '../api/job-roles/get-job-roles';
import { useCreateProcess } from '../api/processes/create-process';
import { runMutation } from '../lib/run-mutation';
import { useDialogForm, useOnDialogOpen } from '../lib/use-dialog-form';
import { ProcessFields } from './process-fields';
import { FormDialog } from './ui/form-dialog';
import { toast } from './ui/use-toast';

export type NewProcessDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Preselects the job role (the job role page opens the dialog for its own role). */
  presetJobRoleId?: string;
};

const BLANK = { name: '', description: '', jobRoleId: '' };

/** True when a field failed only because it was left blank (spec §5: one toast for those). */
function hasBlankField(errors: FieldErrors<ProcessCreateInput>, values: ProcessCreateInput): boolean {
  return (['name', 'description', 'jobRoleId'] as const).some(
    (field) => errors[field] && !String(values[field] ?? '').trim(),
  );
}

/** Create New Process: name, job role and description, created as a draft at version 1.0. */
export function NewProcessDialog({ open, onOpenChange, presetJobRoleId }: NewProcessDialogProps) {
  const ids = useId();
  const roles = useJobRoles();
  const createProcess = useCreateProcess();
  const defaults = { ...BLANK, jobRoleId: presetJobRoleId ?? '' };

  const form = useDialogForm<ProcessCreateInput, ProcessCreate>(zodResolver(ProcessCreateSchema), defaults);

  // Each opening starts from a clean form with the page's role preselected.
  useOnDialogOpen(open, () => form.reset({ ...BLANK, jobRoleId: presetJobRoleId ?? '' }), [presetJobRoleId]);

  const onValid = (values: ProcessCreate) => {
    const body: ProcessCreate = {
      name: values.name,
      description: values.description,
      jobRoleId: values.jobRoleId,
      version: DEFAULT_PROCESS_VERSION,
      status: DEFAULT_PROCESS_STATUS,
    };
    void runMutation(createProcess, body, {
      onSuccess: (created) => {
        toast({
          title: 'Process Created',
          description: `"${created?.name ?? body.name}" has been created successfully.`,
        });
        form.reset(defaults);
        onOpenChange(false);
      },
      onError: () => {
        toast({
          title: 'Creation Error',
          description: 'Failed to create process. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  const onInvalid = (fieldErrors: FieldErrors<ProcessCreateInput>) => {
    const values = form.getValues();
    const first = fieldErrors.name ?? fieldErrors.jobRoleId ?? fieldErrors.description;
    toast({
      title: 'Validation Error',
      description: hasBlankField(fieldErrors, values)
        ? 'Please fill in all required fields.'
        : (first?.message ?? 'Please fill in all required fields.'),
      variant: 'destructive',
    });
  };

  const busy = createProcess.isPending;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title="Create New Process"
      description="Document a business process for a job role. It starts as a draft at version 1.0."
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      submitLabel="Create Process"
      busyLabel="Creating..."
      footerClassName="pt-2"
    >
      <ProcessFields form={form} ids={ids} roles={roles} withPlaceholders />
    </FormDialog>
  );
}
