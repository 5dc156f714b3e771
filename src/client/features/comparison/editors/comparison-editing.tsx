import { COMPARISON_ROWS, type ComparisonRowKey, pickRowArtifact } from '@core/rules/artifact-shapes';
import type { Artifact } from '@core/schemas/artifact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CopyIcon,
  CopyPlusIcon,
  EllipsisIcon,
  LoaderCircleIcon,
  PencilIcon,
  PlusIcon,
  RefreshCwIcon,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type * as React from 'react';
import { createContext, lazy, Suspense, useContext, useState } from 'react';
import {
  cacheArtifact,
  createArtifact,
  invalidateAfterArtifactWrite,
  putArtifact,
} from '../../../api/artifacts/artifact-writes';
import { artifactsQueryOptions } from '../../../api/artifacts/get-artifacts';
import { useCanEdit } from '../../../api/auth/capabilities';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { DropdownMenuContent } from '../../../components/ui/dropdown-menu';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import type { EditorTarget } from './artifact-editor-dialog';
import {
  type CopyOutcome,
  copyRequest,
  copySummary,
  planCopyAll,
  replacementFields,
  toBeName,
} from './copy-to-be';
import { type EditorState, rowLabel, stateLabel } from './editor-shapes';

/** The editors (forms, schemas, the map editor) load when an editor first opens. */
const ArtifactEditorDialog = lazy(() =>
  import('./artifact-editor-dialog').then((m) => ({ default: m.ArtifactEditorDialog })),
);

interface ReplaceRequest {
  rowKey: ComparisonRowKey;
  asIs: Artifact;
  toBe: Artifact;
}

interface ComparisonEditing {
  openEditor: (target: EditorTarget) => void;
  /** The To-Be artifact of a row, if any (decides between Copy and Replace). */
  toBeOf: (rowKey: ComparisonRowKey) => Artifact | null;
  copyOne: (rowKey: ComparisonRowKey, asIs: Artifact) => void;
  askReplace: (request: ReplaceRequest) => void;
  /** Rows whose copy is being written. */
  copying: ReadonlySet<ComparisonRowKey>;
  copyAll: () => void;
  copyAllPending: boolean;
  /** How many rows "Copy all to To-Be" would copy. */
  copyAllCount: number;
}

const EditingContext = createContext<ComparisonEditing | null>(null);

/** The comparison's editing actions (Add, Edit, Copy to To-Be); null where the comparison is read-only. */
export function useComparisonEditing(): ComparisonEditing | null {
  const editing = useContext(EditingContext);
  // A viewer's comparison is read-only.
  return useCanEdit() ? editing : null;
}

/**
 * Puts the editors on the comparison: the cells' Add / Edit / Copy actions reach the one editor
 * dialog and the copy writes through this provider. Every write refreshes the artifacts, the
 * process, the lists and the Change Log.
 */
export function ComparisonEditingProvider({
  processId,
  artifacts,
  children,
}: {
  processId: string;
  artifacts: Artifact[];
  children: React.ReactNode;
}) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<EditorTarget | null>(null);
  const [replace, setReplace] = useState<ReplaceRequest | null>(null);
  const [copying, setCopying] = useState<ReadonlySet<ComparisonRowKey>>(new Set());
  /** Each opening of the editor is a fresh form. */
  const [openCount, setOpenCount] = useState(0);

  // The freshest list: a write a moment ago is already in the cache before the page re-renders.
  const latest = () => queryClient.getQueryData(artifactsQueryOptions(processId).queryKey) ?? artifacts;
  const rowOf = (key: ComparisonRowKey) => COMPARISON_ROWS.find((r) => r.key === key)!;

  const markCopying = (key: ComparisonRowKey, on: boolean) =>
    setCopying((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const copyOne = useMutation<Artifact, Error, { rowKey: ComparisonRowKey; asIs: Artifact }>({
    mutationFn: ({ asIs }) => createArtifact(copyRequest(asIs, processId)),
    onMutate: ({ rowKey }) => markCopying(rowKey, true),
    onSuccess: (created, { asIs }) => {
      cacheArtifact(queryClient, created);
      toast({
        title: 'Copied to To-Be',
        description: `"${created.name}" was created from "${asIs.name}". Edit it to describe the future state.`,
      });
    },
    onError: (err) =>
      toast({ title: 'The copy failed', description: errorMessage(err), variant: 'destructive' }),
    onSettled: (_, __, { rowKey }) => {
      markCopying(rowKey, false);
      void invalidateAfterArtifactWrite(queryClient, processId);
    },
  });

  const replaceOne = useMutation<Artifact, Error, ReplaceRequest>({
    mutationFn: async ({ asIs, toBe }) => {
      // The user chose to overwrite: a colleague's newer save is overwritten too (it stays in the Change Log).
      let revision = toBe.revision;
      for (let attempt = 0; attempt < 4; attempt++) {
        const result = await putArtifact(toBe.id, { ...replacementFields(asIs), revision });
        if (result.status === 'saved') return result.artifact;
        if (result.status === 'gone') return createArtifact(copyRequest(asIs, processId));
        revision = result.current.revision;
      }
      throw new Error('The To-Be kept changing while it was being replaced. Please try again.');
    },
    onMutate: ({ rowKey }) => markCopying(rowKey, true),
    onSuccess: (saved, { asIs }) => {
      cacheArtifact(queryClient, saved);
      setReplace(null);
      toast({ title: 'To-Be replaced', description: `"${saved.name}" is now a copy of "${asIs.name}".` });
    },
    onError: (err) => {
      setReplace(null);
      toast({
        title: 'The To-Be could not be replaced',
        description: errorMessage(err),
        variant: 'destructive',
      });
    },
    onSettled: (_, __, { rowKey }) => {
      markCopying(rowKey, false);
      void invalidateAfterArtifactWrite(queryClient, processId);
    },
  });

  const copyAll = useMutation<CopyOutcome[], Error, void>({
    mutationFn: async () => {
      const outcomes: CopyOutcome[] = [];
      // One after another, in row order, so the To-Be side fills in the same order as the As-Is.
      for (const item of planCopyAll(latest())) {
        try {
          const created = await createArtifact(copyRequest(item.artifact, processId));
          cacheArtifact(queryClient, created);
          outcomes.push({ item, ok: true });
        } catch (err) {
          outcomes.push({ item, ok: false, message: errorMessage(err) });
        }
      }
      return outcomes;
    },
    onSuccess: (outcomes) => {
      const summary = copySummary(outcomes);
      toast({
        title: summary.title,
        description: summary.description,
        variant: summary.failed && !outcomes.some((o) => o.ok) ? 'destructive' : 'default',
      });
    },
    onError: (err) =>
      toast({ title: 'Nothing was copied', description: errorMessage(err), variant: 'destructive' }),
    onSettled: () => void invalidateAfterArtifactWrite(queryClient, processId),
  });

  const value: ComparisonEditing = {
    openEditor: (next) => {
      setOpenCount((n) => n + 1);
      setTarget(next);
    },
    toBeOf: (rowKey) => pickRowArtifact(artifacts, rowOf(rowKey), 'to_be'),
    copyOne: (rowKey, asIs) => copyOne.mutate({ rowKey, asIs }),
    askReplace: setReplace,
    copying,
    copyAll: () => copyAll.mutate(),
    copyAllPending: copyAll.isPending,
    copyAllCount: planCopyAll(artifacts).length,
  };

  return (
    <EditingContext.Provider value={value}>
      {children}
      {target ? (
        <Suspense fallback={null}>
          <ArtifactEditorDialog
            key={openCount}
            processId={processId}
            target={target}
            onClose={() => setTarget(null)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={replace !== null}
        onOpenChange={(open) => {
          if (!open) setReplace(null);
        }}
        title={`Replace the To-Be ${replace ? rowLabel(replace.rowKey) : ''}?`}
        description={
          replace
            ? `“${replace.toBe.name}” will be overwritten with a copy of “${replace.asIs.name}”${
                toBeName(replace.asIs.name) !== replace.toBe.name
                  ? ` and renamed “${toBeName(replace.asIs.name)}”`
                  : ''
              }. The Change Log keeps the version it replaces.`
            : ''
        }
        confirmLabel="Replace To-Be"
        busyLabel="Replacing..."
        busy={replaceOne.isPending}
        onConfirm={() => replace && replaceOne.mutate(replace)}
      />
    </EditingContext.Provider>
  );
}

const smallAction = 'h-7 gap-1.5 px-2 text-xs [&_svg]:size-3.5';

/** The Edit action of a card (and, on the As-Is side, Copy to To-Be or Replace To-Be with a copy). */
export function CardEditActions({
  rowKey,
  state,
  artifact,
}: {
  rowKey: ComparisonRowKey;
  state: EditorState;
  artifact: Artifact;
}) {
  const editing = useComparisonEditing();
  if (!editing) return null;
  const name = `${stateLabel(state)} ${rowLabel(rowKey)}`;
  const toBe = state === 'as_is' ? editing.toBeOf(rowKey) : null;
  const busy = editing.copying.has(rowKey);
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      <Button
        variant="ghost"
        size="sm"
        className={smallAction}
        aria-label={`Edit ${name}`}
        onClick={() => editing.openEditor({ rowKey, state, artifact })}
      >
        <PencilIcon aria-hidden="true" />
        Edit
      </Button>
      {state === 'as_is' && !toBe ? (
        <Button
          variant="ghost"
          size="sm"
          className={smallAction}
          aria-label={`Copy to To-Be: ${rowLabel(rowKey)}`}
          disabled={busy}
          onClick={() => editing.copyOne(rowKey, artifact)}
        >
          {busy ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
          ) : (
            <CopyPlusIcon aria-hidden="true" />
          )}
          Copy to To-Be
        </Button>
      ) : null}
      {state === 'as_is' && toBe ? (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button
              variant="ghost"
              size="sm"
              className="size-7 px-0 [&_svg]:size-4"
              aria-label={`More actions for ${name}`}
              disabled={busy}
            >
              {busy ? (
                <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
              ) : (
                <EllipsisIcon aria-hidden="true" />
              )}
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenuContent align="end" className="min-w-56">
            <DropdownMenu.Item
              onSelect={() => editing.askReplace({ rowKey, asIs: artifact, toBe })}
              className="flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 [&_svg]:size-4 [&_svg]:text-slate-500"
            >
              <RefreshCwIcon aria-hidden="true" />
              Replace To-Be with a copy
            </DropdownMenu.Item>
          </DropdownMenuContent>
        </DropdownMenu.Root>
      ) : null}
    </div>
  );
}

/** The Add action in an empty cell: opens the editor for a new artifact of the row. */
export function AddArtifactButton({ rowKey, state }: { rowKey: ComparisonRowKey; state: EditorState }) {
  const editing = useComparisonEditing();
  if (!editing) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Add ${rowLabel(rowKey)} (${stateLabel(state)})`}
      onClick={() => editing.openEditor({ rowKey, state, artifact: null })}
    >
      <PlusIcon aria-hidden="true" />
      Add {rowLabel(rowKey)}
    </Button>
  );
}

/** "Copy all to To-Be" in the As-Is column header, when some As-Is artifact has no To-Be yet. */
export function CopyAllToBeButton() {
  const editing = useComparisonEditing();
  if (!editing || (editing.copyAllCount === 0 && !editing.copyAllPending)) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className="-my-1 h-7 shrink-0 gap-1.5 bg-white px-2.5 text-xs [&_svg]:size-3.5"
      disabled={editing.copyAllPending}
      aria-label={editing.copyAllPending ? undefined : 'Copy all to To-Be'}
      onClick={editing.copyAll}
      title={`Copy the ${editing.copyAllCount} As-Is ${editing.copyAllCount === 1 ? 'artifact' : 'artifacts'} without a To-Be to the To-Be side`}
    >
      {editing.copyAllPending ? (
        <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
      ) : (
        <CopyIcon aria-hidden="true" />
      )}
      {editing.copyAllPending ? (
        'Copying...'
      ) : (
        <span>
          Copy all<span className="hidden xl:inline"> to To-Be</span>
        </span>
      )}
    </Button>
  );
}
