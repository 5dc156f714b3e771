import type { JobRole } from '@core/schemas/job-role';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  Controller,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { errorAria, FormField } from './ui/dialog';
import { Input } from './ui/input';
import { FieldError, Label } from './ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';
import { Textarea } from './ui/textarea';

type ProcessFieldErrors = FieldErrors<{ name: string; jobRoleId: string; description: string }>;

/**
 * A process's name, job role and description, as Create New Process and Edit Process both ask for
 * them. Field ids are `${ids}-name`, `${ids}-role` and `${ids}-description`.
 */
export function ProcessFields<T extends FieldValues>({
  form,
  ids,
  roles,
  withPlaceholders = false,
  roleDisabled = false,
  roleProblem,
}: {
  form: UseFormReturn<T, unknown, never> | UseFormReturn<T, unknown, unknown>;
  ids: string;
  roles: UseQueryResult<JobRole[]>;
  /** Create shows examples in the empty fields; Edit starts filled. */
  withPlaceholders?: boolean;
  roleDisabled?: boolean;
  /** Shown under the role when it has no error of its own (e.g. the current role is gone). */
  roleProblem?: string;
}) {
  const errors = form.formState.errors as ProcessFieldErrors;
  const register = form.register as UseFormReturn<FieldValues>['register'];
  const nameId = `${ids}-name`;
  const roleId = `${ids}-role`;
  const descriptionId = `${ids}-description`;
  return (
    <>
      <FormField id={nameId} label="Process Name *" error={errors.name?.message}>
        <Input
          id={nameId}
          autoComplete="off"
          placeholder={withPlaceholders ? 'e.g. Service Call Dispatch' : undefined}
          aria-required="true"
          {...errorAria(nameId, errors.name)}
          {...register('name')}
        />
      </FormField>

      <div className="flex flex-col gap-2">
        <Label htmlFor={roleId}>Job Role *</Label>
        <Controller
          control={form.control as UseFormReturn<T>['control']}
          name={'jobRoleId' as Path<T>}
          render={({ field }) => (
            <Select
              value={field.value ?? ''}
              onValueChange={field.onChange}
              disabled={roleDisabled || roles.isPending || roles.isError}
            >
              <SelectTrigger
                id={roleId}
                ref={field.ref}
                onBlur={field.onBlur}
                aria-required="true"
                aria-invalid={errors.jobRoleId ? true : undefined}
                aria-describedby={errors.jobRoleId ? `${roleId}-error` : undefined}
              >
                <SelectValue
                  placeholder={
                    roles.isPending
                      ? 'Loading job roles…'
                      : roles.isError
                        ? 'Job roles could not be loaded'
                        : 'Select a job role'
                  }
                />
              </SelectTrigger>
              <SelectContent>
                {(roles.data ?? []).map((role) => (
                  <SelectItem key={role.id} value={role.id}>
                    {role.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <FieldError id={`${roleId}-error`}>{errors.jobRoleId?.message ?? roleProblem}</FieldError>
      </div>

      <FormField id={descriptionId} label="Description *" error={errors.description?.message}>
        <Textarea
          id={descriptionId}
          rows={4}
          placeholder={
            withPlaceholders
              ? 'What the process achieves, who is involved, and where it starts and ends'
              : undefined
          }
          aria-required="true"
          {...errorAria(descriptionId, errors.description)}
          {...register('description')}
        />
      </FormField>
    </>
  );
}
