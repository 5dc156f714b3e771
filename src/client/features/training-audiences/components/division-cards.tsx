import { topRoles } from '@core/rules/audience';
import type { Division } from '@core/schemas/division';
import { MapPinIcon } from 'lucide-react';
import { CountBadge } from '../../../components/audience/count-badge';
import { Card } from '../../../components/ui/card';

/** One card per filtered division: name, location, employees, specialization, top 3 roles (spec §2). */
export function DivisionCards({ divisions, roles }: { divisions: Division[]; roles: string[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      {divisions.map((d) => {
        const top = topRoles(d, 3, roles);
        return (
          <li key={d.code}>
            <Card className="flex h-full flex-col gap-3 p-5">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-semibold text-base text-slate-900 leading-snug">{d.name}</h3>
                  <p className="mt-0.5 flex items-center gap-1 text-slate-600 text-xs">
                    <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
                    {d.location}
                  </p>
                </div>
                <p className="shrink-0 text-right">
                  <span className="block font-semibold text-lg text-slate-900 tabular-nums leading-none">
                    {d.employees.toLocaleString('en-US')}
                  </span>
                  <span className="text-slate-600 text-xs">
                    {d.employees === 1 ? 'employee' : 'employees'}
                  </span>
                </p>
              </div>
              <p className="text-slate-700 text-sm">{d.specialization}</p>
              <div className="mt-auto border-slate-100 border-t pt-3">
                <h4 className="mb-2 font-medium text-slate-600 text-xs">
                  {roles.length > 0 ? 'Top selected roles' : 'Top roles'}
                </h4>
                <ol className="flex flex-col gap-1.5">
                  {top.map(([title, count]) => (
                    <li key={title} className="flex items-center justify-between gap-3 text-sm">
                      <span className="truncate text-slate-800">{title}</span>
                      <CountBadge count={count} />
                    </li>
                  ))}
                </ol>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
