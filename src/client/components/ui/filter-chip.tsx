import { XIcon } from 'lucide-react';
import { cn } from '../../lib/utils';

type FilterChipProps = {
  /** The filter's kind, shown muted before the value ("State"). */
  kind?: string;
  /** The value's label ("Georgia"); the remove button is named "Remove {label}". */
  label: string;
  onRemove: () => void;
  className?: string;
};

/** One active filter value with a button that removes it. */
export function FilterChip({ kind, label, onRemove, className }: FilterChipProps) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-0.5 pr-0.5 pl-2.5 text-brand-900 text-xs',
        className,
      )}
    >
      {kind ? <span className="text-brand-700">{kind}:</span> : null}
      <span className="truncate font-medium">{label}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${label}`}
        className="flex size-5 shrink-0 items-center justify-center rounded-full text-brand-700 transition-colors hover:bg-brand-100 hover:text-brand-900"
      >
        <XIcon className="size-3" aria-hidden="true" />
      </button>
    </span>
  );
}
