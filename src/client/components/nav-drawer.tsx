import { MenuIcon, XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useMediaQuery, WIDE_SHELL } from '../lib/use-media-query';
import { LogoMark } from './logo-mark';
import { Sidebar } from './sidebar';
import { Button } from './ui/button';

/**
 * The narrow-screen top bar: the Menu button opens the sidebar as a modal drawer (Radix Dialog: focus
 * moves in, stays in, Escape or a tap outside closes it, and focus returns to the button). Following
 * a link closes it, and so does widening the window past the point where the fixed sidebar returns.
 */
export function NavDrawer() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the trigger, not an input.
  useEffect(() => setOpen(false), [location]);

  const wide = useMediaQuery(WIDE_SHELL);
  useEffect(() => {
    if (wide) setOpen(false);
  }, [wide]);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <div className="sticky top-0 z-30 flex items-center gap-2 border-slate-200 border-b bg-white px-2 py-2 sm:px-4 lg:hidden">
        <DialogPrimitive.Trigger asChild>
          <Button variant="ghost" className="px-2.5">
            <MenuIcon aria-hidden="true" />
            Menu
          </Button>
        </DialogPrimitive.Trigger>
        <span className="flex min-w-0 items-center gap-2">
          <LogoMark className="size-7" />
          <span className="truncate font-semibold text-slate-900 text-sm">Process Map Repository</span>
        </span>
      </div>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in lg:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] shadow-xl focus:outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in lg:hidden"
        >
          <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
          <Sidebar
            className="h-full w-full overflow-y-auto border-r-0"
            headerAction={
              <DialogPrimitive.Close asChild>
                <Button variant="ghost" size="icon" className="-mr-2 shrink-0">
                  <XIcon aria-hidden="true" />
                  <span className="sr-only">Close menu</span>
                </Button>
              </DialogPrimitive.Close>
            }
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
