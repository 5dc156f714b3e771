import { cn } from '../lib/utils';

/** A thin progress bar for an upload, 0 to 100; `className` sets its width. */
export function UploadProgressBar({
  label,
  percent,
  className,
}: {
  label: string;
  percent: number;
  className: string;
}) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-1.5 overflow-hidden rounded-full bg-slate-200', className)}
    >
      <span
        className="block h-full rounded-full bg-brand-600 transition-[width] duration-150"
        style={{ width: `${percent}%` }}
      />
    </span>
  );
}
