import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

/**
 * A dialog whose code loads the first time it opens, not with the page: the process page carries
 * a dozen dialogs (editors, uploads, links, generation) that most visits never open, and their
 * code was most of the page's JavaScript (Lighthouse's "unused JavaScript"). Once opened, it stays
 * mounted, so its closing animation and focus return work as before. Opening waits for the chunk
 * (a few ms from the same server; the button that opens it shows no difference).
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog at module level, like React.lazy.
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    useEffect(() => {
      if (props.open) setOpened(true);
    }, [props.open]);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
