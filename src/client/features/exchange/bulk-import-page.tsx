import {
  CircleAlertIcon,
  CircleCheckIcon,
  FileSearchIcon,
  LoaderCircleIcon,
  LockIcon,
  UploadIcon,
} from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useCanEdit } from '../../api/auth/capabilities';
import type { ImportMode, ImportReport } from '../../api/exchange/import-report';
import {
  type ImportFailure,
  readImportFailure,
  useApplyImport,
  usePreviewImport,
} from '../../api/exchange/run-import';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { paths } from '../../lib/paths';
import { runMutation } from '../../lib/run-mutation';
import { isAbortError } from '../../lib/upload';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FileDropZone } from './components/file-drop-zone';
import { ImportFormatsCard } from './components/import-formats-card';
import { ImportModePicker } from './components/import-mode-picker';
import { ImportReportView } from './components/import-report-view';
import { canApply, failureRows, reportSummary, summarySentence } from './import-report-rows';

const KIND_LABELS: Record<string, string> = {
  archive: 'Full archive',
  'processes-sheet': 'Processes sheet',
  'divisions-csv': 'Divisions CSV',
};

const MODE_LABELS: Record<ImportMode, string> = { merge: 'Merge', replace: 'Replace everything' };

function StepHeading({ n, id, children }: { n: number; id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="flex items-center gap-2.5 font-semibold text-base text-slate-900">
      <span
        aria-hidden="true"
        className="flex size-6 items-center justify-center rounded-full bg-slate-100 font-semibold text-slate-700 text-xs tabular-nums"
      >
        {n}
      </span>
      {children}
    </h2>
  );
}

function FailureAlert({ title, failure }: { title: string; failure: ImportFailure }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
      <CircleAlertIcon className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
      <div className="text-sm">
        <p className="font-medium text-red-900">{title}</p>
        <p className="text-red-800">{failure.message}</p>
      </div>
    </div>
  );
}

function ProgressLine({ label, fraction }: { label: string; fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="flex min-w-48 flex-col gap-1" role="status">
      <span className="text-slate-600 text-xs tabular-nums">
        {fraction < 1 ? `${label} ${percent}%` : 'Reading the file…'}
      </span>
      <div className="h-1.5 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** Bulk Import (/bulk-import): choose a file and a mode, check it, then import it. */
/** One of the import's reports under its heading (and, for the check, its file kind and mode). */
function ReportSection({
  id,
  title,
  meta,
  children,
}: {
  id: string;
  title: string;
  meta?: string;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="font-semibold text-base text-slate-900">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      {meta ? (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {heading}
          <p className="text-slate-600 text-xs">{meta}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** Importing changes the repository: a viewer is told so instead of given the form. */
export function BulkImportPage() {
  return useCanEdit() ? <BulkImportForm /> : <ViewerNotice />;
}

function ViewerNotice() {
  useDocumentTitle('Bulk Import');
  return (
    <EmptyState
      icon={LockIcon}
      title="Importing needs the Editor role"
      description="You are signed in as a Viewer: you can read and export, but not import. Ask an admin for the Editor role."
    />
  );
}

function BulkImportForm() {
  useDocumentTitle('Bulk Import');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mode, setMode] = useState<ImportMode>('merge');
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const [previewFailure, setPreviewFailure] = useState<ImportFailure | null>(null);
  const [applyFailure, setApplyFailure] = useState<ImportFailure | null>(null);
  const [applied, setApplied] = useState<ImportReport | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [progress, setProgress] = useState(0);
  const abortRef = useRef<AbortController | null>(null);
  const previewImport = usePreviewImport();
  const applyImport = useApplyImport();
  const busy = previewImport.isPending || applyImport.isPending;

  /** Anything that changes the file or the mode makes the last check (and its outcome) void. */
  const resetOutcome = () => {
    setPreview(null);
    setPreviewFailure(null);
    setApplyFailure(null);
    setApplied(null);
  };

  const chooseFile = (next: File | null) => {
    resetOutcome();
    setFile(next);
    setFileError(null);
  };

  const check = () => {
    if (!file) {
      setFileError('Choose a file to check first.');
      return;
    }
    resetOutcome();
    setProgress(0);
    const controller = new AbortController();
    abortRef.current = controller;
    previewImport.mutate(
      { file, mode, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (report) => setPreview(report),
        onError: (err) => {
          if (!isAbortError(err)) setPreviewFailure(readImportFailure(err));
        },
      },
    );
  };

  const runImport = () => {
    if (!file || !preview) return;
    setApplyFailure(null);
    setProgress(0);
    const controller = new AbortController();
    abortRef.current = controller;
    void runMutation(
      applyImport,
      { file, mode, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (report) => {
          setConfirmOpen(false);
          setApplied(report);
          setPreview(null);
          toast({ title: 'Import complete', description: summarySentence(reportSummary(report), true) });
        },
        onError: (err) => {
          setConfirmOpen(false);
          if (!isAbortError(err)) setApplyFailure(readImportFailure(err));
        },
      },
    );
  };

  const startOver = () => {
    resetOutcome();
    setFile(null);
    setFileError(null);
    setMode('merge');
  };

  const ready = canApply(preview);
  const previewSummary = preview ? reportSummary(preview) : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        breadcrumb={[{ label: 'Dashboard', href: paths.dashboard() }, { label: 'Bulk Import' }]}
        title="Bulk Import"
        description="Load job roles, processes and divisions from a file. The file is checked first; nothing is saved until you import it."
      />

      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-6 xl:col-start-1 xl:row-start-1">
          {applied ? (
            <Card className="flex flex-col gap-4 p-5">
              <div className="flex items-start gap-3">
                <CircleCheckIcon className="mt-0.5 size-6 shrink-0 text-emerald-600" aria-hidden="true" />
                <div className="flex flex-col gap-0.5">
                  <h2 className="font-semibold text-base text-slate-900">Import complete</h2>
                  <p className="text-slate-700 text-sm">
                    {file?.name ? `${file.name}: ` : ''}
                    {summarySentence(reportSummary(applied), true)}
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button asChild>
                  <Link href={paths.dashboard()}>Go to Dashboard</Link>
                </Button>
                <Button variant="outline" asChild>
                  <Link href={paths.history()}>See Version History</Link>
                </Button>
                <Button variant="ghost" onClick={startOver}>
                  Import another file
                </Button>
              </div>
            </Card>
          ) : (
            <Card className="flex flex-col gap-6 p-5">
              <section aria-labelledby="import-file-heading" className="flex flex-col gap-3">
                <StepHeading n={1} id="import-file-heading">
                  Choose a file
                </StepHeading>
                <FileDropZone file={file} onFile={chooseFile} disabled={busy} error={fileError} />
              </section>

              <section aria-labelledby="import-mode-heading" className="flex flex-col gap-3">
                <StepHeading n={2} id="import-mode-heading">
                  Choose how to import
                </StepHeading>
                <ImportModePicker
                  value={mode}
                  disabled={busy}
                  onChange={(next) => {
                    resetOutcome();
                    setMode(next);
                  }}
                />
              </section>

              <section aria-labelledby="import-check-heading" className="flex flex-col gap-3">
                <StepHeading n={3} id="import-check-heading">
                  Check, then import
                </StepHeading>
                <div className="flex flex-wrap items-center gap-3">
                  <Button variant={preview ? 'outline' : 'default'} onClick={check} disabled={busy || !file}>
                    {previewImport.isPending ? (
                      <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
                    ) : (
                      <FileSearchIcon aria-hidden="true" />
                    )}
                    {previewImport.isPending ? 'Checking...' : preview ? 'Check again' : 'Check file'}
                  </Button>
                  <Button
                    variant={mode === 'replace' ? 'destructive' : 'default'}
                    disabled={!ready || busy}
                    onClick={() => (mode === 'replace' ? setConfirmOpen(true) : runImport())}
                  >
                    {applyImport.isPending ? (
                      <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
                    ) : (
                      <UploadIcon aria-hidden="true" />
                    )}
                    {applyImport.isPending ? 'Importing...' : 'Import'}
                  </Button>
                  {busy ? (
                    <>
                      <ProgressLine label="Sending the file" fraction={progress} />
                      <Button variant="ghost" size="sm" onClick={() => abortRef.current?.abort()}>
                        Cancel
                      </Button>
                    </>
                  ) : !preview && !previewFailure ? (
                    <p className="text-slate-600 text-sm">
                      {file ? 'Check the file to see what it would change.' : 'Choose a file to begin.'}
                    </p>
                  ) : null}
                </div>
                {previewFailure ? (
                  <FailureAlert title="The file could not be checked" failure={previewFailure} />
                ) : null}
                {applyFailure ? (
                  <FailureAlert title="Nothing was imported" failure={applyFailure} />
                ) : preview && previewSummary ? (
                  ready ? (
                    <p className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900 text-sm">
                      <CircleCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                      <span>
                        Ready to import ({MODE_LABELS[preview.mode] ?? preview.mode}):{' '}
                        {summarySentence(previewSummary, false)}
                      </span>
                    </p>
                  ) : (
                    <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950 text-sm">
                      <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                      <span>
                        {previewSummary.reject.toLocaleString('en-US')}{' '}
                        {previewSummary.reject === 1 ? 'row cannot' : 'rows cannot'} be imported. Correct the
                        file and check it again; nothing is imported until every row can be.
                      </span>
                    </p>
                  )
                ) : null}
              </section>
            </Card>
          )}
        </div>

        <div className="flex min-w-0 flex-col gap-3 empty:hidden xl:col-span-2 xl:row-start-2">
          {applied ? (
            <ReportSection id="import-applied-heading" title="Imported rows">
              <ImportReportView
                key="applied"
                summary={reportSummary(applied)}
                rows={applied.rows}
                caption="What the import did, row by row"
              />
            </ReportSection>
          ) : applyFailure?.report ? (
            <ReportSection id="import-refused-heading" title="Rejected rows">
              <ImportReportView
                key="refused"
                summary={reportSummary(applyFailure.report)}
                rows={failureRows(applyFailure)}
                initialFilter="reject"
                caption="Rows the import refused"
              />
            </ReportSection>
          ) : preview ? (
            <ReportSection
              id="import-report-heading"
              title="Check result"
              meta={`${KIND_LABELS[preview.kind] ?? preview.kind} · ${MODE_LABELS[preview.mode] ?? preview.mode}`}
            >
              <ImportReportView
                key={`${file?.name}:${mode}:${preview.rows.length}`}
                summary={previewSummary ?? reportSummary(preview)}
                rows={preview.rows}
                initialFilter={previewSummary && previewSummary.reject > 0 ? 'reject' : 'all'}
                caption="What the import would do, row by row"
              />
            </ReportSection>
          ) : null}
        </div>

        {/* After the report in reading order (narrow screens stack it last); beside the steps when wide. */}
        <div className="xl:col-start-2 xl:row-start-1">
          <ImportFormatsCard />
        </div>
      </div>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Replace everything?"
        description={
          <>
            Everything in the repository is deleted and replaced by the contents of{' '}
            <span className="font-medium text-slate-900">{file?.name}</span>. This cannot be undone.
          </>
        }
        confirmLabel="Replace everything"
        busyLabel="Importing..."
        busy={applyImport.isPending}
        onConfirm={runImport}
      />
    </div>
  );
}
