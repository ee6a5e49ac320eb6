import type { NetObserver } from '../api/client';
import type { Logger } from '../logger';
import { silentLogger } from '../logger';
import type { NetStatus } from '../../../shared/net/contract';

export type Probe = () => Promise<boolean>;

export type ConnectivityOptions = {
  probe: Probe;
  /** Heartbeat while online, so a server that dies while the officer reads is noticed. */
  onlineIntervalMs?: number;
  /** Probe cadence while offline: start fast, back off to the max. */
  offlineMinMs?: number;
  offlineMaxMs?: number;
  now?: () => number;
  logger?: Logger;
};

/**
 * Online/offline state of the server connection. Every call reports its outcome; while offline a
 * probe runs until the server answers again, so the client comes back online by itself.
 */
export class Connectivity implements NetObserver {
  private state: NetStatus;
  private timer: NodeJS.Timeout | null = null;
  private offlineDelay: number;
  private readonly listeners = new Set<(s: NetStatus) => void>();
  private stopped = false;
  private probing = false;

  constructor(private readonly opts: ConnectivityOptions) {
    const now = opts.now ?? Date.now;
    this.state = { online: true, since: now() };
    this.offlineDelay = opts.offlineMinMs ?? 1000;
  }

  status(): NetStatus {
    return this.state;
  }

  get online(): boolean {
    return this.state.online;
  }

  onChange(listener: (s: NetStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    this.stopped = false;
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  reportSuccess(): void {
    this.set(true);
  }

  reportFailure(): void {
    this.set(false);
  }

  /** Probe now (the renderer's "retry" and tests use it). */
  async check(): Promise<NetStatus> {
    if (this.probing) return this.state;
    this.probing = true;
    try {
      const ok = await this.opts.probe().catch(() => false);
      this.set(ok);
    } finally {
      this.probing = false;
    }
    return this.state;
  }

  private set(online: boolean): void {
    if (online === this.state.online) return;
    this.state = { online, since: (this.opts.now ?? Date.now)() };
    (this.opts.logger ?? silentLogger).info(
      online ? 'server reachable again' : 'server unreachable: offline',
    );
    this.offlineDelay = this.opts.offlineMinMs ?? 1000;
    for (const l of this.listeners) l(this.state);
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    let delay: number;
    if (this.state.online) {
      delay = this.opts.onlineIntervalMs ?? 15_000;
    } else {
      delay = this.offlineDelay;
      this.offlineDelay = Math.min(this.offlineDelay * 2, this.opts.offlineMaxMs ?? 10_000);
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.check().then(() => {
        if (!this.timer) this.schedule();
      });
    }, delay);
    this.timer.unref?.();
  }
}
