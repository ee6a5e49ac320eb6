import { M } from '../../../shared/messages';
import type { ARCHIVE_TASK_BUTTONS } from '../../../shared/archive/buttons';
import type { TaskButtonHandler } from '../../platform/buttons';
import { ArchiveDialog } from './ArchiveDialog';

export const archiveTaskButtons = {
  archive: {
    help: M.helpArchive,
    needsNetwork: true,
    // Also opened by the task's 归档前待办 badge: without the server's 归档结案 the readiness alone.
    run: (ctx) =>
      ctx.show(
        <ArchiveDialog
          open
          onClose={ctx.close}
          runId={ctx.runId}
          rwxx={ctx.config.rwxx}
          ctx={ctx}
        />,
      ),
  },
} satisfies Record<(typeof ARCHIVE_TASK_BUTTONS)[number]['type'], TaskButtonHandler>;
