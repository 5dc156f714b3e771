import type * as React from 'react';
import { cn } from '../../lib/utils';
import { type ComparisonState, StateDot } from './comparison-card';
import { CopyAllToBeButton } from './editors/comparison-editing';

export const COLUMNS: { state: ComparisonState; title: string; today: boolean }[] = [
  { state: 'as_is', title: 'As-Is (Current State)', today: true },
  { state: 'to_be', title: 'To-Be (Future State)', today: false },
];

export type ComparisonColumn = (typeof COLUMNS)[number];

function roleKnown(name: string | null | undefined): name is string {
  return !!name && name !== 'Unknown Role' && name !== '…';
}

function subtitle(column: ComparisonColumn, jobRoleName: string | null | undefined): string {
  if (roleKnown(jobRoleName)) {
    return column.today ? `How the ${jobRoleName} works today` : `How the ${jobRoleName} will work`;
  }
  return column.today ? 'How the process runs today' : 'How the process will run';
}

/**
 * The tinted box on top of a state: its title, what it describes, how many rows it documents, and
 * (As-Is) Copy all to To-Be. Side by side it heads its column (`headingId`: an h2 the column's
 * section is labelled by); stacked, the cards are grouped by row instead and it is a legend.
 */
export function ComparisonColumnHeader({
  column,
  count,
  total,
  jobRoleName,
  headingId,
  headerRef,
}: {
  column: ComparisonColumn;
  count: number;
  total: number;
  jobRoleName: string | null | undefined;
  headingId?: string;
  headerRef?: React.Ref<HTMLElement>;
}) {
  const toBe = column.state === 'to_be';
  const Title = headingId ? 'h2' : 'p';
  return (
    <header
      ref={headerRef}
      className={cn(
        'flex flex-col gap-0.5 rounded-lg border px-4 py-3',
        toBe ? 'border-brand-200 bg-brand-50' : 'border-slate-300 bg-slate-100',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <Title
          id={headingId}
          className={cn(
            'flex min-w-0 items-center gap-2 font-semibold text-base',
            toBe ? 'text-brand-900' : 'text-slate-900',
          )}
        >
          <StateDot toBe={toBe} className="size-2.5" />
          {column.title}
        </Title>
        <span
          className={cn(
            'hidden shrink-0 rounded-md border px-2 py-0.5 font-medium text-xs tabular-nums xl:inline-flex',
            toBe ? 'border-brand-200 bg-white text-brand-800' : 'border-slate-300 bg-white text-slate-700',
          )}
        >
          {count} of {total} documented
        </span>
      </div>
      <div className="flex items-center justify-between gap-3">
        <p className={cn('min-w-0 text-xs', toBe ? 'text-brand-800' : 'text-slate-600')}>
          {subtitle(column, jobRoleName)}
        </p>
        {column.today ? <CopyAllToBeButton /> : null}
      </div>
    </header>
  );
}
