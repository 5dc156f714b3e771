import { useState } from 'react';
import {
  IMPORT_ACTIONS,
  type ImportAction,
  type ImportRow,
  type ImportSummary,
} from '../../../api/exchange/import-report';
import { PageNav } from '../../../components/page-nav';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { type Column, ColumnHeaders } from '../../../components/ui/column-headers';
import { cn } from '../../../lib/utils';
import {
  ACTION_LABELS,
  type ActionFilter,
  filterRows,
  pageOfRows,
  REPORT_PAGE_SIZE,
  sheetLabel,
} from '../import-report-rows';

const REPORT_COLUMNS: Column[] = [
  { label: 'Sheet', className: 'w-44' },
  { label: 'Row', className: 'w-20 text-right' },
  { label: 'Key' },
  { label: 'Action', className: 'w-28' },
  { label: 'Reason' },
];

const ACTION_VARIANTS: Record<ImportAction, BadgeProps['variant']> = {
  create: 'success',
  update: 'info',
  unchanged: 'neutral',
  reject: 'danger',
};

const CHIP_ACTIVE: Record<ActionFilter, string> = {
  all: 'border-slate-800 bg-slate-800 text-white',
  create: 'border-emerald-700 bg-emerald-700 text-white',
  update: 'border-blue-700 bg-blue-700 text-white',
  unchanged: 'border-slate-600 bg-slate-600 text-white',
  reject: 'border-red-700 bg-red-700 text-white',
};

const CHIP_IDLE: Record<ActionFilter, string> = {
  all: 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  create: 'border-emerald-200 bg-emerald-50 text-emerald-900 hover:bg-emerald-100',
  update: 'border-blue-200 bg-blue-50 text-blue-900 hover:bg-blue-100',
  unchanged: 'border-slate-200 bg-slate-100 text-slate-800 hover:bg-slate-200',
  reject: 'border-red-200 bg-red-50 text-red-900 hover:bg-red-100',
};

export function ImportActionBadge({ action }: { action: ImportAction }) {
  return (
    <Badge variant={ACTION_VARIANTS[action] ?? 'neutral'}>{ACTION_LABELS[action]?.badge ?? action}</Badge>
  );
}

type SummaryChipsProps = {
  summary: ImportSummary;
  total: number;
  filter: ActionFilter;
  onFilter: (filter: ActionFilter) => void;
};

/** The four counts, each a toggle that shows only its rows. */
function SummaryChips({ summary, total, filter, onFilter }: SummaryChipsProps) {
  const chips: { value: ActionFilter; label: string; count: number }[] = [
    { value: 'all', label: 'All rows', count: total },
    ...IMPORT_ACTIONS.map((action) => ({
      value: action,
      label: ACTION_LABELS[action].chip,
      count: summary[action],
    })),
  ];
  return (
    <div role="group" aria-label="Show rows by action" className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const active = filter === chip.value;
        return (
          <button
            key={chip.value}
            type="button"
            aria-pressed={active}
            onClick={() => onFilter(chip.value)}
            className={cn(
              'inline-flex items-center gap-2 rounded-full border px-3 py-1 font-medium text-sm transition-colors',
              active ? CHIP_ACTIVE[chip.value] : CHIP_IDLE[chip.value],
            )}
          >
            {chip.label}
            <span className="tabular-nums">{chip.count.toLocaleString('en-US')}</span>
          </button>
        );
      })}
    </div>
  );
}

type ImportReportViewProps = {
  /** The counts to show (the server's summary). */
  summary: ImportSummary;
  rows: ImportRow[];
  /** The filter to start with (a refused import opens on its rejected rows). */
  initialFilter?: ActionFilter;
  caption: string;
};

/** The check's or import's rows: counts as filter chips, a table of rows, paged here in the browser. */
export function ImportReportView({ summary, rows, initialFilter = 'all', caption }: ImportReportViewProps) {
  const [filter, setFilter] = useState<ActionFilter>(initialFilter);
  const [page, setPage] = useState(1);
  const visible = filterRows(rows, filter);
  const current = pageOfRows(visible, page, REPORT_PAGE_SIZE);

  return (
    <div className="flex flex-col gap-3">
      <SummaryChips
        summary={summary}
        total={rows.length}
        filter={filter}
        onFilter={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {current.total === 0 ? (
        <p className="rounded-lg border border-slate-300 border-dashed bg-white px-4 py-6 text-center text-slate-600 text-sm">
          {rows.length === 0 ? 'The file holds no rows.' : 'No rows with this action.'}
        </p>
      ) : (
        <>
          <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
              <caption className="sr-only">{caption}</caption>
              <thead className="sticky top-0 bg-slate-50 text-slate-600 text-xs">
                <ColumnHeaders columns={REPORT_COLUMNS} cellClassName="px-4 py-2.5 font-medium" />
              </thead>
              <tbody>
                {current.rows.map((row) => (
                  <tr
                    key={`${row.sheet}:${row.row}:${row.key}:${row.action}`}
                    className={cn(
                      'border-slate-100 border-t align-top',
                      row.action === 'reject' && 'bg-red-50/40',
                    )}
                  >
                    <td className="px-4 py-2 text-slate-700">{sheetLabel(row.sheet)}</td>
                    <td className="px-4 py-2 text-right text-slate-700 tabular-nums">{row.row}</td>
                    <td className="break-words px-4 py-2 font-medium text-slate-900">{row.key || '—'}</td>
                    <td className="px-4 py-2">
                      <ImportActionBadge action={row.action} />
                    </td>
                    <td
                      className={cn(
                        'break-words px-4 py-2',
                        row.action === 'reject' ? 'text-red-800' : 'text-slate-600',
                      )}
                    >
                      {row.reason || '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {current.pageCount > 1 ? (
            <PageNav
              label="Pages of rows"
              summary={
                <>
                  Showing {current.first.toLocaleString('en-US')}–{current.last.toLocaleString('en-US')} of{' '}
                  {current.total.toLocaleString('en-US')}
                </>
              }
              page={current.page}
              pageCount={current.pageCount}
              onPage={setPage}
            />
          ) : (
            <p className="text-slate-600 text-xs tabular-nums">
              Showing {current.total.toLocaleString('en-US')} of {rows.length.toLocaleString('en-US')} rows
            </p>
          )}
        </>
      )}
    </div>
  );
}
