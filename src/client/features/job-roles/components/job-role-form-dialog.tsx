import {
  type JobRole,
  type JobRoleCreate,
  JobRoleCreateSchema,
  type JobRoleUpdate,
  JobRoleUpdateSchema,
} from '@core/schemas/job-role';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { type Resolver, useController, useWatch } from 'react-hook-form';
import { useCreateJobRole } from '../../../api/job-roles/create-job-role';
import { getJobRole } from '../../../api/job-roles/get-job-role';
import { useUpdateJobRole } from '../../../api/job-roles/update-job-role';
import { errorAria, FormField } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { runMutation } from '../../../lib/run-mutation';
import { useDialogForm, useOnDialogOpen } from '../../../lib/use-dialog-form';
import { ColleagueVersion, useColleagueForm, versionField } from '../../live';
import { invalidateAudienceFigures } from '../invalidate-audience-figures';
import {
  audienceDisplayText,
  audienceSuggestion,
  BLANK_JOB_ROLE,
  changedJobRoleFields,
  isNameTaken,
  type JobRoleFormValues,
  jobRoleFormValues,
} from '../job-role-form';
import { TrainingAudienceField, useHeldTitles } from './training-audience-field';

type EditableRole = Pick<JobRole, 'id' | 'name' | 'description' | 'divisionRoles'>;

type JobRoleFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The role to edit; without one the dialog creates a new role. */
  role?: EditableRole;
  onSaved?: (role: JobRole) => void;
};

/**
 * New Job Role and Edit Job Role: name (unique), description and training audience (the division
 * role titles the role covers), checked with the shared schema. An edit sends the fields changed
 * since the dialog opened; a colleague's save meanwhile is taken when nothing was typed, else
 * offered to review, overwrite or load.
 */
export function JobRoleFormDialog({ open, onOpenChange, role, onSaved }: JobRoleFormDialogProps) {
  const ids = useId();
  const editing = Boolean(role);
  const queryClient = useQueryClient();
  const create = useCreateJobRole();
  const update = useUpdateJobRole();
  const { titles } = useHeldTitles();
  const busy = create.isPending || update.isPending;

  // The form always holds both fields, so either schema reads it; what comes out is an update's shape
  // (a create's output is one with the name required).
  const resolver = (editing
    ? zodResolver(JobRoleUpdateSchema)
    : zodResolver(JobRoleCreateSchema)) as unknown as Resolver<JobRoleFormValues, unknown, JobRoleUpdate>;
  const form = useDialogForm(resolver, role ? jobRoleFormValues(role) : BLANK_JOB_ROLE);
  const { errors } = form.formState;
  const audience = useController({ control: form.control, name: 'divisionRoles' });
  /** The role as the form started from it: what was changed is judged against it. */
  const [base, setBase] = useState<EditableRole | undefined>(role);

  // The audience follows the name as it is typed (the spec §6 table seeds it) until the user picks
  // titles themselves; when editing, only if the role's audience was never set by hand.
  const [audienceTouched, setAudienceTouched] = useState(false);
  const typedName = useWatch({ control: form.control, name: 'name' });
  const knownTitles = titles?.map((t) => t.value);
  const suggestion = audienceSuggestion(base, typedName ?? '', knownTitles);
  const suggestionKey = suggestion?.join('\u0000') ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the suggestion's titles
  useEffect(() => {
    if (!open || suggestion === null || audienceTouched) return;
    form.setValue('divisionRoles', suggestion);
  }, [open, suggestionKey, audienceTouched]);

  // Each opening starts from the role as it is now (or a blank form); a failed save keeps the typing.
  const edit = useColleagueForm<EditableRole | undefined>('job_role', open && role ? role.id : null, {
    dirty: form.formState.isDirty,
    load: () => getJobRole(role!.id),
    reset: (start) => {
      form.reset(start ? jobRoleFormValues(start) : BLANK_JOB_ROLE);
      setBase(start);
      setAudienceTouched(false);
    },
    what: 'this job role',
  });
  const { theirs } = edit;
  useOnDialogOpen(open, () => edit.startFrom(role, null));

  const typed = useWatch({ control: form.control });
  const started = base ? jobRoleFormValues(base) : BLANK_JOB_ROLE;
  const audienceText = (list: readonly string[] | undefined) => list?.join('\n') || audienceDisplayText([]);
  const theirFields = theirs
    ? [
        versionField('Name', theirs.name, typed.name ?? '', started.name),
        versionField('Description', theirs.description ?? '', typed.description ?? '', started.description),
        versionField(
          'Training audience',
          audienceText(theirs.divisionRoles),
          audienceText(typed.divisionRoles),
          audienceText(started.divisionRoles),
        ),
      ]
    : null;

  const onError = (err: unknown) => {
    if (isNameTaken(err)) {
      form.setError(
        'name',
        { message: errorMessage(err, 'A job role with this name already exists.') },
        {
          shouldFocus: true,
        },
      );
      return;
    }
    toast({
      title: editing ? 'Update Error' : 'Creation Error',
      description: errorMessage(
        err,
        editing
          ? 'Failed to update the job role. Please try again.'
          : 'Failed to create the job role. Please try again.',
      ),
      variant: 'destructive',
    });
  };

  const onValid = (values: JobRoleUpdate) => {
    edit.settle();
    if (role && base) {
      const changes = changedJobRoleFields(base, values);
      if (Object.keys(changes).length === 0) {
        toast({ title: 'No Changes', description: 'Nothing was changed, so there was nothing to save.' });
        onOpenChange(false);
        return;
      }
      void runMutation(
        update,
        { id: role.id, input: changes },
        {
          onSuccess: (saved) => {
            if (changes.divisionRoles !== undefined || changes.name !== undefined) {
              void invalidateAudienceFigures(queryClient);
            }
            toast({ title: 'Job Role Updated', description: `"${saved.name}" has been saved.` });
            onOpenChange(false);
            onSaved?.(saved);
          },
          onError,
        },
      );
      return;
    }
    void runMutation(create, values as JobRoleCreate, {
      onSuccess: (created) => {
        void invalidateAudienceFigures(queryClient);
        toast({ title: 'Job Role Created', description: `"${created.name}" has been created.` });
        onOpenChange(false);
        onSaved?.(created);
      },
      onError,
    });
  };

  const nameId = `${ids}-name`;
  const descriptionId = `${ids}-description`;
  const audienceId = `${ids}-audience`;
  const suggested = !editing && !audienceTouched && (suggestion?.length ?? 0) > 0;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={editing ? 'Edit Job Role' : 'New Job Role'}
      description={
        editing
          ? 'Rename the role, or change its description or training audience. Its processes stay with it.'
          : 'A role whose processes will be documented here. Names are unique.'
      }
      className="sm:max-w-xl"
      onSubmit={form.handleSubmit(onValid)}
      submitLabel={editing ? 'Save Changes' : 'Create Job Role'}
      busyLabel="Saving..."
    >
      <ColleagueVersion
        edit={edit}
        fields={theirFields}
        busy={busy}
        onOverwrite={form.handleSubmit(onValid)}
      />
      <FormField id={nameId} label="Name *" error={errors.name?.message}>
        <Input
          id={nameId}
          autoComplete="off"
          aria-required="true"
          {...errorAria(nameId, errors.name)}
          disabled={busy}
          {...form.register('name')}
        />
      </FormField>
      <FormField id={descriptionId} label="Description" error={errors.description?.message}>
        <Textarea
          id={descriptionId}
          rows={4}
          {...errorAria(descriptionId, errors.description)}
          disabled={busy}
          {...form.register('description')}
        />
      </FormField>
      <TrainingAudienceField
        id={audienceId}
        value={audience.field.value}
        onChange={(next) => {
          setAudienceTouched(true);
          audience.field.onChange(next);
        }}
        note={suggested ? 'Suggested from the name until you change it.' : undefined}
        error={errors.divisionRoles?.message}
        disabled={busy}
      />
    </FormDialog>
  );
}
