import type { HeatMap } from '@core/schemas/readiness';
import { Link } from 'wouter';
import { DivisionHeaderCell, NoneMark } from '../../../components/audience/audience-matrix-table';
import { formatCount } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { cn } from '../../../lib/utils';
import {
  cssRgb,
  HEAT_HUE_LABELS,
  HEAT_STEPS,
  type HeatHue,
  heatColors,
  heatHue,
  heatStep,
  heatStepRanges,
} from '../heat-colors';
import { ImpactBadge } from './impact-badge';
import { TableScroll } from './readiness-table';

const fmt = formatCount;
const edge = 'border-slate-200';

/**
 * Job roles × divisions: each cell is the role's headcount in the division, its hue the role's
 * highest impact and its shade the headcount against the largest cell. A real table (the
 * numbers are the text equivalent of the colours) that scrolls in its own region, with the job
 * role column and the header row in place.
 */
export function ReadinessHeatMap({ heatMap }: { heatMap: HeatMap }) {
  return (
    <div className="flex flex-col gap-3">
      <TableScroll
        label="Heat map of people affected by job role and division"
        className="relative max-h-[70vh] overflow-auto bg-white"
      >
        <table className="w-max min-w-full border-separate border-spacing-0 text-sm tabular-nums">
          <caption className="sr-only">
            People affected by job role and division; each row is coloured by the job role's highest impact
            and each cell shaded by its headcount
          </caption>
          <thead>
            <tr>
              <th
                scope="col"
                className={cn(
                  'sticky top-0 left-0 z-30 min-w-36 border-r sm:min-w-60 border-b bg-slate-50 px-3 py-1.5 text-left font-semibold text-slate-700',
                  edge,
                )}
              >
                Job role
              </th>
              {heatMap.divisions.map((d) => (
                <DivisionHeaderCell key={d.code} division={d} className="min-w-14 px-1.5 py-1.5" />
              ))}
              <th
                scope="col"
                className={cn(
                  'sticky top-0 z-30 border-b border-l sm:right-0 bg-slate-100 px-3 py-1.5 text-right font-semibold text-slate-900',
                  edge,
                )}
              >
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {heatMap.rows.map((row) => {
              const hue = heatHue(row.impact);
              return (
                <tr key={row.jobRoleId} data-job-role-id={row.jobRoleId} data-impact={hue}>
                  <th
                    scope="row"
                    className={cn(
                      'sticky left-0 z-10 border-r border-b bg-white px-3 py-1.5 text-left font-medium',
                      edge,
                    )}
                  >
                    <span className="flex w-32 flex-wrap items-center justify-between gap-x-3 gap-y-1 sm:w-auto">
                      <Link
                        href={paths.jobRole(row.jobRoleId)}
                        className="text-slate-900 sm:whitespace-nowrap underline-offset-2 hover:text-brand-700 hover:underline"
                      >
                        {row.jobRoleName}
                      </Link>
                      <ImpactBadge level={row.impact} />
                    </span>
                  </th>
                  {row.cells.map((n, i) => {
                    const step = heatStep(n, heatMap.maxCell);
                    const colors = step > 0 ? heatColors(hue, step) : null;
                    return (
                      <td
                        key={heatMap.divisions[i]?.code ?? i}
                        data-step={step}
                        className="h-9 border border-white px-1.5 text-center"
                        style={
                          colors
                            ? { backgroundColor: cssRgb(colors.background), color: cssRgb(colors.text) }
                            : undefined
                        }
                      >
                        {n > 0 ? (
                          <span className={cn(colors?.inverted && 'font-semibold')}>{fmt(n)}</span>
                        ) : (
                          <NoneMark className="text-slate-300" />
                        )}
                      </td>
                    );
                  })}
                  <td
                    className={cn(
                      'right-0 z-10 border-b border-l bg-slate-50 sm:sticky px-3 text-right font-semibold text-slate-900',
                      edge,
                    )}
                  >
                    {fmt(row.total)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <HeatMapLegend maxCell={heatMap.maxCell} />
    </div>
  );
}

const LEGEND_HUES: HeatHue[] = ['HIGH', 'MED', 'LOW', 'NONE'];

function Swatch({ hue, step }: { hue: HeatHue; step: number }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-3.5 shrink-0 rounded-sm ring-1 ring-slate-900/10 ring-inset"
      style={{ backgroundColor: cssRgb(heatColors(hue, step).background) }}
    />
  );
}

/** What the hues and the shades mean, with the headcounts each shade stands for. */
function HeatMapLegend({ maxCell }: { maxCell: number }) {
  const ranges = heatStepRanges(maxCell);
  return (
    <div className="flex flex-wrap items-start gap-x-8 gap-y-2 text-slate-700 text-xs">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium text-slate-600">Row colour:</span>
        <ul className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {LEGEND_HUES.map((hue) => (
            <li key={hue} className="flex items-center gap-1.5">
              <Swatch hue={hue} step={HEAT_STEPS - 1} />
              {HEAT_HUE_LABELS[hue]}
            </li>
          ))}
        </ul>
      </div>
      {maxCell > 0 ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-medium text-slate-600">Shade, people per cell:</span>
          <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 tabular-nums">
            {ranges.map((range, i) =>
              range ? (
                <li key={range[0]} className="flex items-center gap-1.5">
                  <Swatch hue="LOW" step={i + 1} />
                  {range[0] === range[1] ? fmt(range[0]) : `${fmt(range[0])}–${fmt(range[1])}`}
                </li>
              ) : null,
            )}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
