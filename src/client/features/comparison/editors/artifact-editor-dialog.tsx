import type { ComparisonRowKey } from '@core/rules/artifact-shapes';
import type { Artifact } from '@core/schemas/artifact';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircleIcon } from 'lucide-react';
import type * as React from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  cacheArtifact,
  createArtifact,
  invalidateAfterArtifactWrite,
  type PutResult,
  putArtifact,
  uncacheArtifact,
} from '../../../api/artifacts/artifact-writes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { DeleteButton } from '../../../components/ui/delete-button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { LiveSaveNotice } from '../../live';
import { CrossFunctionalFields } from './cross-functional-fields';
import { ConflictAlert, GoneAlert, InlineAlert } from './editor-alerts';
import {
  artifactFields,
  contentFromEditor,
  type EditorState,
  type EditorValues,
  editorFormSchema,
  editorTitle,
  rowLabel,
  SHAPE_EDITORS,
  stateLabel,
  toEditorValues,
} from './editor-shapes';
import { FormField } from './fields';
import { JobDescriptionFields } from './job-description-fields';
import { PainPointsFields } from './pain-points-fields';
import { SHAPE_DESCRIPTIONS } from './shape-descriptions';
import { SipocFields } from './sipoc-fields';
import { SystemsFields } from './systems-fields';
import { TheirVersion } from './their-version';
import { UnsavedChangesMark } from './unsaved-changes-mark';
import { useColleagueSave } from './use-colleague-save';
import { useRemoveArtifact } from './use-remove-artifact';
import { WorkflowMapFields } from './workflow-map-fields';

export interface EditorTarget {
  rowKey: ComparisonRowKey;
  state: EditorState;
  /** The artifact to edit; null adds a new one. */
  artifact: Artifact | null;
}

/** `into`: the artifact to update, or null to create one. */
type SaveArgs = { values: EditorValues; revision: number; base: unknown; into: Artifact | null };
type SaveOutcome = { status: 'created'; artifact: Artifact } | PutResult;
type Confirming = null | 'discard' | 'delete' | 'load-theirs';

/**
 * The editor of one comparison cell: the artifact's name and description, then the form made for
 * its content shape. Save checks the form field by field and the content with the same zod shape
 * the server uses; an update carries the revision it started from, and a colleague's newer save
 * (409) keeps the dialog open with everything typed, offering to overwrite or to load theirs.
 */
export function ArtifactEditorDialog({
  processId,
  target,
  onClose,
}: {
  processId: string;
  target: EditorTarget;
  onClose: () => void;
}) {
  const { rowKey, state } = target;
  const ids = useId();
  const queryClient = useQueryClient();
  const [existing, setExisting] = useState<Artifact | null>(target.artifact);
  /** The stored version the form started from: its revision is sent, its unknown fields kept. */
  const [base, setBase] = useState<{ content: unknown; revision: number }>({
    content: target.artifact?.content ?? null,
    revision: target.artifact?.revision ?? 0,
  });
  const [conflict, setConflict] = useState<Artifact | null>(null);
  const [gone, setGone] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [uploading, setUploading] = useState(false);
  /** The alert's first action takes the focus (the Save button that was pressed is now disabled). */
  const alertActionRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (conflict || gone) alertActionRef.current?.focus();
  }, [conflict, gone]);

  const form = useForm<EditorValues>({
    defaultValues: toEditorValues(rowKey, state, target.artifact),
    resolver: zodResolver(editorFormSchema(rowKey), undefined, { raw: true }),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { isDirty } = form.formState;
  const title = editorTitle(rowKey, state, existing !== null);
  const label = rowLabel(rowKey);

  /** The form and its base become a colleague's saved version. */
  const adopt = useCallback(
    (theirs: Artifact) => {
      form.reset(toEditorValues(rowKey, state, theirs));
      setBase({ content: theirs.content, revision: theirs.revision });
      setExisting(theirs);
    },
    [form, rowKey, state],
  );
  // A colleague's save while this editor is open: taken when nothing was typed, else offered.
  const colleague = useColleagueSave(existing?.id ?? null, isDirty, {
    onUntouched: useCallback(
      (theirs: Artifact, { name }: { name: string }) => {
        adopt(theirs);
        setNotice(`${name} saved this section; their version is loaded.`);
      },
      [adopt],
    ),
    onReview: setConflict,
  });

  const save = useMutation<SaveOutcome, Error, SaveArgs>({
    mutationFn: async ({ values, revision, base: baseContent, into }) => {
      const type = into?.type ?? SHAPE_EDITORS[rowKey].type;
      const check = contentFromEditor(rowKey, type, values.shape, baseContent);
      if (!check.ok) throw new Error(check.message);
      const fields = artifactFields(values, rowKey);
      if (!into) {
        const created = await createArtifact({
          processId,
          type,
          state,
          name: fields.name,
          description: fields.description ?? undefined,
          ...(fields.fileUrl ? { fileUrl: fields.fileUrl } : {}),
          content: check.content,
        });
        return { status: 'created', artifact: created };
      }
      return putArtifact(into.id, { ...fields, content: check.content, revision });
    },
    onSuccess: (outcome, { values, into }) => {
      if (outcome.status === 'created' || outcome.status === 'saved') {
        const saved = outcome.artifact;
        cacheArtifact(queryClient, saved);
        void invalidateAfterArtifactWrite(queryClient, processId);
        toast(
          outcome.status === 'created'
            ? {
                title: `${label} added`,
                description: `"${saved.name}" was added to the ${stateLabel(state)} side.`,
              }
            : {
                title: 'Changes saved',
                description: `"${saved.name}" was saved. The Change Log shows what changed.`,
              },
        );
        onClose();
        return;
      }
      if (outcome.status === 'conflict') {
        setConflict(outcome.current);
        cacheArtifact(queryClient, outcome.current);
        return;
      }
      // Deleted by a colleague meanwhile: offer to save what was typed as a new artifact.
      setGone(true);
      if (into) uncacheArtifact(queryClient, { id: into.id, processId });
      void invalidateAfterArtifactWrite(queryClient, processId);
      form.setValue('name', values.name);
    },
    onError: (err) => setFormError(errorMessage(err, 'The changes could not be saved. Please try again.')),
  });

  const remove = useRemoveArtifact(processId, label, {
    onDone: () => {
      setConfirming(null);
      onClose();
    },
    onFailed: (err) => {
      setConfirming(null);
      setFormError(errorMessage(err, 'The artifact could not be deleted. Please try again.'));
    },
  });

  const busy = save.isPending || remove.isPending;

  const submit = (revision: number, baseContent: unknown, into: Artifact | null = existing) =>
    form.handleSubmit(
      (values) => {
        setFormError(null);
        setNotice(null);
        save.mutate({ values, revision, base: baseContent, into });
      },
      () => setFormError('Some fields need your attention; see the messages next to them.'),
    );

  const requestClose = () => {
    if (busy) return;
    if (isDirty) setConfirming('discard');
    else onClose();
  };

  const overwrite = () => {
    if (!conflict) return;
    const theirs = conflict;
    // Mine wins for every field the form edits; fields it does not know come from their version.
    setBase({ content: theirs.content, revision: theirs.revision });
    setConflict(null);
    void submit(theirs.revision, theirs.content)();
  };

  const loadTheirs = () => {
    if (!conflict) return;
    adopt(conflict);
    setConflict(null);
    setConfirming(null);
    setFormError(null);
    setNotice('Their version is loaded. Make your changes again, then save.');
  };

  const saveAsNew = () => {
    setExisting(null);
    setGone(false);
    setFormError(null);
    void submit(0, base.content, null)();
  };

  const onFormKeyDown = (e: React.KeyboardEvent<HTMLFormElement>) => {
    const el = e.target as HTMLElement;
    if (e.key !== 'Enter' || el.tagName !== 'INPUT') return;
    // Enter in a one-line field never saves the whole editor by accident; Ctrl/Cmd+Enter does.
    e.preventDefault();
    if (e.ctrlKey || e.metaKey) void submit(base.revision, base.content)();
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : requestClose())}>
      <DialogContent
        className="flex max-h-[calc(100dvh-2rem)] max-w-5xl flex-col gap-0 overflow-hidden p-0"
        // A click beside a long form must not throw it away; Cancel, Escape and × ask first.
        onInteractOutside={(e) => e.preventDefault()}
      >
        <DialogHeader className="border-slate-200 border-b px-6 pt-5 pb-4">
          <DialogTitle className="flex flex-wrap items-center gap-2">
            {title}
            <span
              className={
                state === 'to_be'
                  ? 'rounded-md border border-brand-200 bg-brand-50 px-1.5 py-0.5 font-medium text-brand-800 text-xs'
                  : 'rounded-md border border-slate-300 bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700 text-xs'
              }
              aria-hidden="true"
            >
              {state === 'to_be' ? 'Future state' : 'Current state'}
            </span>
          </DialogTitle>
          <DialogDescription>
            {SHAPE_DESCRIPTIONS[rowKey]} Every save is recorded in the Change Log.
          </DialogDescription>
        </DialogHeader>

        <FormProvider {...form}>
          <form
            id={`${ids}-form`}
            noValidate
            aria-label={title}
            onKeyDown={onFormKeyDown}
            onSubmit={submit(base.revision, base.content)}
            className="flex min-h-0 flex-1 flex-col"
          >
            <div className="flex min-h-0 flex-1 flex-col gap-7 overflow-y-auto px-6 py-5">
              <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
                <FormField
                  name="name"
                  label="Name"
                  required
                  placeholder={`e.g. ${stateLabel(state)} ${label}`}
                />
                <FormField
                  name="description"
                  label="Description"
                  multiline
                  rows={2}
                  hint="Shown under the name on the card (optional)."
                />
              </div>
              <div className="h-px shrink-0 bg-slate-200" />
              {rowKey === 'job_description' ? <JobDescriptionFields /> : null}
              {rowKey === 'workflow_map' ? (
                <WorkflowMapFields processId={processId} onUploadingChange={setUploading} />
              ) : null}
              {rowKey === 'sipoc' ? <SipocFields /> : null}
              {rowKey === 'cross_functional' ? <CrossFunctionalFields /> : null}
              {rowKey === 'systems' ? <SystemsFields /> : null}
              {rowKey === 'pain_points' ? <PainPointsFields toBe={state === 'to_be'} /> : null}
            </div>

            <div className="flex flex-col gap-3 border-slate-200 border-t bg-slate-50/70 px-6 py-3">
              {colleague.save && !conflict ? (
                <LiveSaveNotice
                  save={colleague.save}
                  busy={busy || colleague.reviewing}
                  failed={colleague.failed}
                  onReview={() => void colleague.review()}
                />
              ) : null}
              {conflict ? <TheirVersion theirs={conflict} /> : null}
              {conflict ? (
                <ConflictAlert
                  actionRef={alertActionRef}
                  theirs={conflict}
                  busy={busy}
                  onOverwrite={overwrite}
                  onLoadTheirs={() => setConfirming('load-theirs')}
                />
              ) : null}
              {gone ? <GoneAlert actionRef={alertActionRef} busy={busy} onSaveAsNew={saveAsNew} /> : null}
              {formError && !conflict ? <InlineAlert title={formError} /> : null}
              {notice ? (
                <p role="status" className="text-slate-700 text-sm">
                  {notice}
                </p>
              ) : null}
              <div className="flex flex-wrap items-center gap-2">
                {existing && !gone ? (
                  <DeleteButton variant="ghost" onClick={() => setConfirming('delete')} disabled={busy} />
                ) : null}
                <div className="ml-auto flex items-center gap-2">
                  {isDirty ? <UnsavedChangesMark className="mr-1" /> : null}
                  {uploading ? (
                    <span className="mr-1 text-slate-600 text-xs">Waiting for the upload…</span>
                  ) : null}
                  <Button variant="outline" onClick={requestClose} disabled={busy}>
                    Cancel
                  </Button>
                  <Button type="submit" disabled={busy || uploading || conflict !== null || gone}>
                    {save.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
                    {save.isPending ? 'Saving...' : 'Save'}
                  </Button>
                </div>
              </div>
            </div>
          </form>
        </FormProvider>
      </DialogContent>

      <ConfirmDialog
        open={confirming === 'discard'}
        onOpenChange={(open) => setConfirming(open ? 'discard' : null)}
        title="Discard your changes?"
        description={`The changes you made in “${title}” have not been saved and will be lost.`}
        cancelLabel="Keep editing"
        confirmLabel="Discard changes"
        onConfirm={() => {
          setConfirming(null);
          onClose();
        }}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => setConfirming(open ? 'delete' : null)}
        title={`Delete “${existing?.name ?? label}”?`}
        description={`The ${stateLabel(state)} ${label} will be removed from the comparison. The Change Log keeps a copy.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() => existing && remove.mutate(existing)}
      />
      <ConfirmDialog
        open={confirming === 'load-theirs'}
        onOpenChange={(open) => setConfirming(open ? 'load-theirs' : null)}
        title="Load their version?"
        description="Everything you typed in this editor will be replaced by the version your colleague saved."
        cancelLabel="Keep mine"
        confirmLabel="Load their version"
        onConfirm={loadTheirs}
      />
    </Dialog>
  );
}
