import { acceptAttribute } from '@core/rules/file-rules';
import { TIER_DOCUMENT_TYPES } from '@core/schemas/training';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileUpIcon, LinkIcon, PaperclipIcon, XIcon } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { useCreateTierDocument } from '../../../api/training/tier-documents';
import { Button } from '../../../components/ui/button';
import { errorAria, FormField } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { HiddenFileInput } from '../../../components/ui/hidden-file-input';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { UploadProgressBar } from '../../../components/upload-progress-bar';
import { errorMessage } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/process-file-queue';
import { runMutation } from '../../../lib/run-mutation';
import {
  EMPTY_TIER_UPLOAD,
  firstMessage,
  prefilledName,
  TierUploadSchema,
  type TierUploadValues,
  type UploadMode,
} from '../../../lib/training/tier-upload-form';
import { TIER_DOCUMENT_TYPE_LABELS, type TierDefinition } from '../../../lib/training/tiers';
import { isAbortError } from '../../../lib/upload';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { cn } from '../../../lib/utils';

const ACCEPT = acceptAttribute('tier-document');

const MODES: { value: UploadMode; label: string; icon: typeof FileUpIcon }[] = [
  { value: 'file', label: 'Upload file', icon: FileUpIcon },
  { value: 'link', label: 'External link', icon: LinkIcon },
];

/**
 * Upload to a training tier (spec §4, §5, §7, §8): a file or an external link, a name (prefilled
 * from the file), an optional description and a document type. Closing resets every field.
 */
export function TierUploadDialog({
  processId,
  tier,
  open,
  onOpenChange,
}: {
  processId: string;
  tier: TierDefinition;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ids = useId();
  const create = useCreateTierDocument(processId);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const form = useDialogForm<TierUploadValues>(zodResolver(TierUploadSchema), EMPTY_TIER_UPLOAD);
  const { errors } = form.formState;
  const mode = form.watch('mode');
  const file = form.watch('file');

  const close = () => {
    abort.current?.abort();
    abort.current = null;
    form.reset(EMPTY_TIER_UPLOAD);
    setProgress(null);
    create.reset();
    onOpenChange(false);
  };

  const onValid = (values: TierUploadValues) => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress(values.mode === 'file' ? 0 : null);
    void runMutation(
      create,
      {
        processId,
        tier: tier.key,
        values,
        signal: controller.signal,
        onProgress: ({ fraction }) => setProgress(fraction),
      },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Training document uploaded successfully' });
          abort.current = null;
          close();
        },
        onError: (err) => {
          abort.current = null;
          setProgress(null);
          if (isAbortError(err)) return;
          toast({
            title: 'Error',
            description: `Failed to upload document: ${errorMessage(err)}`,
            variant: 'destructive',
          });
        },
      },
    );
  };

  const onInvalid = (invalid: FieldErrors<TierUploadValues>) => {
    const message = firstMessage(invalid);
    if (message) toast({ title: 'Error', description: message, variant: 'destructive' });
  };

  const chooseFile = (chosen: File | null) => {
    form.setValue('file', chosen, { shouldValidate: form.formState.isSubmitted });
    const name = prefilledName(form.getValues('name'), chosen);
    if (name !== form.getValues('name')) {
      form.setValue('name', name, { shouldValidate: form.formState.isSubmitted });
    }
  };

  const busy = create.isPending;
  const nameId = `${ids}-name`;
  const fileId = `${ids}-file`;
  const urlId = `${ids}-url`;
  const typeId = `${ids}-type`;
  const descriptionId = `${ids}-description`;
  const modeLabelId = `${ids}-mode`;
  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      busy={busy}
      cancelWhileBusy
      title={<>Upload to {tier.title}</>}
      description="Add a document file or a link to external material. Colleagues open it from this tier."
      className="max-w-lg"
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      submitLabel={mode === 'file' ? 'Upload' : 'Add link'}
      busyLabel={percent !== null && percent < 100 ? 'Uploading...' : 'Saving...'}
    >
      <div className="flex flex-col gap-2">
        <span id={modeLabelId} className="font-medium text-slate-800 text-sm leading-none">
          Source
        </span>
        <Controller
          control={form.control}
          name="mode"
          render={({ field }) => (
            <RadioGroup.Root
              aria-labelledby={modeLabelId}
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value as UploadMode);
                form.clearErrors(['file', 'url']);
              }}
              disabled={busy}
              orientation="horizontal"
              className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
            >
              {MODES.map(({ value, label, icon: Icon }) => (
                <RadioGroup.Item
                  key={value}
                  value={value}
                  className="inline-flex h-8 items-center justify-center gap-2 rounded-md font-medium text-slate-600 text-sm transition-colors hover:text-slate-900 data-[state=checked]:bg-white data-[state=checked]:text-slate-900 data-[state=checked]:shadow-xs"
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          )}
        />
      </div>

      {mode === 'file' ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={fileId}>File *</Label>
          <div
            className={cn(
              'flex items-center gap-3 rounded-md border border-dashed px-3 py-2.5',
              errors.file ? 'border-red-600 bg-red-50/40' : 'border-slate-300 bg-slate-50/60',
            )}
          >
            <PaperclipIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              {file ? (
                <p className="flex items-baseline gap-2">
                  <span className="truncate font-medium text-slate-900 text-sm">{file.name}</span>
                  <span className="shrink-0 text-slate-600 text-xs tabular-nums">
                    {formatBytes(file.size)}
                  </span>
                </p>
              ) : (
                <p className="text-slate-600 text-sm">PDF, Word, PowerPoint, Excel or text</p>
              )}
            </div>
            {file ? (
              <Button
                variant="ghost"
                size="icon"
                className="size-7 text-slate-500"
                aria-label={`Remove ${file.name}`}
                disabled={busy}
                onClick={() => chooseFile(null)}
              >
                <XIcon aria-hidden="true" />
              </Button>
            ) : null}
            <Button
              id={fileId}
              variant="outline"
              size="sm"
              disabled={busy}
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={`${fileId}-hint${errors.file ? ` ${fileId}-error` : ''}`}
              onClick={() => fileInput.current?.click()}
            >
              {file ? 'Change file' : 'Choose file'}
            </Button>
            <HiddenFileInput
              ref={fileInput}
              accept={ACCEPT}
              label={`File for ${tier.title}`}
              onFile={(chosen) => chooseFile(chosen ?? null)}
            />
          </div>
          <p id={`${fileId}-hint`} className="text-slate-600 text-xs">
            .pdf, .doc, .docx, .ppt, .pptx, .xls, .xlsx or .txt
          </p>
          <FieldError id={`${fileId}-error`}>{errors.file?.message}</FieldError>
        </div>
      ) : (
        <FormField id={urlId} label="Link *" error={errors.url?.message}>
          <Input
            id={urlId}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://..."
            disabled={busy}
            aria-required="true"
            {...errorAria(urlId, errors.url)}
            {...form.register('url')}
          />
        </FormField>
      )}

      <FormField id={nameId} label="Document name *" error={errors.name?.message}>
        <Input
          id={nameId}
          autoComplete="off"
          disabled={busy}
          aria-required="true"
          {...errorAria(nameId, errors.name)}
          {...form.register('name')}
        />
      </FormField>

      <div className="flex flex-col gap-2">
        <Label htmlFor={typeId}>Document type</Label>
        <Controller
          control={form.control}
          name="fileType"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} disabled={busy}>
              <SelectTrigger id={typeId} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TIER_DOCUMENT_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {TIER_DOCUMENT_TYPE_LABELS[type]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </div>

      <FormField
        id={descriptionId}
        label={
          <>
            Description <span className="font-normal text-slate-600">(optional)</span>
          </>
        }
        error={errors.description?.message}
      >
        <Textarea
          id={descriptionId}
          rows={3}
          className="min-h-20"
          disabled={busy}
          {...errorAria(descriptionId, errors.description)}
          {...form.register('description')}
        />
      </FormField>

      {busy && percent !== null ? (
        <div className="flex items-center gap-3" aria-live="polite">
          <UploadProgressBar label="Upload progress" percent={percent} className="flex-1" />
          <span className="w-10 text-right text-slate-700 text-xs tabular-nums">{percent}%</span>
        </div>
      ) : null}
    </FormDialog>
  );
}
