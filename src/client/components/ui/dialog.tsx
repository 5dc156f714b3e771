import { LoaderCircleIcon, XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/utils';
import { Button } from './button';
import { FieldError, Label } from './label';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-lg border border-slate-200 bg-white p-6 shadow-lg data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in',
          className,
        )}
        {...props}
      >
        {children}
        <DialogCloseButton />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The × in a dialog's top right corner (dialogs and side panels alike). */
export function DialogCloseButton() {
  return (
    <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm p-1 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900">
      <XIcon className="size-4" aria-hidden="true" />
      <span className="sr-only">Close</span>
    </DialogPrimitive.Close>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('font-semibold text-lg text-slate-900 leading-tight', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-slate-600 text-sm', className)} {...props} />;
}

/**
 * A dialog with its title and description on top; `children` is its body. The remaining props go
 * to DialogContent (its width, outside-click handling).
 */
export function TitledDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  ...contentProps
}: Omit<React.ComponentProps<typeof DialogContent>, 'title'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...contentProps}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/*
 * The pieces of a form inside a dialog. They live here rather than beside Label because label.tsx
 * is part of the initial chunk, and these are needed only once a dialog's code is loaded.
 */

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

/** A form field: its label, the control (`children`), and the control's error line under it. */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: React.ReactNode;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** The attributes that mark a control invalid and tie it to its error line (as FormField renders it). */
export function errorAria(id: string, error: unknown) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}
