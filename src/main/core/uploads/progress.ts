// Timing helpers of the queue: an injectable clock (tests drive retries and throttling by hand), a
// sliding-window speed meter, and the throttle that keeps progress events to a few per second.

export type TimerHandle = { cancel(): void };

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const t = setTimeout(fn, Math.max(0, ms));
    // A pending retry must not keep a closing process alive.
    t.unref?.();
    return { cancel: () => clearTimeout(t) };
  },
};

/** Bytes per second over the last `windowMs` (a few seconds), so the figure follows the link. */
export class SpeedMeter {
  private samples: { t: number; bytes: number }[] = [];

  constructor(private readonly windowMs = 5000) {}

  add(t: number, bytesDone: number): void {
    this.samples.push({ t, bytes: bytesDone });
    const cutoff = t - this.windowMs;
    while (this.samples.length > 2 && this.samples[0].t < cutoff) this.samples.shift();
  }

  speed(now: number): number {
    if (this.samples.length < 2) return 0;
    const first = this.samples[0];
    const last = this.samples[this.samples.length - 1];
    // Nothing moved for a whole window: the speed is 0, not the last burst's figure.
    if (now - last.t > this.windowMs) return 0;
    const span = Math.max(now, last.t) - first.t;
    if (span < 250) return 0;
    return Math.max(0, Math.round(((last.bytes - first.bytes) * 1000) / span));
  }

  reset(): void {
    this.samples = [];
  }
}

/**
 * Collects changed item ids and hands them to `flush` – state changes at once, progress at most
 * once per `intervalMs` per item (≤ 4/s at 250 ms), so a fast upload cannot flood the renderer.
 */
export class ChangeThrottle {
  private readonly lastSent = new Map<string, number>();
  private readonly pending = new Set<string>();
  private timer: TimerHandle | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly flush: (ids: string[]) => void,
    private readonly intervalMs = 250,
  ) {}

  /** A state change: sent now. */
  now(id: string): void {
    this.pending.delete(id);
    this.lastSent.set(id, this.clock.now());
    this.flush([id]);
  }

  /** A progress change: sent when the item's interval has passed. */
  soon(id: string): void {
    const last = this.lastSent.get(id);
    if (last === undefined || this.clock.now() - last >= this.intervalMs) {
      this.now(id);
      return;
    }
    this.pending.add(id);
    this.schedule();
  }

  forget(id: string): void {
    this.pending.delete(id);
    this.lastSent.delete(id);
  }

  stop(): void {
    this.timer?.cancel();
    this.timer = null;
    this.pending.clear();
  }

  private schedule(): void {
    if (this.timer || this.pending.size === 0) return;
    const now = this.clock.now();
    let wait = this.intervalMs;
    for (const id of this.pending)
      wait = Math.min(wait, (this.lastSent.get(id) ?? 0) + this.intervalMs - now);
    this.timer = this.clock.setTimeout(
      () => {
        this.timer = null;
        const at = this.clock.now();
        const due = [...this.pending].filter(
          (id) => at - (this.lastSent.get(id) ?? 0) >= this.intervalMs,
        );
        for (const id of due) {
          this.pending.delete(id);
          this.lastSent.set(id, at);
        }
        if (due.length) this.flush(due);
        this.schedule();
      },
      Math.max(0, wait),
    );
  }
}
