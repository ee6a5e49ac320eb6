import { History16Regular, QuestionCircle16Regular } from '@fluentui/react-icons';
import { M } from '../../../shared/messages';
import type { DETAIL_TASK_BUTTONS } from '../../../shared/detail/buttons';
import type { TaskButtonHandler } from '../../platform/buttons';
import { placeButtons } from './buttons';
import { HelpDialog } from './HelpDialog';
import { OpLogDialog } from './OpLogDialog';

export const detailTaskButtons = {
  opLog: {
    help: M.helpOpLog,
    icon: History16Regular,
    offline: 'cached',
    run: (ctx) =>
      ctx.show(<OpLogDialog open onClose={ctx.close} runId={ctx.runId} RWID={ctx.RWID} />),
  },
  help: {
    help: M.helpHelp,
    icon: QuestionCircle16Regular,
    offline: 'local',
    run: (ctx) => {
      const placed = placeButtons(ctx.config, ctx.user);
      ctx.show(
        <HelpDialog
          buttons={[...placed.header, ...placed.tree]}
          taskType={ctx.config.rwxx.RWLX}
          onClose={ctx.close}
        />,
      );
    },
  },
} satisfies Record<(typeof DETAIL_TASK_BUTTONS)[number]['type'], TaskButtonHandler>;
