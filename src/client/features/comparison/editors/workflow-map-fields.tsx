import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { DiagramField } from './diagram/diagram-field';
import { EditorSection, FormField } from './fields';
import { MapImageField, type UploadingChange } from './map-image-field';
import { SubordinateProcesses } from './subordinate-processes';
import { AUTOMATION_LEVELS, type DiagramFacts, SUPERVISORY, WORKFLOW_TYPES } from './workflow-map.form';

const NOT_SET = '__not_set__';

/**
 * The workflow map's form: BPMN diagram and image, type and description, summary fields,
 * subordinate processes. With a diagram, steps and decision points are the diagram's (shown, not
 * typed); the typed ones are kept for when the diagram is removed.
 */
export function WorkflowMapFields({
  processId,
  onUploadingChange,
}: {
  processId: string;
  onUploadingChange: UploadingChange;
}) {
  const { control } = useFormContext();
  const workflowType = useWatch({ control, name: 'shape.workflowType' }) as string;
  const subordinates = useWatch({ control, name: 'shape.subordinateProcesses' }) as unknown[] | undefined;
  const bpmn = useWatch({ control, name: 'shape.bpmn' }) as string;
  const facts = useWatch({ control, name: 'shape.diagramFacts' }) as DiagramFacts | null;
  const hasDiagram = Boolean(bpmn);
  const showSubordinates = workflowType === SUPERVISORY || (subordinates?.length ?? 0) > 0;
  return (
    <>
      <EditorSection
        title="BPMN diagram"
        description="The workflow as a BPMN 2.0 model: tasks, gateways, events, pools and lanes."
      >
        <DiagramField />
      </EditorSection>
      <EditorSection
        title="Map image"
        description={`A picture of the workflow: PNG, JPG, GIF or SVG.${hasDiagram ? ' Optional beside a diagram.' : ''}`}
      >
        <MapImageField onUploadingChange={onUploadingChange} />
      </EditorSection>
      <EditorSection title="Workflow">
        <WorkflowTypeField />
        <FormField
          name="shape.description"
          label="Map description"
          multiline
          rows={3}
          placeholder="What the map shows, and where it starts and ends."
        />
      </EditorSection>
      <EditorSection
        title="Summary"
        description={
          hasDiagram
            ? 'Steps and decision points are counted from the diagram (its tasks and splitting gateways), so they always match it. The comparison computes the time reduction from the two maps’ average times.'
            : 'The comparison computes the time reduction from the two maps’ average times.'
        }
      >
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {hasDiagram ? (
            <>
              <DerivedCount label="Steps" value={facts?.steps} />
              <DerivedCount label="Decision points" value={facts?.decisionPoints} />
            </>
          ) : (
            <>
              <FormField
                name="shape.steps"
                label="Steps"
                placeholder="e.g. 12"
                inputProps={{ inputMode: 'numeric' }}
              />
              <FormField
                name="shape.decisionPoints"
                label="Decision points"
                placeholder="e.g. 3"
                inputProps={{ inputMode: 'numeric' }}
              />
            </>
          )}
          <FormField name="shape.averageTime" label="Average time" placeholder="e.g. 45 minutes" />
          <AutomationLevelField />
        </div>
      </EditorSection>
      {showSubordinates ? (
        <EditorSection
          title="Subordinate processes"
          description="The roles this supervisory map links to, each with its own process."
        >
          <SubordinateProcesses processId={processId} />
        </EditorSection>
      ) : null}
    </>
  );
}

/** A count the diagram gives, shown where the typed field would be. */
function DerivedCount({ label, value }: { label: string; value: number | undefined }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={id} className="font-medium text-slate-800 text-sm leading-none">
        {label}
      </span>
      <output
        aria-labelledby={id}
        className="flex h-9 items-center rounded-md border border-slate-200 bg-slate-50 px-3 text-slate-900 text-sm tabular-nums"
      >
        {value ?? '—'}
        <span className="ml-auto text-slate-500 text-xs">from diagram</span>
      </output>
    </div>
  );
}

function AutomationLevelField() {
  const listId = useId();
  return (
    <>
      <FormField
        name="shape.automationLevel"
        label="Automation level"
        placeholder="e.g. High"
        inputProps={{ list: listId, autoComplete: 'off' }}
      />
      <datalist id={listId}>
        {AUTOMATION_LEVELS.map((level) => (
          <option key={level} value={level} />
        ))}
      </datalist>
    </>
  );
}

function WorkflowTypeField() {
  const id = useId();
  const { control } = useFormContext();
  return (
    <div className="flex max-w-md flex-col gap-1.5">
      <Label htmlFor={id}>Workflow type</Label>
      <Controller
        control={control}
        name="shape.workflowType"
        render={({ field }) => {
          const value = (field.value as string) || NOT_SET;
          const known = WORKFLOW_TYPES.some((t) => t.value === value);
          return (
            <Select value={value} onValueChange={(next) => field.onChange(next === NOT_SET ? '' : next)}>
              <SelectTrigger id={id} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NOT_SET}>Not set</SelectItem>
                {WORKFLOW_TYPES.map((t) => (
                  <SelectItem key={t.value} value={t.value}>
                    {t.label}
                  </SelectItem>
                ))}
                {!known && value !== NOT_SET ? (
                  <SelectItem value={value}>{value.replaceAll('_', ' ')}</SelectItem>
                ) : null}
              </SelectContent>
            </Select>
          );
        }}
      />
    </div>
  );
}
