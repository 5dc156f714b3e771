import { ArrowRightIcon } from 'lucide-react';
import type { ChangedField } from '../lib/change-diff';
import { plural } from '../lib/format';
import { cn } from '../lib/utils';

/** Turns one side of a changed field into text (role ids into names, statuses into words). */
export type ValueFormatter = (field: ChangedField, value: unknown) => string;

/** Plain values as text, lists and objects as JSON. */
export const plainFormatter: ValueFormatter = (_field, value) => {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function ValueText({
  value,
  text,
  kind,
}: {
  value: unknown;
  text: string;
  kind: 'before' | 'after' | 'plain';
}) {
  if (isEmpty(value)) return <span className="text-slate-500 italic">empty</span>;
  if (kind === 'before') return <del className="break-words text-slate-500 decoration-slate-400">{text}</del>;
  if (kind === 'after')
    return <ins className="break-words font-medium text-slate-900 no-underline">{text}</ins>;
  return <span className="break-words text-slate-900">{text}</span>;
}

function itemCount(value: unknown): string | null {
  if (Array.isArray(value)) return plural(value.length, 'item');
  if (value === null || value === undefined) return 'none';
  return null;
}

/** "3 items → 4 items" when a list grew or shrank; null when sizes say nothing. */
function sizeChange(field: ChangedField): string | null {
  const before = itemCount(field.before);
  const after = itemCount(field.after);
  if (!before || !after || before === after) return null;
  return `${before} → ${after}`;
}

function JsonBlock({ label, value }: { label?: string; value: unknown }) {
  return (
    <div className="min-w-0">
      {label ? <p className="mb-1 font-medium text-slate-500 text-xs">{label}</p> : null}
      <pre className="max-h-64 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-2 font-mono text-slate-800 text-xs">
        {JSON.stringify(value, null, 2) ?? 'null'}
      </pre>
    </div>
  );
}

const ROW = 'grid grid-cols-[8rem_1fr] gap-3 py-1.5 text-sm';

function FieldChange({ field, format }: { field: ChangedField; format: ValueFormatter }) {
  if (field.inline) {
    return (
      <li className={ROW}>
        <span className="text-slate-600">{field.label}</span>
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
          <span className="sr-only">changed from </span>
          <ValueText value={field.before} text={format(field, field.before)} kind="before" />
          <ArrowRightIcon className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="sr-only"> to </span>
          <ValueText value={field.after} text={format(field, field.after)} kind="after" />
        </span>
      </li>
    );
  }
  return (
    <li className={ROW}>
      <span className="text-slate-600">{field.label}</span>
      <details className="group min-w-0">
        <summary className="cursor-pointer rounded-sm text-slate-800">
          {sizeChange(field) ?? 'Changed'}{' '}
          <span className="text-slate-500 group-open:hidden">· show before and after</span>
          <span className="hidden text-slate-500 group-open:inline">· hide</span>
        </summary>
        <div className="mt-2 grid grid-cols-1 gap-2 lg:grid-cols-2">
          <JsonBlock label="Before" value={field.before} />
          <JsonBlock label="After" value={field.after} />
        </div>
      </details>
    </li>
  );
}

function FieldValue({
  field,
  side,
  format,
}: {
  field: ChangedField;
  side: 'before' | 'after';
  format: ValueFormatter;
}) {
  const value = field[side];
  return (
    <li className={ROW}>
      <span className="text-slate-600">{field.label}</span>
      {field.inline || isEmpty(value) ? (
        <ValueText value={value} text={format(field, value)} kind="plain" />
      ) : (
        <details className="group min-w-0">
          <summary className="cursor-pointer rounded-sm text-slate-800">
            {itemCount(value) ?? 'Value'} <span className="text-slate-500 group-open:hidden">· show</span>
            <span className="hidden text-slate-500 group-open:inline">· hide</span>
          </summary>
          <div className="mt-2">
            <JsonBlock value={value} />
          </div>
        </details>
      )}
    </li>
  );
}

type ChangeDiffListProps = {
  fields: ChangedField[];
  format?: ValueFormatter;
  /**
   * `diff` shows before → after; `before` or `after` shows one side only (the record as it was
   * deleted, or as it was created).
   */
  show?: 'diff' | 'before' | 'after';
  className?: string;
};

/** The changed fields of an audit event: short values struck through beside each other, lists as JSON. */
export function ChangeDiffList({
  fields,
  format = plainFormatter,
  show = 'diff',
  className,
}: ChangeDiffListProps) {
  return (
    <ul className={cn('divide-y divide-slate-100', className)}>
      {fields.map((field) =>
        show === 'diff' ? (
          <FieldChange key={field.key} field={field} format={format} />
        ) : (
          <FieldValue key={field.key} field={field} side={show} format={format} />
        ),
      )}
    </ul>
  );
}
