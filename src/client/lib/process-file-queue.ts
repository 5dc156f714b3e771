// Relative paths: pure logic shared with the unit tests.

import {
  BPMN_EXTENSIONS,
  fileExtension,
  isAllowedExtension,
  isBpmnFileName,
  UPLOAD_PLACES,
} from '@core/rules/file-rules';
import { PROCESS_FILE_TYPES } from '@core/schemas/artifact';

/**
 * The Upload Process Files dialog's list (spec §5): which files are waiting, uploading, done or
 * refused, and what the toasts say. Pure: no React, no network.
 */
export type ProcessFileType = (typeof PROCESS_FILE_TYPES)[number];

export const PROCESS_FILE_TYPE_LABELS: Record<ProcessFileType, string> = {
  pdf: 'PDF document (.pdf)',
  doc: 'Word 97–2003 (.doc)',
  docx: 'Word document (.docx)',
  xls: 'Excel 97–2003 (.xls)',
  xlsx: 'Excel workbook (.xlsx)',
  vsd: 'Visio 2003–2010 (.vsd)',
  vsdx: 'Visio drawing (.vsdx)',
};

export function isProcessFileType(value: string): value is ProcessFileType {
  return (PROCESS_FILE_TYPES as readonly string[]).includes(value);
}

export type QueueState = 'ready' | 'uploading' | 'saving' | 'done' | 'failed' | 'refused';

export interface QueueEntry {
  /** Stable while the dialog is open: name, size and modification time. */
  key: string;
  file: File;
  state: QueueState;
  /** 0 to 1 while uploading. */
  progress: number;
  /** Why it failed or was refused, in the server's words when the server answered. */
  error: string | null;
  /** Once uploaded: the server found it encrypted with a password. */
  passwordProtected?: boolean;
  /** Once uploaded: what a diagram did ("Diagram of “Dispatch” replaced."). */
  note?: string;
}

export const SELECTION_MESSAGE = 'Please select files and choose a file type.';
export const FAILURE_MESSAGE = 'Failed to upload files. Please try again.';

/** Process files, then BPMN 2.0 diagrams (issue 21), which become a workflow map's diagram. */
const ACCEPTED_EXTENSIONS = [...UPLOAD_PLACES['process-file'], ...BPMN_EXTENSIONS];
export const PROCESS_FILES_ACCEPT = ACCEPTED_EXTENSIONS.map((e) => `.${e}`).join(',');

/** A .bpmn or .xml file: uploaded into a workflow map, not stored as a process file. */
export const isDiagramEntry = (entry: QueueEntry) => isBpmnFileName(entry.file.name);

/** Refused before any byte is sent, in the server's words. */
export function refusalMessage(name: string): string {
  const ext = fileExtension(name);
  const accepted = ACCEPTED_EXTENSIONS.map((e) => `.${e}`).join(', ');
  return `Files of type ${ext ? `.${ext}` : 'without extension'} are not accepted here. Accepted: ${accepted}.`;
}

function fileKey(file: File): string {
  return `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
}

/** Adds files to the list, skipping ones already in it; files of other types are refused at once. */
export function addFiles(entries: readonly QueueEntry[], files: readonly File[]): QueueEntry[] {
  const known = new Set(entries.map((e) => e.key));
  const next = [...entries];
  for (const file of files) {
    const key = fileKey(file);
    if (known.has(key)) continue;
    known.add(key);
    const allowed = isAllowedExtension('process-file', file.name) || isBpmnFileName(file.name);
    next.push({
      key,
      file,
      state: allowed ? 'ready' : 'refused',
      progress: 0,
      error: allowed ? null : refusalMessage(file.name),
    });
  }
  return next;
}

/** The entries an Upload click sends: waiting ones and earlier failures (tried again). */
export function pendingEntries(entries: readonly QueueEntry[]): QueueEntry[] {
  return entries.filter((e) => e.state === 'ready' || e.state === 'failed');
}

/**
 * Spec §5: at least one file and a file type, else the Upload Error toast's selection message. The
 * file type is for process files: diagrams alone need none. Replacing one map's diagram takes one
 * diagram file.
 */
export function selectionError(
  entries: readonly QueueEntry[],
  fileType: string,
  replacing: string | null = null,
): string | null {
  const pending = pendingEntries(entries);
  const diagrams = pending.filter(isDiagramEntry).length;
  if (pending.length === 0 || (pending.length > diagrams && !isProcessFileType(fileType))) {
    return SELECTION_MESSAGE;
  }
  if (replacing !== null && diagrams > 1) {
    return `Choose one diagram file to replace the diagram of “${replacing}”, or add them as new workflow maps.`;
  }
  return null;
}

/** The file type every chosen file has, when they agree: a sensible preselection. */
export function suggestedFileType(files: readonly { name: string }[]): ProcessFileType | null {
  const types = new Set(files.map((f) => fileExtension(f.name)).filter(isProcessFileType));
  return types.size === 1 ? ([...types][0] as ProcessFileType) : null;
}

/** How many waiting files do not carry the chosen type's extension (they are filed under it anyway). */
export function mismatchedCount(entries: readonly QueueEntry[], fileType: string): number {
  if (!isProcessFileType(fileType)) return 0;
  return pendingEntries(entries).filter((e) => !isDiagramEntry(e) && fileExtension(e.file.name) !== fileType)
    .length;
}

export function updateEntry(
  entries: readonly QueueEntry[],
  key: string,
  patch: Partial<Omit<QueueEntry, 'key' | 'file'>>,
): QueueEntry[] {
  return entries.map((e) => (e.key === key ? { ...e, ...patch } : e));
}

export interface UploadOutcome {
  uploaded: number;
  failures: { name: string; message: string }[];
  cancelled: boolean;
}

export type UploadToast = { title: string; description: string; variant: 'default' | 'destructive' };

/** Spec §8: "Upload Successful" with "n file(s) uploaded successfully.", or "Upload Error". */
export function outcomeToast(outcome: UploadOutcome): UploadToast {
  const { uploaded, failures, cancelled } = outcome;
  if (cancelled) {
    return {
      title: 'Upload cancelled',
      description:
        uploaded > 0 ? `${uploaded} file(s) were uploaded before you cancelled.` : 'No file was uploaded.',
      variant: 'default',
    };
  }
  if (failures.length === 0) {
    return {
      title: 'Upload Successful',
      description: `${uploaded} file(s) uploaded successfully.`,
      variant: 'default',
    };
  }
  const reasons = failures
    .slice(0, 2)
    .map((f) => `${f.name}: ${f.message}`)
    .join(' ');
  const more = failures.length > 2 ? ` And ${failures.length - 2} more.` : '';
  const partly = uploaded > 0 ? ` ${uploaded} of ${uploaded + failures.length} file(s) were uploaded.` : '';
  return {
    title: 'Upload Error',
    description: `${FAILURE_MESSAGE}${partly} ${reasons}${more}`,
    variant: 'destructive',
  };
}

/** "12 KB", "3.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The artifact's description: what it is, so the library card says more than the file name. */
export function processFileDescription(
  fileType: ProcessFileType,
  file: { name: string; size: number },
): string {
  const label = PROCESS_FILE_TYPE_LABELS[fileType].replace(/ \(\.\w+\)$/, '');
  return `Uploaded As-Is process file: ${label}, ${formatBytes(file.size)}.`;
}
