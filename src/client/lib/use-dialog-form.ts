import { type DependencyList, useEffect } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';

/**
 * The form of a dialog: checked on submit, then again on each change once submitted, so an error
 * shows only after the first try and goes as soon as it is fixed.
 */
export function useDialogForm<TValues extends FieldValues, TOutput = TValues>(
  resolver: Resolver<TValues, unknown, TOutput>,
  defaultValues: DefaultValues<TValues>,
) {
  return useForm<TValues, unknown, TOutput>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/**
 * Runs `start` each time the dialog opens (and when one of `keys` changes while it is open), so
 * each opening starts afresh while a failed save, which keeps the dialog open, keeps what was typed.
 */
export function useOnDialogOpen(open: boolean, start: () => void, keys: DependencyList = []) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the opening and the keys restart the form
  useEffect(() => {
    if (open) start();
  }, [open, ...keys]);
}
