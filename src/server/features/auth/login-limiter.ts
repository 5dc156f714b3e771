import net from 'node:net';

/** Who is signing in, as far as the throttle can tell. */
export interface LoginClient {
  /** The connection's address (request.ip). */
  address: string;
  /** The id of a valid device cookie: this browser has signed in successfully before. */
  device: string | null;
}

export interface LoginBudgets {
  /** Failures per window for one address, and for one known browser. */
  perClient: number;
  /** Failures per window from browsers never signed in before, all addresses together. */
  global: number;
  windowMs: number;
}

/**
 * The address a budget is kept for: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber holds a whole /64, so single addresses would give an attacker endless budgets).
 */
export function addressBucket(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - headParts.length - tailParts.length;
  const full = [...headParts, ...Array(Math.max(0, missing)).fill('0'), ...tailParts];
  return `${full
    .slice(0, 4)
    .map((p) => p.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Slows guessing without locking out an office. Failed sign-ins are counted per client in a
 * sliding window: per known browser (one that signed in before and holds a device cookie), else
 * per address. A browser that has signed in before is never refused because of its address, so a
 * guesser behind an office's shared address cannot lock its colleagues out; new browsers share
 * the address's budget and, all together, a small global one that caps guessing spread over many
 * addresses. Kept in memory on purpose: it only slows guessing, and a restart costs nothing that
 * matters (behind N instances the budgets are N times larger: see docs/security.md).
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();
  private globalFailures: number[] = [];

  constructor(
    private readonly budgets: LoginBudgets,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until this client may try again, or 0 when it may try now. */
  retryAfterSeconds(client: LoginClient): number {
    const own = this.waitFor(this.recent(this.keyOf(client)), this.budgets.perClient);
    if (client.device) return own;
    this.globalFailures = this.prune(this.globalFailures);
    return Math.max(own, this.waitFor(this.globalFailures, this.budgets.global));
  }

  recordFailure(client: LoginClient): void {
    const key = this.keyOf(client);
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.set(key, recent.slice(-this.budgets.perClient));
    if (!client.device)
      this.globalFailures = [...this.prune(this.globalFailures), this.now()].slice(-this.budgets.global);
    if (this.failures.size > 10_000) this.pruneAll();
  }

  /**
   * A known browser's failures are forgotten when it signs in; an address's are not, or a guesser
   * would get a fresh budget each time a colleague behind the same address signs in.
   */
  recordSuccess(client: LoginClient): void {
    if (client.device) this.failures.delete(this.keyOf(client));
  }

  private keyOf(client: LoginClient): string {
    return client.device ? `device:${client.device}` : `address:${addressBucket(client.address)}`;
  }

  private waitFor(recent: number[], budget: number): number {
    if (recent.length < budget) return 0;
    const oldest = recent[recent.length - budget]!;
    return Math.max(1, Math.ceil((oldest + this.budgets.windowMs - this.now()) / 1000));
  }

  private prune(times: number[]): number[] {
    const cutoff = this.now() - this.budgets.windowMs;
    return times.filter((t) => t > cutoff);
  }

  private recent(key: string): number[] {
    return this.prune(this.failures.get(key) ?? []);
  }

  private pruneAll(): void {
    for (const key of this.failures.keys()) {
      if (this.recent(key).length === 0) this.failures.delete(key);
    }
  }
}
