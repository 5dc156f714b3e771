import { resolveImageUrl } from '@core/rules/artifact-link';
import { acceptAttribute, isAllowedExtension } from '@core/rules/file-rules';
import { ImageIcon, ImageOffIcon, Trash2Icon, UploadIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { uploadWorkflowImage } from '../../../api/files/upload-workflow-image';
import { useJobRoles } from '../../../api/job-roles/get-job-roles';
import { useProcessOptions } from '../../../api/processes/get-process-options';
import { Button } from '../../../components/ui/button';
import { FieldError, Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { isAbortError } from '../../../lib/upload';
import { EditableList } from './editable-list';
import { EditorSection, FormField, useFieldError } from './fields';
import { TextListField } from './text-list-field';
import { AUTOMATION_LEVELS, EMPTY_SUBORDINATE, SUPERVISORY, WORKFLOW_TYPES } from './workflow-map.form';

const NOT_SET = '__not_set__';

/** "1.4 MB", "820 KB". */
function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
const NO_PROCESS = '__none__';

/** Tells the dialog an upload is running (Save waits for it). */
export type UploadingChange = (uploading: boolean) => void;

/** The workflow map's form: image, type and description, summary fields, subordinate processes. */
export function WorkflowMapFields({
  processId,
  onUploadingChange,
}: {
  processId: string;
  onUploadingChange: UploadingChange;
}) {
  const { control } = useFormContext();
  const workflowType = useWatch({ control, name: 'shape.workflowType' }) as string;
  const subordinates = useWatch({ control, name: 'shape.subordinateProcesses' }) as unknown[] | undefined;
  const showSubordinates = workflowType === SUPERVISORY || (subordinates?.length ?? 0) > 0;
  return (
    <>
      <EditorSection title="Map image" description="A picture of the workflow: PNG, JPG, GIF or SVG.">
        <MapImageField onUploadingChange={onUploadingChange} />
      </EditorSection>
      <EditorSection title="Workflow">
        <WorkflowTypeField />
        <FormField
          name="shape.description"
          label="Map description"
          multiline
          rows={3}
          placeholder="What the map shows, and where it starts and ends."
        />
      </EditorSection>
      <EditorSection
        title="Summary"
        description="The comparison computes the time reduction from the two maps’ average times."
      >
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <FormField
            name="shape.steps"
            label="Steps"
            placeholder="e.g. 12"
            inputProps={{ inputMode: 'numeric' }}
          />
          <FormField
            name="shape.decisionPoints"
            label="Decision points"
            placeholder="e.g. 3"
            inputProps={{ inputMode: 'numeric' }}
          />
          <FormField name="shape.averageTime" label="Average time" placeholder="e.g. 45 minutes" />
          <AutomationLevelField />
        </div>
      </EditorSection>
      {showSubordinates ? (
        <EditorSection
          title="Subordinate processes"
          description="The roles this supervisory map links to, each with its own process."
        >
          <SubordinateProcesses processId={processId} />
        </EditorSection>
      ) : null}
    </>
  );
}

function AutomationLevelField() {
  const listId = useId();
  return (
    <>
      <FormField
        name="shape.automationLevel"
        label="Automation level"
        placeholder="e.g. High"
        inputProps={{ list: listId, autoComplete: 'off' }}
      />
      <datalist id={listId}>
        {AUTOMATION_LEVELS.map((level) => (
          <option key={level} value={level} />
        ))}
      </datalist>
    </>
  );
}

function WorkflowTypeField() {
  const id = useId();
  const { control } = useFormContext();
  return (
    <div className="flex max-w-md flex-col gap-1.5">
      <Label htmlFor={id}>Workflow type</Label>
      <Controller
        control={control}
        name="shape.workflowType"
        render={({ field }) => {
          const value = (field.value as string) || NOT_SET;
          const known = WORKFLOW_TYPES.some((t) => t.value === value);
          return (
            <Select value={value} onValueChange={(next) => field.onChange(next === NOT_SET ? '' : next)}>
              <SelectTrigger id={id} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NOT_SET}>Not set</SelectItem>
                {WORKFLOW_TYPES.map((t) => (
                  <SelectItem key={t.value} value={t.value}>
                    {t.label}
                  </SelectItem>
                ))}
                {!known && value !== NOT_SET ? (
                  <SelectItem value={value}>{value.replaceAll('_', ' ')}</SelectItem>
                ) : null}
              </SelectContent>
            </Select>
          );
        }}
      />
    </div>
  );
}

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; size: number; fraction: number }
  | { status: 'error'; message: string };

function MapImageField({ onUploadingChange }: { onUploadingChange: UploadingChange }) {
  const { control, setValue, formState } = useFormContext();
  const fileUrl = useWatch({ control, name: 'fileUrl' }) as string | null;
  const initialUrl = (formState.defaultValues?.fileUrl as string | null | undefined) ?? null;
  const src = resolveImageUrl(fileUrl);
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const [broken, setBroken] = useState(false);
  const statusId = useId();
  const errorId = useId();

  // An upload still running when the dialog closes is cancelled.
  useEffect(() => () => abortRef.current?.abort(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new image may load where the old one failed
  useEffect(() => setBroken(false), [src]);

  const start = async (file: File) => {
    if (!isAllowedExtension('workflow-image', file.name)) {
      setUpload({ status: 'error', message: 'Choose a PNG, JPG, GIF or SVG image.' });
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setUpload({ status: 'uploading', fileName: file.name, size: file.size, fraction: 0 });
    onUploadingChange(true);
    try {
      const stored = await uploadWorkflowImage(file, {
        signal: controller.signal,
        onProgress: (p) => setUpload((u) => (u.status === 'uploading' ? { ...u, fraction: p.fraction } : u)),
      });
      setValue('fileUrl', stored.url, { shouldDirty: true });
      setUpload({ status: 'idle' });
    } catch (err) {
      setUpload(
        isAbortError(err)
          ? { status: 'idle' }
          : {
              status: 'error',
              message: errorMessage(err, 'The image could not be uploaded. Please try again.'),
            },
      );
    } finally {
      abortRef.current = null;
      onUploadingChange(false);
    }
  };

  const uploading = upload.status === 'uploading';
  const changed = (fileUrl ?? null) !== initialUrl;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="flex aspect-[16/10] w-full items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50">
        {src && !broken ? (
          <img
            src={src}
            alt={changed ? 'Preview of the new map image' : 'The current map image'}
            className="size-full object-contain p-2"
            onError={() => setBroken(true)}
          />
        ) : (
          <div className="flex flex-col items-center gap-2 px-4 text-center text-slate-500 text-sm">
            {src ? (
              <ImageOffIcon className="size-5" aria-hidden="true" />
            ) : (
              <ImageIcon className="size-5" aria-hidden="true" />
            )}
            {src ? 'The image could not be loaded.' : 'No map image yet.'}
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-col justify-center gap-3">
        <p id={statusId} className="text-slate-700 text-sm">
          {uploading
            ? `Uploading ${upload.fileName}…`
            : src
              ? changed
                ? 'A new image will replace the current one when you save.'
                : 'The current image is kept unless you upload another.'
              : changed
                ? 'The image will be removed when you save.'
                : 'Upload an image of the workflow.'}
        </p>
        {uploading ? (
          <div className="flex items-center gap-3">
            <div
              role="progressbar"
              aria-label={`Uploading ${upload.fileName}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(upload.fraction * 100)}
              className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${Math.round(upload.fraction * 100)}%` }}
              />
            </div>
            <span className="w-20 text-right text-slate-600 text-xs tabular-nums">
              {Math.round(upload.fraction * 100)}% of {formatBytes(upload.size)}
            </span>
            <Button variant="ghost" size="sm" onClick={() => abortRef.current?.abort()}>
              <XIcon aria-hidden="true" />
              Cancel upload
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => inputRef.current?.click()}
              aria-describedby={upload.status === 'error' ? `${statusId} ${errorId}` : statusId}
            >
              <UploadIcon aria-hidden="true" />
              {src ? 'Replace image' : 'Upload image'}
            </Button>
            {src ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setValue('fileUrl', null, { shouldDirty: true })}
                className="text-slate-700"
              >
                <Trash2Icon aria-hidden="true" />
                Remove image
              </Button>
            ) : null}
            {changed ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setValue('fileUrl', initialUrl, { shouldDirty: true })}
                className="text-slate-700"
              >
                Keep the current image
              </Button>
            ) : null}
          </div>
        )}
        {uploading ? (
          <p className="sr-only" aria-live="polite">
            Uploading {upload.fileName}
          </p>
        ) : null}
        <FieldError id={errorId}>{upload.status === 'error' ? upload.message : undefined}</FieldError>
        <input
          ref={inputRef}
          type="file"
          hidden
          data-testid="workflow-image-input"
          accept={acceptAttribute('workflow-image')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void start(file);
          }}
        />
      </div>
    </div>
  );
}

function SubordinateProcesses({ processId }: { processId: string }) {
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
