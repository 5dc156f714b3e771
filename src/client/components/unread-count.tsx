import { cn } from '../lib/utils';

/** A small red count, read as "N unread". */
export function UnreadCount({ count, className }: { count: number; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 font-semibold text-[11px] text-white tabular-nums leading-5',
        className,
      )}
    >
      {count}
      <span className="sr-only"> unread</span>
    </span>
  );
}
