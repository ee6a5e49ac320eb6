import { M } from '../../../shared/messages';
import type { UPLOADS_TASK_BUTTONS } from '../../../shared/uploads/buttons';
import type { TaskButtonHandler } from '../../platform/buttons';
import { TaskUpload } from './TaskUpload';

export const uploadsTaskButtons = {
  upload: {
    help: M.helpUpload,
    // Files join the local upload queue, which waits for the network ('等待网络') and then sends.
    offline: 'local',
    run: (ctx) =>
      ctx.show(
        <TaskUpload
          runId={ctx.runId}
          RWID={ctx.RWID}
          rwxx={ctx.config.rwxx}
          user={ctx.user}
          tree={ctx.tree}
          onClose={ctx.close}
        />,
      ),
  },
} satisfies Record<(typeof UPLOADS_TASK_BUTTONS)[number]['type'], TaskButtonHandler>;
