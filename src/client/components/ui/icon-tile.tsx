import type { LucideIcon } from 'lucide-react';

/** The small square tile that holds a list item's icon beside its text (decorative). */
export function IconTile({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span
      aria-hidden="true"
      className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-600"
    >
      <Icon className="size-4" />
    </span>
  );
}
