import type * as React from 'react';
import { useId } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/utils';

/** The message of the field at `name` ("shape.steps.0.name"), if it has one. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

type FormFieldProps = {
  /** The form path, e.g. "shape.positionSummary". */
  name: string;
  label: string;
  /** Read before the label by screen readers only: the list item it belongs to ("Pain point 2"). */
  context?: string;
  /** The label is read by screen readers only (list items label themselves by position). */
  hideLabel?: boolean;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  /** A smaller control, for items of a nested list. */
  compact?: boolean;
  className?: string;
  inputProps?: React.ComponentProps<'input'>;
};

/** One labelled text field with its hint and per-field error, registered with the editor's form. */
export function FormField({
  name,
  label,
  context,
  hideLabel = false,
  hint,
  required = false,
  multiline = false,
  rows = 3,
  placeholder,
  compact = false,
  className,
  inputProps,
}: FormFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const control = {
    id,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required ? true : undefined,
    ...register(name),
  };
  return (
    <div className={cn('flex min-w-0 flex-col', hideLabel ? 'gap-1' : 'gap-1.5', className)}>
      <Label htmlFor={id} className={cn(hideLabel && 'sr-only', compact && 'text-xs')}>
        {context ? <span className="sr-only">{context}, </span> : null}
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Label>
      {multiline ? (
        <Textarea
          rows={rows}
          className={cn('min-h-0', compact && 'px-2.5 py-1.5 text-[13px]')}
          {...control}
        />
      ) : (
        <Input className={cn(compact && 'h-8 px-2.5 text-[13px]')} {...inputProps} {...control} />
      )}
      {hint ? (
        <p id={hintId} className="text-slate-600 text-xs">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A titled block of the editor ("Process steps"), with a line of help. */
export function EditorSection({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('flex flex-col gap-4', className)}>
      <div className="flex flex-col gap-0.5">
        <h3 id={id} className="font-semibold text-slate-900 text-sm">
          {title}
        </h3>
        {description ? <p className="text-slate-600 text-xs">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
