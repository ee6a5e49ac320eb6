// Small helpers for benchmarks that compare against a baseline measured in the same run.

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Runs `fn` `n` times and returns the per-call time in microseconds of each batch. */
export async function timeBatches(
  fn: () => unknown,
  batches: number,
  perBatch: number,
): Promise<number[]> {
  const out: number[] = [];
  for (let b = 0; b < batches; b++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < perBatch; i++) await fn();
    out.push(Number(process.hrtime.bigint() - t0) / 1000 / perBatch);
  }
  return out;
}

export const fmt = (n: number, digits = 2): string => n.toFixed(digits);
