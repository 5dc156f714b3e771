import { WorkflowIcon } from 'lucide-react';
import { cn } from '../lib/utils';

/** The product's small mark: a workflow glyph on the accent colour. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-md bg-brand-700 text-white',
        className,
      )}
    >
      <WorkflowIcon className="size-[55%]" />
    </span>
  );
}
