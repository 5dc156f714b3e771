import { TriangleAlertIcon } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { Link } from 'wouter';
import type { ImportMode } from '../../../api/exchange/import-report';
import { paths } from '../../../lib/paths';
import { cn } from '../../../lib/utils';

const MODES: { value: ImportMode; title: string; text: string }[] = [
  {
    value: 'merge',
    title: 'Merge',
    text: 'Adds what is new and updates what matches by name. Nothing is deleted.',
  },
  {
    value: 'replace',
    title: 'Replace everything',
    text: 'Empties the repository, then restores a full archive (.zip) as it was exported. Sheets and CSV files are always merged.',
  },
];

/** Merge (the default) or Replace everything, the latter with its warning in plain sight. */
export function ImportModePicker({
  value,
  onChange,
  disabled,
}: {
  value: ImportMode;
  onChange: (mode: ImportMode) => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col gap-3">
      <RadioGroup.Root
        value={value}
        onValueChange={(next) => onChange(next as ImportMode)}
        disabled={disabled}
        aria-labelledby="import-mode-heading"
        className="grid grid-cols-1 gap-3 md:grid-cols-2"
      >
        {MODES.map((mode) => {
          const selected = value === mode.value;
          const id = `import-mode-${mode.value}`;
          return (
            <label
              key={mode.value}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 has-[:focus-visible]:outline-offset-2',
                selected
                  ? mode.value === 'replace'
                    ? 'border-red-300 bg-red-50/60'
                    : 'border-brand-300 bg-brand-50/50'
                  : 'border-slate-200 bg-white hover:bg-slate-50',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <RadioGroup.Item
                id={id}
                value={mode.value}
                aria-describedby={`${id}-text`}
                className={cn(
                  'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border bg-white outline-none',
                  selected
                    ? mode.value === 'replace'
                      ? 'border-red-600'
                      : 'border-brand-600'
                    : 'border-slate-400',
                )}
              >
                <RadioGroup.Indicator
                  className={cn(
                    'size-2 rounded-full',
                    mode.value === 'replace' ? 'bg-red-600' : 'bg-brand-600',
                  )}
                />
              </RadioGroup.Item>
              <span className="flex flex-col gap-0.5">
                <span className="font-medium text-slate-900 text-sm">
                  {mode.title}
                  {mode.value === 'merge' ? (
                    <span className="font-normal text-slate-600"> (default)</span>
                  ) : null}
                </span>
                <span id={`${id}-text`} className="text-slate-600 text-sm">
                  {mode.text}
                </span>
              </span>
            </label>
          );
        })}
      </RadioGroup.Root>
      {value === 'replace' ? (
        <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
          <TriangleAlertIcon className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
          <div className="flex flex-col gap-1 text-red-900 text-sm">
            <p className="font-semibold">Replace everything deletes all current data.</p>
            <p>
              Every job role, process, artifact, pain point, change impact row, training document and stored
              file is removed, and only what the file holds remains. It cannot be undone:{' '}
              <Link href={paths.exportAll()} className="font-medium underline underline-offset-2">
                export everything first
              </Link>{' '}
              to keep a copy.
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
