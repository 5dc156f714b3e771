import { acceptAttribute } from '@core/rules/file-rules';
import { trainingArtifactElementId } from '@core/rules/traceability';
import type { TrainingArtifact } from '@core/schemas/training';
import { InfoIcon, LinkIcon, LoaderCircleIcon, LockIcon, RotateCwIcon, UploadIcon } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useCanEdit } from '../../../api/auth/capabilities';
import {
  useAddTrainingLink,
  useTrainingArtifacts,
  useUploadTrainingArtifact,
} from '../../../api/training/training-artifacts';
import { isPasswordProtected } from '../../../components/file-preview-kind';
import { TrainingArtifactIcon } from '../../../components/training-artifact-icon';
import { Button } from '../../../components/ui/button';
import { HiddenFileInput } from '../../../components/ui/hidden-file-input';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { UploadProgressBar } from '../../../components/upload-progress-bar';
import { errorMessage } from '../../../lib/api-client';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { runMutation } from '../../../lib/run-mutation';
import {
  artifactKind,
  artifactsForOutput,
  linkFromInput,
  openTarget,
} from '../../../lib/training/training-artifact-model';
import { isAbortError, UploadError } from '../../../lib/upload';
import { cn } from '../../../lib/utils';
import type { TracePainPoint } from '../../traceability';
import { AddressesChips, useTraceability } from '../../traceability';

const TrainingArtifactDialog = lazyDialog(() =>
  import('./training-artifact-dialog').then((m) => m.TrainingArtifactDialog),
);

const ACCEPT = acceptAttribute('training-artifact');

/** Spec §8 words a failed training upload "Upload failed: {status text}"; the server's reason follows. */
function uploadFailureTitle(err: unknown): string {
  return err instanceof UploadError && err.statusText ? `Upload failed: ${err.statusText}` : 'Upload failed';
}

function ArtifactItem({
  artifact,
  addresses,
  onDetails,
}: {
  artifact: TrainingArtifact;
  /** The pain points this artifact addresses (traceability, issue 9). */
  addresses: readonly TracePainPoint[];
  onDetails: () => void;
}) {
  const target = openTarget(artifact.fileUrl);
  const kind = artifactKind(artifact);
  const nameClasses =
    'min-w-0 flex-1 truncate rounded-sm text-left text-brand-700 text-xs underline-offset-2 hover:underline';
  return (
    <li
      id={trainingArtifactElementId(artifact.id)}
      tabIndex={-1}
      className="flex scroll-m-4 flex-col gap-1 rounded-sm focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <div className="flex items-center gap-1.5">
        <TrainingArtifactIcon kind={kind} size="sm" />
        {target.kind === 'new-tab' ? (
          <a
            href={target.url}
            target="_blank"
            rel="noopener noreferrer"
            className={nameClasses}
            title={`${artifact.name} (opens in a new tab)`}
          >
            {artifact.name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <button type="button" onClick={onDetails} className={nameClasses} title={artifact.name}>
            {artifact.name}
          </button>
        )}
        {isPasswordProtected(artifact) ? (
          <span
            className="inline-flex shrink-0 items-center rounded-sm border border-amber-200 bg-amber-50 p-0.5 text-amber-900"
            title="Password-protected: download it and open it with its password."
          >
            <LockIcon className="size-3" aria-hidden="true" />
            <span className="sr-only">Password-protected</span>
          </span>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          className="size-6 shrink-0 text-slate-500 hover:bg-white/70"
          aria-label={`Details of ${artifact.name}`}
          onClick={onDetails}
        >
          <InfoIcon className="size-3.5" aria-hidden="true" />
        </Button>
      </div>
      <AddressesChips painPoints={addresses} targetLabel={artifact.name} className="pl-6" />
    </li>
  );
}

/**
 * One process output's training artifacts in the Change Impact Assessment Matrix (spec §2, §5, §9):
 * the list (a stored file or link opens in a new tab, anything else the detail dialog), Upload for
 * one file, and a link box that adds on Enter, named from the address and the output.
 */
export function TrainingArtifactsCell({
  processId,
  processOutput,
}: {
  processId: string;
  processOutput: string;
}) {
  const canEdit = useCanEdit();
  const ids = useId();
  const list = useTrainingArtifacts(processId);
  const trace = useTraceability(processId);
  const upload = useUploadTrainingArtifact(processId);
  const addLink = useAddTrainingLink(processId);
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const items = artifactsForOutput(list.data ?? [], processOutput);
  // The dialog keeps showing a deleted artifact while it closes.
  const lastSelected = useRef<TrainingArtifact | null>(null);
  const selected = items.find((a) => a.id === selectedId) ?? lastSelected.current;
  if (selected) lastSelected.current = selected;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setProgress({ name: file.name, fraction: 0 });
    void runMutation(
      upload,
      {
        processId,
        processOutput,
        file,
        onProgress: ({ fraction }) => setProgress({ name: file.name, fraction }),
      },
      {
        onSuccess: (created) =>
          toast({
            title: 'Training artifact uploaded',
            description: `"${created.name}" was added to ${processOutput}.`,
          }),
        onError: (err) => {
          if (isAbortError(err)) return;
          toast({ variant: 'destructive', title: uploadFailureTitle(err), description: errorMessage(err) });
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const onLinkKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (addLink.isPending) return;
    const parsed = linkFromInput(link, processOutput);
    if (parsed.kind === 'empty') return;
    if (parsed.kind === 'invalid') {
      setLinkError(parsed.message);
      return;
    }
    void runMutation(
      addLink,
      { processId, processOutput, name: parsed.name, fileUrl: parsed.url },
      {
        onSuccess: (created) => {
          setLink('');
          toast({ title: 'Link added', description: `"${created.name}" was added.` });
        },
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: 'The link could not be added',
            description: errorMessage(err),
          }),
      },
    );
  };

  const linkId = `${ids}-link`;
  const linkErrorId = `${ids}-link-error`;

  return (
    <div className="flex min-w-0 flex-col gap-2">
      {list.isPending ? (
        <div role="status" className="flex flex-col gap-1">
          <span className="sr-only">Loading training artifacts…</span>
          <Skeleton className="h-4 w-3/4" />
        </div>
      ) : list.isError ? (
        <div role="alert" className="flex items-center gap-2 text-red-700 text-xs">
          Training artifacts could not be loaded.
          <Button
            variant="ghost"
            size="sm"
            className="h-6 px-1.5 text-xs"
            onClick={() => list.refetch()}
            disabled={list.isFetching}
          >
            <RotateCwIcon className="size-3" aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="flex min-h-6 items-center text-slate-600 text-xs italic">No training artifacts</p>
      ) : (
        <ul aria-label={`Training artifacts for ${processOutput}`} className="flex flex-col gap-1">
          {items.map((artifact) => (
            <ArtifactItem
              key={artifact.id}
              artifact={artifact}
              addresses={trace.addressing('training_artifact', artifact.id)}
              onDetails={() => {
                setSelectedId(artifact.id);
                setDetailsOpen(true);
              }}
            />
          ))}
        </ul>
      )}

      {progress ? (
        <div className="flex flex-col gap-1" aria-live="polite">
          <span className="truncate text-slate-600 text-xs">Uploading {progress.name}…</span>
          <UploadProgressBar
            label={`Uploading ${progress.name}`}
            percent={Math.round(progress.fraction * 100)}
            className="h-1"
          />
        </div>
      ) : null}

      <div className={canEdit ? 'flex items-start gap-1.5' : 'hidden'}>
        <Button
          variant="outline"
          size="sm"
          className="h-8 shrink-0 bg-white px-2 text-xs"
          onClick={() => fileInput.current?.click()}
          disabled={upload.isPending}
          aria-label={`Upload a training file for ${processOutput}`}
        >
          {upload.isPending ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
          ) : (
            <UploadIcon aria-hidden="true" />
          )}
          Upload
        </Button>
        <HiddenFileInput
          ref={fileInput}
          accept={ACCEPT}
          label={`Training file for ${processOutput}`}
          onFile={onFile}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="relative">
            <LinkIcon
              className="pointer-events-none absolute top-1/2 left-2 size-3.5 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <Input
              id={linkId}
              type="url"
              inputMode="url"
              value={link}
              onChange={(e) => {
                setLink(e.target.value);
                if (linkError) setLinkError(null);
              }}
              onKeyDown={onLinkKey}
              disabled={addLink.isPending}
              placeholder="Paste link, Enter"
              aria-label={`Add a training link for ${processOutput}`}
              aria-invalid={linkError ? true : undefined}
              aria-describedby={linkError ? linkErrorId : undefined}
              className={cn('h-8 bg-white pl-7 text-xs')}
            />
          </div>
          {linkError ? (
            <p id={linkErrorId} className="text-red-700 text-xs">
              {linkError}
            </p>
          ) : null}
        </div>
      </div>

      <TrainingArtifactDialog
        processId={processId}
        artifact={selected}
        open={detailsOpen}
        onOpenChange={setDetailsOpen}
      />
    </div>
  );
}
