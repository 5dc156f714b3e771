import { useId, useMemo } from 'react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useJobRoles } from '../../../api/job-roles/get-job-roles';
import { useProcessOptions } from '../../../api/processes/get-process-options';
import { FieldError, Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { EditableList } from './editable-list';
import { FormField, useFieldError } from './fields';
import { TextListField } from './text-list-field';
import { EMPTY_SUBORDINATE } from './workflow-map.form';

const NO_PROCESS = '__none__';

export function SubordinateProcesses({ processId }: { processId: string }) {
  const { control, getValues } = useFormContext();
  const list = useFieldArray({ control, name: 'shape.subordinateProcesses' });
  return (
    <EditableList
      label="Subordinate processes"
      hideLabel
      noun="subordinate process"
      layout="card"
      emptyText="No subordinate processes yet."
      itemKeys={list.fields.map((f) => f.id)}
      describeItem={(i) => String(getValues(`shape.subordinateProcesses.${i}.roleName`) ?? '')}
      onAdd={() =>
        list.append({ ...EMPTY_SUBORDINATE, keyResponsibilities: [], extra: {} }, { shouldFocus: false })
      }
      onRemove={list.remove}
      onMove={list.move}
      renderItem={(i, label) => (
        <div className="flex flex-col gap-3">
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
            <ProcessPicker index={i} context={label} currentProcessId={processId} />
            <FormField
              name={`shape.subordinateProcesses.${i}.roleName`}
              context={label}
              label="Role name"
              required
              placeholder="e.g. Service Coordinator"
            />
          </div>
          <FormField
            name={`shape.subordinateProcesses.${i}.description`}
            context={label}
            label="Description"
            multiline
            rows={2}
            placeholder="What this role does for the supervisor’s process"
          />
          <TextListField
            name={`shape.subordinateProcesses.${i}.keyResponsibilities`}
            label="Key responsibilities"
            noun="responsibility"
            nested
            emptyText="No key responsibilities yet."
          />
        </div>
      )}
    />
  );
}

function ProcessPicker({
  index,
  context,
  currentProcessId,
}: {
  index: number;
  context: string;
  currentProcessId: string;
}) {
  const id = useId();
  const { control, getValues, setValue } = useFormContext();
  const processes = useProcessOptions(true);
  const roles = useJobRoles();
  const name = `shape.subordinateProcesses.${index}.processId`;
  const error = useFieldError(name);
  const roleNames = useMemo(() => new Map(roles.data?.map((r) => [r.id, r.name])), [roles.data]);
  const options = useMemo(
    () =>
      (processes.data ?? [])
        .filter((p) => p.id !== currentProcessId)
        .map((p) => ({ id: p.id, name: p.name, role: p.jobRoleId ? roleNames.get(p.jobRoleId) : undefined }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [processes.data, currentProcessId, roleNames],
  );
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>
        <span className="sr-only">{context}, </span>
        Linked process
      </Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const value = (field.value as string) || NO_PROCESS;
          const missing = value !== NO_PROCESS && processes.isSuccess && !options.some((o) => o.id === value);
          return (
            <Select
              value={value}
              onValueChange={(next) => {
                const chosen = next === NO_PROCESS ? '' : next;
                field.onChange(chosen);
                // A chosen process brings its job role's name when none is typed yet.
                const roleField = `shape.subordinateProcesses.${index}.roleName`;
                const role = options.find((o) => o.id === chosen)?.role;
                if (role && !String(getValues(roleField) ?? '').trim()) {
                  setValue(roleField, role, { shouldDirty: true, shouldValidate: true });
                }
              }}
              disabled={processes.isPending}
            >
              <SelectTrigger id={id} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={processes.isPending ? 'Loading processes…' : 'Choose a process'} />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_PROCESS}>No linked process</SelectItem>
                {options.map((o) => (
                  <SelectItem key={o.id} value={o.id}>
                    {o.role ? `${o.name} · ${o.role}` : o.name}
                  </SelectItem>
                ))}
                {missing || (value !== NO_PROCESS && !processes.isSuccess) ? (
                  <SelectItem value={value}>
                    {processes.isSuccess ? 'A process that no longer exists' : value}
                  </SelectItem>
                ) : null}
              </SelectContent>
            </Select>
          );
        }}
      />
      <FieldError id={`${id}-error`}>
        {error ??
          (processes.isError ? 'The processes could not be loaded; the link is kept as it is.' : undefined)}
      </FieldError>
    </div>
  );
}
