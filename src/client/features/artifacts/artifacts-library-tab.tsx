import { resolveArtifactLink } from '@core/rules/artifact-link';
import { COMPARISON_ROWS, canonicalType } from '@core/rules/artifact-shapes';
import type { Artifact } from '@core/schemas/artifact';
import {
  ExternalLinkIcon,
  EyeIcon,
  FileTextIcon,
  FolderOpenIcon,
  type LucideIcon,
  NetworkIcon,
  ServerIcon,
  TableIcon,
  TriangleAlertIcon,
  UsersIcon,
  WorkflowIcon,
} from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { FilePreviewDialog } from '../../components/file-preview-dialog';
import { isPasswordProtected, previewKind } from '../../components/file-preview-kind';
import { SectionHeading } from '../../components/page-header';
import { PasswordProtectedBadge } from '../../components/password-protected-badge';
import { Button } from '../../components/ui/button';
import { plural } from '../../lib/format';
import { ArtifactContentDialog } from './artifact-content-dialog';
import { ArtifactStateBadge, artifactTypeLabel } from './artifact-labels';
import { openArtifact } from './open-artifact';

const TYPE_ICONS: Record<string, LucideIcon> = {
  job_description: FileTextIcon,
  workflow_map: WorkflowIcon,
  sipoc: TableIcon,
  role_sipoc: NetworkIcon,
  cross_functional: UsersIcon,
  systems: ServerIcon,
  pain_points: TriangleAlertIcon,
};

const TYPE_ORDER: string[] = COMPARISON_ROWS.flatMap((row) => [...row.types]);

/** The library's order: the comparison rows' order, As-Is before To-Be, then anything else by name. */
function sortArtifacts(artifacts: readonly Artifact[]): Artifact[] {
  const typeRank = (a: Artifact) => {
    const i = TYPE_ORDER.indexOf(canonicalType(a.type));
    return i === -1 ? TYPE_ORDER.length : i;
  };
  const stateRank = (a: Artifact) => (a.state === 'as_is' ? 0 : a.state === 'to_be' ? 1 : 2);
  return [...artifacts].sort(
    (a, b) => typeRank(a) - typeRank(b) || stateRank(a) - stateRank(b) || a.name.localeCompare(b.name),
  );
}

const isVisioFile = (artifact: Artifact) => previewKind(artifact.fileUrl) === 'visio';

function ArtifactCard({ artifact, onView }: { artifact: Artifact; onView: () => void }) {
  const Icon = TYPE_ICONS[canonicalType(artifact.type)] ?? FileTextIcon;
  const locked = isPasswordProtected(artifact);
  // A password-protected file opens in no tab: View explains it and offers the download. A Visio
  // drawing neither: a browser cannot show one, so View shows its pages as the server draws them.
  const opensTab =
    !locked && !isVisioFile(artifact) && resolveArtifactLink(artifact.fileUrl).kind === 'new-tab';
  const headingId = `artifact-${artifact.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 transition-colors hover:border-slate-300"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={
            artifact.state === 'to_be'
              ? 'flex size-9 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700'
              : 'flex size-9 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-600'
          }
        >
          <Icon className="size-4.5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-start justify-between gap-2">
            <h3 id={headingId} className="font-semibold text-slate-900 text-sm leading-snug">
              {artifact.name}
            </h3>
            <ArtifactStateBadge state={artifact.state} />
          </div>
          <p className="font-medium text-[11px] text-slate-500 uppercase tracking-wide">
            {artifactTypeLabel(artifact.type)}
          </p>
          {locked ? <PasswordProtectedBadge className="self-start" /> : null}
        </div>
      </div>
      <p className="line-clamp-3 text-slate-600 text-sm">
        {artifact.description || <span className="text-slate-500 italic">No description</span>}
      </p>
      <div className="mt-auto flex justify-end pt-1">
        <Button variant="outline" size="sm" onClick={onView}>
          {opensTab ? <ExternalLinkIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
          View
          <span className="sr-only">
            {' '}
            {artifact.name}
            {opensTab ? ' (opens in a new tab)' : ''}
          </span>
        </Button>
      </div>
    </article>
  );
}

/** Artifacts Library: every artifact of the process as a card with a View action. */
export function ArtifactsLibraryTab({ artifacts }: { artifacts: Artifact[] }) {
  const [viewing, setViewing] = useState<Artifact | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // A stored file shown in the app's own preview: password-protected, or a Visio drawing.
  const [previewing, setPreviewing] = useState<Artifact | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);

  if (artifacts.length === 0) {
    return (
      <EmptyState
        icon={FolderOpenIcon}
        title="No artifacts in this library yet."
        description="Job descriptions, workflow maps, SIPOCs, systems and pain points for the As-Is and To-Be states appear here once they are added."
      />
    );
  }

  const sorted = sortArtifacts(artifacts);
  const asIs = artifacts.filter((a) => a.state === 'as_is').length;
  const toBe = artifacts.filter((a) => a.state === 'to_be').length;

  return (
    <section aria-labelledby="artifacts-library-heading" className="flex flex-col gap-4">
      <SectionHeading
        id="artifacts-library-heading"
        title="Artifacts Library"
        count={`${plural(artifacts.length, 'artifact')} · ${asIs} As-Is · ${toBe} To-Be`}
      />
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {sorted.map((artifact) => (
          <li key={artifact.id}>
            <ArtifactCard
              artifact={artifact}
              onView={() => {
                if (isPasswordProtected(artifact) || isVisioFile(artifact)) {
                  setPreviewing(artifact);
                  setPreviewOpen(true);
                  return;
                }
                openArtifact(artifact.fileUrl, () => {
                  setViewing(artifact);
                  setDialogOpen(true);
                });
              }}
            />
          </li>
        ))}
      </ul>
      <ArtifactContentDialog artifact={viewing} open={dialogOpen} onOpenChange={setDialogOpen} />
      <FilePreviewDialog
        open={previewOpen}
        onOpenChange={setPreviewOpen}
        url={previewing?.fileUrl ?? null}
        title={previewing?.name}
        description={previewing?.description ?? undefined}
        passwordProtected={isPasswordProtected(previewing)}
      />
    </section>
  );
}
