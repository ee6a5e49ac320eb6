// Document stamping: the two sealing services province servers expose (spec 01 §7, spec 02 §7).
// Which one an officer uses is not a code path per province: `variants.ts` holds one table of
// variants chosen by the officer's province (the first two digits of the regional unit code).

export const STAMPING_API = {
  /** Spec 02 (Inner Mongolia, province 15): the list and the seal. */
  stampList: '/api/blade-xfjd/guangxi/getNmgSignWs',
  seal: '/api/blade-xfjd/guangxi/sealByKeyWordNmg',
  /** Spec 01 (province 62): the list and the seal. */
  signListGs: '/api/blade-xfjd/guangxi/getSignWs',
  sealGs: '/api/blade-xfjd/guangxi/sealByKeyWordGs',
} as const;

/** The document category every seal is made under (spec 01 §9, spec 02 §9). */
export const SEAL_CATEGORY = 'cxqz';

/** The province codes with a sealing service. */
export const SEAL_PROVINCE = { nmg: '15', gs: '62' } as const;
