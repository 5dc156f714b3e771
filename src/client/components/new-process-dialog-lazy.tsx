import { lazy, Suspense, useEffect, useState } from 'react';
import type { NewProcessDialogProps } from './new-process-dialog';

const loadDialog = () => import('./new-process-dialog');
const Dialog = lazy(() => loadDialog().then((m) => ({ default: m.NewProcessDialog })));

/**
 * The New Process dialog without its weight on the first load: the form (zod, react-hook-form,
 * the select) is fetched when the browser is idle, and mounted from the first opening on.
 */
export function LazyNewProcessDialog(props: NewProcessDialogProps) {
  const [mounted, setMounted] = useState(props.open);
  useEffect(() => {
    if (props.open) setMounted(true);
  }, [props.open]);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(() => void loadDialog());
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
