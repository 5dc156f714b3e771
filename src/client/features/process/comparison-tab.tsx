import { Suspense } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { UploadProcessFilesButton } from '../artifacts';
import { ChangeImpactMatrix } from '../change-impact/lazy';
import { ComparisonView, ShowChangesToggle } from '../comparison';
import { PainPointTracker } from '../pain-points';
import { ReportActions, type ReportSubject } from '../report';
import { GenerateTrainingMaterialsButton } from '../training';

/**
 * The Process Comparison tab: the side-by-side comparison, then what the change team tracks
 * against it (pain-point resolution and the change impact of each output). One lazy chunk; the
 * change impact matrix, below the fold, a second one.
 */
export function ComparisonTab({ process, artifacts, jobRoleName }: ReportSubject) {
  return (
    <div className="flex flex-col gap-8">
      <div className="-mb-4 flex flex-wrap items-center justify-between gap-2">
        <ShowChangesToggle artifacts={artifacts} />
        <div
          className="flex flex-wrap items-center gap-2 sm:justify-end"
          role="toolbar"
          aria-label="Process files"
        >
          <GenerateTrainingMaterialsButton processId={process.id} />
          <UploadProcessFilesButton processId={process.id} />
          <ReportActions process={process} artifacts={artifacts} jobRoleName={jobRoleName} />
        </div>
      </div>
      <ComparisonView process={process} artifacts={artifacts} jobRoleName={jobRoleName} />
      <PainPointTracker processId={process.id} artifacts={artifacts} />
      <Suspense fallback={<MatrixPlaceholder />}>
        <ChangeImpactMatrix processId={process.id} artifacts={artifacts} />
      </Suspense>
    </div>
  );
}

function MatrixPlaceholder() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading the change impact matrix…</span>
      <Skeleton className="h-64" />
    </div>
  );
}
