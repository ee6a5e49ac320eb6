import { M } from '../../../shared/messages';
import { formOfUrl } from '../../../shared/documents/rules';
import type {
  DOCUMENTS_ROW_BUTTONS,
  DOCUMENTS_TASK_BUTTONS,
} from '../../../shared/documents/buttons';
import type { ButtonContext, RowButtonHandler, TaskButtonHandler } from '../../platform/buttons';
import { ROUTES, buildPath, docPagePath } from '../../platform/routes';
import { AddDocDialog } from './AddDocDialog';
import { PreviewDialog, PrintDialog } from './FileDialogs';
import { SeizureDialog } from './SeizureDialog';
import { isDeliveryReceipt, receiptDeleteQuestion } from './receipts';
import type { TreeRow } from '../../../shared/detail/schemas';

type TaskType = (typeof DOCUMENTS_TASK_BUTTONS)[number]['type'];
type RowType = (typeof DOCUMENTS_ROW_BUTTONS)[number]['type'];

/** The form of a document page: the /ws/{form} of its URL, else the URL's last path segment. */
export function formOfRow(row: Pick<TreeRow, 'XGURL' | 'XZURL'>): string | null {
  for (const url of [row.XGURL, row.XZURL]) {
    if (!url) continue;
    const form = formOfUrl(url) ?? url.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? null;
    if (form && /^[a-z0-9]{2,40}$/i.test(form)) return form;
  }
  return null;
}

function openDocumentOf(ctx: ButtonContext, row: TreeRow, mode?: 'view'): void {
  const form = formOfRow(row);
  if (!form) return ctx.notify(M.docNotFound, 'warning');
  const { runId, RWID } = ctx;
  void ctx.openDocument(
    buildPath(docPagePath(form), {
      runId,
      RWID: row.RWID ?? RWID,
      rwwsszid: row.RWWSSZID,
      FLWSID: row.FLWSID,
      FLWSLB: row.FLWSLB,
      mode,
    }),
  );
}

export const documentsTaskButtons = {
  addDoc: {
    help: M.helpAddDoc,
    needsNetwork: true,
    run: (ctx) =>
      ctx.show(
        <AddDocDialog
          open
          onClose={ctx.close}
          config={ctx.config}
          runId={ctx.runId}
          RWID={ctx.RWID}
        />,
      ),
  },
  seizure: {
    help: M.helpSeizure,
    needsNetwork: true,
    run: (ctx) =>
      ctx.show(<SeizureDialog open onClose={ctx.close} runId={ctx.runId} RWID={ctx.RWID} />),
  },
  packDownload: { help: M.helpPackDownload, run: (ctx) => ctx.togglePacking() },
} satisfies Record<TaskType, TaskButtonHandler>;

// Reading actions (edit and view open a page, approval information reads) stay possible offline:
// the page says what it can show. Writes and files need the server.
export const documentsRowButtons = {
  edit: { run: (ctx, row) => openDocumentOf(ctx, row) },
  view: { run: (ctx, row) => openDocumentOf(ctx, row, 'view') },
  approvalInfo: {
    run: (ctx, row) =>
      ctx.navigate(
        buildPath(ROUTES.approval, {
          flwslb: row.FLWSLB ?? '',
          flwssyid: row.FLWSID ?? '',
          type: '4',
          title: row.TITLE,
        }),
      ),
  },
  send: {
    needsNetwork: true,
    run: (ctx, row) =>
      ctx.navigate(
        buildPath(ROUTES.send, {
          srcid: row.FLWSID ?? '',
          srctype: row.FLWSLB,
          xdlx: '1',
          parentName: ctx.parentName,
          runId: ctx.runId,
        }),
      ),
  },
  recall: {
    needsNetwork: true,
    run: (ctx, row) =>
      ctx.confirm(M.confirmRecallDoc, () =>
        ctx
          .run(
            () => ctx.call('documents:recall', { runId: ctx.runId, FLWSID: row.FLWSID ?? '' }),
            (r) => r.message || M.docRecalled,
          )
          .then(ctx.refresh),
      ),
  },
  delete: {
    needsNetwork: true,
    run: (ctx, row) => {
      const FLWSID = row.FLWSID ?? '';
      const remove = (): Promise<void> =>
        ctx
          .run(
            () => ctx.call('documents:delete', { runId: ctx.runId, FLWSID }),
            (r) => r.message || M.docDeleted,
          )
          .then(ctx.refresh);
      if (!isDeliveryReceipt(row)) return ctx.confirm(M.confirmDeleteDoc, remove);
      void receiptDeleteQuestion(ctx, FLWSID).then((q) => q && ctx.confirm(q, remove));
    },
  },
  preview: {
    needsNetwork: true,
    run: (ctx, row) => {
      if (!row.MD5) return ctx.notify(M.filePreviewUnavailable, 'warning');
      void ctx
        .run(() => ctx.call('documents:previewUrl', { md5: row.MD5 }))
        .then(
          (r) =>
            r &&
            ctx.show(
              <PreviewDialog file={{ url: r.url, title: M.previewTitle }} onClose={ctx.close} />,
            ),
        );
    },
  },
  download: {
    needsNetwork: true,
    run: (ctx, row) => {
      if (!row.MD5) return ctx.notify(M.fileDownloadUnavailable, 'warning');
      void ctx.run(
        () => ctx.call('documents:download', { md5: row.MD5, fileName: row.TITLE }),
        (r) => M.savedTo(r.savedTo),
      );
    },
  },
  print: {
    needsNetwork: true,
    run: (ctx, row) =>
      void ctx
        .run(() => ctx.call('documents:print', { FLWSID: row.FLWSID ?? '', DYMBID: row.DYMBID }))
        .then(
          (r) =>
            r &&
            ctx.show(<PrintDialog doc={{ html: r.html, title: row.TITLE }} onClose={ctx.close} />),
        ),
  },
} satisfies Record<RowType, RowButtonHandler>;
