import { useMemo, type ReactElement } from 'react';
import { AttachmentUploadDialog } from './AttachmentUploadDialog';
import { ChunkedUploadDialog } from './ChunkedUploadDialog';
import { BUSINESS_TYPE } from '../../../shared/uploads/constants';
import type { UploadTarget } from '../../../shared/uploads/contract';
import { documentOwners } from '../../../shared/uploads/owner';
import { usesChunkedUploader } from '../../../shared/uploads/rules';
import type { TaskInfo, TreeRow } from '../../../shared/detail/schemas';
import type { UserInfo } from '../../../shared/session/schemas';

export type TaskUploadProps = {
  runId: string;
  RWID: string;
  rwxx: TaskInfo;
  user: UserInfo;
  /** The detail screen's document tree (already loaded): the 所属文书 the files may go to. */
  tree: readonly TreeRow[];
  onClose(): void;
};

/** The tree's 附件上传 button: the chunked uploader where permission and task type allow it (spec 02 §6), else the attachment dialog. */
export function TaskUpload({
  runId,
  RWID,
  rwxx,
  user,
  tree,
  onClose,
}: TaskUploadProps): ReactElement {
  const target = useMemo<UploadTarget>(
    () => ({ runId, RWID, businessId: RWID, businessType: BUSINESS_TYPE.task, label: rwxx.RWMC }),
    [RWID, runId, rwxx.RWMC],
  );
  const owners = useMemo(() => documentOwners(tree, RWID), [RWID, tree]);
  if (usesChunkedUploader(user.permissions, rwxx.RWLX))
    return <ChunkedUploadDialog target={target} owners={owners} onClose={onClose} />;
  return <AttachmentUploadDialog target={target} owners={owners} onClose={onClose} />;
}
