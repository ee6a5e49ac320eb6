import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactElement } from 'react';
import { useApi } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import { AttachmentManagerDialog, AttachmentUploadDialog, AttachmentViewerDialog, ChunkedUploadDialog } from '../attachments';
import { BUSINESS_TYPE } from '../../../shared/uploads/constants';
import type { UploadTarget } from '../../../shared/uploads/contract';
import { isEditableStatus } from '../../../shared/documents/rules';
import { usesChunkedUploader } from '../../../shared/uploads/rules';
import type { TaskInfo, TreeRow } from '../../../shared/detail/schemas';
import type { UserInfo } from '../../../shared/session/schemas';

/** The tree's has-attachment marks change when a file of this task arrives: show them again. */
export function useTreeRefreshOnUpload(RWID: string): void {
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      api.on('uploads:changed', ({ items }) => {
        if (items.some((i) => i.state === 'done' && i.target.RWID === RWID)) void queryClient.invalidateQueries({ queryKey: qk.taskAll });
      }),
    [RWID, api, queryClient],
  );
}

export type TaskUploadProps = { runId: string; RWID: string; rwxx: TaskInfo; user: UserInfo; onClose(): void };

/** The tree's 上传 button: the chunked uploader where permission and task type allow it (spec 02 §6), else the attachment dialog. */
export function TaskUpload({ runId, RWID, rwxx, user, onClose }: TaskUploadProps): ReactElement {
  const target = useMemo<UploadTarget>(
    () => ({ runId, RWID, businessId: RWID, businessType: BUSINESS_TYPE.task, label: rwxx.RWMC }),
    [RWID, runId, rwxx.RWMC],
  );
  if (usesChunkedUploader(user.permissions, rwxx.RWLX)) return <ChunkedUploadDialog target={target} onClose={onClose} />;
  return <AttachmentUploadDialog target={target} onClose={onClose} />;
}

export function TaskAttachmentViewer({ runId, RWID, SFCXLSSJ, onClose }: { runId: string; RWID: string; SFCXLSSJ?: string; onClose(): void }): ReactElement {
  return <AttachmentViewerDialog runId={runId} RWID={RWID} SFCXLSSJ={SFCXLSSJ} onClose={onClose} />;
}

/** A document row's 附件: its attachment manager, editable only while the document is (STATUS 1, 5, 9). */
export function DocAttachments({ runId, RWID, row, onClose }: { runId: string; RWID: string; row: TreeRow; onClose(): void }): ReactElement {
  return (
    <AttachmentManagerDialog
      runId={runId}
      RWID={row.RWID ?? RWID}
      businessId={row.FLWSID ?? ''}
      businessType={BUSINESS_TYPE.document}
      label={row.TITLE}
      readOnly={!isEditableStatus(row.STATUS)}
      {...(row.WSYLLX ? { wsyllx: row.WSYLLX } : {})}
      onClose={onClose}
    />
  );
}
