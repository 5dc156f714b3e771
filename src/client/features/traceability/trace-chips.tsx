import { LoaderCircleIcon, PackageIcon, TargetIcon, XIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useCanEdit } from '../../api/auth/capabilities';
import { TrainingArtifactIcon } from '../../components/training-artifact-icon';
import { cn } from '../../lib/utils';
import type { TraceOption, TracePainPoint } from './trace-model';
import { type TraceDestination, useTraceNavigation } from './trace-navigation';

const KIND_PREFIX: Record<TraceOption['kind'], string> = {
  output: 'Output',
  training_artifact: 'Training artifact',
  tier_document: 'Tier document',
};

const chipClasses =
  'inline-flex h-6 max-w-full items-center gap-1.5 rounded-full border border-slate-300 bg-white text-slate-800 text-xs transition-colors';
const chipLinkClasses =
  'inline-flex min-w-0 items-center gap-1.5 rounded-full underline-offset-2 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2';

/** A plain click follows the link in the page; a modified click (new tab, new window) is the browser's. */
function followInPage(
  event: MouseEvent<HTMLAnchorElement>,
  go: (to: TraceDestination) => void,
  to: TraceDestination,
) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  go(to);
}

/** The small mark of a target's kind: the output box, the artifact's kind, the document's tier. */
export function TraceKindIcon({
  option,
}: {
  option: Pick<TraceOption, 'kind' | 'artifactKind' | 'tierShort'>;
}) {
  if (option.kind === 'training_artifact') {
    return (
      <TrainingArtifactIcon
        kind={option.artifactKind ?? 'document'}
        size="sm"
        className="size-4 rounded-full"
      />
    );
  }
  if (option.kind === 'tier_document') {
    return (
      <span
        aria-hidden="true"
        className="flex h-4 shrink-0 items-center rounded-full bg-indigo-700 px-1.5 font-semibold text-[10px] text-white tabular-nums"
      >
        {option.tierShort?.replace('Tier ', 'T') ?? 'T'}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-4 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
    >
      <PackageIcon className="size-2.5" />
    </span>
  );
}

/**
 * One "Addressed by" chip of a pain point: the target as a link (one click scrolls to it and
 * focuses it), and × to remove the link.
 */
export function TargetChip({
  target,
  painPointTitle,
  busy,
  onRemove,
}: {
  target: TraceOption;
  painPointTitle: string;
  busy: boolean;
  onRemove: () => void;
}) {
  const canEdit = useCanEdit();
  const { go, hrefFor } = useTraceNavigation();
  const to = { elementId: target.elementId, tab: target.tab, label: target.label };
  return (
    <span className={cn(chipClasses, 'pr-0.5 pl-1', busy && 'opacity-60')} aria-busy={busy || undefined}>
      <a
        href={hrefFor(to)}
        onClick={(event) => followInPage(event, go, to)}
        className={chipLinkClasses}
        title={target.detail ? `${target.label} — ${target.detail}` : target.label}
      >
        <TraceKindIcon option={target} />
        <span className="sr-only">{KIND_PREFIX[target.kind]}: </span>
        <span className="max-w-56 truncate">{target.label}</span>
      </a>
      <button
        type="button"
        hidden={!canEdit}
        onClick={onRemove}
        aria-label={`Unlink ${target.label} from ${painPointTitle}`}
        title="Remove link"
        className="flex size-5 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-700"
      >
        {busy ? (
          <LoaderCircleIcon className="size-3 animate-spin" aria-hidden="true" />
        ) : (
          <XIcon className="size-3" aria-hidden="true" />
        )}
      </button>
    </span>
  );
}

/**
 * The other end: "Addresses:" and the pain points a matrix output, a training artifact or a tier
 * document addresses, each a link back to the pain point on the Process Comparison tab.
 */
export function AddressesChips({
  painPoints,
  targetLabel,
  className,
}: {
  painPoints: readonly TracePainPoint[];
  /** Names the list for assistive technology ("Pain points Work order addresses"). */
  targetLabel: string;
  className?: string;
}) {
  const { go, hrefFor } = useTraceNavigation();
  if (painPoints.length === 0) return null;
  return (
    <div className={cn('flex min-w-0 flex-wrap items-center gap-1', className)}>
      <span aria-hidden="true" className="font-medium text-[11px] text-slate-600">
        Addresses:
      </span>
      {/* `contents`: the chips wrap on the same line as the label. */}
      <ul aria-label={`Pain points ${targetLabel} addresses`} className="contents">
        {painPoints.map((p) => {
          const to = { elementId: p.elementId, tab: 'comparison' as const, label: p.title };
          return (
            <li key={p.id ?? p.elementId} className="min-w-0 max-w-full">
              <a
                href={hrefFor(to)}
                onClick={(event) => followInPage(event, go, to)}
                className={cn(
                  chipClasses,
                  chipLinkClasses,
                  'border-amber-300 bg-amber-50 px-1.5 text-amber-950 hover:border-amber-400 hover:bg-amber-100 hover:text-amber-950',
                )}
                title={`Pain point: ${p.title}`}
              >
                <TargetIcon className="size-3 shrink-0 text-amber-700" aria-hidden="true" />
                <span className="sr-only">Addresses: </span>
                <span className="truncate">{p.title}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
