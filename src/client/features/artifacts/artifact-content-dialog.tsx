import { record } from '@core/artifact-types';
import type { Artifact } from '@core/schemas/artifact';
import { type ContentKind, selectContentKind } from '../../components/artifact-renderers/content-kind';
import { CrossFunctionalDetail } from '../../components/artifact-renderers/cross-functional';
import { ReadableValue, UnrecognizedContent } from '../../components/artifact-renderers/generic';
import { JobDescriptionDetail } from '../../components/artifact-renderers/job-description';
import { PainPointsDetail } from '../../components/artifact-renderers/pain-points';
import { SipocDetail } from '../../components/artifact-renderers/sipoc';
import { SystemsDetail } from '../../components/artifact-renderers/systems';
import { WorkflowMapDetail } from '../../components/artifact-renderers/workflow-map';
import { diagramDownloadName } from '../../components/bpmn-viewer/file-names';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { cn } from '../../lib/utils';
import { ArtifactStateBadge, artifactTypeLabel } from './artifact-labels';

/** The content of an artifact by its kind (see `selectContentKind`). */
export function ArtifactContent({ artifact }: { artifact: Artifact }) {
  const kind: ContentKind = selectContentKind(artifact.type, artifact.content);
  const content = record(artifact.content);
  switch (kind) {
    case 'job_description':
      return <JobDescriptionDetail content={content} />;
    case 'workflow_map':
      return (
        <WorkflowMapDetail
          content={content}
          name={artifact.name}
          diagram={{
            artifactId: artifact.id,
            fileName: diagramDownloadName(artifact.name, artifact.state === 'to_be' ? 'to_be' : 'as_is'),
          }}
        />
      );
    case 'sipoc':
      return <SipocDetail content={content} />;
    case 'systems':
      return <SystemsDetail content={content} />;
    case 'pain_points':
      return <PainPointsDetail content={content} />;
    case 'cross_functional':
      return <CrossFunctionalDetail content={content} />;
    case 'generic':
      return (
        <div className="text-slate-800 text-sm">
          <ReadableValue value={artifact.content} />
        </div>
      );
    case 'unrecognized':
      return <UnrecognizedContent content={artifact.content} />;
  }
}

/** Shows an artifact that has no file: its content, laid out by type. */
export function ArtifactContentDialog({
  artifact,
  open,
  onOpenChange,
}: {
  /** Kept while the dialog closes, so its content does not vanish during the fade. */
  artifact: Artifact | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const wide = artifact ? selectContentKind(artifact.type, artifact.content) === 'sipoc' : false;
  return (
    <Dialog open={open && artifact !== null} onOpenChange={onOpenChange}>
      <DialogContent className={cn('max-w-3xl', wide && 'max-w-5xl')}>
        {artifact ? (
          <>
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-2">
                <ArtifactStateBadge state={artifact.state} />
                <span className="font-medium text-[11px] text-slate-500 uppercase tracking-wide">
                  {artifactTypeLabel(artifact.type)}
                </span>
              </div>
              <DialogTitle>{artifact.name}</DialogTitle>
              <DialogDescription>
                {artifact.description ||
                  `${artifact.state === 'to_be' ? 'To-Be' : 'As-Is'} ${artifactTypeLabel(artifact.type)}`}
              </DialogDescription>
            </DialogHeader>
            <ArtifactContent artifact={artifact} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
