import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { runMutation } from './run-mutation';

/** A promise resolved from outside: the server's answer, held until the test releases it. */
function held<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

/**
 * A mutation as a component holds it: `useMutation` is a MutationObserver the component subscribes
 * to while mounted, and its `mutateAsync` is the observer's `mutate`.
 */
function mountedMutation<TData>(mutationFn: (vars: string) => Promise<TData>) {
  const client = new QueryClient();
  const observer = new MutationObserver<TData, Error, string>(client, { mutationFn });
  const unmount = observer.subscribe(() => {});
  return { observer, unmount, mutateAsync: observer.mutate, client };
}

describe('runMutation', () => {
  it('runs the follow-ups of a save whose caller unmounted before the answer, where mutate drops them', async () => {
    const seen: string[] = [];

    // The class of bug: TanStack Query runs nothing given to mutate() for an unmounted caller.
    const firstAnswer = held<string>();
    const viaMutate = mountedMutation(() => firstAnswer.promise);
    const succeeded = new Promise<void>((resolve) =>
      viaMutate.client.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') resolve();
      }),
    );
    void viaMutate.observer.mutate('first', { onSuccess: (data) => void seen.push(`mutate: ${data}`) });
    viaMutate.unmount();
    firstAnswer.resolve('saved');
    await succeeded;
    expect(seen).toEqual([]);

    const secondAnswer = held<string>();
    const viaRun = mountedMutation(() => secondAnswer.promise);
    const run = runMutation(viaRun, 'second', {
      onSuccess: (data, vars) => void seen.push(`success: ${data} for ${vars}`),
      onSettled: () => void seen.push('settled'),
    });
    viaRun.unmount();
    secondAnswer.resolve('saved');
    await run;
    expect(seen).toEqual(['success: saved for second', 'settled']);
  });

  it('hands a failure to onError, then onSettled, and resolves', async () => {
    const failure = new Error('409: Someone else saved first');
    const mutation = mountedMutation(() => Promise.reject(failure));
    const seen: unknown[] = [];
    await expect(
      runMutation(mutation, 'x', {
        onSuccess: () => void seen.push('success'),
        onError: (error, vars) => void seen.push(error, vars),
        onSettled: () => void seen.push('settled'),
      }),
    ).resolves.toBeUndefined();
    expect(seen).toEqual([failure, 'x', 'settled']);
    // The mutation's own state still holds the error for whatever shows it.
    expect(mutation.observer.getCurrentResult().error).toBe(failure);
  });

  it('never rejects with a failure nobody follows up', async () => {
    const mutation = mountedMutation(() => Promise.reject(new Error('500: Internal error')));
    await expect(runMutation(mutation, 'x')).resolves.toBeUndefined();
    await expect(runMutation(mutation, 'x', { onSuccess: () => {} })).resolves.toBeUndefined();
  });

  it('waits for an async follow-up before onSettled', async () => {
    const mutation = mountedMutation(() => Promise.reject(new Error('401: Wrong code')));
    const seen: string[] = [];
    await runMutation(mutation, 'x', {
      onError: async () => {
        await Promise.resolve();
        seen.push('error shown');
      },
      onSettled: () => void seen.push('settled'),
    });
    expect(seen).toEqual(['error shown', 'settled']);
  });

  it('rejects with a follow-up’s own error (a bug), still running onSettled and never onError', async () => {
    const mutation = mountedMutation(async () => 'saved');
    const bug = new TypeError('toast is not a function');
    const seen: string[] = [];
    await expect(
      runMutation(mutation, 'x', {
        onSuccess: () => {
          throw bug;
        },
        onError: () => void seen.push('error'),
        onSettled: () => void seen.push('settled'),
      }),
    ).rejects.toBe(bug);
    expect(seen).toEqual(['settled']);
  });
});
