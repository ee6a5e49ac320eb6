import { M } from '../../../shared/messages';
import type {
  ATTACHMENTS_ROW_BUTTONS,
  ATTACHMENTS_TASK_BUTTONS,
} from '../../../shared/attachments/buttons';
import { BUSINESS_TYPE } from '../../../shared/uploads/constants';
import type { RowButtonHandler, TaskButtonHandler } from '../../platform/buttons';
import { AttachmentManagerDialog } from './AttachmentManagerDialog';
import { AttachmentViewerDialog } from './AttachmentViewerDialog';
import { canEditDocumentAttachments } from './rules';

export const attachmentsTaskButtons = {
  viewAttachments: {
    help: M.helpViewAttachments,
    // The lists read through the cache; the viewer's downloads and previews say they need the server.
    offline: 'cached',
    run: (ctx) =>
      ctx.show(
        <AttachmentViewerDialog
          runId={ctx.runId}
          RWID={ctx.RWID}
          SFCXLSSJ={ctx.SFCXLSSJ}
          onClose={ctx.close}
        />,
      ),
  },
} satisfies Record<(typeof ATTACHMENTS_TASK_BUTTONS)[number]['type'], TaskButtonHandler>;

export const attachmentsRowButtons = {
  /** A document row's 附件: its attachment manager, editable only where the row has its edit button (spec 02 §6). */
  attachments: {
    // The list reads through the cache; the manager's writes are disabled offline with the reason.
    offline: 'cached',
    run: (ctx, row) => {
      if (!row.FLWSID) return ctx.notify(M.docNotFound, 'warning');
      ctx.show(
        <AttachmentManagerDialog
          runId={ctx.runId}
          RWID={row.RWID ?? ctx.RWID}
          businessId={row.FLWSID}
          businessType={BUSINESS_TYPE.document}
          label={row.TITLE}
          readOnly={!canEditDocumentAttachments(row)}
          onClose={ctx.close}
        />,
      );
    },
  },
} satisfies Record<(typeof ATTACHMENTS_ROW_BUTTONS)[number]['type'], RowButtonHandler>;
