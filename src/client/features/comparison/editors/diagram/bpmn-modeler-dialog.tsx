import './bpmn-styles';
import './bpmn-modeler.css';
import Modeler from 'bpmn-js/lib/Modeler';
import { LoaderCircleIcon, MaximizeIcon, Redo2Icon, Undo2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { drawingFailure } from '../../../../components/bpmn-viewer/drawing-failure';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { InlineAlert } from '../editor-alerts';
import { UnsavedChangesMark } from '../unsaved-changes-mark';
import type { DiagramFacts } from '../workflow-map.form';
import { readDiagramXml } from './diagram-file';
import { type Box, viewboxBeside } from './modeler-fit';

interface CommandStack {
  canUndo(): boolean;
  canRedo(): boolean;
  undo(): void;
  redo(): void;
}
interface Canvas {
  zoom(level: 'fit-viewport', center?: 'auto'): number;
  viewbox(): { inner: Box; outer: { width: number; height: number } };
  viewbox(box: Box): void;
  getContainer(): HTMLElement;
}

/** Fits the diagram into the part of the canvas the palette leaves free. */
function fitDiagram(modeler: Modeler): void {
  const canvas = modeler.get<Canvas>('canvas');
  const frame = canvas.getContainer();
  const palette = frame.querySelector('.djs-palette')?.getBoundingClientRect();
  const { inner, outer } = canvas.viewbox();
  if (!palette || outer.width <= 0 || outer.height <= 0 || inner.width <= 0 || inner.height <= 0) {
    canvas.zoom('fit-viewport', 'auto');
    return;
  }
  canvas.viewbox(viewboxBeside(inner, outer, palette.right - frame.getBoundingClientRect().left));
}

type Status = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; message: string };

/**
 * The bpmn.io modeler in a full-screen dialog (its code is its own chunk, loaded when a diagram is
 * drawn or edited). Save hands back the XML and what it gives; a diagram saved without a change
 * comes back exactly as it came in (bpmn-js would re-write it, keeping its meaning, but a vendor
 * file's text is kept as it was). Cancel, Escape and × ask first when there are unsaved changes.
 * The bpmn.io watermark stays visible (bpmn-js licence).
 */
export function BpmnModelerDialog({
  title,
  xml,
  onSave,
  onClose,
}: {
  title: string;
  xml: string;
  onSave: (xml: string, facts: DiagramFacts) => void;
  onClose: () => void;
}) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const modelerRef = useRef<Modeler | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [history, setHistory] = useState({ undo: false, redo: false });
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const dirty = history.undo;

  useEffect(() => {
    if (!container) return;
    const modeler = new Modeler({ container });
    modelerRef.current = modeler;
    const stack = modeler.get<CommandStack>('commandStack');
    modeler.on('commandStack.changed', () => setHistory({ undo: stack.canUndo(), redo: stack.canRedo() }));
    let live = true;
    modeler
      .importXML(xml)
      .then(() => {
        if (!live) return;
        fitDiagram(modeler);
        setStatus({ kind: 'ready' });
      })
      .catch((error: unknown) => {
        if (!live) return;
        setStatus({
          kind: 'failed',
          message: `The diagram could not be opened for editing: ${drawingFailure(error)}`,
        });
      });
    return () => {
      live = false;
      modelerRef.current = null;
      modeler.destroy();
    };
  }, [container, xml]);

  const requestClose = () => {
    if (saving) return;
    if (dirty) setConfirming(true);
    else onClose();
  };

  const save = async () => {
    const modeler = modelerRef.current;
    if (!modeler) return;
    setSaving(true);
    setSaveError(null);
    try {
      const out = dirty ? ((await modeler.saveXML({ format: true })).xml ?? '') : xml;
      const read = await readDiagramXml(out);
      if (!read.ok) throw new Error(read.message);
      onSave(read.xml, read.facts);
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : 'The diagram could not be saved.');
      setSaving(false);
    }
  };

  const fit = () => {
    if (modelerRef.current) fitDiagram(modelerRef.current);
  };
  const stack = () => modelerRef.current?.get<CommandStack>('commandStack');

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : requestClose())}>
      <DialogContent
        className="flex h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-none flex-col gap-0 overflow-hidden p-0"
        onInteractOutside={(e) => e.preventDefault()}
        // bpmn-js uses Escape to cancel a move or a connection; the dialog asks before closing.
        onEscapeKeyDown={(e) => {
          e.preventDefault();
          requestClose();
        }}
      >
        <div className="flex flex-wrap items-center gap-3 border-slate-200 border-b py-3 pr-14 pl-5">
          <div className="flex min-w-0 flex-1 flex-col">
            <DialogTitle className="text-base">{title}</DialogTitle>
            <DialogDescription className="text-xs">
              Drag shapes from the palette on the left; click a shape for its actions. Changes reach the map
              when you save it.
            </DialogDescription>
          </div>
          <div className="flex items-center gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label="Undo"
              disabled={!history.undo}
              onClick={() => stack()?.undo()}
            >
              <Undo2Icon aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Redo"
              disabled={!history.redo}
              onClick={() => stack()?.redo()}
            >
              <Redo2Icon aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="sm" onClick={fit} disabled={status.kind !== 'ready'}>
              <MaximizeIcon aria-hidden="true" />
              Fit
            </Button>
          </div>
          <div className="flex items-center gap-2">
            {dirty ? <UnsavedChangesMark /> : null}
            <Button variant="outline" onClick={requestClose} disabled={saving}>
              Cancel
            </Button>
            <Button onClick={() => void save()} disabled={saving || status.kind !== 'ready'}>
              {saving ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
              Save diagram
            </Button>
          </div>
        </div>
        {saveError ? (
          <div className="border-slate-200 border-b px-5 py-2">
            <InlineAlert title={saveError} />
          </div>
        ) : null}
        <div className="relative min-h-0 flex-1 bg-white">
          <div ref={setContainer} className="pmr-modeler absolute inset-0" data-testid="bpmn-modeler" />
          {status.kind === 'loading' ? (
            <p className="absolute inset-0 flex items-center justify-center gap-2 text-slate-600 text-sm">
              <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
              Opening the diagram…
            </p>
          ) : null}
          {status.kind === 'failed' ? (
            <div className="absolute inset-x-5 top-5">
              <InlineAlert title={status.message} />
            </div>
          ) : null}
        </div>
      </DialogContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Discard your diagram changes?"
        description="The changes you made in the modeler have not been saved and will be lost."
        cancelLabel="Keep editing"
        confirmLabel="Discard changes"
        onConfirm={() => {
          setConfirming(false);
          onClose();
        }}
      />
    </Dialog>
  );
}
