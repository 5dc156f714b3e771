import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is making the request now, as every audit event records it (their name is read as it is written). */
export interface Actor {
  id: string;
}

const storage = new AsyncLocalStorage<{ actor: Actor | null }>();

/**
 * Runs `fn` (and everything it awaits) as the work of `actor`. The gate enters it just before a
 * route's handler, so every audit event a handler writes names its person without the dozens of
 * services that write them passing a person along.
 */
export function runAsActor<T>(actor: Actor | null, fn: () => T): T {
  return storage.run({ actor }, fn);
}

/** The person of the request being answered; null outside one (start-up seeding, sweeps). */
export function currentActor(): Actor | null {
  return storage.getStore()?.actor ?? null;
}
