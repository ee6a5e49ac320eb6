import { M } from '../../../shared/messages';
import { formOfRow } from '../../../shared/documents/rules';
import type {
  DOCUMENTS_ROW_BUTTONS,
  DOCUMENTS_TASK_BUTTONS,
} from '../../../shared/documents/buttons';
import type {
  ButtonContext,
  OfflineCache,
  RowButtonHandler,
  TaskButtonHandler,
} from '../../platform/buttons';
import { ROUTES, buildPath, docPagePath } from '../../platform/routes';
import { AddDocDialog } from './AddDocDialog';
import { PreviewDialog, PrintDialog } from './FileDialogs';
import { SeizureDialog } from './SeizureDialog';
import { isDeliveryReceipt, receiptDeleteQuestion } from './receipts';
import type { TreeRow } from '../../../shared/detail/schemas';

type TaskType = (typeof DOCUMENTS_TASK_BUTTONS)[number]['type'];
type RowType = (typeof DOCUMENTS_ROW_BUTTONS)[number]['type'];

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
    // The server registers a new document (its FLWSID, its place in the tree): never offline.
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
  // Only a mode of the tree; its 下载 (PackBar) needs the server and says so itself.
  packDownload: { help: M.helpPackDownload, offline: 'local', run: (ctx) => ctx.togglePacking() },
} satisfies Record<TaskType, TaskButtonHandler>;

/** Offline, a document opens only when this machine cached both its form and its values. */
const docGap =
  (reason: string) =>
  (row: TreeRow, cache: OfflineCache): string | null =>
    row.FLWSID && cache.docs.has(row.FLWSID) ? null : reason;

// Reading actions open offline what this machine cached (edit then keeps the officer's changes as
// a local draft, DocumentPage); a row with nothing cached is disabled and says so. Writes and files
// need the server.
export const documentsRowButtons = {
  edit: {
    offline: 'cached',
    offlineGap: docGap(M.docNotCachedEdit),
    run: (ctx, row) => openDocumentOf(ctx, row),
  },
  view: {
    offline: 'cached',
    offlineGap: docGap(M.docNotCachedView),
    run: (ctx, row) => openDocumentOf(ctx, row, 'view'),
  },
  approvalInfo: {
    offline: 'cached',
    offlineGap: (row, cache) =>
      row.FLWSID && cache.approvals.has(row.FLWSID) ? null : M.docApprovalsNotCached,
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
