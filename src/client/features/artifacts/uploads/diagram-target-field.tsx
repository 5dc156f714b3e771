import type { Artifact, ArtifactState } from '@core/schemas/artifact';
import { ShapesIcon } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { type DiagramTarget, sideMap } from './diagram-target';

const SIDES: { value: ArtifactState; label: string }[] = [
  { value: 'as_is', label: 'As-Is' },
  { value: 'to_be', label: 'To-Be' },
];

const itemClass =
  'inline-flex h-8 items-center justify-center rounded-md font-medium text-slate-600 text-sm transition-colors hover:text-slate-900 data-[state=checked]:bg-white data-[state=checked]:text-slate-900 data-[state=checked]:shadow-xs';

/** Upload Process Files: which workflow map the chosen BPMN diagrams go into. */
export function DiagramTargetField({
  artifacts,
  count,
  value,
  onChange,
  disabled,
}: {
  artifacts: readonly Artifact[];
  /** How many diagram files wait. */
  count: number;
  value: DiagramTarget;
  onChange: (next: DiagramTarget) => void;
  disabled: boolean;
}) {
  const ids = useId();
  const map = sideMap(artifacts, value.state);
  const side = value.state === 'to_be' ? 'To-Be' : 'As-Is';
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50/60 px-3 py-3">
      <legend className="sr-only">BPMN diagrams</legend>
      <p className="flex items-center gap-2 font-medium text-slate-900 text-sm">
        <ShapesIcon className="size-4 text-brand-700" aria-hidden="true" />
        {count === 1 ? 'The BPMN diagram goes' : `The ${count} BPMN diagrams go`} into a workflow map
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <span id={`${ids}-side`} className="text-slate-700 text-sm">
          Side
        </span>
        <RadioGroup.Root
          aria-labelledby={`${ids}-side`}
          value={value.state}
          onValueChange={(state) => onChange({ ...value, state: state as ArtifactState })}
          disabled={disabled}
          orientation="horizontal"
          className="grid w-48 grid-cols-2 gap-1 rounded-lg bg-slate-200/70 p-1"
        >
          {SIDES.map((s) => (
            <RadioGroup.Item key={s.value} value={s.value} className={itemClass}>
              {s.label}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </div>
      {map ? (
        <RadioGroup.Root
          aria-label={`What to do with the ${side} workflow map`}
          value={value.mode}
          onValueChange={(mode) => onChange({ ...value, mode: mode as DiagramTarget['mode'] })}
          disabled={disabled}
          className="flex flex-col gap-2"
        >
          {(
            [
              ['replace', `Replace the diagram of “${map.name}”`, 'Its picture, type and other fields stay.'],
              ['new', 'Add as a new workflow map', `The comparison keeps showing “${map.name}”.`],
            ] as const
          ).map(([mode, label, hint]) => (
            <label
              key={mode}
              htmlFor={`${ids}-${mode}`}
              className="flex cursor-pointer items-start gap-2 text-sm"
            >
              <RadioGroup.Item
                id={`${ids}-${mode}`}
                value={mode}
                className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white data-[state=checked]:border-brand-700"
              >
                <RadioGroup.Indicator className="size-2 rounded-full bg-brand-700" />
              </RadioGroup.Item>
              <span className="flex flex-col">
                <span className="text-slate-900">{label}</span>
                <span className="text-slate-600 text-xs">{hint}</span>
              </span>
            </label>
          ))}
        </RadioGroup.Root>
      ) : (
        <p className="text-slate-600 text-xs">
          The process has no {side} workflow map yet: each diagram becomes a new one.
        </p>
      )}
    </fieldset>
  );
}
