import { describe, expect, it } from 'vitest';
import { Connectivity } from './connectivity';

const waitFor = async (cond: () => boolean, ms = 2000): Promise<void> => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('Connectivity', () => {
  it('goes offline on a failure and back online by itself once the probe succeeds', async () => {
    let reachable = false;
    let probes = 0;
    const c = new Connectivity({
      probe: async () => {
        probes++;
        return reachable;
      },
      offlineMinMs: 10,
      offlineMaxMs: 20,
      onlineIntervalMs: 60_000,
    });
    const seen: boolean[] = [];
    c.onChange((s) => seen.push(s.online));
    c.start();
    c.reportFailure();
    expect(c.online).toBe(false);
    await waitFor(() => probes >= 2);
    expect(c.online).toBe(false);
    reachable = true;
    await waitFor(() => c.online);
    expect(seen).toEqual([false, true]);
    c.stop();
  });

  it('notices a dead server through its heartbeat while online', async () => {
    const c = new Connectivity({
      probe: async () => false,
      onlineIntervalMs: 10,
      offlineMinMs: 1000,
    });
    c.start();
    await waitFor(() => !c.online);
    c.stop();
  });

  it('does not emit when the state does not change', () => {
    const c = new Connectivity({ probe: async () => true });
    let n = 0;
    c.onChange(() => n++);
    c.reportSuccess();
    c.reportSuccess();
    expect(n).toBe(0);
    c.reportFailure();
    c.reportFailure();
    expect(n).toBe(1);
    c.stop();
  });
});
