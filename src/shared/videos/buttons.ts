import type { ButtonDef } from '../common/buttons';

export const VIDEOS_TASK_BUTTONS = [
  // The execution-video button (spec 02 §2); province servers spell its type several ways.
  { type: 'video', aliases: ['zfsp', 'zfjlsp'], names: ['执法视频'] },
  { type: 'evidenceSync', names: ['证据同步'] },
] as const satisfies readonly ButtonDef[];
