/**
 * Counts failed sign-ins per client address in a sliding window. Kept in memory on purpose: it
 * only slows guessing, and losing it on restart costs nothing that matters.
 */
export class LoginLimiter {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the address may try again, or 0 when it may try now. */
  retryAfterSeconds(address: string): number {
    const recent = this.recent(address);
    if (recent.length < this.maxFailures) return 0;
    const oldest = recent[recent.length - this.maxFailures]!;
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  recordFailure(address: string): void {
    const recent = this.recent(address);
    recent.push(this.now());
    this.failures.set(address, recent);
    if (this.failures.size > 10_000) this.prune();
  }

  reset(address: string): void {
    this.failures.delete(address);
  }

  private recent(address: string): number[] {
    const cutoff = this.now() - this.windowMs;
    return (this.failures.get(address) ?? []).filter((t) => t > cutoff);
  }

  private prune(): void {
    for (const address of this.failures.keys()) {
      if (this.recent(address).length === 0) this.failures.delete(address);
    }
  }
}
