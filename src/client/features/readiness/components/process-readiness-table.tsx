import { READINESS_PROCESS_SORTS, type Readiness, type ReadinessProcessSort } from '@core/schemas/readiness';
import { useId } from 'react';
import { PageNav } from '../../../components/page-nav';
import { StatusBadge } from '../../../components/status-badge';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { formatCount } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { pageWindow, READINESS_SORT_LABELS } from '../../../lib/readiness-view';
import { FiguresLegend } from './figures-legend';
import { FigureCells, ReadinessTable, RowNameCell, rowClass, Th, tdClass } from './readiness-table';

const fmt = formatCount;

/** The per-process table's sort choice (the server sorts and pages). */
export function ProcessSortSelect({
  value,
  onChange,
}: {
  value: ReadinessProcessSort;
  onChange: (sort: ReadinessProcessSort) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="whitespace-nowrap font-normal text-slate-600 text-xs">
        Sort by
      </Label>
      <Select value={value} onValueChange={(next) => onChange(next as ReadinessProcessSort)}>
        <SelectTrigger id={id} className="h-8 w-48 text-[13px]">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {READINESS_PROCESS_SORTS.map((sort) => (
            <SelectItem key={sort} value={sort}>
              {READINESS_SORT_LABELS[sort]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

type ProcessReadinessTableProps = {
  processes: Readiness['processes'];
  onPage: (page: number) => void;
  /** True while the next page loads: Previous and Next wait for it. */
  loading: boolean;
};

/** One row per process of the page, then Previous/Next with "1–25 of 312". */
export function ProcessReadinessTable({ processes, onPage, loading }: ProcessReadinessTableProps) {
  const { first, last, page, pageCount } = pageWindow(processes.offset, processes.limit, processes.total);
  return (
    <>
      <ReadinessTable
        label="Process figures"
        caption={<>Readiness by process, sorted by {READINESS_SORT_LABELS[processes.sort].toLowerCase()}</>}
        nameHeader={
          <>
            Process <span className="font-normal">· job role</span>
          </>
        }
        headers={<Th>Status</Th>}
      >
        {processes.items.map((row) => (
          <tr key={row.processId} data-process-id={row.processId} className={rowClass}>
            <RowNameCell href={paths.process(row.processId)} name={row.processName} detailLabel="Job role">
              {row.jobRoleName ?? 'Unknown Role'}
            </RowNameCell>
            <td className={tdClass}>
              <StatusBadge status={row.status} />
            </td>
            <FigureCells row={row} />
          </tr>
        ))}
      </ReadinessTable>
      <FiguresLegend />
      <PageNav
        label="Pages of processes"
        summary={
          <>
            {fmt(first)}–{fmt(last)} of {fmt(processes.total)}
          </>
        }
        summaryLive
        showPageOf
        page={page}
        pageCount={pageCount}
        busy={loading}
        onPage={onPage}
      />
    </>
  );
}
