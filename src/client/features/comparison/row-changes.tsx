import type { DiffStatus, DiffText, ItemDiff, RowDiff, SectionDiff } from '@core/rules/artifact-diff';
import {
  ChevronDownIcon,
  ChevronUpIcon,
  EqualIcon,
  GitCompareArrowsIcon,
  type LucideIcon,
  MinusIcon,
  PencilIcon,
  PlusIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { keyed } from '../../components/artifact-renderers/content-utils';
import { cn } from '../../lib/utils';
import {
  changedParts,
  notComparableText,
  summaryParts,
  visibleItems,
  visibleSections,
} from './changes-view.model';

const STATUS_STYLE: Record<DiffStatus, { icon: LucideIcon; mark: string; sr: string; count: string }> = {
  added: {
    icon: PlusIcon,
    mark: 'border-emerald-300 bg-emerald-50 text-emerald-700',
    sr: 'Added',
    count: 'text-emerald-800',
  },
  removed: {
    icon: MinusIcon,
    mark: 'border-red-300 bg-red-50 text-red-700',
    sr: 'Removed',
    count: 'text-red-800',
  },
  changed: {
    icon: PencilIcon,
    mark: 'border-amber-300 bg-amber-50 text-amber-800',
    sr: 'Changed',
    count: 'text-amber-900',
  },
  unchanged: {
    icon: EqualIcon,
    mark: 'border-slate-200 bg-white text-slate-500',
    sr: 'Unchanged',
    count: 'text-slate-600',
  },
};

function Mark({ status, small }: { status: DiffStatus; small?: boolean }) {
  const style = STATUS_STYLE[status];
  const Icon = style.icon;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded border',
        small ? 'mt-px size-3.5 [&_svg]:size-2.5' : 'mt-px size-4 [&_svg]:size-3',
        style.mark,
      )}
    >
      <Icon strokeWidth={2.5} />
    </span>
  );
}

/** A removed text: struck through in red. */
function Removed({ children }: { children: string }) {
  return <del className="text-red-800 decoration-red-400 decoration-1 line-through">{children}</del>;
}

/** An added text: green, not underlined (an <ins> would be). */
function Added({ children }: { children: string }) {
  return <ins className="text-emerald-900 no-underline">{children}</ins>;
}

function Arrow() {
  return (
    <span aria-hidden="true" className="px-1 text-slate-400">
      →
    </span>
  );
}

/** "before → after", read out as "before, now after". */
function BeforeAfter({ before, after }: { before: string; after: string }) {
  return (
    <>
      <Removed>{before}</Removed>
      <Arrow />
      <span className="sr-only">, now </span>
      <Added>{after}</Added>
    </>
  );
}

/** The name and detail of one side, as the status colours it. */
function Side({ text, status, fields }: { text: DiffText; status: DiffStatus; fields: boolean }) {
  if (fields) {
    return (
      <>
        <span className="font-medium text-slate-700">{text.label}: </span>
        <Coloured status={status}>{text.detail ?? ''}</Coloured>
      </>
    );
  }
  return (
    <>
      <Coloured status={status}>{text.label}</Coloured>
      {text.detail ? (
        <span className="block text-[11px] text-slate-600 leading-snug">
          <Coloured status={status}>{text.detail}</Coloured>
        </span>
      ) : null}
    </>
  );
}

function Coloured({ status, children }: { status: DiffStatus; children: string }) {
  if (status === 'removed') return <Removed>{children}</Removed>;
  if (status === 'added') return <Added>{children}</Added>;
  return <>{children}</>;
}

function ChangedText({ item, fields }: { item: ItemDiff; fields: boolean }) {
  const before = item.before!;
  const after = item.after!;
  const parts = changedParts(item);
  if (fields) {
    return (
      <>
        <span className="font-medium text-slate-700">{after.label}: </span>
        <BeforeAfter before={before.detail ?? ''} after={after.detail ?? ''} />
      </>
    );
  }
  return (
    <>
      {parts.label ? <BeforeAfter before={before.label} after={after.label} /> : <span>{after.label}</span>}
      {parts.detail ? (
        <span className="block text-[11px] text-slate-600 leading-snug">
          {before.detail && after.detail ? (
            <BeforeAfter before={before.detail} after={after.detail} />
          ) : before.detail ? (
            <Removed>{before.detail}</Removed>
          ) : (
            <Added>{after.detail ?? ''}</Added>
          )}
        </span>
      ) : after.detail ? (
        <span className="block text-[11px] text-slate-600 leading-snug">{after.detail}</span>
      ) : null}
    </>
  );
}

function ItemLine({
  item,
  fields,
  showUnchanged,
  small,
}: {
  item: ItemDiff;
  fields: boolean;
  showUnchanged: boolean;
  small?: boolean;
}) {
  const parts = visibleItems(item.parts, showUnchanged || item.status !== 'changed');
  return (
    <li
      data-diff={item.status}
      className={cn(
        'flex items-start gap-2 leading-snug',
        item.status === 'unchanged' && 'text-slate-600',
        item.status === 'changed' && !small && '-mx-1.5 rounded-md bg-amber-50/60 px-1.5 py-0.5',
      )}
    >
      <Mark status={item.status} small={small} />
      <span className="min-w-0 flex-1 break-words">
        <span className="sr-only">{STATUS_STYLE[item.status].sr}: </span>
        {item.status === 'changed' ? (
          <ChangedText item={item} fields={fields} />
        ) : (
          <Side text={(item.after ?? item.before)!} status={item.status} fields={fields} />
        )}
        {parts.length ? (
          <ul className="mt-1 flex flex-col gap-0.5 text-[11px]">
            {keyed(parts, partKey).map(({ key, item: part }) => (
              <ItemLine key={key} item={part} fields={false} showUnchanged={showUnchanged} small />
            ))}
          </ul>
        ) : null}
      </span>
    </li>
  );
}

function partKey(item: ItemDiff): string {
  return `${item.status}:${item.before?.label ?? ''}:${item.after?.label ?? ''}`;
}

function Section({
  section,
  items,
  showUnchanged,
}: {
  section: SectionDiff;
  items: ItemDiff[];
  showUnchanged: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1">
      <h4 id={headingId} className="font-semibold text-[11px] text-slate-500 uppercase tracking-wider">
        {section.label}
        {section.renamedFrom ? (
          <span className="ml-1 font-normal text-slate-500 normal-case tracking-normal">
            (was <span className="line-through">{section.renamedFrom}</span>)
          </span>
        ) : null}
      </h4>
      <ul className="flex flex-col gap-1 text-slate-800 text-xs">
        {keyed(items, partKey).map(({ key, item }) => (
          <ItemLine key={key} item={item} fields={section.kind === 'fields'} showUnchanged={showUnchanged} />
        ))}
      </ul>
    </section>
  );
}

/**
 * "2 added · 1 removed · 1 changed · 5 unchanged", each count in its colour. A separator ends its
 * part, so a wrapped line never starts with one.
 */
export function ChangesSummary({ diff }: { diff: RowDiff }) {
  const parts = summaryParts(diff.counts);
  const differs = parts.some((p) => p.status !== 'unchanged');
  const texts = [
    ...(differs ? [] : [{ key: 'none', text: 'No differences', className: 'text-slate-700' }]),
    ...parts.map((p) => ({ key: p.status, text: p.text, className: STATUS_STYLE[p.status].count })),
  ];
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-xs tabular-nums">
      {texts.map((t, i) => (
        <span key={t.key} className="inline-flex items-center gap-1.5 whitespace-nowrap">
          <span className={cn('font-medium', t.className)}>{t.text}</span>
          {i < texts.length - 1 ? (
            <>
              <span className="sr-only">,</span>
              <span aria-hidden="true" className="text-slate-400">
                ·
              </span>
            </>
          ) : null}
        </span>
      ))}
    </p>
  );
}

/**
 * A row's difference in its To-Be card: the counts, the added (green +), removed (red, struck
 * through) and changed (amber, before → after) items per section; unchanged ones fold behind
 * "Show N unchanged". A row with a side missing says there is nothing to compare.
 */
export function RowChanges({
  diff,
  variant,
  onLayoutChange,
  heading = 'Changes from As-Is',
}: {
  diff: RowDiff;
  /** What the difference is against: "Changes from As-Is", "Changes since version 1.0". */
  heading?: string;
  /** `strip`: a tinted band above the card's own content; `body`: the card's content itself. */
  variant: 'strip' | 'body';
  onLayoutChange: () => void;
}) {
  const [showUnchanged, setShowUnchanged] = useState(false);
  const listId = useId();
  const missing = notComparableText(diff);
  const sections = visibleSections(diff.sections, showUnchanged);
  const unchanged = diff.counts.unchanged;

  return (
    <div
      role="group"
      aria-label={`${heading}: ${diff.label}`}
      data-changes={diff.rowKey}
      className={cn(
        'flex flex-col gap-2.5',
        variant === 'strip' && 'border-slate-100 border-t bg-slate-50/80 px-4 py-3',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="inline-flex items-center gap-1.5 font-semibold text-slate-700 text-xs">
          <GitCompareArrowsIcon className="size-3.5 text-slate-500" aria-hidden="true" />
          {heading}
        </p>
        {missing ? null : <ChangesSummary diff={diff} />}
      </div>
      {missing ? (
        <p className="text-slate-600 text-xs">{missing}</p>
      ) : (
        <>
          {sections.length ? (
            <div id={listId} className="flex flex-col gap-2.5">
              {sections.map(({ section, items }) => (
                <Section key={section.key} section={section} items={items} showUnchanged={showUnchanged} />
              ))}
            </div>
          ) : null}
          {unchanged > 0 ? (
            <button
              type="button"
              aria-expanded={showUnchanged}
              aria-controls={sections.length ? listId : undefined}
              onClick={() => {
                setShowUnchanged((v) => !v);
                onLayoutChange();
              }}
              className="inline-flex items-center gap-1 self-start rounded-sm font-medium text-brand-700 text-xs hover:text-brand-900 hover:underline"
            >
              {showUnchanged ? (
                <ChevronUpIcon className="size-3.5" aria-hidden="true" />
              ) : (
                <ChevronDownIcon className="size-3.5" aria-hidden="true" />
              )}
              {showUnchanged ? 'Hide unchanged' : `Show ${unchanged} unchanged`}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
