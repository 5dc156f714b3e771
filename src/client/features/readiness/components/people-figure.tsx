import { formatCount, plural } from '../../../lib/format';

/** Employees affected, with the number of divisions they work in beneath. */
export function PeopleFigure({ people, divisions }: { people: number; divisions: number }) {
  return (
    <div className="flex flex-col items-end gap-0.5 whitespace-nowrap">
      <span className="font-medium text-slate-900 tabular-nums">{formatCount(people)}</span>
      <span className="text-[11px] text-slate-600 tabular-nums">
        {divisions > 0 ? `in ${plural(divisions, 'division')}` : 'no division'}
      </span>
    </div>
  );
}
