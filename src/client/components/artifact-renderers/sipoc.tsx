import { SIPOC_COLUMNS } from '@core/artifact-types';
import { cn } from '../../lib/utils';
import { Tooltip, TooltipContent, TooltipTrigger } from '../ui/tooltip';
import { sipocColumn } from './content-kind';
import { keyed } from './content-utils';
import type { SipocCell, SipocColumn } from './sipoc.model';

/**
 * The five SIPOC columns; a long entry is cut at 35 characters with the whole text in a tooltip.
 * In a card narrower than 24rem (a phone) the columns stand one above the other.
 */
export function SipocBody({ columns }: { columns: SipocColumn[] }) {
  return (
    <div className="@container">
      <div className="grid grid-cols-1 gap-px overflow-hidden rounded-md border border-slate-200 bg-slate-200 @sm:grid-cols-5">
        {columns.map((column) => (
          <div key={column.key} className="flex min-w-0 flex-col bg-white">
            <h4 className="break-words border-slate-200 border-b bg-slate-50 px-2 py-1.5 font-semibold text-[11px] text-slate-700 leading-4">
              {column.label}
            </h4>
            {column.cells.length ? (
              <ul className="flex flex-col divide-y divide-slate-100 text-slate-800 text-xs leading-snug">
                {keyed(column.cells, (x) => x.full).map(({ key, item: cell }) => (
                  <li key={key} className="hyphens-auto break-words px-2 py-1.5">
                    <Cell cell={cell} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="px-2 py-1.5 text-slate-500 text-xs">—</p>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

function Cell({ cell }: { cell: SipocCell }) {
  if (!cell.truncated) return <>{cell.text}</>;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip with the whole text must open from the keyboard
          tabIndex={0}
          className="cursor-help rounded-sm underline decoration-slate-400 decoration-dotted underline-offset-2"
        >
          <span aria-hidden="true">{cell.text}</span>
          <span className="sr-only">{cell.full}</span>
        </span>
      </TooltipTrigger>
      <TooltipContent>{cell.full}</TooltipContent>
    </Tooltip>
  );
}

/** The five SIPOC columns in full (full names, no cutting), for the artifact content dialog. */
export function SipocDetail({ content }: { content: Record<string, unknown> }) {
  return (
    <div className="grid grid-cols-1 overflow-hidden rounded-md border border-slate-200 sm:grid-cols-5">
      {SIPOC_COLUMNS.map((column, index) => {
        const items = sipocColumn(content, column.key);
        return (
          <section
            key={column.key}
            aria-label={column.label}
            className={cn(
              'flex flex-col',
              index > 0 && 'border-slate-200 border-t sm:border-t-0 sm:border-l',
            )}
          >
            <h3 className="flex items-center gap-2 border-slate-200 border-b bg-slate-50 px-3 py-2 font-semibold text-slate-800 text-xs">
              <span
                aria-hidden="true"
                className="flex size-5 items-center justify-center rounded bg-brand-600 font-bold text-[11px] text-white"
              >
                {column.label.charAt(0)}
              </span>
              {column.label}
            </h3>
            {items.length > 0 ? (
              <ul className="flex flex-col gap-1.5 p-3 text-slate-800 text-sm">
                {items.map((item, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: entries may repeat
                  <li key={i} className="rounded bg-slate-50 px-2 py-1 leading-snug">
                    {item}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="p-3 text-slate-500 text-sm">None listed</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
