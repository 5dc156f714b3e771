import { FileArchiveIcon, FileSpreadsheetIcon, FileTextIcon, UploadCloudIcon, XIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldAlert } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';
import { ACCEPTED_EXTENSIONS } from '../import-report-rows';

type FileDropZoneProps = {
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
  /** A problem with the chosen file, shown under the zone and linked to the input. */
  error?: string | null;
};

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What the file's extension says it is; the server reads the content to be sure. */
function describeFile(name: string): { icon: typeof FileTextIcon; text: string } {
  const lower = name.toLowerCase();
  if (lower.endsWith('.zip')) return { icon: FileArchiveIcon, text: 'Full archive (Export All .zip)' };
  if (lower.endsWith('.xlsx')) return { icon: FileSpreadsheetIcon, text: 'Processes sheet (Excel)' };
  if (lower.endsWith('.csv')) return { icon: FileTextIcon, text: 'Processes sheet or divisions CSV' };
  return { icon: FileTextIcon, text: 'Unknown kind of file' };
}

/** Pick a file with the button or drop one on the zone; the chosen file shows with its size. */
export function FileDropZone({ file, onFile, disabled, error }: FileDropZoneProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const clear = () => {
    onFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const described = file ? describeFile(file.name) : null;
  const Icon = described?.icon ?? UploadCloudIcon;

  return (
    <div className="flex flex-col gap-2">
      <section
        aria-label="Drop a file here"
        onDragEnter={(e) => {
          if (disabled) return;
          e.preventDefault();
          setDragging(true);
        }}
        onDragOver={(e) => {
          if (disabled) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          if (disabled) return;
          const dropped = e.dataTransfer.files[0];
          if (dropped) onFile(dropped);
        }}
        className={cn(
          'flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed px-6 py-8 text-center transition-colors',
          dragging
            ? 'border-brand-500 bg-brand-50'
            : error
              ? 'border-red-300 bg-red-50/40'
              : 'border-slate-300 bg-slate-50/50',
        )}
      >
        <span
          className={cn(
            'flex size-10 items-center justify-center rounded-full',
            file ? 'bg-brand-50 text-brand-700' : 'bg-white text-slate-600 ring-1 ring-slate-200',
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {file && described ? (
          <div className="flex flex-col items-center gap-0.5">
            <p className="max-w-full break-all font-medium text-slate-900 text-sm">{file.name}</p>
            <p className="text-slate-600 text-xs tabular-nums">
              {described.text} · {formatSize(file.size)}
            </p>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-0.5">
            <p className="font-medium text-slate-900 text-sm">Drag a file here, or choose one</p>
            <p id={hintId} className="text-slate-600 text-xs">
              {ACCEPTED_EXTENSIONS.join(', ')}: an Export All archive, a processes sheet or the divisions CSV
            </p>
          </div>
        )}
        <div className="flex flex-wrap items-center justify-center gap-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={ACCEPTED_EXTENSIONS.join(',')}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : file ? undefined : hintId}
            className="peer sr-only"
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
          />
          <label
            htmlFor={id}
            className={cn(
              'inline-flex h-8 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 font-medium text-[13px] text-slate-800 shadow-xs transition-colors hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-offset-2',
              disabled && 'pointer-events-none opacity-50',
            )}
          >
            {file ? 'Choose another file' : 'Choose file'}
            <span className="sr-only"> to import</span>
          </label>
          {file ? (
            <Button variant="ghost" size="sm" onClick={clear} disabled={disabled}>
              <XIcon aria-hidden="true" />
              Remove
            </Button>
          ) : null}
        </div>
      </section>
      <FieldAlert id={errorId}>{error}</FieldAlert>
    </div>
  );
}
