import type { ButtonDef } from '../common/buttons';

export const ARCHIVE_TASK_BUTTONS = [
  { type: 'archive', names: ['归档结案'] },
] as const satisfies readonly ButtonDef[];
