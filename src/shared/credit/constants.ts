// The credit area: individual credit dishonesty records (个人失信, spec 01 §3, §5, §9).

/** The generic save's configuration id of an individual dishonesty record (spec 01 §7, §9). */
export const CREDIT_DW_ID = { person: 4653 } as const;

/** Dictionary of the person type (PERSON_TYPE). */
export const CREDIT_DICT = { personType: 'XFJD_XYGK_PERSONTYPE' } as const;

/** The publicity period GSQ, in months (spec 01 §9). */
export const PUBLICITY_MONTHS = { min: 1, max: 12 } as const;
