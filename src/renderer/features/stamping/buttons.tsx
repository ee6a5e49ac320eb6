import { M } from '../../../shared/messages';
import type { STAMPING_TASK_BUTTONS } from '../../../shared/stamping/buttons';
import type { TaskButtonHandler } from '../../platform/buttons';
import { StampDialog } from './StampDialog';

export const stampingTaskButtons = {
  stamp: {
    help: M.helpStamp,
    needsNetwork: true,
    run: (ctx) =>
      ctx.show(
        <StampDialog
          open
          onClose={ctx.close}
          runId={ctx.runId}
          RWID={ctx.RWID}
          taskName={ctx.config.rwxx.RWMC}
          tree={ctx.tree}
        />,
      ),
  },
} satisfies Record<(typeof STAMPING_TASK_BUTTONS)[number]['type'], TaskButtonHandler>;
