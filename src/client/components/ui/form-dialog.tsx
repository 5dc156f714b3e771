import type * as React from 'react';
import { FormDialogFooter, keepOpenWhileBusy, TitledDialog } from './dialog';

/**
 * A dialog that holds one form: the title and description, the fields (`children`), then Cancel and
 * the submit button. While the form is sent the dialog will not close, unless `cancelWhileBusy` says
 * Cancel (and Escape) may interrupt the send, as an upload's does.
 */
export function FormDialog({
  open,
  onOpenChange,
  busy,
  title,
  description,
  className,
  onSubmit,
  submitLabel,
  busyLabel,
  footerClassName,
  cancelWhileBusy = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  title: React.ReactNode;
  description: React.ReactNode;
  className?: string;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  busyLabel: string;
  footerClassName?: string;
  cancelWhileBusy?: boolean;
  children: React.ReactNode;
}) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={cancelWhileBusy ? onOpenChange : keepOpenWhileBusy(busy, onOpenChange)}
      title={title}
      description={description}
      className={className}
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
        {children}
        <FormDialogFooter
          busy={busy}
          onCancel={() => onOpenChange(false)}
          cancelDisabled={cancelWhileBusy ? false : busy}
          submitLabel={submitLabel}
          busyLabel={busyLabel}
          className={footerClassName}
        />
      </form>
    </TitledDialog>
  );
}
