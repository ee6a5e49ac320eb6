import type { ButtonDef } from '../common/buttons';

/**
 * Header buttons of fire cases (task type 80) whose functions are not yet connected (spec 01 §2):
 * each opens the placeholder dialog. Names match by inclusion; none is part of another area's name.
 */
export const FIRE_TASK_BUTTONS = [
  /** 非消防管辖: the fire is not the fire service's to investigate. */
  { type: 'fireNonJurisdiction', aliases: ['fxfgx'], names: ['非消防管辖'] },
  /** 委托公安处罚: the penalty entrusted to the police. */
  { type: 'firePolicePenalty', aliases: ['wtgacf'], names: ['委托公安处罚'] },
  /** 移送刑事: the case transferred for criminal investigation. */
  { type: 'fireCriminalTransfer', aliases: ['ysxs'], names: ['移送刑事'] },
] as const satisfies readonly ButtonDef[];
