/**
 * A one-shot event a test waits for and fires: `fire()` resolves `fired`. (Promise.withResolvers
 * is not in Node 20.) Holding a route until the page shows a state is waiting for an event, not
 * for time.
 */
export function signal(): { fired: Promise<void>; fire: () => void } {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fired, fire };
}
