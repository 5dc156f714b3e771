import type { Artifact } from '../../../core/schemas/artifact';
import type { Process } from '../../../core/schemas/process';
import { ChangeImpactMatrix } from '../change-impact/change-impact-matrix';
import { PainPointTracker } from '../pain-points/pain-point-tracker';
import { ShowChangesToggle } from '../comparison/changes-toggle';
import { ComparisonView } from '../comparison/comparison-view';
import { ReportActions } from '../report/report-actions';
import { GenerateTrainingMaterialsButton } from '../training/generation/generate-training-materials-button';
import { UploadProcessFilesButton } from '../artifacts/uploads/upload-process-files-button';

/**
 * The Process Comparison tab: the side-by-side comparison, then what the change team tracks
 * against it (pain-point resolution and the change impact of each output). One lazy chunk.
 */
export function ComparisonTab({
  process,
  artifacts,
  jobRoleName,
}: {
  process: Process;
  artifacts: Artifact[];
  jobRoleName: string | null;
}) {
  return (
    <div className="flex flex-col gap-8">
      <div className="-mb-4 flex flex-wrap items-center justify-between gap-2">
        <ShowChangesToggle artifacts={artifacts} />
        <div
          className="flex flex-wrap items-center justify-end gap-2"
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
      <ChangeImpactMatrix processId={process.id} artifacts={artifacts} />
    </div>
  );
}
