import { Tooltip, TooltipContent, TooltipTrigger } from '../ui/tooltip';
import { keyed } from './content-utils';
import type { SipocCell, SipocColumn } from './sipoc.model';

/** The five SIPOC columns; a long entry is cut at 35 characters with the whole text in a tooltip. */
export function SipocBody({ columns }: { columns: SipocColumn[] }) {
  return (
    <div className="grid grid-cols-5 gap-px overflow-hidden rounded-md border border-slate-200 bg-slate-200">
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
