import type { UseMutationResult } from '@tanstack/react-query';

/** What follows a mutation: each may be async; `onSettled` runs last, after either outcome. */
export interface MutationFollowUps<TData, TError, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: TError, variables: TVariables) => unknown;
  onSettled?: () => unknown;
}

/**
 * Runs a mutation and its follow-ups whether or not the component that started it is still
 * mounted. TanStack Query drops the callbacks given to `mutate(vars, {...})` once that component
 * unmounts, and here it often does before the answer: the live stream refreshes the data the save
 * changed (a deleted row's page, a control a status change hides), or the user leaves the page. A
 * toast, a navigation, a dialog closing or a remembered name must not vanish with it.
 *
 * The returned promise never rejects with the mutation's error (that goes to `onError`, or stays
 * in the mutation's own state and hook-level handlers); it rejects only when a follow-up throws.
 */
export async function runMutation<TData, TError, TVariables, TContext>(
  mutation: Pick<UseMutationResult<TData, TError, TVariables, TContext>, 'mutateAsync'>,
  variables: NoInfer<TVariables>,
  followUps: MutationFollowUps<NoInfer<TData>, NoInfer<TError>, NoInfer<TVariables>> = {},
): Promise<void> {
  let outcome: { ok: true; data: TData } | { ok: false; error: TError };
  try {
    outcome = { ok: true, data: await mutation.mutateAsync(variables) };
  } catch (error) {
    outcome = { ok: false, error: error as TError };
  }
  try {
    if (outcome.ok) await followUps.onSuccess?.(outcome.data, variables);
    else await followUps.onError?.(outcome.error, variables);
  } finally {
    await followUps.onSettled?.();
  }
}
