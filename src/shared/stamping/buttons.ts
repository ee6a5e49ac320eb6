import type { ButtonDef } from '../common/buttons';

export const STAMPING_TASK_BUTTONS = [
  { type: 'stamp', names: ['文书盖章'] },
] as const satisfies readonly ButtonDef[];
