import type { ButtonDef } from '../common/buttons';

/**
 * Header buttons of the credit area (spec 01 §2; spec 02 §2), with the names province servers give
 * them. Names match by inclusion: '个人失信信息' is 个人失信; none is part of another area's name.
 */
export const CREDIT_TASK_BUTTONS = [
  /** 个人失信: the individual dishonesty dialog (xygkGrsx, save 4653). */
  { type: 'creditPerson', aliases: ['grsx', 'xygkGrsx'], names: ['个人失信'] },
  /** 严重失信: the serious dishonesty dialog (xygkYzsxxx); before general, '严重失信' has no '一般'. */
  { type: 'creditSerious', aliases: ['yzsx', 'xygkYzsxxx'], names: ['严重失信'] },
  /** 一般失信: the general dishonesty dialog (xygkTsxx); '信用失信' is its name on some servers. */
  { type: 'creditGeneral', aliases: ['ybsx', 'xygkTsxx'], names: ['一般失信', '信用失信'] },
] as const satisfies readonly ButtonDef[];
