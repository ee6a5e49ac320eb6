import { SEAL_CATEGORY, SEAL_PROVINCE, STAMPING_API } from './constants';
import type { StampRow } from './schemas';

// One table of sealing variants, chosen by the officer's province (spec 01 §4, §7, §9; spec 02 §4,
// §5, §7, §9). The renderer, main and the reference server all read their rules from here.

export type StampVariantId = 'nmg' | 'gs';

export type StampVariant = {
  id: StampVariantId;
  /** The province code the seal call sends (and the province whose officers use it). */
  provinceCode: string;
  listPath: string;
  sealPath: string;
  category: typeof SEAL_CATEGORY;
  /**
   * How the seal call carries the document: `flat` fields flwslb and wssyid (spec 02 §7,
   * sealByKeyWordNmg) or `params` JSON `{flwslb, wssyid}` (spec 01 §7, sealByKeyWordGs).
   */
  sealShape: 'flat' | 'params';
  /** Whether the list offers 盖章 on the row. */
  canSeal(row: StampRow): boolean;
  /** Whether the list offers 预览 on the row (the preview itself needs md5). */
  canPreview(row: StampRow): boolean;
  /** Whether the list offers 下载 on the row (the download itself needs path). */
  canDownload(row: StampRow): boolean;
};

export const STAMP_VARIANTS: Readonly<Record<StampVariantId, StampVariant>> = {
  // Spec 02: ifSign 0 may be stamped, 1 is stamped and may be downloaded (by path) or previewed.
  nmg: {
    id: 'nmg',
    provinceCode: SEAL_PROVINCE.nmg,
    listPath: STAMPING_API.stampList,
    sealPath: STAMPING_API.seal,
    category: SEAL_CATEGORY,
    sealShape: 'flat',
    canSeal: (r) => r.ifSign === '0',
    canPreview: (r) => r.ifSign === '1',
    canDownload: (r) => r.ifSign === '1',
  },
  // Spec 01: preview when ifSign is 1, seal (again) when ifAgainSign is 1; no download column.
  gs: {
    id: 'gs',
    provinceCode: SEAL_PROVINCE.gs,
    listPath: STAMPING_API.signListGs,
    sealPath: STAMPING_API.sealGs,
    category: SEAL_CATEGORY,
    sealShape: 'params',
    canSeal: (r) => r.ifAgainSign === '1',
    canPreview: (r) => r.ifSign === '1',
    canDownload: () => false,
  },
};

/** The variant used when the province has none of its own (decisions "Issue 16: sealing by province"). */
export const DEFAULT_STAMP_VARIANT: StampVariantId = 'nmg';

/** The province of a regional unit code: its first two digits, or null when it has none. */
export function provinceOf(regionCode: string | null | undefined): string | null {
  const code = regionCode?.trim() ?? '';
  return /^\d{2}/.test(code) ? code.slice(0, 2) : null;
}

/**
 * The sealing variant of an officer's regional unit code, and whether it is the province's own
 * (false: the province has no sealing service of its own and the default one is used).
 */
export function stampVariantFor(regionCode: string | null | undefined): {
  variant: StampVariant;
  own: boolean;
} {
  const province = provinceOf(regionCode);
  const own = Object.values(STAMP_VARIANTS).find((v) => v.provinceCode === province);
  return own
    ? { variant: own, own: true }
    : { variant: STAMP_VARIANTS[DEFAULT_STAMP_VARIANT], own: false };
}

/** The form of a variant's seal call (runId, the document in its variant's shape, provinceCode). */
export function sealFormOf(
  variant: StampVariant,
  runId: string,
  wssyid: string,
): Record<string, string> {
  const doc = { flwslb: variant.category, wssyid };
  return variant.sealShape === 'params'
    ? { runId, params: JSON.stringify(doc), provinceCode: variant.provinceCode }
    : { runId, ...doc, provinceCode: variant.provinceCode };
}

/**
 * The document a seal call names, read back from either shape (the reference server takes both:
 * `params` JSON first, else the flat fields). Null when `params` is not a JSON object.
 */
export function sealFieldsOf(
  fields: Readonly<Record<string, string | undefined>>,
): { flwslb?: string; wssyid?: string } | null {
  if (fields.params === undefined) return { flwslb: fields.flwslb, wssyid: fields.wssyid };
  try {
    const parsed: unknown = JSON.parse(fields.params);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const p = parsed as Record<string, unknown>;
    const text = (v: unknown): string | undefined =>
      typeof v === 'string' || typeof v === 'number' ? String(v).trim() || undefined : undefined;
    return { flwslb: text(p.flwslb), wssyid: text(p.wssyid) };
  } catch {
    return null;
  }
}
