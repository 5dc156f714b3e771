import { TIER_SHORT_LABELS, TRAINING_DEMAND_RULE } from '@core/rules/readiness/labels';
import type { TrainingDemand } from '@core/schemas/readiness';
import { formatCount } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { demandChartLayout, demandChartSummary } from '../demand-chart';
import { TIERS, type Tier } from '../readiness-figures';
import { useElementWidth } from '../use-element-width';
import { TableScroll } from './readiness-table';

const fmt = formatCount;

/** Narrower than this the chart scrolls sideways rather than squeeze its bars. */
const MIN_CHART_WIDTH = 480;

const TIER_FILL: Record<Tier, string> = {
  tier_1: 'fill-brand-600',
  tier_2: 'fill-sky-600',
  tier_3: 'fill-amber-500',
};
const TIER_SWATCH: Record<Tier, string> = {
  tier_1: 'bg-brand-600',
  tier_2: 'bg-sky-600',
  tier_3: 'bg-amber-500',
};

/** Grouped bars, a group per division and a bar per tier; an image whose text equivalent is the table. */
function DemandChart({ demand }: { demand: TrainingDemand }) {
  const [ref, width] = useElementWidth<HTMLDivElement>(960);
  const layout = demandChartLayout(demand, { width: Math.max(MIN_CHART_WIDTH, width), height: 240 });
  const { plot } = layout;
  return (
    <figure className="flex flex-col gap-2">
      {/* Narrower than its minimum, the chart scrolls sideways: by keyboard too, once focused. */}
      <div
        ref={ref}
        role="region"
        aria-label="Training demand chart"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="relative overflow-x-auto focus-visible:outline-offset-0"
      >
        <svg
          role="img"
          aria-label={demandChartSummary(demand)}
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          className="block text-slate-600"
        >
          {layout.ticks.map((tick) => (
            <g key={tick.value}>
              <line
                x1={plot.left}
                x2={plot.right}
                y1={tick.y}
                y2={tick.y}
                className={tick.value === 0 ? 'stroke-slate-400' : 'stroke-slate-200'}
                strokeWidth={1}
              />
              <text
                x={plot.left - 6}
                y={tick.y}
                dy="0.32em"
                textAnchor="end"
                className="fill-current text-[11px]"
              >
                {fmt(tick.value)}
              </text>
            </g>
          ))}
          {layout.groups.map((group) => (
            <g key={group.code}>
              {group.bars.map((bar) =>
                bar.height > 0 ? (
                  <rect
                    key={bar.tier}
                    x={bar.x}
                    y={bar.y}
                    width={Math.max(1, layout.barWidth - 1)}
                    height={bar.height}
                    rx={1}
                    className={TIER_FILL[bar.tier]}
                  >
                    <title>{`${group.code}, ${TIER_SHORT_LABELS[bar.tier]}: ${fmt(bar.value)} seats`}</title>
                  </rect>
                ) : null,
              )}
              <text
                x={group.center}
                y={plot.bottom + (layout.slantLabels ? 10 : 16)}
                textAnchor={layout.slantLabels ? 'end' : 'middle'}
                transform={layout.slantLabels ? `rotate(-40 ${group.center} ${plot.bottom + 10})` : undefined}
                className="fill-current font-medium text-[10px]"
              >
                {group.code}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-700 text-xs">
        <span className="font-medium text-slate-600">Seats per division:</span>
        {TIERS.map((tier) => (
          <span key={tier} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('size-3 rounded-sm', TIER_SWATCH[tier])} />
            {TIER_SHORT_LABELS[tier]}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

const cell = 'border-slate-100 border-b px-3 py-1.5';
const headCell =
  'sticky top-0 z-10 whitespace-nowrap border-slate-200 border-b bg-slate-50 px-3 py-2 font-medium text-slate-600 text-xs';
/** The division's name stays in view while a narrow screen scrolls the seats sideways. */
const firstColumn = 'sticky left-0 border-slate-200 border-r';
const footCell =
  'sticky bottom-0 z-10 border-slate-200 border-t bg-slate-100 px-3 py-2 font-semibold text-slate-900';

/** Seats per tier per division: the chart, the table it summarises (with totals) and the counting rule. */
export function TrainingDemandView({ demand }: { demand: TrainingDemand }) {
  return (
    <div className="flex flex-col gap-4">
      <DemandChart demand={demand} />
      <TableScroll label="Training seats by division" className="max-h-[28rem] overflow-auto">
        <table className="w-full border-separate border-spacing-0 text-sm tabular-nums">
          <caption className="sr-only">Training seats per tier by division, with totals</caption>
          <thead>
            <tr>
              <th scope="col" className={cn(headCell, firstColumn, 'z-20 text-left')}>
                Division
              </th>
              <th scope="col" className={cn(headCell, 'text-left')}>
                Location
              </th>
              <th scope="col" className={cn(headCell, 'text-right')}>
                Employees
              </th>
              {TIERS.map((tier) => (
                <th key={tier} scope="col" className={cn(headCell, 'text-right')}>
                  {TIER_SHORT_LABELS[tier]} seats
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {demand.rows.map((row) => (
              <tr key={row.code} data-division={row.code} className="hover:bg-slate-50">
                <th
                  scope="row"
                  className={cn(cell, firstColumn, 'z-[1] bg-white text-left font-medium text-slate-900')}
                >
                  {row.name}
                </th>
                <td className={cn(cell, 'text-slate-700')}>{row.location}</td>
                <td className={cn(cell, 'text-right text-slate-700')}>{fmt(row.employees)}</td>
                {TIERS.map((tier) => (
                  <td key={tier} className={cn(cell, 'text-right text-slate-900')}>
                    {fmt(row.seats[tier])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={cn(footCell, firstColumn, 'z-20 text-left')}>
                Total
              </th>
              <td className={footCell} />
              <td className={cn(footCell, 'text-right')}>
                {fmt(demand.rows.reduce((sum, row) => sum + row.employees, 0))}
              </td>
              {TIERS.map((tier) => (
                <td key={tier} className={cn(footCell, 'text-right')}>
                  {fmt(demand.totals[tier])}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </TableScroll>
      <div className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3">
        <h3 className="font-medium text-slate-800 text-xs">How seats are counted</h3>
        <ul className="mt-1.5 flex flex-col gap-1 text-slate-700 text-xs">
          {TIERS.map((tier) => (
            <li key={tier}>{TRAINING_DEMAND_RULE[tier]}</li>
          ))}
          <li className="text-slate-600">
            A job role's people take a tier's seat once per division, however many of its processes ask for
            it.
          </li>
        </ul>
      </div>
    </div>
  );
}
