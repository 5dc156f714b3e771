import { FileQuestionIcon } from 'lucide-react';
import type * as React from 'react';
import { fieldLabel } from '../../lib/change-diff';
import { cn } from '../../lib/utils';
import { hasValue } from './content-kind';

const MAX_DEPTH = 4;

/** Any JSON value as readable text: lists as bullets, objects as labelled fields. */
export function ReadableValue({ value, depth = 0 }: { value: unknown; depth?: number }): React.ReactNode {
  if (value === null || value === undefined || value === '') return <span className="text-slate-500">—</span>;
  if (typeof value === 'string') return <span className="whitespace-pre-line">{value}</span>;
  if (typeof value === 'number' || typeof value === 'boolean')
    return <span className="tabular-nums">{String(value)}</span>;
  if (depth >= MAX_DEPTH) {
    return <code className="break-all font-mono text-slate-700 text-xs">{JSON.stringify(value)}</code>;
  }
  if (Array.isArray(value)) {
    const items = value.filter(hasValue);
    if (items.length === 0) return <span className="text-slate-500">—</span>;
    return (
      <ul className="flex list-disc flex-col gap-1 pl-5 marker:text-slate-400">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: values may repeat
          <li key={i}>
            <ReadableValue value={item} depth={depth + 1} />
          </li>
        ))}
      </ul>
    );
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => hasValue(v));
  return (
    <dl className={cn('flex flex-col gap-2', depth > 0 && 'rounded-md border border-slate-200 p-2.5')}>
      {entries.map(([key, v]) => (
        <div key={key} className="flex flex-col gap-0.5">
          <dt className="font-medium text-slate-500 text-xs">{fieldLabel(key)}</dt>
          <dd className="text-slate-800 text-sm">
            <ReadableValue value={v} depth={depth + 1} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Content that matches no known structure: says so, with the stored content behind a disclosure. */
export function UnrecognizedContent({ content }: { content: unknown }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-center gap-2 rounded-md border border-slate-300 border-dashed px-6 py-10 text-center">
        <FileQuestionIcon className="size-6 text-slate-500" aria-hidden="true" />
        <p className="font-medium text-slate-900">Content structure not recognized.</p>
        <p className="max-w-sm text-slate-600 text-sm">
          This artifact has no file and its content does not match the fields expected for its type.
        </p>
      </div>
      {hasValue(content) ? (
        <details className="rounded-md border border-slate-200">
          <summary className="cursor-pointer px-3 py-2 font-medium text-slate-700 text-sm">
            Show stored content
          </summary>
          <pre className="max-h-80 overflow-auto border-slate-200 border-t bg-slate-50 p-3 font-mono text-slate-800 text-xs">
            {JSON.stringify(content, null, 2)}
          </pre>
        </details>
      ) : null}
    </div>
  );
}
