// Repeated failed password logins lock the account for a while (as blade-auth's TokenUtil counts
// failures per tenant and account). Counted per account, not per address: guessing one officer's
// password from many machines is stopped as well. Kept in memory, like blade-auth keeps it in
// Redis with a time to live: a restart forgets it.

/** Failures within the window that lock the account. */
export const LOCK_AFTER_FAILURES = 5;
/** Failures older than this are forgotten. */
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** How long a locked account refuses every password, the right one included. */
export const LOCK_MS = 15 * 60_000;

export const lockedMessage = (minutes: number): string =>
  `登录失败次数过多，账号已锁定，请${minutes}分钟后再试`;

/** Beyond this many accounts with failures, forgotten ones are dropped first (memory bound). */
const MAX_TRACKED = 10_000;

type Entry = { failures: number[]; lockedUntil: number };

export class LoginGuard {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number) {}

  private static key(tenantId: string, account: string): string {
    return `${tenantId}\u0000${account.toLowerCase()}`;
  }

  /** Minutes (rounded up) the account stays locked, or 0 when it may try. */
  lockedMinutes(tenantId: string, account: string): number {
    const entry = this.entries.get(LoginGuard.key(tenantId, account));
    const left = entry ? entry.lockedUntil - this.now() : 0;
    return left > 0 ? Math.ceil(left / 60_000) : 0;
  }

  /** Counts a failure; true when this failure locked the account. */
  failed(tenantId: string, account: string): boolean {
    const now = this.now();
    const key = LoginGuard.key(tenantId, account);
    const entry = this.entries.get(key) ?? { failures: [], lockedUntil: 0 };
    entry.failures = entry.failures.filter((t) => now - t < FAILURE_WINDOW_MS);
    entry.failures.push(now);
    let locked = false;
    if (entry.failures.length >= LOCK_AFTER_FAILURES) {
      entry.lockedUntil = now + LOCK_MS;
      entry.failures = [];
      locked = true;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.prune(now);
    return locked;
  }

  /** A successful login starts the count again. */
  succeeded(tenantId: string, account: string): void {
    this.entries.delete(LoginGuard.key(tenantId, account));
  }

  private prune(now: number): void {
    if (this.entries.size <= MAX_TRACKED) return;
    for (const [key, entry] of this.entries) {
      const stale =
        entry.lockedUntil <= now && entry.failures.every((t) => now - t >= FAILURE_WINDOW_MS);
      if (stale || this.entries.size > MAX_TRACKED) this.entries.delete(key);
      if (this.entries.size <= MAX_TRACKED) break;
    }
  }
}
