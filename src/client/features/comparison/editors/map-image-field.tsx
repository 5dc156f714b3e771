import { resolveImageUrl } from '@core/rules/artifact-link';
import { acceptAttribute, isAllowedExtension } from '@core/rules/file-rules';
import { ImageIcon, ImageOffIcon, Trash2Icon, UploadIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { uploadWorkflowImage } from '../../../api/files/upload-workflow-image';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/label';
import { UploadProgressBar } from '../../../components/upload-progress-bar';
import { errorMessage } from '../../../lib/api-client';
import { isAbortError } from '../../../lib/upload';

/** Tells the dialog an upload is running (Save waits for it). */
export type UploadingChange = (uploading: boolean) => void;

/** "1.4 MB", "820 KB". */
function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; size: number; fraction: number }
  | { status: 'error'; message: string };

export function MapImageField({ onUploadingChange }: { onUploadingChange: UploadingChange }) {
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
            <UploadProgressBar
              label={`Uploading ${upload.fileName}`}
              percent={Math.round(upload.fraction * 100)}
              className="h-2 flex-1"
            />
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
