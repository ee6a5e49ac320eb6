/**
 * kzsx is a free extension string that "may carry a remark tip" (spec 02 §3). Servers send either
 * the tip itself or a JSON object holding it; anything else (empty, JSON without a tip) shows nothing.
 */
export function kzsxTip(kzsx: string | null | undefined): string | null {
  const text = (kzsx ?? '').trim();
  if (!text) return null;
  if (!text.startsWith('{')) return text;
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    for (const k of ['remark', 'REMARK', 'tip', 'TIP', 'tsxx', 'TSXX', 'bz', 'BZ']) {
      const tip = v[k];
      if (typeof tip === 'string' && tip.trim()) return tip.trim();
    }
    return null;
  } catch {
    return text;
  }
}
