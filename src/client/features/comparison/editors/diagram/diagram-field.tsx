import { PencilRulerIcon, ShapesIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Button } from '../../../../components/ui/button';
import { FieldError } from '../../../../components/ui/label';
import type { DiagramFacts } from '../workflow-map.form';
import { blankDiagramXml } from './blank-diagram';
import { DIAGRAM_ACCEPT, readDiagramFile } from './diagram-file';
import { DiagramPreview } from './diagram-preview';

// bpmn-js loads only when a diagram shows or is edited: never with the process page (issue 21).
const BpmnModelerDialog = lazy(() =>
  import('./bpmn-modeler-dialog').then((m) => ({ default: m.BpmnModelerDialog })),
);

type ReadState =
  | { status: 'idle' }
  | { status: 'reading'; fileName: string }
  | { status: 'error'; message: string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "7 steps, 2 decision points, 3 roles". */
export function factsText(facts: DiagramFacts): string {
  return [
    plural(facts.steps, 'step', 'steps'),
    plural(facts.decisionPoints, 'decision point', 'decision points'),
    plural(facts.roles, 'role', 'roles'),
  ].join(', ');
}

/**
 * The workflow map's BPMN 2.0 diagram in the editor: import a .bpmn/.xml file (read and checked
 * in the browser, so a file that is not BPMN 2.0 is refused before saving), draw or edit it in the
 * bpmn.io modeler, or remove it. What is chosen reaches the map when the editor is saved.
 */
export function DiagramField() {
  const { control, setValue, formState } = useFormContext();
  const bpmn = (useWatch({ control, name: 'shape.bpmn' }) as string) ?? '';
  const facts = useWatch({ control, name: 'shape.diagramFacts' }) as DiagramFacts | null;
  const mapName = (useWatch({ control, name: 'name' }) as string) ?? '';
  const initial = formState.defaultValues?.shape as { bpmn?: string; diagramFacts?: DiagramFacts | null };
  const initialXml = initial?.bpmn ?? '';
  const inputRef = useRef<HTMLInputElement>(null);
  const [read, setRead] = useState<ReadState>({ status: 'idle' });
  const [modeling, setModeling] = useState(false);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const statusId = useId();
  const errorId = useId();

  const put = (xml: string, next: DiagramFacts | null) => {
    setValue('shape.bpmn', xml, { shouldDirty: true });
    setValue('shape.diagramFacts', next, { shouldDirty: true });
  };

  const importFile = async (file: File) => {
    setRead({ status: 'reading', fileName: file.name });
    const result = await readDiagramFile(file);
    if (!result.ok) {
      setRead({ status: 'error', message: result.message });
      return;
    }
    put(result.xml, result.facts);
    setRead({ status: 'idle' });
  };

  const changed = bpmn !== initialXml;
  const status =
    read.status === 'reading'
      ? `Reading ${read.fileName}…`
      : bpmn
        ? `${changed ? 'New diagram, saved with the map' : 'The diagram'}${facts ? `: ${factsText(facts)}.` : '.'}`
        : changed
          ? 'The diagram will be removed when you save.'
          : 'Import a BPMN 2.0 file from Signavio, Camunda, ARIS, Bizagi or Visio, or draw the diagram here.';
  const warnings = bpmn ? (facts?.warnings ?? []) : [];

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="flex aspect-[16/10] w-full items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-white">
        {bpmn ? (
          <DiagramPreview
            xml={bpmn}
            title={`${mapName.trim() || 'The map'}${facts ? ` (${factsText(facts)})` : ''}`}
          />
        ) : (
          <div className="flex flex-col items-center gap-2 px-4 text-center text-slate-500 text-sm">
            <ShapesIcon className="size-5" aria-hidden="true" />
            No diagram yet.
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-col justify-center gap-3">
        <p id={statusId} className="text-slate-700 text-sm" aria-live="polite">
          {status}
        </p>
        {warnings.length > 0 ? (
          <div className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-950 text-xs">
            <p className="font-medium">
              {plural(warnings.length, 'part', 'parts')} of the file could not be read and will be left out:
            </p>
            <ul className="mt-1 list-disc pl-4">
              {warnings.slice(0, 3).map((w) => (
                <li key={w}>{w}</li>
              ))}
              {warnings.length > 3 ? <li>and {warnings.length - 3} more.</li> : null}
            </ul>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => inputRef.current?.click()}
            disabled={read.status === 'reading'}
            aria-describedby={read.status === 'error' ? `${statusId} ${errorId}` : statusId}
          >
            <UploadIcon aria-hidden="true" />
            Import .bpmn
          </Button>
          <Button variant="outline" size="sm" onClick={() => setModeling(true)}>
            <PencilRulerIcon aria-hidden="true" />
            {bpmn ? 'Edit diagram' : 'Draw diagram'}
          </Button>
          {bpmn ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-slate-700"
              onClick={() => setConfirmingRemove(true)}
            >
              <Trash2Icon aria-hidden="true" />
              Remove diagram
            </Button>
          ) : null}
          {changed ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-slate-700"
              onClick={() => put(initialXml, initial?.diagramFacts ?? null)}
            >
              {initialXml ? 'Keep the current diagram' : 'Discard the new diagram'}
            </Button>
          ) : null}
        </div>
        <FieldError id={errorId}>{read.status === 'error' ? read.message : undefined}</FieldError>
        <input
          ref={inputRef}
          type="file"
          hidden
          data-testid="workflow-diagram-input"
          accept={DIAGRAM_ACCEPT}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void importFile(file);
          }}
        />
      </div>
      {modeling ? (
        <Suspense fallback={null}>
          <BpmnModelerDialog
            title={`${bpmn ? 'Edit' : 'Draw'} the diagram${mapName.trim() ? ` of “${mapName.trim()}”` : ''}`}
            xml={bpmn || blankDiagramXml(mapName)}
            onClose={() => setModeling(false)}
            onSave={(xml, next) => {
              put(xml, next);
              setRead({ status: 'idle' });
              setModeling(false);
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={confirmingRemove}
        onOpenChange={setConfirmingRemove}
        title="Remove the diagram?"
        description="The map keeps its picture and typed fields. The diagram is removed when you save; until then, Cancel keeps it."
        confirmLabel="Remove diagram"
        onConfirm={() => {
          put('', null);
          setConfirmingRemove(false);
        }}
      />
    </div>
  );
}
