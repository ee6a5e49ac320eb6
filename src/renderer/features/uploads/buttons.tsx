import { M } from '../../../shared/messages';
import type { UPLOADS_TASK_BUTTONS } from '../../../shared/uploads/buttons';
import type { TaskButtonHandler } from '../../platform/buttons';
import { TaskUpload } from './TaskUpload';

export const uploadsTaskButtons = {
  upload: {
    help: M.helpUpload,
    run: (ctx) =>
      ctx.show(
        <TaskUpload
          runId={ctx.runId}
          RWID={ctx.RWID}
          rwxx={ctx.config.rwxx}
          user={ctx.user}
          onClose={ctx.close}
        />,
      ),
  },
} satisfies Record<(typeof UPLOADS_TASK_BUTTONS)[number]['type'], TaskButtonHandler>;
