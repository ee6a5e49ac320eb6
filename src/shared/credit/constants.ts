// The credit area: credit dishonesty records (失信信息) of persons (个人失信, spec 01 §3-§9) and of
// units, general (一般失信) and serious (严重失信, spec 02 §3-§9).

const XYGK = '/api/blade-xfjd/api/xygk';

/** The reads of a task's records (RWID, runId): data is the record, or none. */
export const CREDIT_API = {
  /** The individual dishonesty record (spec 01 §7). */
  person: `${XYGK}/xygkGrsx`,
  /** The general dishonesty record of the task's unit (spec 02 §7). */
  general: `${XYGK}/xygkTsxx`,
  /** The serious dishonesty record of the task's unit (spec 02 §7). */
  serious: `${XYGK}/xygkYzsxxx`,
} as const;

/**
 * The generic save's configuration ids (create without ID, update with one). 4653 is the spec's
 * (spec 01 §7, §9). The spec lists the saves 4503 and 4625 (spec 02 §7) without their meaning:
 * they are the unit records here, general and serious (docs/api.md), saved the same way.
 */
export const CREDIT_DW_ID = { person: 4653, general: 4503, serious: 4625 } as const;

/**
 * Generic paged query 4803 (spec 02 §7 lists it, filters not shown; its meaning here is ours,
 * docs/api.md): the task's hidden dangers with the rectification deadline (ZGQX) of the notice
 * that found them, what the 逾期不改 rule reads (shared/credit/due.ts).
 */
export const CREDIT_DANGERS_DWID = 4803;

/**
 * Generic interface 100 (spec 02 §7 lists the id without its meaning; ours, docs/api.md): a
 * serious record not yet submitted or returned (SPZT 1, 4) goes to approval (SPZT 2). obj { ID,
 * RWID }. The spec names no call for it; without one a serious record could never be approved.
 */
export const CREDIT_SUBMIT_INTERFACE = 100;

/** Dictionary of the person type (PERSON_TYPE). */
export const CREDIT_DICT = { personType: 'XFJD_XYGK_PERSONTYPE' } as const;

/** The individual record's publicity period GSQ, in months (spec 01 §9). */
export const PUBLICITY_MONTHS = { min: 1, max: 12 } as const;

/** The unit records' two kinds: general (type 1) and serious (type 2) dishonesty. */
export type CreditUnitKind = 'general' | 'serious';

/** The unit records' publicity period GSQ, in months (spec 02 §5). */
export const UNIT_PUBLICITY_MONTHS: Readonly<
  Record<CreditUnitKind, { readonly min: number; readonly max: number }>
> = {
  general: { min: 3, max: 12 },
  serious: { min: 6, max: 36 },
};

/**
 * The approval state SPZT of a unit record: 1 not yet submitted, 2 in approval, 3 approved, 4
 * returned. A serious record may be saved only in 1 or 4 (spec 02 §4).
 */
export const SPZT = { draft: '1', pending: '2', approved: '3', returned: '4' } as const;
export const SERIOUS_EDITABLE_SPZT: readonly string[] = [SPZT.draft, SPZT.returned];
