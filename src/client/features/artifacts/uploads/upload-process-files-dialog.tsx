import { PROCESS_FILE_TYPES } from '@core/schemas/artifact';
import { useQueryClient } from '@tanstack/react-query';
import {
  CircleAlertIcon,
  CircleCheckIcon,
  FileTextIcon,
  LoaderCircleIcon,
  ShapesIcon,
  UploadCloudIcon,
  UploadIcon,
  XIcon,
} from 'lucide-react';
import type * as React from 'react';
import { useId, useRef, useState } from 'react';
import { useArtifacts } from '../../../api/artifacts/get-artifacts';
import { invalidateAfterWrite } from '../../../api/artifacts/invalidate-after-write';
import { uploadBpmnDiagram } from '../../../api/files/upload-bpmn-diagram';
import { useUploadProcessFile } from '../../../api/files/upload-process-file';
import { PasswordProtectedBadge } from '../../../components/password-protected-badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { UploadProgressBar } from '../../../components/upload-progress-bar';
import { errorMessage } from '../../../lib/api-client';
import {
  addFiles,
  formatBytes,
  isDiagramEntry,
  isProcessFileType,
  mismatchedCount,
  outcomeToast,
  PROCESS_FILE_TYPE_LABELS,
  PROCESS_FILES_ACCEPT,
  pendingEntries,
  type QueueEntry,
  selectionError,
  suggestedFileType,
  type UploadOutcome,
  updateEntry,
} from '../../../lib/process-file-queue';
import { isAbortError } from '../../../lib/upload';
import { cn } from '../../../lib/utils';
import {
  DEFAULT_DIAGRAM_TARGET,
  type DiagramTarget,
  diagramOutcomeText,
  replacedMap,
} from './diagram-target';
import { DiagramTargetField } from './diagram-target-field';

function EntryStatus({ entry }: { entry: QueueEntry }) {
  switch (entry.state) {
    case 'ready':
      return <span className="text-slate-600 text-xs">Ready</span>;
    case 'uploading': {
      const percent = Math.round(entry.progress * 100);
      return (
        <span className="flex items-center gap-2">
          <UploadProgressBar label={`Uploading ${entry.file.name}`} percent={percent} className="w-24" />
          <span className="w-9 text-right text-slate-700 text-xs tabular-nums">{percent}%</span>
        </span>
      );
    }
    case 'saving':
      return (
        <span className="inline-flex items-center gap-1.5 text-slate-600 text-xs">
          <LoaderCircleIcon className="size-3.5 animate-spin" aria-hidden="true" />
          Saving…
        </span>
      );
    case 'done':
      return (
        <span className="inline-flex items-center gap-2">
          {entry.passwordProtected ? <PasswordProtectedBadge /> : null}
          <span className="inline-flex items-center gap-1.5 font-medium text-emerald-800 text-xs">
            <CircleCheckIcon className="size-3.5" aria-hidden="true" />
            Uploaded
          </span>
        </span>
      );
    case 'failed':
    case 'refused':
      return (
        <span className="inline-flex items-center gap-1.5 font-medium text-red-700 text-xs">
          <CircleAlertIcon className="size-3.5" aria-hidden="true" />
          {entry.state === 'failed' ? 'Failed' : 'Not accepted'}
        </span>
      );
  }
}

/**
 * Upload Process Files (spec §2, §5, §8): several files by browsing or drag and drop, one file type
 * for them, per-file progress, and each file stored and recorded as an As-Is artifact. A BPMN 2.0
 * file (.bpmn, .xml) becomes the diagram of the As-Is or To-Be workflow map instead, replacing the
 * map's diagram or making a new map (issue 21). The dialog closes after a complete success; failed
 * files stay listed with the server's reason.
 */
export function UploadProcessFilesDialog({
  processId,
  open,
  onOpenChange,
}: {
  processId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ids = useId();
  const queryClient = useQueryClient();
  const upload = useUploadProcessFile();
  const artifacts = useArtifacts(open ? processId : undefined).data ?? [];
  const [entries, setEntries] = useState<QueueEntry[]>([]);
  const [fileType, setFileType] = useState('');
  const [target, setTarget] = useState<DiagramTarget>(DEFAULT_DIAGRAM_TARGET);
  const [running, setRunning] = useState(false);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);

  const reset = () => {
    setEntries([]);
    setFileType('');
    setTarget(DEFAULT_DIAGRAM_TARGET);
    setDragging(false);
  };

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    if (running) return; // Cancel the upload first; Escape and the overlay do nothing meanwhile.
    onOpenChange(false);
    reset();
  };

  const add = (files: readonly File[]) => {
    if (files.length === 0) return;
    setEntries((current) => addFiles(current, files));
    if (!isProcessFileType(fileType)) {
      const suggestion = suggestedFileType(files);
      if (suggestion) setFileType(suggestion);
    }
  };

  const onDrop = (event: React.DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!running) add([...event.dataTransfer.files]);
  };

  const start = async () => {
    const replacing = replacedMap(artifacts, target);
    const problem = selectionError(entries, fileType, replacing?.name ?? null);
    if (problem) {
      toast({ title: 'Upload Error', description: problem, variant: 'destructive' });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    const outcome: UploadOutcome = { uploaded: 0, failures: [], cancelled: false };
    for (const entry of pendingEntries(entries)) {
      if (controller.signal.aborted) {
        outcome.cancelled = true;
        break;
      }
      const { key, file } = entry;
      setEntries((current) => updateEntry(current, key, { state: 'uploading', progress: 0, error: null }));
      const onProgress = ({ fraction }: { fraction: number }) =>
        setEntries((current) =>
          updateEntry(
            current,
            key,
            fraction >= 1 ? { state: 'saving', progress: 1 } : { progress: fraction },
          ),
        );
      try {
        if (isDiagramEntry(entry)) {
          const result = await uploadBpmnDiagram({
            processId,
            file,
            state: target.state,
            artifactId: replacing?.id,
            signal: controller.signal,
            onProgress,
          });
          const note = diagramOutcomeText(result.outcome, result.artifact.name);
          setEntries((current) => updateEntry(current, key, { state: 'done', progress: 1, note }));
        } else if (isProcessFileType(fileType)) {
          const artifact = await upload.mutateAsync({
            processId,
            file,
            fileType,
            signal: controller.signal,
            onProgress,
          });
          setEntries((current) =>
            updateEntry(current, key, {
              state: 'done',
              progress: 1,
              passwordProtected: artifact.file?.passwordProtected === true,
            }),
          );
        }
        outcome.uploaded += 1;
      } catch (err) {
        if (isAbortError(err)) {
          outcome.cancelled = true;
          setEntries((current) => updateEntry(current, key, { state: 'ready', progress: 0 }));
          break;
        }
        const message = errorMessage(err);
        outcome.failures.push({ name: file.name, message });
        setEntries((current) => updateEntry(current, key, { state: 'failed', progress: 0, error: message }));
      }
    }
    abort.current = null;
    setRunning(false);
    if (outcome.uploaded > 0) void invalidateAfterWrite(queryClient, processId);
    toast(outcomeToast(outcome));
    if (!outcome.cancelled && outcome.failures.length === 0) {
      onOpenChange(false);
      reset();
    }
  };

  const pendingList = pendingEntries(entries);
  const pending = pendingList.length;
  const diagrams = pendingList.filter(isDiagramEntry).length;
  const onlyDiagrams = entries.length > 0 && entries.every(isDiagramEntry);
  const mismatched = mismatchedCount(entries, fileType);
  const typeId = `${ids}-type`;
  const hintId = `${ids}-hint`;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-xl" onInteractOutside={(e) => running && e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Upload Process Files</DialogTitle>
          <DialogDescription>
            Each file is stored and added to the Artifacts Library as an As-Is artifact that colleagues can
            open. A BPMN 2.0 diagram becomes the diagram of a workflow map.
          </DialogDescription>
        </DialogHeader>

        {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone adds to "Browse files", which is the keyboard route */}
        <div
          onDragOver={(e) => {
            e.preventDefault();
            if (!running) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-6 py-7 text-center transition-colors',
            dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50/60',
          )}
        >
          <span className="flex size-10 items-center justify-center rounded-full bg-white text-brand-700 shadow-xs ring-1 ring-slate-200">
            <UploadCloudIcon className="size-5" aria-hidden="true" />
          </span>
          <p className="font-medium text-slate-900 text-sm">Drag files here, or</p>
          <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={running}>
            Browse files
          </Button>
          <p id={hintId} className="text-slate-600 text-xs">
            PDF, Word, Excel or Visio: .pdf, .doc, .docx, .xls, .xlsx, .vsd, .vsdx
            <br />
            BPMN 2.0 diagrams: .bpmn, or .xml exported as BPMN 2.0
          </p>
          <input
            ref={input}
            type="file"
            multiple
            accept={PROCESS_FILES_ACCEPT}
            aria-label="Process files"
            aria-describedby={hintId}
            tabIndex={-1}
            className="hidden"
            onChange={(e) => {
              add([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </div>

        {entries.length > 0 ? (
          <ul
            aria-label="Selected files"
            className="flex max-h-64 flex-col divide-y divide-slate-200 overflow-y-auto rounded-md border border-slate-200"
          >
            {entries.map((entry) => (
              <li key={entry.key} className="flex flex-col gap-1 px-3 py-2.5">
                <div className="flex items-center gap-3">
                  {isDiagramEntry(entry) ? (
                    <ShapesIcon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                  ) : (
                    <FileTextIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  )}
                  <div className="flex min-w-0 flex-1 items-baseline gap-2">
                    <span className="truncate font-medium text-slate-900 text-sm" title={entry.file.name}>
                      {entry.file.name}
                    </span>
                    <span className="shrink-0 text-slate-600 text-xs tabular-nums">
                      {formatBytes(entry.file.size)}
                    </span>
                  </div>
                  <EntryStatus entry={entry} />
                  {entry.state === 'ready' || entry.state === 'failed' || entry.state === 'refused' ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-7 text-slate-500"
                      disabled={running}
                      aria-label={`Remove ${entry.file.name}`}
                      onClick={() => setEntries((current) => current.filter((e) => e.key !== entry.key))}
                    >
                      <XIcon aria-hidden="true" />
                    </Button>
                  ) : null}
                </div>
                {entry.error ? <p className="pl-7 text-red-700 text-xs">{entry.error}</p> : null}
                {entry.note ? <p className="pl-7 text-slate-700 text-xs">{entry.note}</p> : null}
              </li>
            ))}
          </ul>
        ) : null}

        {diagrams > 0 ? (
          <DiagramTargetField
            artifacts={artifacts}
            count={diagrams}
            value={target}
            onChange={setTarget}
            disabled={running}
          />
        ) : null}

        <div className={cn('flex flex-col gap-2', onlyDiagrams && 'hidden')}>
          <Label htmlFor={typeId}>File type *</Label>
          <Select value={fileType} onValueChange={setFileType} disabled={running}>
            <SelectTrigger id={typeId} aria-required="true">
              <SelectValue placeholder="Choose the file type" />
            </SelectTrigger>
            <SelectContent>
              {PROCESS_FILE_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {PROCESS_FILE_TYPE_LABELS[type]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {mismatched > 0 ? (
            <p className="text-amber-900 text-xs">
              {mismatched === 1 ? '1 file is' : `${mismatched} files are`} not .{fileType}; the artifact type
              will still read {fileType}.
            </p>
          ) : null}
        </div>

        <DialogFooter>
          {running ? (
            <Button variant="outline" onClick={() => abort.current?.abort()}>
              Cancel upload
            </Button>
          ) : (
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
          )}
          <Button onClick={() => void start()} disabled={running}>
            {running ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            ) : (
              <UploadIcon aria-hidden="true" />
            )}
            {running ? 'Uploading…' : pending > 0 ? `Upload ${pending} file(s)` : 'Upload'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
