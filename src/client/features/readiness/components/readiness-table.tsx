import type { ProcessReadinessRow } from '@core/schemas/readiness';
import type * as React from 'react';
import { Link } from 'wouter';
import { cn } from '../../../lib/utils';
import { CoverageBar } from './coverage-bar';
import { ImpactBadge } from './impact-badge';
import { OutputsSummary } from './outputs-summary';
import { PeopleFigure } from './people-figure';
import { TierTicks } from './tier-ticks';

/*
 * The pieces both readiness tables share: the scroll region, the table with its sticky name column,
 * the header cells and the five figure columns (coverage, outputs, highest impact, tier documents,
 * people), so the two read alike.
 */

/**
 * A keyboard-reachable scroll region; `className` sets how it scrolls (both ways, up to 70 % of the
 * screen's height, unless told). It is the containing block of what it holds, so that nothing
 * positioned inside (a screen-reader-only label) pokes out past its edge and widens the page.
 */
export function TableScroll({
  label,
  className = 'max-h-[70vh] overflow-auto',
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
      className={cn('relative rounded-md border border-slate-200 focus-visible:outline-offset-0', className)}
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
        'sticky top-0 z-10 whitespace-nowrap border-slate-200 border-b bg-slate-50 px-3 py-2 text-left font-medium text-slate-600 text-xs',
        className,
      )}
    >
      {children}
    </th>
  );
}

export const tdClass = 'border-slate-100 border-b px-3 py-2.5 align-middle';

/**
 * The first column stays in view while the figures scroll sideways; on a phone it is narrower (its
 * names wrap) so that the figures keep most of the region.
 */
const stickyHeadClass = 'left-0 z-20 border-r';
const stickyCellClass =
  'sticky left-0 z-10 max-w-40 border-r bg-white text-left font-medium group-hover:bg-slate-50 sm:max-w-none';

export const rowClass = 'group hover:bg-slate-50';

const tableClass = 'w-full min-w-[56rem] border-separate border-spacing-0 text-sm tabular-nums';

function FigureHeaders() {
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

/**
 * A readiness table: the sticky name column, the table's own columns (`headers`), then the five
 * figure columns; `children` are its rows.
 */
export function ReadinessTable({
  label,
  caption,
  nameHeader,
  headers,
  children,
}: {
  /** The scroll region's name. */
  label: string;
  caption: React.ReactNode;
  nameHeader: React.ReactNode;
  headers: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <TableScroll label={label}>
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <Th className={`min-w-32 sm:min-w-64 ${stickyHeadClass}`}>{nameHeader}</Th>
            {headers}
            <FigureHeaders />
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}

/**
 * A row's sticky name cell: the link to what the row is about, and under it a smaller line
 * (`children`) that screen readers introduce with `detailLabel`.
 */
export function RowNameCell({
  href,
  name,
  detailLabel,
  className,
  detailClassName,
  children,
}: {
  href: string;
  name: string;
  detailLabel: string;
  className?: string;
  detailClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <th scope="row" className={cn(tdClass, stickyCellClass, className)}>
      <Link href={href} className="text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline">
        {name}
      </Link>
      <span className={cn('mt-0.5 block font-normal text-slate-600 text-xs', detailClassName)}>
        <span className="sr-only">{`${detailLabel}: `}</span>
        {children}
      </span>
    </th>
  );
}
