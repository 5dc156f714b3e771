import type { TrainingArtifact } from '@core/schemas/training';
import { DownloadIcon, ExternalLinkIcon, EyeIcon } from 'lucide-react';
import { useState } from 'react';
import { useDeleteTrainingArtifact } from '../../../api/training/training-artifacts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FilePreviewDialog } from '../../../components/file-preview-dialog';
import { isPasswordProtected, previewKind, storedFileName } from '../../../components/file-preview-kind';
import { PasswordProtectedBadge } from '../../../components/password-protected-badge';
import { TrainingArtifactIcon } from '../../../components/training-artifact-icon';
import { Button } from '../../../components/ui/button';
import { DeleteButton } from '../../../components/ui/delete-button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { runMutation } from '../../../lib/run-mutation';
import { artifactKind, KIND_LABELS, openTarget } from '../../../lib/training/training-artifact-model';

function sourceText(url: string | null): string {
  if (!url) return 'No file or link';
  const stored = storedFileName(url);
  if (stored) return stored;
  return url;
}

/**
 * The training artifact detail dialog (spec §2): name, description, type, output, when it was
 * added, where it points; Open (new tab), Preview for stored PDFs, images and text, and Delete
 * after a confirmation.
 */
export function TrainingArtifactDialog({
  processId,
  artifact,
  open,
  onOpenChange,
}: {
  processId: string;
  artifact: TrainingArtifact | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const remove = useDeleteTrainingArtifact(processId);
  if (!artifact) return null;

  const kind = artifactKind(artifact);
  const target = openTarget(artifact.fileUrl);
  const locked = isPasswordProtected(artifact);
  const preview = previewKind(artifact.fileUrl, locked);
  const isImage = preview === 'image';

  const confirmDelete = () => {
    void runMutation(remove, artifact.id, {
      onSuccess: () => {
        setConfirming(false);
        onOpenChange(false);
        toast({ title: 'Training artifact deleted', description: `"${artifact.name}" was removed.` });
      },
      onError: (err) => {
        setConfirming(false);
        toast({
          variant: 'destructive',
          title: 'The training artifact could not be deleted',
          description: errorMessage(err),
        });
      },
    });
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <div className="flex items-start gap-3">
              <TrainingArtifactIcon kind={kind} className="mt-0.5" />
              <div className="flex min-w-0 flex-col gap-1">
                <DialogTitle className="break-words">{artifact.name}</DialogTitle>
                <DialogDescription>Training artifact for {artifact.processOutput}</DialogDescription>
                {locked ? <PasswordProtectedBadge className="self-start" /> : null}
              </div>
            </div>
          </DialogHeader>

          {artifact.description ? (
            <p className="whitespace-pre-line text-slate-800 text-sm">{artifact.description}</p>
          ) : (
            <p className="text-slate-600 text-sm italic">No description</p>
          )}

          {isImage && artifact.fileUrl ? (
            <button
              type="button"
              onClick={() => setPreviewing(true)}
              className="flex w-full items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50 p-2"
              aria-label={`Preview ${artifact.name}`}
            >
              <img src={artifact.fileUrl} alt="" className="mx-auto max-h-56 object-contain" />
            </button>
          ) : null}

          <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 rounded-md border border-slate-200 bg-slate-50/60 p-3 text-sm">
            <dt className="text-slate-600">Type</dt>
            <dd className="text-slate-900">{KIND_LABELS[kind]}</dd>
            <dt className="text-slate-600">Process output</dt>
            <dd className="break-words text-slate-900">{artifact.processOutput}</dd>
            <dt className="text-slate-600">Added</dt>
            <dd className="text-slate-900 tabular-nums">{formatDateTime(artifact.createdAt)}</dd>
            <dt className="text-slate-600">{kind === 'link' || kind === 'video' ? 'Link' : 'File'}</dt>
            <dd className="break-all text-slate-900">{sourceText(artifact.fileUrl)}</dd>
          </dl>

          <DialogFooter className="sm:justify-between">
            <DeleteButton onClick={() => setConfirming(true)} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              {locked && artifact.fileUrl ? (
                // Only its own application opens it, with the password: no preview, no tab.
                <Button asChild>
                  <a href={artifact.fileUrl} download={storedFileName(artifact.fileUrl) || undefined}>
                    <DownloadIcon aria-hidden="true" />
                    Download
                  </a>
                </Button>
              ) : null}
              {preview !== 'none' ? (
                <Button variant="outline" onClick={() => setPreviewing(true)}>
                  <EyeIcon aria-hidden="true" />
                  Preview
                </Button>
              ) : null}
              {target.kind === 'new-tab' && !locked ? (
                <Button asChild>
                  <a href={target.url} target="_blank" rel="noopener noreferrer">
                    <ExternalLinkIcon aria-hidden="true" />
                    Open
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </Button>
              ) : null}
            </div>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <FilePreviewDialog
        open={previewing}
        onOpenChange={setPreviewing}
        url={artifact.fileUrl}
        title={artifact.name}
        description={artifact.description ?? undefined}
        passwordProtected={locked}
      />

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this training artifact?"
        description={
          <>
            <span className="font-medium text-slate-900">{artifact.name}</span> is removed from{' '}
            {artifact.processOutput}
            {kind === 'link' || kind === 'video'
              ? '.'
              : ', and its file with it unless something else uses it.'}
          </>
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
