import { LoaderCircleIcon, RotateCwIcon, ServerCrashIcon } from 'lucide-react';
import { errorMessage } from '../lib/api-client';
import { Button } from './ui/button';

/** Shown while the session is checked, so signed-in users never see the gate flash by. */
export function FullScreenLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      className="flex min-h-screen items-center justify-center bg-slate-50"
      role="status"
      aria-live="polite"
    >
      <div className="flex items-center gap-2 text-slate-600 text-sm">
        <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
        {label}
      </div>
    </div>
  );
}

/** The session check itself failed (server unreachable): say so and offer to try again. */
export function FullScreenError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      <div role="alert" className="flex max-w-sm flex-col items-center gap-3 text-center">
        <span className="flex size-10 items-center justify-center rounded-full bg-red-50 text-red-700">
          <ServerCrashIcon className="size-5" aria-hidden="true" />
        </span>
        <h1 className="font-semibold text-lg text-slate-900">Process Map Repository is unavailable</h1>
        <p className="text-slate-600 text-sm">{errorMessage(error)}</p>
        <Button variant="outline" onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" />
          Retry
        </Button>
      </div>
    </main>
  );
}
