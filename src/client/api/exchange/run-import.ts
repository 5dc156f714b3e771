import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, errorStatus } from '../../lib/api-client';
import { UploadError, uploadFile } from '../../lib/upload';
import { type ImportMode, type ImportReport, isImportReport } from './import-report';

export type ImportRequest = {
  file: File;
  mode: ImportMode;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

function postImport(url: string, { file, mode, onProgress, signal }: ImportRequest): Promise<ImportReport> {
  return uploadFile<ImportReport>({
    url,
    file,
    fields: { mode },
    onProgress: onProgress ? (p) => onProgress(p.fraction) : undefined,
    signal,
  });
}

/** Reads the file and reports what an import would do; nothing is saved. */
export function previewImport(request: ImportRequest): Promise<ImportReport> {
  return postImport('/api/import/preview', request);
}

/** Imports the file in one transaction: all of it, or (400 with the report) none of it. */
export function applyImport(request: ImportRequest): Promise<ImportReport> {
  return postImport('/api/import/apply', request);
}

/** A failed check or import, for the page: the status, the server's sentence, and its report if any. */
export type ImportFailure = { status: number | null; message: string; report: ImportReport | null };

const FALLBACKS: Record<number, string> = {
  413: 'The file is too large to import.',
  415: 'This kind of file cannot be imported. Choose a .zip export, an .xlsx or .csv processes sheet, or a divisions .csv.',
};

/** The server's message (and the report a refused import carries), or a plain sentence. */
export function readImportFailure(err: unknown): ImportFailure {
  const status = errorStatus(err);
  let report: ImportReport | null = null;
  if (err instanceof UploadError && err.body) {
    try {
      const body: unknown = JSON.parse(err.body);
      if (body && typeof body === 'object' && 'report' in body && isImportReport(body.report)) {
        report = body.report;
      }
    } catch {
      // Not JSON: the message below falls back to the text or a plain sentence.
    }
  }
  const fallback =
    (status !== null && FALLBACKS[status]) || 'The file could not be imported. Please try again.';
  return { status, message: errorMessage(err, fallback), report };
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}

/** After an import every cached answer may be out of date: all queries are invalidated. */
export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyImport,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
