export const STAMPING_API = {
  stampList: '/api/blade-xfjd/guangxi/getNmgSignWs',
  seal: '/api/blade-xfjd/guangxi/sealByKeyWordNmg',
} as const;

/** Seal parameters of this province (spec 02 §9). */
export const SEAL = { flwslb: 'cxqz', provinceCode: 15 } as const;
