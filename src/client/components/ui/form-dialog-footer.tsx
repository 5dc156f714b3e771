import { LoaderCircleIcon } from 'lucide-react';
import { Button } from './button';
import { DialogFooter } from './dialog';

/**
 * The footer of a dialog's form: Cancel, then the submit button, which spins and reads `busyLabel`
 * while the form is sent. Cancel is disabled meanwhile unless `cancelDisabled` says otherwise.
 */
export function FormDialogFooter({
  busy,
  onCancel,
  submitLabel,
  busyLabel,
  cancelDisabled = busy,
  className,
}: {
  busy: boolean;
  onCancel: () => void;
  submitLabel: string;
  busyLabel: string;
  cancelDisabled?: boolean;
  className?: string;
}) {
  return (
    <DialogFooter className={className}>
      <Button variant="outline" onClick={onCancel} disabled={cancelDisabled}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
        {busy ? busyLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}

/** A dialog's onOpenChange that refuses to close while its form is being sent. */
export function keepOpenWhileBusy(busy: boolean, onOpenChange: (open: boolean) => void) {
  return (next: boolean) => {
    if (busy && !next) return;
    onOpenChange(next);
  };
}
