import { Link2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useCanEdit } from '../../api/auth/capabilities';
import type { usePainPointLinkActions } from '../../api/traceability/pain-point-links';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { TargetChip } from './trace-chips';
import type { TraceTarget } from './trace-model';

/**
 * A tracked pain point's "Addressed by" line: the outputs and training items linked to it as chips,
 * and Link… to choose them.
 */
export function AddressedBy({
  painPointTitle,
  ready,
  targets,
  actions,
  onLink,
}: {
  painPointTitle: string;
  ready: boolean;
  targets: readonly TraceTarget[];
  actions: ReturnType<typeof usePainPointLinkActions>;
  onLink: () => void;
}) {
  const canEdit = useCanEdit();
  const linkButton = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState('');
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5 border-slate-100 border-t pt-2.5">
      <span className="font-medium text-slate-600 text-xs">Addressed by</span>
      {!ready ? (
        <span role="status" className="flex gap-1.5">
          <span className="sr-only">Loading links…</span>
          <Skeleton className="h-6 w-28 rounded-full" />
          <Skeleton className="h-6 w-20 rounded-full" />
        </span>
      ) : targets.length === 0 ? (
        <span className="text-slate-600 text-xs italic">nothing linked yet</span>
      ) : (
        <ul aria-label={`What addresses ${painPointTitle}`} className="flex min-w-0 flex-wrap gap-1.5">
          {targets.map((target) => (
            <li key={target.link.id} className="min-w-0 max-w-full">
              <TargetChip
                target={target}
                painPointTitle={painPointTitle}
                busy={actions.isPending(target.link)}
                onRemove={() => {
                  actions.unlink(target.link);
                  setAnnouncement(`Unlinked ${target.label}.`);
                  // The chip goes at once: focus stays in the pain point, on Link….
                  linkButton.current?.focus();
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <Button
        ref={linkButton}
        hidden={!canEdit}
        variant="ghost"
        size="sm"
        className="h-6 gap-1 px-2 text-brand-700 text-xs hover:bg-brand-50 hover:text-brand-800 [&_svg]:size-3.5"
        onClick={onLink}
      >
        <Link2Icon aria-hidden="true" />
        Link…<span className="sr-only"> what addresses {painPointTitle}</span>
      </Button>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
