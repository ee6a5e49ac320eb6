import type { ButtonDef } from '../common/buttons';

/**
 * Toolbar buttons of the service area (spec 01 §2: the legal-document service table, the
 * electronic-service preview), with the names province servers give them.
 */
export const SERVICE_TASK_BUTTONS = [
  /** 文书送达: the service records of the task, electronic service and proof of delivery. */
  { type: 'service', aliases: ['wssd', 'dzsd', 'sdjl'], names: ['文书送达', '送达记录'] },
] as const satisfies readonly ButtonDef[];
