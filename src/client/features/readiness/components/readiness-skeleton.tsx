import { Skeleton } from '../../../components/ui/skeleton';

/** The dashboard's shape while its figures load. */
export function ReadinessSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">Loading change readiness…</span>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-3 xl:grid-cols-5">
        {['a', 'b', 'c', 'd', 'e'].map((key) => (
          <Skeleton key={key} className="h-[104px] rounded-lg" />
        ))}
      </div>
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5">
        <Skeleton className="h-5 w-48" />
        {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
          <Skeleton key={key} className="h-9" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-lg" />
    </div>
  );
}
