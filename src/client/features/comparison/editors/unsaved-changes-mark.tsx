/** The dot and "Unsaved changes" beside a dialog's Save button (hidden on small screens). */
export function UnsavedChangesMark({ className = '' }: { className?: string }) {
  return (
    <span className={`hidden items-center gap-1.5 text-slate-600 text-xs sm:inline-flex ${className}`}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
      Unsaved changes
    </span>
  );
}
