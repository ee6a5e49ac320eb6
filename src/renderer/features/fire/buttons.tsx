import { M } from '../../../shared/messages';
import type { TaskButtonHandler } from '../../platform/buttons';
import type { FIRE_TASK_BUTTONS } from '../../../shared/fire/buttons';
import { PlaceholderDialog } from './dialogs';

type FireType = (typeof FIRE_TASK_BUTTONS)[number]['type'];

/** The placeholder's dialog under the button's own name; it needs neither server nor cache. */
const placeholder = (title: string, help: string): TaskButtonHandler => ({
  help,
  offline: 'local',
  run: (ctx) => ctx.show(<PlaceholderDialog title={title} onClose={ctx.close} />),
});

export const fireTaskButtons = {
  fireNonJurisdiction: placeholder(M.fireNonJurisdiction, M.helpFireNonJurisdiction),
  firePolicePenalty: placeholder(M.firePolicePenalty, M.helpFirePolicePenalty),
  fireCriminalTransfer: placeholder(M.fireCriminalTransfer, M.helpFireCriminalTransfer),
} satisfies Record<FireType, TaskButtonHandler>;
