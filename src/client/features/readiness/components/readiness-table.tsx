import type { ProcessReadinessRow } from '@core/schemas/readiness';
import type * as React from 'react';
import { cn } from '../../../lib/utils';
import { CoverageBar } from './coverage-bar';
import { ImpactBadge } from './impact-badge';
import { OutputsSummary } from './outputs-summary';
import { PeopleFigure } from './people-figure';
import { TierTicks } from './tier-ticks';

/*
 * The pieces both readiness tables share: the scroll region, the header cells and the five figure
 * columns (coverage, outputs, highest impact, tier documents, people), so the two read alike.
 */

/** A keyboard-reachable scroll region; `className` sets how it scrolls (sideways unless told). */
export function TableScroll({
  label,
  className = 'overflow-x-auto',
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={cn(className, 'rounded-md border border-slate-200 focus-visible:outline-offset-0')}
    >
      {children}
    </div>
  );
}

export function Th({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <th
      scope="col"
      className={cn(
        'whitespace-nowrap border-slate-200 border-b bg-slate-50 px-3 py-2 text-left font-medium text-slate-600 text-xs',
        className,
      )}
    >
      {children}
    </th>
  );
}

export const tdClass = 'border-slate-100 border-b px-3 py-2.5 align-middle';

/** The first column stays in view while a narrow screen scrolls the figures sideways. */
export const stickyHeadClass = 'sticky left-0 z-20 border-r';
export const stickyCellClass =
  'sticky left-0 z-10 border-r bg-white text-left font-medium group-hover:bg-slate-50';

export const rowClass = 'group hover:bg-slate-50';

export const tableClass = 'w-full min-w-[56rem] border-separate border-spacing-0 text-sm tabular-nums';

export function FigureHeaders() {
  return (
    <>
      <Th>Pain points resolved</Th>
      <Th>Outputs assessed</Th>
      <Th>Highest impact</Th>
      <Th>Tier documents</Th>
      <Th className="text-right">People affected</Th>
    </>
  );
}

type Figures = Pick<
  ProcessReadinessRow,
  | 'coverage'
  | 'outputs'
  | 'highestImpact'
  | 'tierDocuments'
  | 'tiersNeeded'
  | 'peopleAffected'
  | 'divisionsAffected'
>;

export function FigureCells({ row }: { row: Figures }) {
  return (
    <>
      <td className={tdClass}>
        <CoverageBar coverage={row.coverage} />
      </td>
      <td className={tdClass}>
        <OutputsSummary outputs={row.outputs} />
      </td>
      <td className={tdClass}>
        <ImpactBadge level={row.highestImpact} />
      </td>
      <td className={tdClass}>
        <TierTicks documents={row.tierDocuments} needed={row.tiersNeeded} />
      </td>
      <td className={cn(tdClass, 'text-right')}>
        <PeopleFigure people={row.peopleAffected} divisions={row.divisionsAffected} />
      </td>
    </>
  );
}
