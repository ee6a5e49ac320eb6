import { M } from '../../../shared/messages';
import type { ARCHIVE_TASK_BUTTONS } from '../../../shared/archive/buttons';
import type { TaskButtonHandler } from '../../platform/buttons';
import { ArchiveDialog } from './ArchiveDialog';

export const archiveTaskButtons = {
  archive: {
    help: M.helpArchive,
    needsNetwork: true,
    run: (ctx) =>
      ctx.show(<ArchiveDialog open onClose={ctx.close} runId={ctx.runId} rwxx={ctx.config.rwxx} />),
  },
} satisfies Record<(typeof ARCHIVE_TASK_BUTTONS)[number]['type'], TaskButtonHandler>;
