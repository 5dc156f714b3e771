import { LoaderCircleIcon } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import type * as React from 'react';
import { Button } from './ui/button';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  /** Shown under the description, e.g. why the action was refused ("the role still has processes"). */
  children?: React.ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Shown on the confirm button while `busy` ("Deleting..."). */
  busyLabel?: string;
  busy?: boolean;
  /** Destructive actions get the red button. */
  tone?: 'destructive' | 'default';
  /** Hides the confirm button (the action cannot go ahead); Cancel then reads Close. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  /** Where focus goes on closing when the trigger is gone (the removed item's own button). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * A question before an action that loses something (DESIGN: destructive actions confirm). Cancel
 * has the focus first; the dialog stays open, reading e.g. "Deleting...", until the action is
 * done and cannot be dismissed meanwhile, so a refusal can be shown inside it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  busy = false,
  tone = 'destructive',
  confirmDisabled = false,
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-lg data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in"
        >
          <div className="flex flex-col gap-1.5">
            <AlertDialog.Title className="font-semibold text-lg text-slate-900 leading-tight">
              {title}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-slate-600 text-sm">
              {description}
            </AlertDialog.Description>
          </div>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {confirmDisabled ? 'Close' : cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {confirmDisabled ? null : (
              <Button
                variant={tone === 'destructive' ? 'destructive' : 'default'}
                disabled={busy}
                onClick={(e) => {
                  e.preventDefault();
                  onConfirm();
                }}
              >
                {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
                {busy && busyLabel ? busyLabel : confirmLabel}
              </Button>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
