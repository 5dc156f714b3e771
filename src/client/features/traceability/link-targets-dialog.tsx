import type { PainPointRef } from '@core/rules/pain-points';
import { findLink, matchesQuery } from '@core/rules/traceability';
import type { PainPointLinkKind } from '@core/schemas/traceability';
import { LoaderCircleIcon, SearchIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { usePainPointLinkActions } from '../../api/traceability/pain-point-links';
import { Button } from '../../components/ui/button';
import { DialogFooter, TitledDialog } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { plural } from '../../lib/format';
import { TraceKindIcon } from './trace-chips';
import { KIND_GROUP_LABELS, type TraceModel, type TraceOption } from './trace-model';

const KINDS: readonly PainPointLinkKind[] = ['output', 'training_artifact', 'tier_document'];

/** What each group says when the process has nothing of that kind yet, and where to add some. */
const EMPTY_GROUP: Record<PainPointLinkKind, string> = {
  output: 'No outputs in the Change Impact Assessment Matrix yet.',
  training_artifact: 'No training artifacts yet: add them in the matrix’s Training column.',
  tier_document: 'No tier documents yet: upload them on the Training Materials tab.',
};

type LinkActions = ReturnType<typeof usePainPointLinkActions>;

function OptionRow({
  option,
  checked,
  busy,
  onCheckedChange,
}: {
  option: TraceOption;
  checked: boolean;
  busy: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-start gap-3 rounded-md px-2 py-2 hover:bg-slate-50">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-busy={busy || undefined}
        aria-describedby={option.detail ? `${id}-detail` : undefined}
        onChange={(e) => onCheckedChange(e.currentTarget.checked)}
        className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <label htmlFor={id} className="flex min-w-0 cursor-pointer items-center gap-2 text-slate-900 text-sm">
          <TraceKindIcon option={option} />
          <span className="min-w-0 break-words font-medium">{option.label}</span>
          {busy ? (
            <LoaderCircleIcon className="size-3.5 shrink-0 animate-spin text-slate-500" aria-hidden="true" />
          ) : null}
        </label>
        {option.detail ? (
          <p id={`${id}-detail`} className="pl-6 text-slate-600 text-xs">
            {option.detail}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * "Link…" on a pain point: a searchable checklist of the process's outputs, training artifacts and
 * tier documents. Ticking one links it to the pain point and unticking removes the link; each
 * change saves at once, so the dialog needs no Save button.
 */
export function LinkTargetsDialog({
  painPoint,
  model,
  actions,
  open,
  onOpenChange,
}: {
  /** The pain point being linked: links follow its id (issue 19). */
  painPoint: PainPointRef;
  model: TraceModel;
  actions: LinkActions;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  useEffect(() => {
    if (open) setQuery('');
  }, [open]);

  const painPointTitle = painPoint.title;
  const linked = model.targetsOf(painPoint).length;
  const groups = KINDS.map((kind) => {
    const all = model.options[kind];
    const shown = all.filter((o) => matchesQuery(query, o.label, o.detail, o.tierShort));
    return { kind, all, shown };
  });
  const nothingMatches = query.trim() !== '' && groups.every((g) => g.shown.length === 0);

  const toggle = (option: TraceOption, checked: boolean) => {
    const existing = findLink(model.links, painPoint, option.kind, option.target);
    if (checked && !existing) actions.link({ painPoint, kind: option.kind, target: option.target });
    if (!checked && existing) actions.unlink(existing);
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-xl gap-4"
      title="Link what addresses this pain point"
      description={
        <>
          Tick the outputs and training items that address{' '}
          <span className="font-medium text-slate-900">{painPointTitle}</span>. Each change is saved at once.
        </>
      }
    >
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search outputs and training items"
          aria-label="Search outputs and training items"
          autoComplete="off"
          className="pl-8"
        />
      </div>

      <div className="-mx-2 flex max-h-[min(52vh,480px)] flex-col gap-4 overflow-y-auto px-2">
        {groups.map(({ kind, all, shown }) => {
          if (query.trim() && shown.length === 0) return null;
          const headingId = `${searchId}-${kind}`;
          const count = all.filter((o) => findLink(model.links, painPoint, o.kind, o.target)).length;
          return (
            <section key={kind} aria-labelledby={headingId} className="flex flex-col gap-1">
              <h3
                id={headingId}
                className="flex items-baseline justify-between gap-2 border-slate-200 border-b pb-1 font-semibold text-slate-600 text-xs uppercase tracking-wide"
              >
                {KIND_GROUP_LABELS[kind]}
                <span className="font-normal text-slate-600 normal-case tracking-normal tabular-nums">
                  {all.length > 0 ? `${count} of ${all.length} linked` : null}
                </span>
              </h3>
              {all.length === 0 ? (
                <p className="px-2 py-2 text-slate-600 text-sm">{EMPTY_GROUP[kind]}</p>
              ) : (
                <ul className="flex flex-col">
                  {shown.map((option) => (
                    <OptionRow
                      key={`${option.kind}:${option.target}`}
                      option={option}
                      checked={Boolean(findLink(model.links, painPoint, option.kind, option.target))}
                      busy={actions.isPending({
                        painPointId: painPoint.id,
                        painPointTitle,
                        kind: option.kind,
                        target: option.target,
                      })}
                      onCheckedChange={(checked) => toggle(option, checked)}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
        {nothingMatches ? (
          <p className="px-2 py-6 text-center text-slate-600 text-sm">Nothing matches “{query.trim()}”.</p>
        ) : null}
      </div>

      <DialogFooter className="items-center sm:justify-between">
        <p role="status" className="text-slate-600 text-sm tabular-nums">
          {linked === 0 ? 'Nothing linked yet' : `${plural(linked, 'item')} linked`}
        </p>
        <Button onClick={() => onOpenChange(false)}>Done</Button>
      </DialogFooter>
    </TitledDialog>
  );
}
