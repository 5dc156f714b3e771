import {
  PROCESS_STATUSES,
  type Process,
  type ProcessStatus,
  type ProcessUpdate,
  ProcessUpdateSchema,
} from '@core/schemas/process';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useJobRoles } from '../../../api/job-roles/get-job-roles';
import { getProcess } from '../../../api/processes/get-process';
import { useUpdateProcess } from '../../../api/processes/update-process';
import { ProcessFields } from '../../../components/process-fields';
import { statusLabel } from '../../../components/status-badge';
import { errorAria, FormField } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { runMutation } from '../../../lib/run-mutation';
import { useDialogForm, useOnDialogOpen } from '../../../lib/use-dialog-form';
import { ColleagueVersion, useColleagueForm, versionField } from '../../live';
import { changedProcessFields, type ProcessFormValues, processFormValues } from './process-form';

type EditProcessDialogProps = {
  process: Process;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Edit Process: name, job role, description, status and version. Only the fields the user
 * changed since the dialog opened are sent, so a colleague's save of other fields meanwhile stays;
 * the version is whatever the user sets (publishing bumps nothing). A colleague's save while it is
 * open is taken when nothing was typed, else offered to review, overwrite or load.
 */
export function EditProcessDialog({ process, open, onOpenChange }: EditProcessDialogProps) {
  const ids = useId();
  const roles = useJobRoles();
  const update = useUpdateProcess(process.id);

  const form = useDialogForm<ProcessFormValues, ProcessUpdate>(
    zodResolver(ProcessUpdateSchema),
    processFormValues(process),
  );
  const { errors } = form.formState;

  /** The process as the form started from it: what was changed is judged against it. */
  const [base, setBase] = useState(process);
  const edit = useColleagueForm<Process>('process', open ? process.id : null, {
    dirty: form.formState.isDirty,
    load: () => getProcess(process.id),
    reset: (start) => {
      form.reset(processFormValues(start));
      setBase(start);
    },
    what: 'this process',
  });
  const { theirs } = edit;

  // Each opening starts from the process as it is now; a failed save keeps what was typed.
  useOnDialogOpen(open, () => edit.startFrom(process, null));

  const typed = useWatch({ control: form.control });
  const roleName = (id: string | null | undefined) =>
    id ? (roles.data?.find((r) => r.id === id)?.name ?? 'Unknown Role') : '';
  const started = processFormValues(base);
  const theirFields = theirs
    ? [
        versionField('Name', theirs.name, typed.name ?? '', started.name ?? ''),
        versionField(
          'Job Role',
          roleName(theirs.jobRoleId),
          roleName(typed.jobRoleId),
          roleName(started.jobRoleId),
        ),
        versionField('Description', theirs.description, typed.description ?? '', started.description ?? ''),
        versionField(
          'Status',
          statusLabel(theirs.status),
          typed.status ? statusLabel(typed.status) : '',
          started.status ? statusLabel(started.status) : '',
        ),
        versionField('Version', theirs.version, typed.version ?? '', started.version ?? ''),
      ]
    : null;

  const onValid = (values: ProcessUpdate) => {
    edit.settle();
    const changes = changedProcessFields(base, values);
    if (Object.keys(changes).length === 0) {
      toast({ title: 'No Changes', description: 'Nothing was changed, so there was nothing to save.' });
      onOpenChange(false);
      return;
    }
    void runMutation(update, changes, {
      onSuccess: (saved) => {
        toast({ title: 'Process Updated', description: `"${saved.name}" has been saved.` });
        onOpenChange(false);
      },
      onError: (err) => {
        toast({
          title: 'Update Error',
          description: errorMessage(err, 'Failed to update process. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  };

  const busy = update.isPending;
  const statusId = `${ids}-status`;
  const versionId = `${ids}-version`;
  const knownRole = roles.data?.some((role) => role.id === process.jobRoleId) ?? false;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title="Edit Process"
      description="Change the process details. Every saved change appears in the Change Log."
      className="max-w-xl"
      onSubmit={form.handleSubmit(onValid)}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      footerClassName="pt-2"
    >
      <ColleagueVersion
        edit={edit}
        fields={theirFields}
        busy={busy}
        onOverwrite={form.handleSubmit(onValid)}
      />
      <ProcessFields
        form={form}
        ids={ids}
        roles={roles}
        roleDisabled={busy}
        roleProblem={
          roles.isSuccess && process.jobRoleId && !knownRole
            ? 'The current job role no longer exists. Choose another.'
            : undefined
        }
      />

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id={statusId} label="Status" error={errors.status?.message}>
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select
                value={field.value ?? ''}
                onValueChange={(value) => field.onChange(value as ProcessStatus)}
                disabled={busy}
              >
                <SelectTrigger
                  id={statusId}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...errorAria(statusId, errors.status)}
                >
                  <SelectValue placeholder={statusLabel(process.status)} />
                </SelectTrigger>
                <SelectContent>
                  {PROCESS_STATUSES.map((status) => (
                    // Published comes from sign-off (Request Review), not from this form.
                    <SelectItem
                      key={status}
                      value={status}
                      disabled={status === 'published' && process.status !== 'published'}
                    >
                      {status === 'published' && process.status !== 'published'
                        ? `${statusLabel(status)} (by sign-off)`
                        : statusLabel(status)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>

        <div className="flex flex-col gap-2">
          <Label htmlFor={versionId}>Version *</Label>
          <Input
            id={versionId}
            autoComplete="off"
            inputMode="decimal"
            placeholder="e.g. 1.1"
            className="tabular-nums"
            aria-required="true"
            aria-invalid={errors.version ? true : undefined}
            aria-describedby={errors.version ? `${versionId}-error ${versionId}-hint` : `${versionId}-hint`}
            {...form.register('version')}
          />
          <FieldError id={`${versionId}-error`}>{errors.version?.message}</FieldError>
        </div>
      </div>
      <p id={`${versionId}-hint`} className="-mt-2 text-slate-600 text-xs">
        Set the version yourself, e.g. 1.1 for a revision or 2.0 for a redesign. Changing the status,
        publishing included, never changes the version.
      </p>
    </FormDialog>
  );
}
