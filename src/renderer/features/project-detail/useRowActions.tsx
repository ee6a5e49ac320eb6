import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { useNotify } from '../../platform/notify';
import { qk } from '../../platform/queryKeys';
import { useRouter } from '../../platform/router';
import { useOpenDocument } from '../../platform/useOpenDocument';
import { ROUTES, buildPath, docPagePath } from '../../platform/routes';
import { useRunAction } from '../../platform/useRunAction';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PreviewDialog, PrintDialog, type PreviewFile, type PrintDoc } from './FileDialogs';
import { ROW_ACTION } from './rowActions';
import { DocAttachments } from './TaskAttachments';
import { formOfUrl } from '../../../shared/documents/rules';
import type { RowButton, TreeRow } from '../../../shared/detail/schemas';

/** The form of a document page: the /ws/{form} of its URL, else the URL's last path segment. */
export function formOfRow(row: Pick<TreeRow, 'XGURL' | 'XZURL'>): string | null {
  for (const url of [row.XGURL, row.XZURL]) {
    if (!url) continue;
    const form = formOfUrl(url) ?? url.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? null;
    if (form && /^[a-z0-9]{2,40}$/i.test(form)) return form;
  }
  return null;
}

type Pending = { message: string; run(): Promise<unknown> };

export type RowActionsContext = { runId: string; RWID: string; parentName?: string };

/** What each BUTTON_TYPE of a document row does (issue 3), with the dialogs those actions open. */
export function useRowActions({ runId, RWID, parentName }: RowActionsContext): { onRowButton(b: RowButton, row: TreeRow): void; dialogs: ReactElement } {
  const call = useCall();
  const notify = useNotify();
  const run = useRunAction();
  const queryClient = useQueryClient();
  const { navigate } = useRouter();
  const openDocument = useOpenDocument();
  const [pending, setPending] = useState<Pending | null>(null);
  const [preview, setPreview] = useState<PreviewFile | null>(null);
  const [print, setPrint] = useState<PrintDoc | null>(null);
  const [attachmentsOf, setAttachmentsOf] = useState<TreeRow | null>(null);

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: qk.taskAll }), [queryClient]);

  const onRowButton = useCallback(
    (b: RowButton, row: TreeRow): void => {
      const FLWSID = row.FLWSID ?? '';
      const openDoc = (mode?: 'view'): void => {
        const form = formOfRow(row);
        if (!form) return notify(M.docNotFound, 'warning');
        void openDocument(
          buildPath(docPagePath(form), { runId, RWID: row.RWID ?? RWID, rwwsszid: row.RWWSSZID, FLWSID: row.FLWSID, FLWSLB: row.FLWSLB, mode }),
        );
      };
      switch (b.BUTTON_TYPE) {
        case ROW_ACTION.edit:
          return openDoc();
        case ROW_ACTION.view:
          return openDoc('view');
        case ROW_ACTION.approvalInfo:
          return navigate(buildPath(ROUTES.approval, { flwslb: row.FLWSLB ?? '', flwssyid: FLWSID, type: '4', title: row.TITLE }));
        case ROW_ACTION.send:
          return navigate(buildPath(ROUTES.send, { srcid: FLWSID, srctype: row.FLWSLB, xdlx: '1', parentName, runId }));
        case ROW_ACTION.recall:
          return setPending({
            message: M.confirmRecallDoc,
            run: () => run(() => call('documents:recall', { runId, FLWSID }), (r) => r.message || M.docRecalled).then(refresh),
          });
        case ROW_ACTION.delete:
          return setPending({
            message: M.confirmDeleteDoc,
            run: () => run(() => call('documents:delete', { runId, FLWSID }), (r) => r.message || M.docDeleted).then(refresh),
          });
        case ROW_ACTION.preview:
          if (!row.MD5) return notify(M.filePreviewUnavailable, 'warning');
          void run(() => call('documents:previewUrl', { md5: row.MD5 })).then((r) => r && setPreview({ url: r.url, title: row.TITLE }));
          return;
        case ROW_ACTION.download:
          if (!row.MD5) return notify(M.fileDownloadUnavailable, 'warning');
          void run(() => call('documents:download', { md5: row.MD5, fileName: row.TITLE }), (r) => M.savedTo(r.savedTo));
          return;
        case ROW_ACTION.print:
          void run(() => call('documents:print', { FLWSID, DYMBID: row.DYMBID })).then((r) => r && setPrint({ html: r.html, title: row.TITLE }));
          return;
        case ROW_ACTION.attachments:
          if (!row.FLWSID) return notify(M.docNotFound, 'warning');
          return setAttachmentsOf(row);
        default:
          notify(M.notBuilt(b.BUTTON_NAME));
      }
    },
    [RWID, call, navigate, notify, openDocument, parentName, refresh, run, runId],
  );

  const dialogs = (
    <>
      <ConfirmDialog
        message={pending?.message ?? null}
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          // The dialog stays open (buttons busy) until the write is answered.
          await pending?.run();
          setPending(null);
        }}
      />
      <PreviewDialog file={preview} onClose={() => setPreview(null)} />
      <PrintDialog doc={print} onClose={() => setPrint(null)} />
      {attachmentsOf ? <DocAttachments runId={runId} RWID={RWID} row={attachmentsOf} onClose={() => setAttachmentsOf(null)} /> : null}
    </>
  );
  return { onRowButton, dialogs };
}
