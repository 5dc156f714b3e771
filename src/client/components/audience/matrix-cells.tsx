import { formatCount } from '../../lib/format';
import { cn } from '../../lib/utils';

/** What a division column of a role × division table shows about its division. */
export type DivisionColumn = { code: string; name: string; location: string; employees: number };

/**
 * A division's column header, sticky at the top of its scroll region: the code, the name for a
 * screen reader (without its "code - " prefix), the employee count. `className` sets its padding.
 */
export function DivisionHeaderCell({ division, className }: { division: DivisionColumn; className: string }) {
  return (
    <th
      scope="col"
      title={`${division.name} (${division.location})`}
      className={cn(
        'sticky top-0 z-20 border-slate-200 border-b bg-slate-50 text-center align-bottom font-normal',
        className,
      )}
    >
      <span className="block font-semibold text-slate-900">{division.code}</span>
      <span className="sr-only"> {division.name.replace(/^\S+\s+-\s+/, '')}, </span>
      <span className="block whitespace-nowrap text-[11px] text-slate-600">
        {formatCount(division.employees)} emp.
      </span>
    </th>
  );
}

/** An empty count cell: a dash to the eye, "none" to a screen reader. */
export function NoneMark({ className }: { className: string }) {
  return (
    <>
      <span aria-hidden="true" className={className}>
        —
      </span>
      <span className="sr-only">none</span>
    </>
  );
}
