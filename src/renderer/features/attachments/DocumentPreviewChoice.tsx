import { Badge } from '@fluentui/react-components';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { useRunAction } from '../../platform/useRunAction';
import { NetButton } from '../../components/NetButton';
import { attKeys } from './useAttachments';
import type { Cached } from '../../../shared/common/types';
import type { AttachmentRecord } from '../../../shared/attachments/schemas';
import type { DocumentPreview } from '../../../shared/documents/schemas';
import type { SetPreviewTypeRequest } from '../../../shared/documents/contract';
import { isPreviewableSuffix, PREVIEW_TYPE } from '../../../shared/documents/preview-type';

// WSYLLX in a document's attachment manager (docs/decisions.md "Document preview type"): which
// file the document's 预览 shows. The current one carries 当前预览; where attachments are editable,
// an image or PDF can be made the preview, and the current one handed back to the system document.

/** getWsyllx of the document; under 'att', so any window's write (shell:dataChanged) refreshes it. */
export function useDocumentPreview(
  runId: string,
  FLWSID: string,
  enabled: boolean,
): UseQueryResult<Cached<DocumentPreview>> {
  const call = useCall();
  return useQuery({
    queryKey: [...attKeys.all, 'preview', runId, FLWSID],
    queryFn: () => call('documents:previewType', { runId, FLWSID }),
    enabled,
    staleTime: 0,
  });
}

/** The attachment the document's 预览 shows now, if it is one. */
export const isCurrentPreview = (
  r: Pick<AttachmentRecord, 'ID'>,
  preview: DocumentPreview | undefined,
): boolean => preview?.WSYLLX === PREVIEW_TYPE.file && preview.fileId === r.ID;

export function CurrentPreviewBadge(): ReactElement {
  return (
    <Badge appearance="tint" color="brand" size="small" title={M.previewCurrentHint}>
      {M.previewCurrent}
    </Badge>
  );
}

export type PreviewButtonProps = {
  runId: string;
  FLWSID: string;
  record: AttachmentRecord;
  /** The row's display name (the buttons' accessible names). */
  name: string;
  current: boolean;
};

/** 设为文书预览 on an image or PDF, 恢复系统文书 on the current one; nothing on other files. */
export function PreviewButton({
  runId,
  FLWSID,
  record,
  name,
  current,
}: PreviewButtonProps): ReactElement | null {
  const call = useCall();
  const run = useRunAction();
  const queryClient = useQueryClient();
  if (!current && !isPreviewableSuffix(record.SUFFIX)) return null;

  const req: SetPreviewTypeRequest = current
    ? { runId, FLWSID, WSYLLX: PREVIEW_TYPE.system }
    : { runId, FLWSID, WSYLLX: PREVIEW_TYPE.file, fileId: record.ID };
  const label = current ? M.previewRestoreSystem : M.previewSetAsDocument;
  const choose = async (): Promise<void> => {
    const done = await run(
      () => call('documents:setPreviewType', req),
      (res) => res.message || (current ? M.previewRestored : M.previewSetDone),
    );
    if (done) await queryClient.invalidateQueries({ queryKey: attKeys.all });
  };
  return (
    <NetButton
      size="small"
      appearance="subtle"
      aria-label={M.rowButtonLabel(label, name)}
      onClick={() => void choose()}
    >
      {label}
    </NetButton>
  );
}
